/** Calendar days written 'YYYY-MM-DD', read as UTC days: shared by the server's rules and the web. */

export const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real calendar date written 'YYYY-MM-DD' (2026-02-30 and 2026-13-01 are not). */
export function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === day;
}

/** The UTC day of a moment, 'YYYY-MM-DD'. */
export function utcDayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * Whole UTC days 'YYYY-MM-DD', both ends included: from the first day's midnight up to (not
 * including) the midnight after the last; null where a side is open.
 */
export function wholeUtcDays(first?: string, last?: string): { from: Date | null; until: Date | null } {
  return {
    from: first ? new Date(`${first}T00:00:00.000Z`) : null,
    until: last ? new Date(Date.parse(`${last}T00:00:00.000Z`) + DAY_MS) : null,
  };
}

/** Whether a range of 'YYYY-MM-DD' days ends before it starts (open at either end, it cannot). */
export const isRangeReversed = (first?: string, last?: string): boolean => Boolean(first && last && first > last);

/** For a filter's refine: an end day before the start day is a mistake worth saying. */
export const endNotBeforeStart = (q: { dateFrom?: string; dateTo?: string }) => !isRangeReversed(q.dateFrom, q.dateTo);

/** The refine options of those two rules, named so that clients word them in their language (ADR 0036). */
export const END_BEFORE_START_RULE = { path: ['dateTo'], message: 'The end date must not be before the start date.', params: { problem: 'endBeforeStart' } };
export const CALENDAR_DAY_RULE = { message: 'Use a date that exists, like 2026-11-24', params: { problem: 'calendarDay' } };
