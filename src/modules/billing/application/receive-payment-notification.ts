import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { BILLING } from '../billing.tokens.ts';
import type { AccountRepository, ExpirySchedule, OrderRepository, PaymentLog, PaymentProvider, ProviderRequest } from '../domain/ports.ts';
import { extendPremium, hasPremiumWithoutEnd, withdrawPremium } from '../domain/account.ts';
import { NotificationRejectedError, ReversalAheadOfPaymentError } from '../domain/billing.errors.ts';
import { mismatchesOf, record, type Order, type PaymentNotice } from '../domain/order.ts';

export type NotificationOutcome = 'activated' | 'duplicate' | 'mismatch' | 'failed' | 'pending' | 'unknown-order' | 'paid-twice' | 'account-deleted'
  | 'premium-without-end' | 'refunded' | 'partly-refunded' | 'refund-noted';

/** Outcomes an operator has to act on or know of: logged as warnings. */
const FOR_AN_OPERATOR = new Set<NotificationOutcome>([
  'mismatch', 'unknown-order', 'paid-twice', 'account-deleted', 'premium-without-end', 'refunded', 'partly-refunded', 'refund-noted',
]);

interface Applied {
  outcome: NotificationOutcome;
  premium?: { userId: number; expiresAt: Date | null };
}

/**
 * A provider's notification about a payment (POST /api/payments/webhooks/<provider>). Nothing is
 * believed before the provider's adapter has proved the notification authentic. Then, in one
 * transaction: the transaction is recorded once per provider id (a replay or a concurrent copy
 * changes nothing), checked against the order it names, and a successful payment for exactly what
 * was ordered starts Premium or extends it from its current expiry; a refund or chargeback of that
 * payment, once it has given the whole amount back, withdraws the months it bought.
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
    if (FOR_AN_OPERATOR.has(applied.outcome)) {
      this.logger.warn(log, 'payment notification: recorded for an operator');
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
    // A refund need not repeat the order's id: the payment it reverses names the order.
    const order = notice.orderId ? await this.orders.lock(notice.orderId)
      : notice.parentTransactionId ? await this.orders.lockPaidBy(notice.parentTransactionId) : null;
    if (await this.aheadOfItsPayment(notice, order)) throw new ReversalAheadOfPaymentError();
    const { kind: _kind, parentTransactionId: _parent, ...transaction } = notice;
    const payment = { ...transaction, orderId: order?.id ?? null, provider: this.provider.name, receivedAt: now };
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

  /**
   * Money given back for a payment this server has no record of yet: the one it names is not in the
   * log, or, naming none, its order was never paid. Received before the payment's own notification
   * (which failed, to come again), it must wait for it.
   */
  private async aheadOfItsPayment(notice: PaymentNotice, order: Order | null): Promise<boolean> {
    if (notice.kind !== 'reversal' || notice.outcome !== 'succeeded') return false;
    if (notice.parentTransactionId) return (await this.payments.find(this.provider.name, notice.parentTransactionId)) === null;
    return order !== null && order.paidBy === null;
  }

  private async settle(order: Order, notice: PaymentNotice, now: Date): Promise<Applied> {
    if (notice.kind === 'reversal') return this.reverse(order, notice, now);
    const paid = order.status === 'paid' || order.status === 'refunded';
    if (notice.kind === 'expiry') {
      // The checkout's token ran out; a payment made after all still counts when it is notified.
      record(order, paid ? order.status : 'failed', now, `${notice.transactionId}: the checkout expired unpaid`);
      return { outcome: paid ? 'duplicate' : 'failed' };
    }
    const problems = mismatchesOf(order, notice);
    if (problems.length) {
      record(order, paid ? order.status : 'mismatch', now, `${notice.transactionId} (${notice.status}): ${problems.join('; ')}`);
      return { outcome: 'mismatch' };
    }
    if (notice.outcome === 'failed') {
      record(order, paid ? order.status : 'failed', now, `${notice.transactionId} ${notice.status}${notice.message ? `: ${notice.message}` : ''}`);
      return { outcome: 'failed' };
    }
    if (notice.outcome === 'pending') {
      record(order, order.status, now, `${notice.transactionId} ${notice.status}`);
      return { outcome: 'pending' };
    }
    if (paid) {
      // A second successful payment of one order: the payer was charged twice, which is for an operator to refund.
      record(order, order.status, now, `${notice.transactionId}: paid again (already paid by ${order.paidBy}); refund it`);
      return { outcome: 'paid-twice' };
    }
    order.paidBy = notice.transactionId;
    order.paidAt = now;
    if (order.userId === null) {
      // Paid after the account was deleted (ADR 0030): nobody to give Premium to, so an operator refunds it.
      record(order, 'paid', now, `${notice.transactionId} ${notice.status}: the account was deleted; refund it`);
      return { outcome: 'account-deleted' };
    }
    const account = await this.accounts.lock(order.userId);
    if (hasPremiumWithoutEnd(account)) {
      // Granted without an end by an operator after the checkout opened (a checkout is refused once it
      // is so): the months bought add nothing, so the payer paid for nothing, which an operator refunds.
      record(order, 'paid', now, `${notice.transactionId} ${notice.status}: the account has Premium with no end date, so this bought nothing; refund it`);
      order.boughtNothing = true;
      return { outcome: 'premium-without-end' };
    }
    record(order, 'paid', now, `${notice.transactionId} ${notice.status}`);
    extendPremium(account, order.months, now);
    await this.accounts.save(account);
    return { outcome: 'activated', premium: { userId: order.userId, expiresAt: account.premiumExpiresAt } };
  }

  /**
   * Money given back for a payment of this order. Only a refund of the payment that bought Premium
   * withdraws it, and only once the whole amount is back: a partial refund is goodwill an operator
   * chose. A refund of a second payment (paid twice) or of a deleted account's is what the order
   * asked an operator to do, and is noted.
   */
  private async reverse(order: Order, notice: PaymentNotice, now: Date): Promise<Applied> {
    const what = `${notice.transactionId} ${notice.status}`;
    if (notice.outcome !== 'succeeded') {
      record(order, order.status, now, what);
      return { outcome: 'pending' };
    }
    const ofThePayment = order.paidBy !== null && (notice.parentTransactionId ?? order.paidBy) === order.paidBy;
    if (!ofThePayment || order.userId === null || notice.currency !== order.currency) {
      record(order, order.status, now, `${what}: ${notice.amountMinor} ${notice.currency} given back for ${notice.parentTransactionId ?? 'an unnamed payment'}; nothing withdrawn`);
      return { outcome: 'refund-noted' };
    }
    const refundedBefore = order.status === 'refunded';
    order.refundedMinor += notice.amountMinor;
    const over = order.refundedMinor - order.amountMinor;
    const tooMuch = over > 0 ? `; ${order.refundedMinor} ${order.currency} given back for a payment of ${order.amountMinor}, ${over} more than was paid: check with the provider` : '';
    if (refundedBefore) {
      // Given back once already (a refund, then a chargeback of the same payment): its months went then.
      record(order, 'refunded', now, `${what}: given back again, nothing more to withdraw${tooMuch}`);
      return { outcome: 'refund-noted' };
    }
    if (order.refundedMinor < order.amountMinor) {
      record(order, order.status, now, `${what}: ${order.refundedMinor} of ${order.amountMinor} given back; nothing withdrawn before the whole amount is back`);
      return { outcome: 'partly-refunded' };
    }
    if (order.boughtNothing) {
      // Its months were never added: an end an operator set on that Premium since is not theirs to shorten.
      record(order, 'refunded', now, `${what}: the whole amount given back; it bought nothing, nothing to withdraw${tooMuch}`);
      return { outcome: 'refunded' };
    }
    const account = await this.accounts.lock(order.userId);
    const change = withdrawPremium(account, order.months, order.paidAt, now);
    await this.accounts.save(account);
    const effect = {
      shortened: `Premium shortened by ${order.months} month(s)`, ended: 'Premium ended', 'without-end': 'Premium has no end date, left as it is',
      'on-free': 'the account is on Free, nothing to withdraw',
      'run-ended': 'the Premium it bought has ended since and the present one began later, nothing to withdraw',
    }[change];
    record(order, 'refunded', now, `${what}: the whole amount given back; ${effect}${tooMuch}`);
    return { outcome: 'refunded', premium: { userId: order.userId, expiresAt: account.premiumExpiresAt } };
  }
}
