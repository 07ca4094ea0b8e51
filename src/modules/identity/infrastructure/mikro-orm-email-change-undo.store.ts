import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import { EMAIL_CHANGE_UNDO_TTL_MS, type EmailChangeUndo, type EmailChangeUndoStore } from '../domain/email-change-undo.ts';
import { EmailChangeUndoEntity } from './email-change-undo.entities.ts';

@injectable()
export class MikroOrmEmailChangeUndoStore implements EmailChangeUndoStore {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async issue(tokenHash: string, change: EmailChangeUndo, now: Date): Promise<void> {
    // Links that can no longer work are kept no longer than the account's next one; a lapsed one for
    // a week more, as long as a link mailed while it was open could still work (working() below).
    const supersedesNothing = new Date(now.getTime() - EMAIL_CHANGE_UNDO_TTL_MS);
    await this.em.nativeDelete(EmailChangeUndoEntity, { userId: change.userId, $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: supersedesNothing } }] });
    await this.em.insert(EmailChangeUndoEntity, {
      ...change, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS), usedAt: null,
    });
  }

  async find(tokenHash: string, now: Date): Promise<EmailChangeUndo | null> {
    const row = await this.working(tokenHash, now);
    return row && { userId: row.userId, previousEmail: row.previousEmail, newEmail: row.newEmail };
  }

  async reservedFor(email: string, now: Date): Promise<number | null> {
    const row = await this.em.findOne(EmailChangeUndoEntity, { previousEmail: email, usedAt: null, expiresAt: { $gt: now } },
      { fields: ['userId'], orderBy: { id: 'desc' }, disableIdentityMap: true });
    return row?.userId ?? null;
  }

  async revokeAllFor(userId: number, now: Date): Promise<void> {
    await this.em.nativeUpdate(EmailChangeUndoEntity, { userId, usedAt: null }, { usedAt: now });
  }

  async consume(tokenHash: string, now: Date): Promise<boolean> {
    const row = await this.working(tokenHash, now);
    // A conditional update: of two requests with one link, the second finds it used.
    return row !== null && (await this.em.nativeUpdate(EmailChangeUndoEntity, { id: row.id, usedAt: null }, { usedAt: now })) === 1;
  }

  /**
   * The link's row if it works: unused, within its week, and not mailed while an older link of the
   * account was open (unused and within its week then), even one that has lapsed since (see the port).
   */
  private async working(tokenHash: string, now: Date): Promise<EmailChangeUndoEntity | null> {
    const row = await this.em.findOne(EmailChangeUndoEntity, { tokenHash, usedAt: null, expiresAt: { $gt: now } }, { disableIdentityMap: true });
    if (!row) return null;
    const openBefore = await this.em.count(EmailChangeUndoEntity, { userId: row.userId, id: { $lt: row.id }, usedAt: null, expiresAt: { $gt: row.createdAt } });
    return openBefore === 0 ? row : null;
  }
}
