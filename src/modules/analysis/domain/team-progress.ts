import { roundedScore, SKILLS, type Skill } from './result.ts';

/** The five skills averaged (each 0–10). */
export type SkillAverages = Record<Skill, number>;

/**
 * One member's analysed sessions as the database sums them: sums rather than averages, so the
 * team's averages are over all its sessions (a member with 20 sessions weighs 20 times one with 1).
 */
export interface MemberTotals {
  userId: number;
  sessions: number;
  overallSum: number;
  skillSums: SkillAverages;
  firstOverall: number;
  latestOverall: number;
  bestOverall: number;
  latestAt: Date;
}

/**
 * Scores are shown with one decimal, within 0–10 (SPEC §9; the analyzers clamp what they store,
 * this keeps a stray row from ever showing otherwise), and the bands apply to what is shown.
 */
export const shownScore = roundedScore;

export interface Averages {
  sessions: number;
  overall: number;
  skills: SkillAverages;
}

/** The averages over every session of the given totals, one decimal; null when there is no session. */
export function averagesOf(totals: readonly MemberTotals[]): Averages | null {
  const sessions = totals.reduce((n, t) => n + t.sessions, 0);
  if (sessions === 0) return null;
  const mean = (sum: (t: MemberTotals) => number) => shownScore(totals.reduce((s, t) => s + sum(t), 0) / sessions);
  return {
    sessions,
    overall: mean((t) => t.overallSum),
    skills: Object.fromEntries(SKILLS.map((skill) => [skill, mean((t) => t.skillSums[skill])])) as SkillAverages,
  };
}

/** One member's line of the team page: their averages, or nulls before their first analysed session. */
export function memberProgress(totals: MemberTotals | undefined) {
  const averages = totals ? averagesOf([totals]) : null;
  return {
    sessions: averages?.sessions ?? 0,
    averages: averages?.skills ?? null,
    overall: averages?.overall ?? null,
    latestAt: totals?.latestAt ?? null,
  };
}
