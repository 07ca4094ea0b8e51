import { createHash, randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { IssuedRefreshToken, RefreshTokenStore } from '../domain/ports.ts';
import { RefreshTokenEntity, UserEntity } from './identity.entities.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Refresh tokens rotate on every use; a reused one revokes its whole family (OAuth 2.0 BCP). */
@injectable()
export class MikroOrmRefreshTokenStore implements RefreshTokenStore {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async issue(userId: number, ttlMs: number, familyId: string): Promise<IssuedRefreshToken> {
    await this.forgetDeadFamilies(userId);
    return this.create(userId, familyId, ttlMs);
  }

  async rotate(token: string) {
    return this.em.transactional(async (em) => {
      const now = new Date();
      const tokenHash = hash(token);
      const owner = await em.findOne(RefreshTokenEntity, { tokenHash }, { fields: ['userId'] });
      if (!owner) return null;
      // The account's row first, shared. A sign-out everywhere (a password reset, "it was not me")
      // holds it for update while it revokes the tokens: either it has finished, and this token is
      // found revoked below, or it waits for this rotation to commit and then revokes its new token
      // too. Taken in the sign-out's order, account then token, so the two never deadlock.
      await em.findOne(UserEntity, { id: owner.userId }, { lockMode: LockMode.PESSIMISTIC_READ, fields: ['id'] });
      // Lock the token's row: two concurrent uses of one token must not both succeed.
      const row = await em.findOne(RefreshTokenEntity, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!row) return null;
      if (row.usedAt || row.revokedAt || row.expiresAt <= now) {
        if (row.usedAt && !row.revokedAt) await this.revokeFamily(em, row.familyId, now);
        return null;
      }
      row.usedAt = now;
      // A family keeps the lifetime it was issued with: a remember-me sign-in's days, a tab's hours.
      const ttlMs = row.expiresAt.getTime() - row.createdAt.getTime();
      const next = await this.create(row.userId, row.familyId, ttlMs, em);
      return { userId: row.userId, familyId: row.familyId, next };
    });
  }

  async revokeFamilyOf(token: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const row = await em.findOne(RefreshTokenEntity, { tokenHash: hash(token) }, { fields: ['userId', 'familyId'] });
      if (!row) return;
      // The account's row first, as rotate takes it: a rotation of this family under way commits its
      // new token before the update looks, which then revokes that one too instead of missing it.
      await em.findOne(UserEntity, { id: row.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
      await this.revokeFamily(em, row.familyId, new Date());
    });
  }

  async revokeAllFor(userId: number, exceptFamily?: string | null): Promise<void> {
    const except = exceptFamily ? { familyId: { $ne: exceptFamily } } : {};
    await this.em.nativeUpdate(RefreshTokenEntity, { userId, revokedAt: null, ...except }, { revokedAt: new Date() });
  }

  /**
   * Each rotation leaves a used row behind, kept while its family lives so that reusing it is caught.
   * A family with no row left that could still be exchanged (every one revoked or expired) guards
   * nothing: a new sign-in clears the user's, so the table holds live sign-ins, not their history.
   */
  private async forgetDeadFamilies(userId: number): Promise<void> {
    const live = await this.em.find(RefreshTokenEntity, { userId, revokedAt: null, expiresAt: { $gt: new Date() } }, { fields: ['familyId'], disableIdentityMap: true });
    await this.em.nativeDelete(RefreshTokenEntity, { userId, familyId: { $nin: [...new Set(live.map((row) => row.familyId))] } });
  }

  private async revokeFamily(em: EntityManager, familyId: string, at: Date): Promise<void> {
    await em.nativeUpdate(RefreshTokenEntity, { familyId, revokedAt: null }, { revokedAt: at });
  }

  private async create(userId: number, familyId: string, ttlMs: number, em = this.em): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + ttlMs);
    em.create(RefreshTokenEntity, { userId, familyId, tokenHash: hash(token), expiresAt, createdAt });
    await em.flush();
    return { token, expiresAt };
  }
}
