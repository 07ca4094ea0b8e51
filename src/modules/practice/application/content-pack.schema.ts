import { z } from 'zod';
import { SKILLS } from '#src/shared/findings.ts';
import { CALMED_BY, DIFFICULTIES, PHRASINGS, RUBRIC_LEVELS, SETTLED_BY } from '../domain/scenario.ts';
import { contentIssues } from '../domain/scenario-content.ts';
import { genderMarkupProblem } from '../domain/gender-markup.ts';

/**
 * The shape of a scenario content pack (content/*.json). Packs are written by people,
 * so every rule here should produce a message a content writer can act on.
 */

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
/**
 * A line a character says: gendered words as `[masculine|feminine]`, words about the first character
 * as `<masculine|feminine>` (domain/gender.ts), well formed, so the author learns of a stray bracket
 * at import rather than a learner hearing it.
 */
const spoken = (max: number) =>
  text(max).superRefine((line, ctx) => {
    const found = genderMarkupProblem(line);
    if (!found) return;
    const quoted = line.length > 60 ? `${line.slice(0, 60)}…` : line;
    const problem = found.markup === 'own' ? 'genderMarkup' : 'firstGenderMarkup';
    ctx.addIssue({ code: 'custom', message: `«${quoted}» ${found.problem}`, params: { problem, line: quoted } });
  });
const distinct = (list: string[]) => new Set(list.map((l) => l.toLowerCase())).size === list.length;
/** Variants of one line: the built-in engine never says a line twice in a session, so they must differ. */
const lines = (min: number, max = 12) =>
  z.array(spoken(600)).min(min).max(max).refine(distinct, { message: 'has the same line twice; every variant must differ', params: { problem: 'duplicateLines' } });

/** Variants a content writer gives for each kind of line: enough that a long session rarely runs out. */
const VARIANTS = 3;

/** Topic words: lower case, letters, digits, spaces and a few signs; a trailing `~` marks a stem. */
const topic = z
  .string()
  .regex(/^[\p{Ll}\p{N}£$€][\p{Ll}\p{N} '’.,£$€₽%-]*~?$/u, 'must be lower-case words, optionally ending in ~ for a stem')
  .max(40);

const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case key like "late-delivery"')
  .max(80);

/** Lines an archetype adds to any scenario; generic on purpose (no names, amounts or places). */
const personaLinesSchema = z.object({
  opening: lines(VARIANTS),
  calmed: lines(VARIANTS),
  irritated: lines(VARIANTS),
  escalate: lines(VARIANTS),
  asides: lines(VARIANTS),
});

export const personaArchetypeSchema = z.strictObject({
  key,
  name: text(80),
  name_ru: text(80),
  description: text(400),
  description_ru: text(400),
  /** How hard this archetype is to win over: negative = easy-going, positive = hard. */
  moodBias: z.number().int().min(-2).max(2),
  /** One English sentence the LLM partner uses to play the archetype. */
  promptHint: text(400),
  /** How the built-in engine plays the archetype. */
  play: z.object({
    patience: z.number().int().min(0).max(6),
    calmedBy: z.enum(CALMED_BY),
    phrasing: z.enum(PHRASINGS),
    en: personaLinesSchema,
    ru: personaLinesSchema,
  }),
});

/** Reactions to what the learner just did; the built-in engine never repeats one in a session. */
const reactionsSchema = z.object({
  acknowledged: lines(VARIANTS), // learner named or validated the character's feelings
  proposed: lines(VARIANTS), // learner proposed a concrete solution or next step
  blamed: lines(VARIANTS), // learner blamed, dismissed, lectured or got defensive (never quote the learner)
  offTopic: lines(2), // learner drifted away from the situation
  neutral: lines(VARIANTS), // nothing clear: the character presses on
});

const concernSchema = z.object({
  key,
  /** The first raises it; the others press it again, in other words. */
  raise: lines(2, 6),
  topics: z.array(topic).max(30),
  settledBy: z.array(z.enum(SETTLED_BY)).min(1),
});

const characterScriptSchema = z.object({
  name: text(60),
  /** May say the character's gender as `[masculine|feminine]`: the learner may play the first one in either. */
  role: spoken(80),
  /** Points the character raises one by one until the learner addresses each. */
  concerns: z.array(concernSchema).min(1).max(8),
  /** Facts the character gives when the learner asks about their topics. */
  answers: z.array(z.object({ topics: z.array(topic).max(30), line: spoken(600) })).min(2).max(12),
  reactions: reactionsSchema,
  closing: z.object({ positive: lines(2, 6), negative: lines(2, 6), after: lines(2, 8) }),
  /** Ways of repeating a learner's commitment back; `{commitment}` is replaced by their words. */
  echo: lines(0, 8).refine((l) => l.every((line) => line.includes('{commitment}')), { message: 'every echo line needs {commitment}', params: { problem: 'echoNeedsCommitment' } }),
});

export const languageScriptSchema = z.object({
  /** How the characters address the learner: «вы» (formal, the default) or «ты» (informal); the archetypes' and the engine's lines follow it. */
  address: z.enum(['formal', 'informal']).optional(),
  learnerRole: text(200),
  situation: text(1200),
  goal: text(400),
  /** The character(s) speak first; `speaker` is the index into `characters`. */
  opening: z.array(z.object({ speaker: z.number().int().min(0).max(2), text: spoken(800) })).min(1).max(4),
  /** Per persona key, the first character's first line as that persona would say it. */
  personaOpenings: z.record(key, spoken(800)).default({}),
  characters: z.array(characterScriptSchema).min(1).max(3),
});

/** The speaking characters' looks, in the order of the script's `characters`. */
export const castSchema = z
  .array(
    z.object({
      gender: z.enum(['male', 'female']),
      color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'),
    }),
  )
  .min(1)
  .max(3);

/**
 * One sentence per level, for the learner, about this situation: every skill, every level (R2.12).
 * Words about the first character are marked up as in their lines, to be shown as the learner played them.
 */
const rubricLinesSchema = z.strictObject(Object.fromEntries(RUBRIC_LEVELS.map((l) => [l, spoken(260)])) as Record<(typeof RUBRIC_LEVELS)[number], ReturnType<typeof spoken>>);
const skillRubricSchema = z.strictObject(Object.fromEntries(SKILLS.map((s) => [s, rubricLinesSchema])) as Record<(typeof SKILLS)[number], typeof rubricLinesSchema>);
export const rubricSchema = z.strictObject({ en: skillRubricSchema, ru: skillRubricSchema });

// A pack's records are strict: a misspelt field ("rubic", "retird") is refused with its name, not dropped unseen.
export const scenarioRecordSchema = z
  .strictObject({
    key,
    name: text(120),
    name_ru: text(120),
    description: text(500),
    description_ru: text(500),
    category: text(60),
    category_ru: text(60),
    difficulty: z.enum(DIFFICULTIES),
    /** Keys of persona archetypes that fit this scenario (may be empty for group scenes). */
    personas: z.array(key).max(10),
    /** English instructions for an LLM playing the scene; never shown to learners. */
    systemPrompt: text(4000),
    cast: castSchema,
    /** Optional: without one, the engine plays a generic script built from the description and prompt. */
    script: z.object({ en: languageScriptSchema, ru: languageScriptSchema }).optional(),
    /** Optional: without one, the generic rubric is shown and given to the analyzer. */
    rubric: rubricSchema.optional(),
    /**
     * Out of the catalogue, kept for the sessions played on it (a SuperAdmin deleted it after it was
     * played): an import keeps it retired, and a record without this flag (or with false) brings it
     * back (ADR 0031).
     */
    retired: z.boolean().optional(),
  })
  .superRefine((s, ctx) => {
    for (const issue of contentIssues(s.cast, s.script, s.personas)) ctx.addIssue({ code: 'custom', ...issue });
  });

export const contentPackSchema = z.strictObject({
  pack: key,
  personas: z.array(personaArchetypeSchema).default([]),
  scenarios: z.array(scenarioRecordSchema).default([]),
});

export type PersonaArchetypeRecord = z.infer<typeof personaArchetypeSchema>;
export type ScenarioRecord = z.infer<typeof scenarioRecordSchema>;
export type ContentPack = z.infer<typeof contentPackSchema>;
