import { z } from 'zod';
import { SKILLS } from '#src/shared/findings.ts';

/** Contracts of the admin overview and team analytics (SPEC §3 "Team analytics", §9 insights; R2.9). */

const score = z.number().min(0).max(10);
const skill = z.enum(SKILLS);
const skillAverages = z.object({ empathy: score, clarity: score, problemSolving: score, composure: score, activeListening: score });

/** The admin overview's cards: members' numbers only, UTC calendar. */
export const teamOverview = z.object({
  members: z.number().int(),
  /** Sessions the members started since the 1st of this month (UTC). */
  sessionsThisMonth: z.number().int(),
  /** The members' analysed sessions' average overall, one decimal; null before the first. */
  averageOverall: score.nullable(),
  /** Members who started a session in the last 30 days. */
  activeLearners: z.number().int(),
});

export const teamMemberProgress = z.object({
  userId: z.number().int(),
  email: z.string(),
  sessions: z.number().int(),
  averages: skillAverages.nullable(),
  overall: score.nullable(),
  latestAt: z.string().nullable(),
});

/** One ISO week (Monday, UTC); a week without a session has 0 sessions and no overall. */
export const teamTrendWeek = z.object({ weekStart: z.string(), sessions: z.number().int(), overall: score.nullable() });

const skillInsight = z.object({ skill, average: score });
export const teamInsights = z.object({
  strength: skillInsight.nullable(),
  growth: skillInsight.nullable(),
  overall: z.enum(['excellent', 'good']).nullable(),
});

/** SPEC §3 "Team analytics" (the five averages), plus what the page shows beside them. Averages have one decimal. */
export const teamSkills = z.object({
  empathyAverage: score,
  clarityAverage: score,
  problemSolvingAverage: score,
  composureAverage: score,
  activeListeningAverage: score,
  overallAverage: score,
  sessionCount: z.number().int(),
  members: z.array(teamMemberProgress),
  /** The last 12 weeks, oldest first, the current one last. */
  trend: z.array(teamTrendWeek),
  insights: teamInsights,
});

/** The CSV's header language; without it, the request's language (`lang`, then Accept-Language). */
export const teamProgressQuery = z.object({ locale: z.enum(['en', 'ru']).optional() });

export type TeamOverview = z.infer<typeof teamOverview>;
export type TeamSkills = z.infer<typeof teamSkills>;
export type TeamMemberProgress = z.infer<typeof teamMemberProgress>;
export type TeamTrendWeek = z.infer<typeof teamTrendWeek>;
export type TeamInsightsView = z.infer<typeof teamInsights>;
