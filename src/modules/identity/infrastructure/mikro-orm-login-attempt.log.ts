import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { LoginAttempt, LoginAttemptLog } from '../domain/ports.ts';
import { LoginAttemptEntity } from './identity.entities.ts';

@injectable()
export class MikroOrmLoginAttemptLog implements LoginAttemptLog {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async record(attempt: LoginAttempt): Promise<void> {
    // An insert of its own: a failed login must be recorded even though the request then fails.
    await this.em.insert(LoginAttemptEntity, {
      ...attempt,
      ip: attempt.ip?.slice(0, 64) ?? null,
      userAgent: attempt.userAgent?.slice(0, 500) ?? null,
      createdAt: new Date(),
    });
  }
}
