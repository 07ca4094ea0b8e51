import { GENERIC_RUBRIC } from './generic-rubric.ts';
import type { Rubric, SkillRubric } from './scenario.ts';

/** The rubric a learner reads in one language: the scenario's own, or the generic one (`generic`). */
export interface ShownRubric {
  generic: boolean;
  skills: SkillRubric;
}

export { GENERIC_RUBRIC };
export type RubricLevel = 4 | 7 | 10;

/**
 * `about` words each of the scenario's own lines about the first character as the reader meets them
 * (gender.ts: `aboutFirstCharacter` for a session as played, the cast's gender before one); the
 * generic rubric names no one.
 */
export function shownRubric(own: Rubric | null | undefined, locale: 'en' | 'ru', about: (line: string) => string): ShownRubric {
  if (!own) return { generic: true, skills: GENERIC_RUBRIC[locale] };
  const skills = Object.fromEntries(Object.entries(own[locale]).map(([skill, levels]) =>
    [skill, Object.fromEntries(Object.entries(levels).map(([level, line]) => [level, about(line)]))])) as SkillRubric;
  return { generic: false, skills };
}

/** The highest level a score reaches: null below 4 (no line met). */
export function metLevel(score: number): RubricLevel | null {
  if (!(score >= 4)) return null;
  return score >= 10 ? 10 : score >= 7 ? 7 : 4;
}
