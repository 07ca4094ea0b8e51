import { SKILLS, type Skill } from './result.ts';
import type { SkillAverages } from './team-progress.ts';

export interface SkillInsight {
  skill: Skill;
  average: number;
}

export interface TeamInsights {
  strength: SkillInsight | null;
  growth: SkillInsight | null;
  overall: 'excellent' | 'good' | null;
}

/** Below this a skill is worth the team's attention (SPEC §9). */
const GROWTH_BELOW = 7;

/**
 * SPEC §9 team insights: the strength is the best skill when it is above 0; the growth opportunity
 * is the lowest when it is below the best and below 7; the overall verdict is 8+ excellent, 6+ good.
 * Ties go to the first skill in the order of SKILLS, so the same numbers always read the same way.
 * Callers pass the averages as shown (one decimal), so the verdict never contradicts the number beside it.
 */
export function teamInsights(averages: SkillAverages, overall: number): TeamInsights {
  const ranked = SKILLS.map((skill) => ({ skill, average: averages[skill] }));
  const best = ranked.reduce((a, b) => (b.average > a.average ? b : a));
  const lowest = ranked.reduce((a, b) => (b.average < a.average ? b : a));
  return {
    strength: best.average > 0 ? best : null,
    growth: lowest.average < best.average && lowest.average < GROWTH_BELOW ? lowest : null,
    overall: overall >= 8 ? 'excellent' : overall >= 6 ? 'good' : null,
  };
}
