import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { PersonalDataEraser } from '#src/modules/identity/index.ts';
import { ANONYMISED } from '../domain/hacking-attempt.ts';
import { AiUsageSchema, HackingAttemptEntity } from './security.entities.ts';

/**
 * A deleted account in security's records (ADR 0030): its hacking attempts and AI usage stay for the
 * statistics (counts, risk, tokens spent) but no longer say whose they were, or what was written.
 */
@injectable()
export class MikroOrmPersonalDataEraser implements PersonalDataEraser {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async eraseUser(userId: number): Promise<void> {
    await this.em.nativeUpdate(HackingAttemptEntity, { userId }, ANONYMISED);
    await this.em.nativeUpdate(AiUsageSchema, { userId }, { userId: null, sessionId: null });
  }
}
