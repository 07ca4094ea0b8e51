import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { PersonalDataEraser } from '#src/modules/identity/index.ts';
import { PracticeSessionEntity, SessionMessageEntity } from './practice.entities.ts';

/**
 * A deleted account's practice (ADR 0030): every session goes, with its messages and the dialogue
 * state kept on it. Nothing here is needed for statistics that others' sessions do not give.
 */
@injectable()
export class MikroOrmPersonalDataEraser implements PersonalDataEraser {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async eraseUser(userId: number): Promise<void> {
    await this.em.nativeDelete(SessionMessageEntity, { session: { userId } });
    await this.em.nativeDelete(PracticeSessionEntity, { userId });
  }
}
