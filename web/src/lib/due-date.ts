// Assignment due dates are calendar days ('YYYY-MM-DD') and the server judges "past due" by the UTC
// date, so the client counts days in UTC too: a learner east or west of Greenwich sees the same
// "due today" the server applies.

import { DAY_MS, isCalendarDay } from './shared';

export { isCalendarDay };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in UTC as 'YYYY-MM-DD' (the earliest due date the server accepts). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Today on the learner's own calendar, as 'YYYY-MM-DD': what a page dated for the learner says. */
export function todayHere(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function dayNumber(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Whole days from today (UTC) to `dueDate`: 0 today, negative once it has passed; null for a malformed date. */
export function daysUntil(dueDate: string, now: Date = new Date()): number | null {
  const due = dayNumber(dueDate);
  const today = dayNumber(todayUtc(now));
  return due === null || today === null ? null : due - today;
}


/**
 * A Russian date ends in "г." (the year's mark) after a plain space, so a narrow line can leave "г."
 * alone on the next one: the space becomes a no-break one (U+00A0). Other text comes back unchanged;
 * whatever formats a date with its year for the reader passes it through here.
 */
export function keepYearMark<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? text.replace(/\s+г\./gu, '\u00a0г.') : text) as T;
}

/** A due date as the reader's language writes it ("28 November 2026", "28 ноября 2026 г."), read as a UTC day. */
export function formatDay(day: string, locale: string): string {
  const number = dayNumber(day);
  if (number === null) return day;
  return keepYearMark(new Date(number * DAY_MS).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
}

/** A day without its year, short ("24 Nov", "24 нояб."), for chart axes. */
export function formatShortDay(day: string, locale: string): string {
  const number = dayNumber(day);
  if (number === null) return day;
  return new Date(number * DAY_MS).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** An instant (ISO) as a date in the reader's language and time zone. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : keepYearMark(date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }));
}
