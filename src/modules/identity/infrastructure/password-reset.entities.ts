import { defineEntity, p } from '@mikro-orm/core';

/** A mailed password reset link: the SHA-256 of its token, never the token. */
export const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer().index(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    /** Used, or replaced by a newer link. */
    usedAt: p.datetime().nullable(),
  },
});
export class PasswordResetEntity extends PasswordResetSchema.class {}
PasswordResetSchema.setClass(PasswordResetEntity);
