import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import { PASSWORD_RESET_TTL_MS, type PasswordResetStore } from '../domain/password-reset.ts';
import { PasswordResetEntity } from './password-reset.entities.ts';

@injectable()
export class MikroOrmPasswordResetStore implements PasswordResetStore {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async issue(userId: number, tokenHash: string, now: Date): Promise<void> {
    // Links that can no longer work are kept no longer than the account's next one.
    await this.em.nativeDelete(PasswordResetEntity, { userId, $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: now } }] });
    await this.revokeAllFor(userId, now);
    await this.em.insert(PasswordResetEntity, { userId, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS), usedAt: null });
  }

  async revokeAllFor(userId: number, now: Date): Promise<void> {
    await this.em.nativeUpdate(PasswordResetEntity, { userId, usedAt: null }, { usedAt: now });
  }

  async lastIssuedAt(userId: number): Promise<Date | null> {
    const row = await this.em.findOne(PasswordResetEntity, { userId }, { orderBy: { createdAt: 'desc' }, fields: ['createdAt'], disableIdentityMap: true });
    return row?.createdAt ?? null;
  }

  async accountOf(tokenHash: string, now: Date): Promise<number | null> {
    const row = await this.em.findOne(PasswordResetEntity, { tokenHash, usedAt: null, expiresAt: { $gt: now } }, { disableIdentityMap: true });
    return row?.userId ?? null;
  }

  async consume(tokenHash: string, userId: number, now: Date): Promise<boolean> {
    // A conditional update: of two requests with one link, the second finds it used.
    const used = await this.em.nativeUpdate(PasswordResetEntity, { tokenHash, userId, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
    return used === 1;
  }
}
