import { defineEntity, p } from '@mikro-orm/core';

/** A mailed "it was not me" link (ADR 0047): the SHA-256 of its token, never the token. */
export const EmailChangeUndoSchema = defineEntity({
  name: 'EmailChangeUndo',
  tableName: 'email_change_undos',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer().index(),
    tokenHash: p.string().length(64).unique(),
    /** Looked up by registrations and address changes: the address is held for its link's week. */
    previousEmail: p.string().length(254).index(),
    newEmail: p.string().length(254),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    /** Mailed while a working link of the account was open: it never works, nor holds its address (the port says why). */
    superseded: p.boolean().default(false),
  },
});
export class EmailChangeUndoEntity extends EmailChangeUndoSchema.class {}
EmailChangeUndoSchema.setClass(EmailChangeUndoEntity);
