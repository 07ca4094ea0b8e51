import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { BILLING } from '../billing.tokens.ts';
import type { AccountRepository, ExpirySchedule } from '../domain/ports.ts';
import { settle } from '../domain/account.ts';

/** Lapsed accounts one start-up sweep settles at most; the rest wait for their own jobs or the next start. */
const SWEEP_LIMIT = 1000;

/**
 * The Premium expiry job: returns the learner to Free (with a fresh month's Free allowance from
 * the moment Premium ended) once it has run out. Idempotent, and safe to run early or late: it
 * does only what the account says at the time, and an account extended meanwhile keeps Premium
 * and is looked at again when its new period ends.
 */
@injectable()
export class ExpirePremium {
  constructor(
    @inject(BILLING.AccountRepository) private readonly accounts: AccountRepository,
    @inject(BILLING.ExpirySchedule) private readonly schedule: ExpirySchedule,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(userId: number): Promise<void> {
    const now = new Date();
    const still = await this.transactions.run(async () => {
      // An account deleted since the job was queued has nothing left to end, and must not come back.
      const account = await this.accounts.lockExisting(userId);
      if (!account) return null;
      const wasPremium = account.tier === 'Premium';
      if (settle(account, now)) await this.accounts.save(account);
      if (wasPremium && account.tier === 'Free') this.logger.info({ userId }, 'Premium ended: back to Free');
      return account.tier === 'Premium' ? account.premiumExpiresAt : null;
    });
    // Due early (clocks apart) or extended since: look again when the period it has now ends.
    if (still) await this.schedule.expireAt(userId, still);
  }

  /** At a server's start: Premium that ran out while no job could end it (a job lost between commit and queueing). */
  async sweep(): Promise<number> {
    const lapsed = await this.accounts.lapsedPremium(new Date(), SWEEP_LIMIT);
    for (const userId of lapsed) await this.execute(userId);
    return lapsed.length;
  }
}
