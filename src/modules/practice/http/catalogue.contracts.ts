import { z } from 'zod';
import { ID_DIGITS } from '#src/platform/http/path-id.contracts.ts';
import { SKILLS, type Skill } from '#src/shared/findings.ts';
import { DIFFICULTIES } from '../domain/scenario.ts';

/**
 * Contracts of the scenario catalogue (SPEC.md §7 "Scenarios and session", top scenarios).
 * Localised fields come in pairs (`name`, `name_ru`); the client picks by its locale.
 */

export { DIFFICULTIES, type Difficulty } from '../domain/scenario.ts';

const id = z.number().int().positive();

export const scenarioListQuery = z.object({
  /** A category name in either language. */
  category: z.string().trim().max(60).optional(),
  /** Beginner/Intermediate/Advanced or the Russian equivalent. */
  difficulty: z.string().trim().max(30).optional(),
});
/**
 * Any id that names no scenario (`abc` included) is answered 404 'Scenario not found.' (SPEC), and
 * only plain digits name one: "0x1" or "1e3" are no other way to write scenario 1 or 1000.
 */
export const scenarioIdParams = z.object({ id: z.string().max(20).transform((id) => (ID_DIGITS.test(id) ? Number(id) : Number.NaN)) });

export const scenarioSummary = z.object({
  id,
  name: z.string(),
  name_ru: z.string(),
  description: z.string(),
  description_ru: z.string(),
  category: z.string(),
  category_ru: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  difficulty_ru: z.string(),
  /** Group scenes have 2–3 speaking characters. */
  speakerCount: z.number().int().min(1).max(3),
  createdAt: z.string(),
});

export const personaView = z.object({
  id,
  name: z.string(),
  name_ru: z.string(),
  description: z.string(),
  description_ru: z.string(),
});

export const castMemberView = z.object({
  name: z.string(),
  name_ru: z.string(),
  role: z.string(),
  role_ru: z.string(),
  gender: z.enum(['male', 'female']),
  color: z.string(),
});

const rubricLines = z.object({ '4': z.string(), '7': z.string(), '10': z.string() });
/** What each skill looks like at 4, 7 and 10 in this scenario, in `locale` (the `lang` asked for); `generic`: the scenario has none of its own. */
export const scenarioRubric = z.object({
  locale: z.enum(['en', 'ru']),
  generic: z.boolean(),
  skills: z.object(Object.fromEntries(SKILLS.map((s) => [s, rubricLines])) as Record<Skill, typeof rubricLines>),
});

export const scenarioDetail = scenarioSummary.extend({
  personas: z.array(personaView),
  learnerRole: z.string(),
  learnerRole_ru: z.string(),
  situation: z.string(),
  situation_ru: z.string(),
  goal: z.string(),
  goal_ru: z.string(),
  cast: z.array(castMemberView),
  rubric: scenarioRubric,
  /** Only for a SuperAdmin. */
  systemPrompt: z.string().optional(),
});

export const categoryView = z.object({
  name: z.string(),
  name_ru: z.string(),
  scenarioCount: z.number().int(),
});


export type ScenarioSummary = z.infer<typeof scenarioSummary>;
export type ScenarioDetail = z.infer<typeof scenarioDetail>;
export type PersonaView = z.infer<typeof personaView>;
export type CastMemberView = z.infer<typeof castMemberView>;
export type ScenarioRubric = z.infer<typeof scenarioRubric>;
export type CategoryView = z.infer<typeof categoryView>;
