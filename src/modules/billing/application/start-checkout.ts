import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { AppError } from '#src/platform/errors.ts';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { AccountRepository, Checkout, OrderRepository, PaymentProvider } from '../domain/ports.ts';
import { BillingNotConfiguredError, PremiumWithoutEndError } from '../domain/billing.errors.ts';
import { hasPremiumWithoutEnd } from '../domain/account.ts';
import { record, type Order } from '../domain/order.ts';
import { chargeInMinorUnits, PLAN_TERMS, type PlanKey } from '../domain/pricing.ts';

/** What the payer reads on the provider's page, in their language. */
const DESCRIPTIONS: Record<'en' | 'ru', Record<PlanKey, string>> = {
  en: { monthly: 'Rapport Premium, 1 month', sixMonths: 'Rapport Premium, 6 months', oneYear: 'Rapport Premium, 12 months' },
  ru: { monthly: 'Rapport Premium, 1 месяц', sixMonths: 'Rapport Premium, 6 месяцев', oneYear: 'Rapport Premium, 12 месяцев' },
};

/** SPEC §2: the provider returns the payer to the dashboard's success banner or to the payment page's failure banner. */
export const RETURN_PATHS = { success: '/dashboard?payment=success', failed: '/payment?payment=failed' } as const;

/**
 * POST /api/payments/session: records an order for the plan at today's price in the charge
 * currency, then asks the provider for a checkout. The order is kept whatever happens; a
 * provider that fails leaves it failed, with the reason.
 */
@injectable()
export class StartCheckout {
  constructor(
    @inject(BILLING.PaymentProvider) private readonly provider: PaymentProvider,
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
  ) {}

  async execute(userId: number, plan: PlanKey, locale: 'en' | 'ru'): Promise<Checkout> {
    const { provider, settings } = this;
    if (provider.name === 'none' || !settings.publicUrl) throw new BillingNotConfiguredError();
    if (hasPremiumWithoutEnd(await this.accounts.find(userId))) throw new PremiumWithoutEndError();
    const now = new Date();
    const order: Order = {
      id: randomUUID(), userId, plan, months: PLAN_TERMS[plan].months, amountMinor: chargeInMinorUnits(plan, settings.currency),
      currency: settings.currency, provider: provider.name, test: settings.testMode, status: 'created', checkoutToken: null, paidBy: null, refundedMinor: 0, boughtNothing: false,
      history: [], createdAt: now, paidAt: null,
    };
    record(order, 'created', now);
    await this.orders.add(order);
    const base = settings.publicUrl;
    const failed = `${base}${RETURN_PATHS.failed}`;
    try {
      const checkout = await provider.createCheckout({
        orderId: order.id, amountMinor: order.amountMinor, currency: order.currency, description: DESCRIPTIONS[locale][plan], locale, test: order.test,
        urls: { notification: `${base}/api/payments/webhooks/${provider.name}`, success: `${base}${RETURN_PATHS.success}`, decline: failed, fail: failed, cancel: failed },
      });
      order.checkoutToken = checkout.token;
      record(order, 'pending', new Date());
      await this.orders.save(order);
      return checkout;
    } catch (e) {
      record(order, 'failed', new Date(), e instanceof AppError ? e.message : 'The checkout could not be created.');
      await this.orders.save(order);
      throw e;
    }
  }
}
