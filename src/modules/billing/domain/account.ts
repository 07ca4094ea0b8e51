import { CoachLimitReachedError, SessionLimitReachedError } from './billing.errors.ts';

/** SPEC §6/§9: Premium's limits, shown as ∞. */
export const UNLIMITED = 2_147_483_647;

export type Tier = 'Free' | 'Premium';

/** A learner's plan and this month's counters: one per user, created the first time it is needed. */
export interface BillingAccount {
  userId: number;
  tier: Tier;
  /** When Premium ends; null with Premium means it was granted without an end. */
  premiumExpiresAt: Date | null;
  /**
   * When the current run of Premium began (Free became Premium); null on Free, and on accounts that
   * were Premium before this was kept. A refund withdraws only months that went into this run.
   */
  premiumSince: Date | null;
  sessionCount: number;
  coachSessionCount: number;
  /** When the counters next start again from zero. */
  monthlyResetDate: Date;
  /**
   * The day of the month (UTC, 1–31) the counters' month begins on. A month that has no such day
   * resets on its last day, and the next month returns to this one: a month begun on 31 January
   * resets on 28 February and then on 31 March, not on the 28th for ever after.
   */
  resetDay: number;
  /** Sessions started ever (SPEC §3 user detail). */
  totalSessions: number;
  /**
   * Sessions added to this month's Free allowance (the email-verification bonus); gone when the month
   * ends. Given on Premium, where it is of no use, it waits for the first Free month after.
   */
  bonusSessions: number;
  /** When the email-verification bonus was given: it is given once per account, ever. */
  verificationBonusAt: Date | null;
}

export interface FreeAllowance {
  sessions: number;
  coachSessions: number;
}

export interface UsageView {
  sessionCount: number;
  sessionLimit: number;
  coachSessionCount: number;
  coachSessionLimit: number;
  subscriptionTier: Tier;
  monthlyResetDate: string;
  subscriptionExpiresAt: string | null;
}

/**
 * The same day `months` later (or the given `day` of that month); a day the target month does not
 * have becomes its last day (a month's Premium bought on 31 January ends on 28 or 29 February, not
 * on 3 March).
 */
export function addMonths(date: Date, months: number, day = date.getUTCDate()): Date {
  const d = new Date(date);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The counters' month as begun on `from`: it first resets a month later, and on that day of every month after. */
export const monthFrom = (from: Date): Pick<BillingAccount, 'monthlyResetDate' | 'resetDay'> =>
  ({ monthlyResetDate: addMonths(from, 1), resetDay: from.getUTCDate() });

export const newAccount = (userId: number, now: Date): BillingAccount => ({
  userId, tier: 'Free', premiumExpiresAt: null, premiumSince: null, sessionCount: 0, coachSessionCount: 0, ...monthFrom(now), totalSessions: 0,
  bonusSessions: 0, verificationBonusAt: null,
});

/** A verification bonus given during the current run of Premium: no use yet, it waits for Free. */
export function bonusWaits(account: BillingAccount): boolean {
  const { tier, verificationBonusAt: given, premiumSince: since } = account;
  return tier === 'Premium' && given !== null && since !== null && given >= since;
}

/**
 * Leaves Premium for Free with a fresh month's allowance counted from `from`: sessions used while
 * Premium do not count against Free, and a bonus given while Premium is this month's.
 */
export function startFreeMonth(account: BillingAccount, from: Date): void {
  Object.assign(account, {
    tier: 'Free', premiumExpiresAt: null, premiumSince: null, sessionCount: 0, coachSessionCount: 0,
    bonusSessions: bonusWaits(account) ? account.bonusSessions : 0, ...monthFrom(from),
  });
}

/**
 * Brings an account up to `now`, in place: a Premium that has run out returns to Free with a new
 * month's Free allowance counted from the moment it lapsed (the sessions used while Premium do
 * not count against Free), and counters whose reset date has passed start again from zero.
 * Returns whether anything changed. Everything that reads or writes an account settles it
 * first, so answers are right even before the expiry job has run.
 */
export function settle(account: BillingAccount, now: Date): boolean {
  let changed = false;
  if (account.tier === 'Premium' && account.premiumExpiresAt && account.premiumExpiresAt <= now) {
    const lapsedAt = account.premiumExpiresAt;
    startFreeMonth(account, lapsedAt);
    changed = true;
  }
  while (account.monthlyResetDate <= now) {
    account.sessionCount = 0;
    account.coachSessionCount = 0;
    if (!bonusWaits(account)) account.bonusSessions = 0;
    account.monthlyResetDate = addMonths(account.monthlyResetDate, 1, account.resetDay);
    changed = true;
  }
  return changed;
}

/** Monthly usage as the learner sees it at `now` (SPEC §3 Usage). */
export function usageOf(account: BillingAccount, allowance: FreeAllowance, now: Date): UsageView {
  const a = { ...account };
  settle(a, now);
  const premium = a.tier === 'Premium';
  return {
    sessionCount: a.sessionCount,
    sessionLimit: premium ? UNLIMITED : allowance.sessions + a.bonusSessions,
    coachSessionCount: a.coachSessionCount,
    coachSessionLimit: premium ? UNLIMITED : allowance.coachSessions,
    subscriptionTier: a.tier,
    monthlyResetDate: a.monthlyResetDate.toISOString(),
    subscriptionExpiresAt: a.premiumExpiresAt?.toISOString() ?? null,
  };
}

/**
 * Counts a new practice session (and/or a coached one) against the month's allowance. Throws
 * when a limit is reached; the caller holds the account's row locked, so two starts at the
 * limit cannot both pass.
 */
export function consume(account: BillingAccount, allowance: FreeAllowance, now: Date, wants: { session: boolean; coach: boolean }): void {
  settle(account, now);
  const usage = usageOf(account, allowance, now);
  if (wants.session && usage.sessionCount >= usage.sessionLimit) throw new SessionLimitReachedError();
  if (wants.coach && usage.coachSessionCount >= usage.coachSessionLimit) throw new CoachLimitReachedError();
  if (wants.session) {
    account.sessionCount++;
    account.totalSessions++;
  }
  if (wants.coach) account.coachSessionCount++;
}

/**
 * Takes back what `consume` counted for a session started at `startedAt` that was thrown away
 * before anything was said in it, when that start is still in this month's counters: a start
 * from an earlier month (or from before the account went back to Free) was cleared with them.
 */
export function giveBack(account: BillingAccount, startedAt: Date, now: Date, took: { session: boolean; coach: boolean }): boolean {
  settle(account, now);
  if (startedAt < addMonths(account.monthlyResetDate, -1, account.resetDay)) return false;
  if (took.session) account.sessionCount = Math.max(0, account.sessionCount - 1);
  if (took.coach) account.coachSessionCount = Math.max(0, account.coachSessionCount - 1);
  return true;
}

/** Premium an operator gave with no end: buying or granting a period would add nothing to it. */
export const hasPremiumWithoutEnd = (account: BillingAccount): boolean => account.tier === 'Premium' && account.premiumExpiresAt === null;

/**
 * Starts Premium for `months`, or extends an active Premium from its current expiry (a renewal
 * bought early loses nothing). Premium granted without an end stays without one.
 */
export function extendPremium(account: BillingAccount, months: number, now: Date): void {
  settle(account, now);
  if (account.tier === 'Premium') {
    if (account.premiumExpiresAt) account.premiumExpiresAt = addMonths(account.premiumExpiresAt, months);
    return;
  }
  Object.assign(account, { tier: 'Premium', premiumExpiresAt: addMonths(now, months), premiumSince: now });
}

/** What withdrawing a refunded payment's months did; the last three changed nothing. */
export type Withdrawal = 'shortened' | 'ended' | 'without-end' | 'on-free' | 'run-ended';

/**
 * Takes back the `months` a refunded payment bought: the end moves back by them and, if it then
 * lies in the past, the learner is on Free from now. Not with a fresh month's allowance, as when
 * Premium runs out: this month's counters and reset date stay as they stand (`settle` still starts
 * them again monthly), or paying and having it refunded would buy a used-up Free allowance anew,
 * as often as one liked. The sessions used while Premium count: they were never paid for. Premium
 * without an end stays as it is (an operator gave it; the refund is theirs to weigh), and an
 * account already on Free (Premium ended early, or run out) has nothing to withdraw. Nor has a
 * Premium that began after the payment (`paidAt`): the run it bought has ended since (run out,
 * refunded, or ended by an operator), and the months now left were bought or granted afresh.
 */
export function withdrawPremium(account: BillingAccount, months: number, paidAt: Date | null, now: Date): Withdrawal {
  settle(account, now);
  if (account.tier !== 'Premium') return 'on-free';
  if (paidAt && account.premiumSince && paidAt < account.premiumSince) return 'run-ended';
  if (!account.premiumExpiresAt) return 'without-end';
  const end = addMonths(account.premiumExpiresAt, -months);
  if (end > now) {
    account.premiumExpiresAt = end;
    return 'shortened';
  }
  Object.assign(account, { tier: 'Free', premiumExpiresAt: null, premiumSince: null });
  return 'ended';
}

/**
 * The email-verification bonus (SPEC §2 "sessions were awarded"): `sessions` more in this month's
 * allowance (on Premium, the first Free month's), once per account however often it verifies an
 * address. Returns the sessions added.
 */
export function awardVerificationBonus(account: BillingAccount, sessions: number, now: Date): number {
  settle(account, now);
  if (account.verificationBonusAt || sessions <= 0) return 0;
  account.bonusSessions += sessions;
  account.verificationBonusAt = now;
  return sessions;
}
