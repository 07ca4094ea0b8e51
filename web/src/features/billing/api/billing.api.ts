import { api } from '../../../lib/api-client';

import type { Currency, PaymentSessionResponse, PlanKey, PlansView, PlanView } from '../../../lib/contracts';

export type { Currency, PlanKey, PlanView };
/** GET /api/billing/plans: the server's pricing table (the web computes no price). */
export type PlansResponse = PlansView;
/** A checkout: the token for the widget, and the provider's hosted page as the fallback. */
export type CheckoutSession = PaymentSessionResponse;
export type Amounts = PlanView['totals'];

/** The order cards are laid out in while the plans load; typed against the server's keys so they cannot drift. */
export const PLAN_KEYS = ['monthly', 'sixMonths', 'oneYear'] as const satisfies readonly PlanKey[];
export const CURRENCIES = ['USD', 'BYN', 'RUB'] as const satisfies readonly Currency[];

export const billingApi = {
  // Public: the prices are the same for everyone, so no token is sent and a 401 cannot happen.
  plans: (signal?: AbortSignal) => api.get<PlansResponse>('/api/billing/plans', { auth: 'none', signal }),
  startCheckout: (plan: PlanKey) => api.post<CheckoutSession>('/api/payments/session', { plan }),
};
