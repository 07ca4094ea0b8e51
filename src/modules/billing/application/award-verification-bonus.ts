import { inject, injectable } from 'inversify';
import type { EmailVerifiedListener } from '#src/modules/identity/index.ts';
import { BILLING, type BillingSettings } from '../billing.tokens.ts';
import type { AccountRepository } from '../domain/ports.ts';
import { awardVerificationBonus, bonusWaits } from '../domain/account.ts';

/**
 * Identity tells billing that a learner verified an address, inside its own transaction: the
 * account's row is locked, so the bonus is added once even when two verifications race.
 */
@injectable()
export class AwardVerificationBonus implements EmailVerifiedListener {
  constructor(
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
  ) {}

  async recordVerified(userId: number, at: Date): Promise<{ bonusSessions: number; bonusWaitsForFree: boolean }> {
    const account = await this.accounts.lock(userId);
    const bonusSessions = awardVerificationBonus(account, this.settings.verificationBonusSessions, at);
    await this.accounts.save(account);
    return { bonusSessions, bonusWaitsForFree: bonusSessions > 0 && bonusWaits(account) };
  }
}
