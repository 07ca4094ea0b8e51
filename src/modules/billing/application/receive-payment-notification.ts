import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { BILLING } from '../billing.tokens.ts';
import type { AccountRepository, ExpirySchedule, OrderRepository, PaymentLog, PaymentProvider, ProviderRequest } from '../domain/ports.ts';
import { extendPremium } from '../domain/account.ts';
import { NotificationRejectedError } from '../domain/billing.errors.ts';
import { mismatchesOf, record, type Order, type PaymentNotice } from '../domain/order.ts';

export type NotificationOutcome = 'activated' | 'duplicate' | 'mismatch' | 'failed' | 'pending' | 'unknown-order' | 'paid-twice' | 'account-deleted';

interface Applied {
  outcome: NotificationOutcome;
  premium?: { userId: number; expiresAt: Date | null };
}

/**
 * A provider's notification about a payment (POST /api/payments/webhooks/<provider>). Nothing is
 * believed before the provider's adapter has proved the notification authentic. Then, in one
 * transaction: the transaction is recorded once per provider id (a replay or a concurrent copy
 * changes nothing), checked against the order it names, and a successful payment for exactly what
 * was ordered starts Premium or extends it from its current expiry.
 */
@injectable()
export class ReceivePaymentNotification {
  constructor(
    @inject(BILLING.PaymentProvider) private readonly provider: PaymentProvider,
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.PaymentLog) private readonly payments: PaymentLog,
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.ExpirySchedule) private readonly expiry: ExpirySchedule,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  /** `providerName`: whose notification URL was called; only the configured provider's is heard. */
  async execute(providerName: string, request: ProviderRequest): Promise<{ outcome: NotificationOutcome }> {
    if (providerName !== this.provider.name) throw new NotificationRejectedError();
    const notice = this.provider.readNotification(request);
    const applied = await this.transactions.run(() => this.apply(notice, new Date()));
    const log = { provider: this.provider.name, transactionId: notice.transactionId, orderId: notice.orderId, outcome: applied.outcome };
    if (applied.outcome === 'mismatch' || applied.outcome === 'unknown-order' || applied.outcome === 'paid-twice' || applied.outcome === 'account-deleted') {
      this.logger.warn(log, 'payment notification: not activated, recorded for an operator');
    } else {
      this.logger.info(log, 'payment notification');
    }
    const { premium } = applied;
    // After the commit; a job lost here is made up for at the next start (the lapsed-Premium sweep).
    if (premium?.expiresAt) {
      await this.expiry.expireAt(premium.userId, premium.expiresAt).catch((err: unknown) =>
        this.logger.error({ err, userId: premium.userId }, 'payment notification: could not schedule the end of Premium'));
    }
    return { outcome: applied.outcome };
  }

  private async apply(notice: PaymentNotice, now: Date): Promise<Applied> {
    // Copies of one order's notifications wait here, one at a time, each until the one before commits.
    const order = notice.orderId ? await this.orders.lock(notice.orderId) : null;
    const payment = { ...notice, orderId: order?.id ?? null, provider: this.provider.name, receivedAt: now };
    if (!(await this.payments.addIfNew(payment))) {
      const known = await this.payments.find(payment.provider, notice.transactionId);
      // Only a pending transaction may still change, once, to its final outcome.
      if (!known || known.outcome !== 'pending' || notice.outcome === 'pending') return { outcome: 'duplicate' };
      await this.payments.update(payment);
    }
    if (!order) return { outcome: 'unknown-order' };
    const applied = await this.settle(order, notice, now);
    await this.orders.save(order);
    return applied;
  }

  private async settle(order: Order, notice: PaymentNotice, now: Date): Promise<Applied> {
    const paid = order.status === 'paid';
    const problems = mismatchesOf(order, notice);
    if (problems.length) {
      record(order, paid ? 'paid' : 'mismatch', now, `${notice.transactionId} (${notice.status}): ${problems.join('; ')}`);
      return { outcome: 'mismatch' };
    }
    if (notice.outcome === 'failed') {
      record(order, paid ? 'paid' : 'failed', now, `${notice.transactionId} ${notice.status}${notice.message ? `: ${notice.message}` : ''}`);
      return { outcome: 'failed' };
    }
    if (notice.outcome === 'pending') {
      record(order, order.status, now, `${notice.transactionId} ${notice.status}`);
      return { outcome: 'pending' };
    }
    if (paid) {
      // A second successful payment of one order: the payer was charged twice, which is for an operator to refund.
      record(order, 'paid', now, `${notice.transactionId}: paid again (already paid by ${order.paidBy}); refund it`);
      return { outcome: 'paid-twice' };
    }
    order.paidBy = notice.transactionId;
    order.paidAt = now;
    if (order.userId === null) {
      // Paid after the account was deleted (ADR 0030): nobody to give Premium to, so an operator refunds it.
      record(order, 'paid', now, `${notice.transactionId} ${notice.status}: the account was deleted; refund it`);
      return { outcome: 'account-deleted' };
    }
    record(order, 'paid', now, `${notice.transactionId} ${notice.status}`);
    const account = await this.accounts.lock(order.userId);
    extendPremium(account, order.months, now);
    await this.accounts.save(account);
    return { outcome: 'activated', premium: { userId: order.userId, expiresAt: account.premiumExpiresAt } };
  }
}
