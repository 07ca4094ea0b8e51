import { z } from 'zod';
import { CURRENCIES, PLAN_KEYS } from '../domain/pricing.ts';

/** Request and response contracts of the billing API (SPEC §7 "Payment and static", §9 "Pricing"). */

export { CURRENCIES, PLAN_KEYS, type Currency, type PlanKey } from '../domain/pricing.ts';
export const PAYMENT_PROVIDERS = ['bepaid'] as const;

const amounts = z.object({ USD: z.number(), BYN: z.number(), RUB: z.number() });

export const planView = z.object({
  key: z.enum(PLAN_KEYS),
  months: z.number().int(),
  discountPercent: z.number(),
  bestValue: z.boolean(),
  /** Major units: 161.95 USD, 480.61 BYN, 13047 RUB (the page shows each with a tilde). */
  totals: amounts,
  perMonth: amounts,
  /** The monthly plan's totals, struck out beside the per-month price. */
  baseMonthly: amounts,
});

export const plansView = z.object({
  basePriceUsd: z.number(),
  plans: z.array(planView),
  checkout: z.object({
    /** `none`: online payment is not set up on this server; the page says so and offers no button. */
    provider: z.enum(['none', ...PAYMENT_PROVIDERS]),
    /** What the payer is charged in. */
    currency: z.enum(CURRENCIES),
    /** The provider's widget script; null without one. */
    widgetUrl: z.string().nullable(),
  }),
});

const localizedText = z.object({ en: z.string(), ru: z.string() });

/** Who sells Premium and how to reach them; each part null where the operator has not set it. */
export const sellerView = z.object({
  supportEmail: z.string().nullable(),
  phone: z.string().nullable(),
  supportHours: localizedText.nullable(),
  takesPayments: z.boolean(),
  /** The registered business behind the public offer; null: this server makes no offer. */
  legal: z.object({ name: localizedText, registrationNumber: z.string(), address: localizedText, jurisdiction: localizedText }).nullable(),
});

export const paymentSessionRequest = z.object({
  plan: z.enum(PLAN_KEYS, { message: `Plan must be one of ${PLAN_KEYS.join(', ')}.` }),
});

export const paymentSessionResponse = z.object({
  /** Handed to the provider's widget. */
  token: z.string(),
  /** The provider's checkout page for the same payment: the fallback when the widget does not load. */
  redirectUrl: z.string(),
});

export const notificationReceived = z.object({ received: z.literal(true) });

export type PlanView = z.infer<typeof planView>;
export type PlansView = z.infer<typeof plansView>;
export type SellerView = z.infer<typeof sellerView>;
export type PaymentSessionRequest = z.input<typeof paymentSessionRequest>;
export type PaymentSessionResponse = z.infer<typeof paymentSessionResponse>;
