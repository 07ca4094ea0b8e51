import type { Tier } from './achievement.ts';

/**
 * Experience points (ADR 0039): what a learner's practice has earned, shown to their team's admins
 * and in the SuperAdmin console. An analysed session earns 10 for being finished and up to 100 more
 * by its overall score (0–10); each achievement earns by its tier.
 */
const FINISHED = 10;
const PER_SCORE_POINT = 10;
export const TIER_POINTS: Readonly<Record<Tier, number>> = { Bronze: 50, Silver: 100, Gold: 200, Platinum: 400 };

export const sessionPoints = (overall: number) => FINISHED + Math.round(overall * PER_SCORE_POINT);

/**
 * What one analysis adds. A re-analysis moves the session's points by the change in its score (the
 * session was paid for when first analysed), so a learner's total matches their results as they stand.
 */
export function pointsEarned(overall: number, previousOverall: number | null, newTiers: readonly Tier[]): number {
  const session = sessionPoints(overall) - (previousOverall === null ? 0 : sessionPoints(previousOverall));
  return newTiers.reduce((sum, tier) => sum + TIER_POINTS[tier], session);
}
