import { inject, injectable } from 'inversify';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { Seller } from '../domain/seller.ts';

/** The seller's details as this server's operator set them (GET /api/billing/seller). */
@injectable()
export class ViewSeller {
  constructor(@inject(BILLING.Settings) private readonly settings: BillingSettings) {}

  execute(): Seller {
    return this.settings.seller;
  }
}
