import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { LoginAttempt, LoginAttemptLog, RecordedLoginAttempt, TimeRange } from '../domain/ports.ts';
import { LoginAttemptEntity } from './identity.entities.ts';

/** How many of an account's latest successful sign-ins are looked through for a known address. */
const KNOWN_ADDRESSES = 50;

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

  async listFor(userId: number, range: TimeRange, page: number, pageSize: number): Promise<{ items: RecordedLoginAttempt[]; total: number }> {
    const createdAt = { ...(range.from ? { $gte: range.from } : {}), ...(range.before ? { $lt: range.before } : {}) };
    const [rows, total] = await this.em.findAndCount(LoginAttemptEntity, { userId, ...(range.from || range.before ? { createdAt } : {}) }, {
      orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize,
    });
    return {
      items: rows.map((r) => ({
        id: r.id, at: r.createdAt, email: r.email, userId: r.userId ?? null, ip: r.ip ?? null, userAgent: r.userAgent ?? null, success: r.success,
      })),
      total,
    };
  }

  async signedInFrom(email: string, since: Date): Promise<string[]> {
    const rows = await this.em.find(LoginAttemptEntity, { email, success: true, createdAt: { $gte: since }, ip: { $ne: null } },
      { fields: ['ip'], orderBy: { createdAt: 'desc' }, limit: KNOWN_ADDRESSES });
    return [...new Set(rows.map((r) => r.ip!))];
  }
}
