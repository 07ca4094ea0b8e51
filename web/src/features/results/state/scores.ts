/** The five skills in the order the radar and the cards show them (SPEC §1). */
export const SKILLS = ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;
export type Skill = (typeof SKILLS)[number];

export type Band = 'excellent' | 'good' | 'fair' | 'poor';

/** SPEC §9: 8+ excellent (green), 6+ good (blue), 4+ fair (yellow), below 4 red. */
export function scoreBand(score: number): Band {
  if (score >= 8) return 'excellent';
  if (score >= 6) return 'good';
  if (score >= 4) return 'fair';
  return 'poor';
}

/** Scores are shown with at most one decimal: 7, 7.5. */
export const formatScore = (score: number) => String(Math.round(score * 10) / 10);
