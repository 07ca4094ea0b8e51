import { api } from '../../../lib/api-client';

/*
 * The billing contract as the web reads it. The server's zod schemas (src/modules/billing/http/
 * billing.contracts.ts) are being written on another branch; until they land these types mirror the
 * agreed shape, and lib/contracts.ts will re-export the server's types in their place.
 */

export const PLAN_KEYS = ['monthly', 'sixMonths', 'oneYear'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export const CURRENCIES = ['USD', 'BYN', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Amounts = Record<Currency, number>;

export interface PlanView {
  key: PlanKey;
  months: number;
  discountPercent: number;
  bestValue: boolean;
  totals: Amounts;
  perMonth: Amounts;
  baseMonthly: Amounts;
}

export interface PlansResponse {
  basePriceUsd: number;
  plans: PlanView[];
  checkout: {
    /** 'none': this server takes no payments online (the page says so and offers no plan buttons). */
    provider: 'bepaid' | 'none';
    /** The currency the card is charged in. */
    currency: Currency;
    /** bePaid's widget script; null when there is none to load. */
    widgetUrl: string | null;
  };
}

export interface CheckoutSession {
  token: string;
  /** The provider's hosted checkout page for this token: the fallback when the widget cannot load. */
  redirectUrl: string;
}

export const billingApi = {
  // Public: the prices are the same for everyone, so no token is sent and a 401 cannot happen.
  plans: (signal?: AbortSignal) => api.get<PlansResponse>('/api/billing/plans', { auth: 'none', signal }),
  startCheckout: (plan: PlanKey) => api.post<CheckoutSession>('/api/payments/session', { plan }),
};
