import type { Currency, PlanKey } from './pricing.ts';

/**
 * created → pending (the provider made a checkout) → paid | failed; `mismatch` when the provider
 * reported a payment that does not match what was ordered (never activates); paid → refunded once
 * refunds (or a chargeback) have given the whole amount back, which withdraws the Premium it bought.
 * A grant by an operator is an order of its own, paid at once, for nothing.
 */
export type OrderStatus = 'created' | 'pending' | 'paid' | 'failed' | 'mismatch' | 'refunded';
export type ProviderName = 'bepaid' | 'manual';

export interface OrderEvent {
  status: OrderStatus;
  at: string;
  /** Why, in an operator's words: the provider's message, what did not match. */
  note?: string;
}

export interface Order {
  /** A random UUID: the tracking id sent to the provider, so it cannot be guessed or enumerated. */
  id: string;
  /** Null once the account was deleted: the order stays, for the accounts, without naming anyone (ADR 0030). */
  userId: number | null;
  /** `grant`: Premium an operator gave, for `months`. */
  plan: PlanKey | 'grant';
  months: number;
  amountMinor: number;
  currency: Currency;
  provider: ProviderName;
  /** The provider's test mode: a notification must say the same. */
  test: boolean;
  status: OrderStatus;
  checkoutToken: string | null;
  /** The provider's transaction that paid the order. */
  paidBy: string | null;
  /** What refunds and chargebacks of that payment have given back so far, in minor units. */
  refundedMinor: number;
  /** Paid while the account had Premium without an end, so its months added nothing: a refund of it takes none back. */
  boughtNothing: boolean;
  history: OrderEvent[];
  createdAt: Date;
  paidAt: Date | null;
}

/**
 * What a provider told us about one of its transactions, in the provider's neutral terms: a
 * payment, a reversal of one (a refund, a chargeback, a void), or the checkout expiring unpaid.
 */
export interface PaymentNotice {
  kind: 'payment' | 'reversal' | 'expiry';
  /** The provider's id of the transaction: notices are idempotent per this id. */
  transactionId: string;
  /** For a reversal: the payment it gives money back for. */
  parentTransactionId: string | null;
  /** Our order id as the provider echoes it (bePaid tracking_id), or null if it sent none. */
  orderId: string | null;
  outcome: 'succeeded' | 'failed' | 'pending';
  /** The provider's own word for it (successful, failed, expired…), kept for the record. */
  status: string;
  amountMinor: number;
  currency: string;
  test: boolean;
  message: string | null;
}

export function record(order: Order, status: OrderStatus, at: Date, note?: string): void {
  order.status = status;
  order.history.push({ status, at: at.toISOString(), ...(note ? { note } : {}) });
}

/** Where a notice disagrees with the order it names: an empty list means it is the payment we asked for. */
export function mismatchesOf(order: Order, notice: PaymentNotice): string[] {
  const problems: string[] = [];
  if (notice.amountMinor !== order.amountMinor) problems.push(`amount ${notice.amountMinor} instead of ${order.amountMinor}`);
  if (notice.currency !== order.currency) problems.push(`currency ${notice.currency} instead of ${order.currency}`);
  if (notice.test !== order.test) problems.push(notice.test ? 'a test payment for a live order' : 'a live payment for a test order');
  return problems;
}
