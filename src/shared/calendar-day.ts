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
