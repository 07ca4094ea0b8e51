import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY, planChangeRecord, type AuditTrail, type Operator, type UserRepository } from '#src/modules/identity/index.ts';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { AccountRepository, ExpirySchedule, LearnerDirectory, OrderRepository } from '../domain/ports.ts';
import { LearnerNotFoundError, PremiumWithoutEndError } from '../domain/billing.errors.ts';
import { extendPremium, hasPremiumWithoutEnd, usageOf, type UsageView } from '../domain/account.ts';
import { record, type Order } from '../domain/order.ts';
import { accountPlanOf } from './account-plan.ts';

export const MAX_GRANT_MONTHS = 36;

/**
 * An operator gives a learner Premium for some months (the CLI now, the SuperAdmin console later):
 * started, or extended from the current expiry, exactly as a payment would. It is kept as an
 * order of its own (provider `manual`, nothing charged), so every Premium period has a record, and
 * goes on the learner's audit trail in the same transaction, as the console's change of plan does.
 */
@injectable()
export class GrantPremium {
  constructor(
    @inject(BILLING.LearnerDirectory) private readonly learners: LearnerDirectory,
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.ExpirySchedule) private readonly expiry: ExpirySchedule,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
  ) {}

  /** `by`: the operator the audit trail names. */
  async execute(email: string, months: number, by: Operator): Promise<{ email: string; usage: UsageView }> {
    const learner = await this.learners.findByEmail(email);
    if (!learner) throw new LearnerNotFoundError(email);
    const now = new Date();
    const { freeAllowance } = this.settings;
    const account = await this.transactions.run(async () => {
      // The account's row before billing's, the order every transaction touching both keeps; a deletion under way is waited for.
      const user = await this.users.findForUpdate(learner.id);
      if (!user) throw new LearnerNotFoundError(email);
      // Whether a plan was stored before: the trail reads a first one as its reset date being set, as after the console's change.
      const existing = await this.accounts.lockExisting(learner.id);
      const locked = existing ?? (await this.accounts.lock(learner.id));
      if (hasPremiumWithoutEnd(locked)) throw new PremiumWithoutEndError();
      const before = accountPlanOf(locked, freeAllowance, now, existing !== null);
      const order: Order = {
        id: randomUUID(), userId: learner.id, plan: 'grant', months, amountMinor: 0, currency: this.settings.currency, provider: 'manual',
        test: false, status: 'created', checkoutToken: null, paidBy: 'manual', refundedMinor: 0, boughtNothing: false, history: [], createdAt: now, paidAt: now,
      };
      record(order, 'paid', now, `granted ${months} month(s) by an operator`);
      await this.orders.add(order);
      extendPremium(locked, months, now);
      await this.accounts.save(locked);
      const entry = planChangeRecord(by, user, before, accountPlanOf(locked, freeAllowance, now, true));
      if (entry) await this.audit.record(entry);
      return locked;
    });
    if (account.premiumExpiresAt) await this.expiry.expireAt(learner.id, account.premiumExpiresAt);
    return { email: learner.email, usage: usageOf(account, freeAllowance, now) };
  }
}
