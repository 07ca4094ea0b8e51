import { inject, injectable } from 'inversify';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { AccountRepository, LearnerDirectory, OrderRepository } from '../domain/ports.ts';
import { LearnerNotFoundError } from '../domain/billing.errors.ts';
import { usageOf } from '../domain/account.ts';

/** A learner's plan, this month's usage and latest orders, for an operator (`rapport billing status`). */
@injectable()
export class ViewSubscription {
  constructor(
    @inject(BILLING.LearnerDirectory) private readonly learners: LearnerDirectory,
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
  ) {}

  async execute(email: string) {
    const learner = await this.learners.findByEmail(email);
    if (!learner) throw new LearnerNotFoundError(email);
    const account = await this.accounts.find(learner.id);
    const orders = await this.orders.recentOf(learner.id, 10);
    return {
      email: learner.email,
      usage: usageOf(account, this.settings.freeAllowance, new Date()),
      totalSessions: account.totalSessions,
      orders: orders.map((o) => ({
        id: o.id, plan: o.plan, months: o.months, amountMinor: o.amountMinor, currency: o.currency, provider: o.provider, status: o.status,
        refundedMinor: o.refundedMinor, createdAt: o.createdAt.toISOString(), paidAt: o.paidAt?.toISOString() ?? null,
        // What happened to it, in an operator's words: a refund to make, a mismatch, what bePaid said.
        history: o.history,
      })),
    };
  }
}
