import { monthFrom, settle, startFreeMonth, type BillingAccount, type Tier } from './account.ts';

/** What a SuperAdmin may set on an account (SPEC §3 "User detail/edit", §5). */
export interface PlanSetting {
  tier: Tier;
  premiumExpiresAt: Date | null;
  sessionCount: number;
  coachSessionCount: number;
  /** Null: the month starts now (SPEC §5 "defaults to now"), so its counters next reset a month from now. */
  monthlyResetDate: Date | null;
  totalSessions: number;
}

/**
 * Sets the plan and counters as given, in place. Free has no end, so an end given with Free is
 * dropped. Settled first, as the form showed it: a month that has ended takes what it alone had
 * (the verification bonus) with it, where the new reset date would otherwise bring it back. Not
 * settled afterwards: a reset date or Premium end already past takes effect when the account is
 * next read, as it would have had the date come by itself.
 */
export function setPlan(account: BillingAccount, setting: PlanSetting, now: Date): void {
  settle(account, now);
  Object.assign(account, {
    tier: setting.tier,
    premiumExpiresAt: setting.tier === 'Premium' ? setting.premiumExpiresAt : null,
    premiumSince: premiumSinceAfter(account, setting.tier, now),
    sessionCount: setting.sessionCount,
    coachSessionCount: setting.coachSessionCount,
    ...resetAfter(account, setting.monthlyResetDate, now),
    totalSessions: setting.totalSessions,
  });
}

/**
 * The reset date given, on whose day of the month the counters reset from then on; the same date
 * the account shows (the edit form sent back unchanged) keeps the day it had, which a short month
 * may have moved the date off.
 */
function resetAfter(account: BillingAccount, given: Date | null, now: Date): Pick<BillingAccount, 'monthlyResetDate' | 'resetDay'> {
  if (!given) return monthFrom(now);
  const shown = { ...account };
  settle(shown, now);
  const sameDate = given.getTime() === shown.monthlyResetDate.getTime();
  return { monthlyResetDate: given, resetDay: sameDate ? account.resetDay : given.getUTCDate() };
}

/**
 * Changes the tier and its end only. Leaving Premium starts a fresh Free month, exactly as
 * Premium running out does (settle): sessions used while Premium do not count against Free.
 */
export function setSubscription(account: BillingAccount, tier: Tier, premiumExpiresAt: Date | null, now: Date): void {
  settle(account, now);
  if (tier === 'Free') {
    if (account.tier === 'Premium') startFreeMonth(account, now);
    return;
  }
  Object.assign(account, { tier, premiumExpiresAt, premiumSince: premiumSinceAfter(account, tier, now) });
}

/**
 * A run of Premium begins when Free becomes Premium, goes on while Premium stays, and ends with
 * Free. A Premium whose end has passed (setPlan does not settle first) ended its run already, as
 * `settle` of a copy says.
 */
function premiumSinceAfter(account: BillingAccount, tier: Tier, now: Date): Date | null {
  if (tier === 'Free') return null;
  const current = { ...account };
  settle(current, now);
  return current.tier === 'Premium' ? current.premiumSince : now;
}
