import type { AccountPlan } from '#src/modules/identity/index.ts';
import { settle, usageOf, type BillingAccount, type FreeAllowance } from '../domain/account.ts';

/**
 * An account as the SuperAdmin's user page shows it and the audit trail compares it, brought up to
 * `now`. `stored`: whether a row holds it (a plan not stored yet has no reset date of its own).
 */
export function accountPlanOf(account: BillingAccount, allowance: FreeAllowance, now: Date, stored: boolean): AccountPlan {
  const settled = { ...account };
  settle(settled, now);
  const usage = usageOf(settled, allowance, now);
  return {
    subscriptionTier: settled.tier, subscriptionExpiresAt: settled.premiumExpiresAt, sessionCountThisMonth: settled.sessionCount,
    coachSessionCountThisMonth: settled.coachSessionCount, sessionLimit: usage.sessionLimit, coachSessionLimit: usage.coachSessionLimit,
    monthlyResetDate: settled.monthlyResetDate, totalSessions: settled.totalSessions, stored,
  };
}
