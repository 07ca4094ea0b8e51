import { inject, injectable } from 'inversify';
import type { AccountPlan, AccountPlans, PlanChange, PlanChanges } from '#src/modules/identity/index.ts';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { AccountRepository, ExpirySchedule } from '../domain/ports.ts';
import { newAccount, type BillingAccount, type Tier } from '../domain/account.ts';
import { setPlan, setSubscription } from '../domain/plan-setting.ts';
import { accountPlanOf } from './account-plan.ts';

/**
 * The SuperAdmin's side of billing (R2.10), through the port identity declares for it: the plan
 * and counters shown on a user's page, edited inside identity's transaction (the account's row
 * locked until it ends), and the count of Premium accounts for the people stats.
 */
@injectable()
export class AdministerAccountPlans implements AccountPlans {
  constructor(
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.ExpirySchedule) private readonly expiry: ExpirySchedule,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
  ) {}

  /** A read only: the SuperAdmin looking at an account never creates its billing row (it could race the account's deletion). */
  async planOf(userId: number): Promise<AccountPlan> {
    const now = new Date();
    const existing = await this.accounts.findExisting(userId);
    return this.view(existing ?? newAccount(userId, now), now, existing !== null);
  }

  set(userId: number, changes: PlanChanges): Promise<PlanChange> {
    return this.change(userId, (account, now) => setPlan(account, {
      tier: changes.subscriptionTier, premiumExpiresAt: changes.subscriptionExpiresAt, sessionCount: changes.sessionCountThisMonth,
      coachSessionCount: changes.coachSessionCountThisMonth, monthlyResetDate: changes.monthlyResetDate, totalSessions: changes.totalSessions,
    }, now));
  }

  setSubscription(userId: number, tier: Tier, expiresAt: Date | null): Promise<PlanChange> {
    return this.change(userId, (account, now) => setSubscription(account, tier, expiresAt, now));
  }

  /** The job queue is no part of the transaction (on PGlite it would wait for it): the end is scheduled after commit. */
  async afterChange(userId: number): Promise<void> {
    const account = await this.accounts.findExisting(userId);
    if (account?.tier === 'Premium' && account.premiumExpiresAt) await this.expiry.expireAt(userId, account.premiumExpiresAt);
  }

  countPremium(): Promise<number> {
    return this.accounts.countPremium(new Date());
  }

  private async change(userId: number, apply: (account: BillingAccount, now: Date) => void): Promise<PlanChange> {
    const now = new Date();
    // Whether a plan was stored before this change: one created by the lock below is what planOf showed, not a change anyone made.
    const existing = await this.accounts.lockExisting(userId);
    const account = existing ?? (await this.accounts.lock(userId));
    const before = this.view(account, now, existing !== null);
    apply(account, now);
    await this.accounts.save(account);
    return { before, after: this.view(account, now, true) };
  }

  private view(account: BillingAccount, now: Date, stored: boolean): AccountPlan {
    return accountPlanOf(account, this.settings.freeAllowance, now, stored);
  }
}
