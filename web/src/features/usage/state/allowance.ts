import type { UsageView } from '../../../lib/contracts';
import { keepYearMark } from '../../../lib/due-date';

// What a plan allows this month, as plain functions of the numbers (no store): the limit notices
// of the catalogue, the simulation and the results word the same answers.

/** SPEC §6, §9: this limit means "no limit" and is shown as ∞. */
export const UNLIMITED = 2147483647;

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED;
}

/** True when no new session can start this month (the server would answer USAGE.SESSION_LIMIT). */
export function sessionLimitReached(usage: UsageView | null | undefined): boolean {
  return !!usage && !isUnlimited(usage.sessionLimit) && usage.sessionCount >= usage.sessionLimit;
}

/** True when the coach cannot be turned on this month. */
export function coachLimitReached(usage: UsageView | null | undefined): boolean {
  return !!usage && !isUnlimited(usage.coachSessionLimit) && usage.coachSessionCount >= usage.coachSessionLimit;
}

/**
 * The day the allowance renews, as the reader's language writes it ("January 5, 2027", "5 января
 * 2027 г."), in their time zone; null when unknown. It is a month after sign-up (or the last
 * renewal), not the first of a calendar month, so the limit notices name it.
 */
export function renewalDate(usage: Pick<UsageView, 'monthlyResetDate'> | null | undefined, locale: string): string | null {
  const date = usage ? new Date(usage.monthlyResetDate) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return keepYearMark(date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' }));
}
