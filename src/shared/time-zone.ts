/**
 * Calendar days where the learner is (ADR 0046): IANA time zones as browsers name them
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`), worked out with the runtime's own tz data.
 */
import { DAY_MS } from './calendar-day.ts';

/** Accounts that never said where they are count their days in UTC, as every day was counted before. */
export const DEFAULT_TIME_ZONE = 'UTC';
const MAX_TIME_ZONE_LENGTH = 64;

// One formatter per zone in use (building one costs far more than formatting with it), kept under
// the runtime's own spelling only: zones are case-insensitive, and a cache keyed by whatever a
// client sends ('eUrope/mOscow', …) would grow without end. Stored zones are canonical (the heartbeat's contract).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  // Throws a RangeError for a zone the runtime does not know.
  const formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  if (formatter.resolvedOptions().timeZone === timeZone) formatters.set(timeZone, formatter);
  return formatter;
}

/** Whether the runtime knows the zone ('Europe/Moscow', 'UTC'); offsets and abbreviations like '+03:00' or 'MSK' are not zones. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > MAX_TIME_ZONE_LENGTH || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The runtime's own spelling of a zone it knows ('europe/moscow' → 'Europe/Moscow'), so one place is stored one way. */
export const canonicalTimeZone = (name: string): string => formatterFor(name).resolvedOptions().timeZone;

/** The calendar day a moment falls on in the zone, as a day number (days since 1970-01-01). */
export function dayNumberIn(moment: Date, timeZone: string): number {
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of formatterFor(timeZone).formatToParts(moment)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return Date.UTC(year, month - 1, day) / DAY_MS;
}
