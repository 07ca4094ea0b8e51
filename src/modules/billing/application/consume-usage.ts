import { inject, injectable } from 'inversify';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { AccountRepository } from '../domain/ports.ts';
import { consume } from '../domain/account.ts';

/**
 * Counts a session and/or coach session against the learner's monthly allowance. Must run inside
 * the caller's transaction: the account's row stays locked until it commits, and a failed start
 * undoes the count.
 */
@injectable()
export class ConsumeUsage {
  constructor(
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
  ) {}

  async execute(userId: number, wants: { session: boolean; coach: boolean }): Promise<void> {
    const account = await this.accounts.lock(userId);
    consume(account, this.settings.freeAllowance, new Date(), wants);
    await this.accounts.save(account);
  }
}
