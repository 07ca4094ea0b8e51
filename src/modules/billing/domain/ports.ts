import type { BillingAccount } from './account.ts';
import type { Order, PaymentNotice } from './order.ts';
import type { Currency } from './pricing.ts';

export interface AccountRepository {
  /** The user's account; a user who has none yet gets a Free one, created on the spot. */
  find(userId: number): Promise<BillingAccount>;
  /** The same, with the row locked until the surrounding transaction ends. */
  lock(userId: number): Promise<BillingAccount>;
  /** Read, never created: null for a user with no account (none yet, or deleted, ADR 0030). */
  findExisting(userId: number): Promise<BillingAccount | null>;
  /** Locked like `lock`, but never created: null for a user with no account (none yet, or deleted, ADR 0030). */
  lockExisting(userId: number): Promise<BillingAccount | null>;
  save(account: BillingAccount): Promise<void>;
  /** Users whose stored Premium ended before `now`: the expiry job has not caught them (yet). */
  lapsedPremium(now: Date, limit: number): Promise<number[]>;
  /** Accounts on Premium at `now`: without an end, or ending later. */
  countPremium(now: Date): Promise<number>;
}

export interface OrderRepository {
  add(order: Order): Promise<void>;
  save(order: Order): Promise<void>;
  /** The order, locked until the surrounding transaction ends; null for an unknown or malformed id. */
  lock(id: string): Promise<Order | null>;
  /** The order a provider transaction paid, locked the same way; null when it paid none. */
  lockPaidBy(transactionId: string): Promise<Order | null>;
  /** The user's latest orders, newest first. */
  recentOf(userId: number, limit: number): Promise<Order[]>;
}

/** A provider transaction as we received it: one row per transaction, whatever was sent how often. */
export interface PaymentRecord extends Omit<PaymentNotice, 'kind' | 'parentTransactionId'> {
  provider: string;
  receivedAt: Date;
}

export interface PaymentLog {
  find(provider: string, transactionId: string): Promise<PaymentRecord | null>;
  /** Records a transaction seen for the first time; false (and nothing written) when it is known. */
  addIfNew(record: PaymentRecord): Promise<boolean>;
  /** A transaction's later, final word (a pending payment that succeeded). */
  update(record: PaymentRecord): Promise<void>;
}

export interface CheckoutRequest {
  orderId: string;
  amountMinor: number;
  currency: Currency;
  /** Shown to the payer on the provider's page. */
  description: string;
  locale: 'en' | 'ru';
  test: boolean;
  urls: { notification: string; success: string; decline: string; fail: string; cancel: string };
}

export interface Checkout {
  /** What the web hands to the provider's widget. */
  token: string;
  /** The provider's own checkout page for this payment: the web's fallback. */
  redirectUrl: string;
}

/** An incoming notification as the provider sent it: the body's exact bytes, lower-case header names. */
export interface ProviderRequest {
  rawBody: Buffer;
  headers: Record<string, string | undefined>;
}

/**
 * Port: a payment provider with a hosted checkout and signed notifications (bePaid now; Stripe
 * Checkout fits the same shape — ADR 0020). 'none' is the provider of a server where online
 * payment is not set up.
 */
export interface PaymentProvider {
  readonly name: 'none' | 'bepaid';
  /** The script the web loads to open the provider's widget, if it has one. */
  readonly widgetUrl: string | null;
  /** Throws ProviderUnavailableError when the provider refuses or cannot be reached. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Proves the notification is the provider's (NotificationRejectedError otherwise, before a byte
   * of it is believed), then reads it (ValidationError when a signed body is unreadable).
   */
  readNotification(request: ProviderRequest): PaymentNotice;
}

/** Port: accounts of the identity module, as billing needs them (the CLI finds learners by email). */
export interface LearnerDirectory {
  findByEmail(email: string): Promise<{ id: number; email: string } | null>;
}

/** Port: returns a learner to Free when their Premium ends (a job on the job queue). */
export interface ExpirySchedule {
  expireAt(userId: number, at: Date): Promise<void>;
}
