import { GENERIC_RUBRIC } from './generic-rubric.ts';
import type { Rubric, SkillRubric } from './scenario.ts';

/** The rubric a learner reads in one language: the scenario's own, or the generic one (`generic`). */
export interface ShownRubric {
  generic: boolean;
  skills: SkillRubric;
}

export { GENERIC_RUBRIC };
export type RubricLevel = 4 | 7 | 10;

export function shownRubric(own: Rubric | null | undefined, locale: 'en' | 'ru'): ShownRubric {
  return own ? { generic: false, skills: own[locale] } : { generic: true, skills: GENERIC_RUBRIC[locale] };
}

/** The highest level a score reaches: null below 4 (no line met). */
export function metLevel(score: number): RubricLevel | null {
  if (!(score >= 4)) return null;
  return score >= 10 ? 10 : score >= 7 ? 7 : 4;
}
