import { ApiRouter } from '#src/platform/http/api-router.ts';
import type { AuthUser } from '#src/platform/http/auth.ts';
import { requestLocale } from '#src/platform/http/locale.ts';
import { precompressJson, sendPrecompressed } from '#src/platform/http/precompressed.ts';
import { usageView } from '#src/modules/identity/index.ts';
import * as c from './billing.contracts.ts';
import { succeededLimit } from '#src/platform/http/learner-limit.ts';
import type { ListPlans } from '../application/list-plans.ts';
import type { ViewUsage } from '../application/view-usage.ts';
import type { ViewSeller } from '../application/view-seller.ts';
import type { StartCheckout } from '../application/start-checkout.ts';
import type { ReceivePaymentNotification } from '../application/receive-payment-notification.ts';

const me = (user: AuthUser | undefined) => user as AuthUser; // routes with auth: true always have one

/** Checkouts a learner may open in ten minutes: retries and a change of plan fit, a flood of the provider's API does not. Failed ones do not count. */
export const CHECKOUTS_PER_TEN_MINUTES = 10;

export interface BillingUseCases {
  listPlans: ListPlans;
  viewSeller: ViewSeller;
  viewUsage: ViewUsage;
  startCheckout: StartCheckout;
  receiveNotification: ReceivePaymentNotification;
}

/** SPEC §7 "Payment and static" and the usage of "Dashboard and results". */
export function billingRouter({ listPlans, viewSeller, viewUsage, startCheckout, receiveNotification }: BillingUseCases): ApiRouter {
  const r = new ApiRouter();
  const withinLimit = succeededLimit(CHECKOUTS_PER_TEN_MINUTES, 600);

  // The same for everyone until the process restarts with other settings: encoded once, kept before routing (ADR 0009).
  const plans = precompressJson(c.plansView.parse(listPlans.execute()));
  r.route(
    { method: 'get', path: '/api/billing/plans', summary: 'Plans and their prices in USD, BYN and RUB, and how this server takes payment',
      tag: 'billing', auth: false, success: { status: 200, schema: c.plansView } },
    async ({ ctx }) => sendPrecompressed(ctx, plans, { keepWhile: () => true }),
  );
  const seller = precompressJson(c.sellerView.parse(viewSeller.execute()));
  r.route(
    { method: 'get', path: '/api/billing/seller', summary: 'Who sells Premium (the public offer\'s party) and how learners reach support, as the operator set it',
      tag: 'billing', auth: false, success: { status: 200, schema: c.sellerView } },
    async ({ ctx }) => sendPrecompressed(ctx, seller, { keepWhile: () => true }),
  );
  r.route(
    { method: 'get', path: '/api/dashboard/usage', summary: 'This month’s sessions and coach sessions against the limits, and the plan', tag: 'dashboard',
      auth: true, success: { status: 200, schema: usageView } },
    ({ user }) => viewUsage.usageOf(me(user).id),
  );
  r.route(
    { method: 'post', path: '/api/payments/session', summary: 'Order a plan and open a checkout with the payment provider', tag: 'payments',
      auth: true, body: c.paymentSessionRequest, success: { status: 201, schema: c.paymentSessionResponse },
      errors: { 409: "BILLING.PREMIUM_WITHOUT_END: 'This account has Premium with no end date, so there is nothing to buy.'",
        429: `RATE_LIMITED: more than ${CHECKOUTS_PER_TEN_MINUTES} checkouts opened in ten minutes (Retry-After)`,
        502: 'BILLING.PROVIDER_UNAVAILABLE: the provider failed (the order is kept, as failed)',
        503: "BILLING.NOT_CONFIGURED: 'Online payment is not set up on this server.'" } },
    ({ user, body, ctx }) => withinLimit(me(user).id, () => startCheckout.execute(me(user).id, body.plan, requestLocale(ctx))),
  );
  for (const provider of c.PAYMENT_PROVIDERS) {
    r.route(
      { method: 'post', path: `/api/payments/webhooks/${provider}`, summary: `Payment notifications from ${provider} (signed; the body is read as sent)`,
        tag: 'payments', auth: false, rawBody: true, success: { status: 200, schema: c.notificationReceived },
        errors: { 401: 'BILLING.NOTIFICATION_REJECTED: not signed by the provider, or not its credentials; nothing changed',
          400: 'VALIDATION_FAILED: signed, but not a notification',
          409: 'BILLING.REVERSAL_AHEAD_OF_PAYMENT: a refund of a payment not yet notified; nothing kept, to be sent again' } },
      async ({ rawBody, ctx }) => {
        const headers = Object.fromEntries(Object.entries(ctx.headers).map(([name, v]) => [name, Array.isArray(v) ? v.join(', ') : v]));
        await receiveNotification.execute(provider, { rawBody, headers });
        return { received: true };
      },
    );
  }
  return r;
}
