import { inject, injectable } from 'inversify';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { AccountRepository } from '../domain/ports.ts';
import { newAccount, type BillingAccount } from '../domain/account.ts';
import { BillingAccountEntity } from './billing.entities.ts';

const toAccount = (row: BillingAccountEntity): BillingAccount => ({
  userId: row.userId,
  tier: row.tier,
  premiumExpiresAt: row.premiumExpiresAt ?? null,
  premiumSince: row.premiumSince ?? null,
  sessionCount: row.sessionCount,
  coachSessionCount: row.coachSessionCount,
  monthlyResetDate: row.monthlyResetDate,
  resetDay: row.resetDay,
  totalSessions: row.totalSessions,
  bonusSessions: row.bonusSessions,
  verificationBonusAt: row.verificationBonusAt ?? null,
});

@injectable()
export class MikroOrmAccountRepository implements AccountRepository {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async find(userId: number): Promise<BillingAccount> {
    let row = await this.em.findOne(BillingAccountEntity, { userId });
    if (!row) {
      await this.create(userId);
      row = await this.em.findOneOrFail(BillingAccountEntity, { userId });
    }
    return toAccount(row);
  }

  async lock(userId: number): Promise<BillingAccount> {
    const locked = () => this.em.findOne(BillingAccountEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    let row = await locked();
    if (!row) {
      await this.create(userId);
      row = await locked();
    }
    return toAccount(row!);
  }

  async findExisting(userId: number): Promise<BillingAccount | null> {
    const row = await this.em.findOne(BillingAccountEntity, { userId });
    return row && toAccount(row);
  }

  async lockExisting(userId: number): Promise<BillingAccount | null> {
    const row = await this.em.findOne(BillingAccountEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    return row && toAccount(row);
  }

  /**
   * Writes through the entity the finders loaded into this context (after lock(), still under
   * its lock): the flush updates only the columns that changed.
   */
  async save(account: BillingAccount): Promise<void> {
    const row = await this.em.findOneOrFail(BillingAccountEntity, { userId: account.userId });
    this.em.assign(row, account);
    await this.em.flush();
  }

  async lapsedPremium(now: Date, limit: number): Promise<number[]> {
    const rows = await this.em.find(BillingAccountEntity, { tier: 'Premium', premiumExpiresAt: { $lte: now } },
      { fields: ['userId'], limit, orderBy: { premiumExpiresAt: 'asc' } });
    return rows.map((r) => r.userId);
  }

  countPremium(now: Date): Promise<number> {
    return this.em.count(BillingAccountEntity, { tier: 'Premium', $or: [{ premiumExpiresAt: null }, { premiumExpiresAt: { $gt: now } }] });
  }

  /**
   * A Free account for a user who has none: INSERT … ON CONFLICT DO NOTHING, so two requests
   * racing to create it both succeed and one row results.
   */
  private async create(userId: number): Promise<void> {
    await this.em.createQueryBuilder(BillingAccountEntity).insert(newAccount(userId, new Date())).onConflict('userId').ignore().execute();
  }
}
