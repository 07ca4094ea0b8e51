import { inject, injectable } from 'inversify';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { PaymentProvider } from '../domain/ports.ts';
import { allPlanPrices, BASE_PRICE_USD } from '../domain/pricing.ts';

/** The plans with their prices in every currency, and how this server takes payment (GET /api/billing/plans). */
@injectable()
export class ListPlans {
  constructor(
    @inject(BILLING.PaymentProvider) private readonly provider: PaymentProvider,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
  ) {}

  execute() {
    return {
      basePriceUsd: BASE_PRICE_USD,
      plans: allPlanPrices(),
      checkout: { provider: this.provider.name, currency: this.settings.currency, widgetUrl: this.provider.widgetUrl },
    };
  }
}
