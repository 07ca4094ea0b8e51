import type { Seller } from './domain/seller.ts';
import { token } from '#src/platform/di.ts';
import type { FreeAllowance } from './domain/account.ts';
import type { Currency } from './domain/pricing.ts';
import type { AccountRepository, ExpirySchedule, LearnerDirectory, OrderRepository, PaymentLog, PaymentProvider } from './domain/ports.ts';

export const BILLING = {
  Settings: token<BillingSettings>('billing.Settings'),
  AccountRepository: token<AccountRepository>('billing.AccountRepository'),
  OrderRepository: token<OrderRepository>('billing.OrderRepository'),
  PaymentLog: token<PaymentLog>('billing.PaymentLog'),
  PaymentProvider: token<PaymentProvider>('billing.PaymentProvider'),
  LearnerDirectory: token<LearnerDirectory>('billing.LearnerDirectory'),
  ExpirySchedule: token<ExpirySchedule>('billing.ExpirySchedule'),
} as const;

export interface BillingSettings {
  freeAllowance: FreeAllowance;
  /** What orders are charged in (PAYMENT_CURRENCY). */
  currency: Currency;
  /** Where the provider calls back and returns the payer (PUBLIC_URL), without a trailing slash. */
  publicUrl: string | null;
  /** Orders are made in the provider's test mode (BEPAID_TEST_MODE). */
  testMode: boolean;
  /** Sessions a first email verification adds to that month (EMAIL_VERIFICATION_BONUS_SESSIONS). */
  verificationBonusSessions: number;
  /** SUPPORT_* and SELLER_*: nothing of it is made up when the operator has not set it. */
  seller: Seller;
}

/** The job that returns a learner to Free when their Premium ends. */
export const PREMIUM_EXPIRY_QUEUE = 'billing-premium-expiry';
