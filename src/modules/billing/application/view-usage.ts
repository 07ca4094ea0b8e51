import { inject, injectable } from 'inversify';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { AccountRepository } from '../domain/ports.ts';
import { usageOf, type UsageView } from '../domain/account.ts';

/** This month's usage and the plan (GET /api/dashboard/usage, and the profile's `usage` through identity's UsageReader). */
@injectable()
export class ViewUsage {
  constructor(
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
  ) {}

  async usageOf(userId: number): Promise<UsageView> {
    return usageOf(await this.accounts.find(userId), this.settings.freeAllowance, new Date());
  }
}
