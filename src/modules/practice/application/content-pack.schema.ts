import { z } from 'zod';
import { DIFFICULTIES } from '../domain/scenario.ts';

/**
 * The shape of a scenario content pack (content/*.json). Packs are written by people,
 * so every rule here should produce a message a content writer can act on.
 */

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const lines = (min: number, max = 12) => z.array(text(600)).min(min).max(max);

const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case key like "late-delivery"')
  .max(80);

export const personaArchetypeSchema = z.object({
  key,
  name: text(80),
  name_ru: text(80),
  description: text(400),
  description_ru: text(400),
  /** How hard this archetype is to win over: negative = easy-going, positive = hard. */
  moodBias: z.number().int().min(-2).max(2),
  /** One English sentence the LLM partner uses to play the archetype. */
  promptHint: text(400),
});

/** Reactions to what the learner just did; the offline engine picks a line by mood and turn. */
const reactionsSchema = z.object({
  acknowledged: lines(2), // learner named or validated the character's feelings
  asked: lines(2), // learner asked a genuine question
  proposed: lines(2), // learner proposed a concrete solution or next step
  blamed: lines(2), // learner blamed, dismissed, lectured or got defensive
  offTopic: lines(1), // learner drifted away from the situation
  neutral: lines(2), // nothing clear: the character presses on
});

const characterScriptSchema = z.object({
  name: text(60),
  role: text(80),
  /** Points the character raises one by one while they are not resolved. */
  concerns: lines(2, 8),
  reactions: reactionsSchema,
  closing: z.object({ positive: text(600), negative: text(600) }),
});

const languageScriptSchema = z.object({
  learnerRole: text(200),
  situation: text(1200),
  goal: text(400),
  /** The character(s) speak first; `speaker` is the index into `characters`. */
  opening: z.array(z.object({ speaker: z.number().int().min(0).max(2), text: text(800) })).min(1).max(4),
  characters: z.array(characterScriptSchema).min(1).max(3),
});

export const scenarioRecordSchema = z
  .object({
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
    cast: z
      .array(
        z.object({
          gender: z.enum(['male', 'female']),
          color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'),
        }),
      )
      .min(1)
      .max(3),
    script: z.object({ en: languageScriptSchema, ru: languageScriptSchema }),
  })
  .superRefine((s, ctx) => {
    for (const lang of ['en', 'ru'] as const) {
      const script = s.script[lang];
      if (script.characters.length !== s.cast.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['script', lang, 'characters'],
          message: `has ${script.characters.length} characters but cast has ${s.cast.length}`,
        });
      }
      script.opening.forEach((line, i) => {
        if (line.speaker >= s.cast.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['script', lang, 'opening', i, 'speaker'],
            message: `speaker ${line.speaker} is not in the cast`,
          });
        }
      });
    }
  });

export const contentPackSchema = z.object({
  pack: key,
  personas: z.array(personaArchetypeSchema).default([]),
  scenarios: z.array(scenarioRecordSchema).default([]),
});

export type PersonaArchetypeRecord = z.infer<typeof personaArchetypeSchema>;
export type ScenarioRecord = z.infer<typeof scenarioRecordSchema>;
export type ContentPack = z.infer<typeof contentPackSchema>;
