import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { PersonalDataEraser } from '#src/modules/identity/index.ts';
import { BillingAccountEntity, BillingOrderEntity } from './billing.entities.ts';

/**
 * A deleted account's billing (ADR 0030): the plan and usage go; orders and the provider's payments
 * stay for the accounts (amounts, dates, the provider's transaction ids) without naming the person.
 * Orders first, then the account: the order in which a payment notification locks them.
 */
@injectable()
export class MikroOrmPersonalDataEraser implements PersonalDataEraser {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async eraseUser(userId: number): Promise<void> {
    await this.em.nativeUpdate(BillingOrderEntity, { userId }, { userId: null, checkoutToken: null });
    await this.em.nativeDelete(BillingAccountEntity, { userId });
  }
}
