/** The calendar of team analytics, all in UTC so every admin of a team sees the same weeks and months. */
import { DAY_MS, utcDayOf } from '#src/shared/calendar-day.ts';
import { shownScore } from './team-progress.ts';

/** How many weeks the trend shows, the current one included. */
export const TREND_WEEKS = 12;
/** A member is an active learner when they started a session within this many days. */
export const ACTIVE_DAYS = 30;

/** 'YYYY-MM-DD' of a UTC date. */
export const isoDay = utcDayOf;

/** Monday 00:00 UTC of the ISO week `at` falls in. */
export function weekStartOf(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The 1st of the month `at` falls in, 00:00 UTC. */
export const monthStartOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/** The start of the active-learner window. */
export const activeSince = (now: Date) => new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);

/** The Monday `weeks` ISO weeks back, the current week being the last. */
export const weeksStartOf = (now: Date, weeks: number) => new Date(weekStartOf(now).getTime() - (weeks - 1) * 7 * DAY_MS);

/** The Monday the trend starts on: TREND_WEEKS weeks back, the current week being the last. */
export const trendStartOf = (now: Date) => weeksStartOf(now, TREND_WEEKS);

export interface TrendWeek {
  weekStart: string;
  sessions: number;
  overall: number | null;
}

/**
 * The TREND_WEEKS weeks up to `now`, oldest first: the weeks the database reported, and the
 * weeks without a session as gaps (0 sessions, no overall) so a chart keeps its time axis.
 */
export function weeklyTrend(now: Date, reported: readonly { weekStart: string; sessions: number; overall: number }[]): TrendWeek[] {
  const byWeek = new Map(reported.map((w) => [w.weekStart, w]));
  const first = trendStartOf(now).getTime();
  return Array.from({ length: TREND_WEEKS }, (_, i) => {
    const weekStart = isoDay(new Date(first + i * 7 * DAY_MS));
    const week = byWeek.get(weekStart);
    return week && week.sessions > 0 ? { weekStart, sessions: week.sessions, overall: shownScore(week.overall) } : { weekStart, sessions: 0, overall: null };
  });
}
