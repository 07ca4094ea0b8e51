import { inject, injectable } from 'inversify';
import { BILLING } from '../billing.tokens.ts';
import type { AccountRepository } from '../domain/ports.ts';
import { giveBack } from '../domain/account.ts';

/**
 * Gives back to the month's allowance a session (and its coach) that the learner discarded before
 * saying anything in it. Runs inside the caller's transaction, the account's row locked like a start's.
 */
@injectable()
export class ReturnUsage {
  constructor(@inject(BILLING.AccountRepository) private readonly accounts: AccountRepository) {}

  async execute(userId: number, startedAt: Date, took: { session: boolean; coach: boolean }): Promise<void> {
    const account = await this.accounts.lock(userId);
    giveBack(account, startedAt, new Date(), took);
    await this.accounts.save(account);
  }
}
