import { inject, injectable } from 'inversify';
import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM } from '#src/platform/tokens.ts';
import { EMAIL_CHANGE_UNDO_TTL_MS, type EmailChangeUndo, type EmailChangeUndoStore } from '../domain/email-change-undo.ts';
import { EmailChangeUndoEntity } from './email-change-undo.entities.ts';

@injectable()
export class MikroOrmEmailChangeUndoStore implements EmailChangeUndoStore {
  constructor(@inject(PLATFORM.EntityManager) private readonly em: EntityManager) {}

  async issue(tokenHash: string, change: EmailChangeUndo, now: Date): Promise<void> {
    // Links that can no longer work are kept no longer than the account's next one.
    await this.em.nativeDelete(EmailChangeUndoEntity, { userId: change.userId, $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: now } }, { superseded: true }] });
    // Decided once, now: whether a working link is open (a superseded one is not, so none can block the account's next links for ever).
    const superseded = (await this.em.count(EmailChangeUndoEntity, { userId: change.userId, ...WORKING(now) })) > 0;
    await this.em.insert(EmailChangeUndoEntity, {
      ...change, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS), usedAt: null, superseded,
    });
  }

  async find(tokenHash: string, now: Date): Promise<EmailChangeUndo | null> {
    const row = await this.em.findOne(EmailChangeUndoEntity, { tokenHash, ...WORKING(now) }, { disableIdentityMap: true });
    return row && { userId: row.userId, previousEmail: row.previousEmail, newEmail: row.newEmail };
  }

  async reservedFor(email: string, now: Date): Promise<number | null> {
    const row = await this.em.findOne(EmailChangeUndoEntity, { previousEmail: email, ...WORKING(now) },
      { fields: ['userId'], orderBy: { id: 'desc' }, disableIdentityMap: true });
    return row?.userId ?? null;
  }

  async revokeAllFor(userId: number, now: Date): Promise<void> {
    await this.em.nativeUpdate(EmailChangeUndoEntity, { userId, usedAt: null }, { usedAt: now });
  }

  async consume(tokenHash: string, now: Date): Promise<boolean> {
    // A conditional update: of two requests with one link, the second finds it used.
    return (await this.em.nativeUpdate(EmailChangeUndoEntity, { tokenHash, ...WORKING(now) }, { usedAt: now })) === 1;
  }
}

/** A link that works: unused, within its week, and not mailed while another was open. */
const WORKING = (now: Date) => ({ usedAt: null, expiresAt: { $gt: now }, superseded: false });
