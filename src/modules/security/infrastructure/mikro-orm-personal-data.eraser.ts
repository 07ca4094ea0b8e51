import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { PersonalDataEraser } from '#src/modules/identity/index.ts';
import { ANONYMISED } from '../domain/hacking-attempt.ts';
import { AiUsageSchema, HackingAttemptEntity } from './security.entities.ts';

/**
 * A deleted account in security's records (ADR 0030): its hacking attempts and AI usage stay for the
 * statistics (counts, risk, tokens spent) but no longer say whose they were, or what was written.
 * The audit trail's earlier entries about the account keep what was done and which fields changed,
 * but no longer the address or the values (its name, gender, avatar, old addresses); the deletion's
 * own entry, written after the erasers, is the one that names who was deleted.
 */
@injectable()
export class MikroOrmPersonalDataEraser implements PersonalDataEraser {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async eraseUser(userId: number): Promise<void> {
    await this.em.nativeUpdate(HackingAttemptEntity, { userId }, ANONYMISED);
    await this.em.nativeUpdate(AiUsageSchema, { userId }, { userId: null, sessionId: null });
    const erased = (column: string) =>
      `coalesce((select jsonb_object_agg(key, '"(erased)"'::jsonb) from jsonb_object_keys("${column}") as key), '{}'::jsonb)`;
    await this.em.execute(
      `update "audit_entries" set "target_email" = null, "before" = ${erased('before')}, "after" = ${erased('after')} where "target_user_id" = ?`,
      [userId],
    );
  }
}
