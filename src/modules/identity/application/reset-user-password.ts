import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail } from '../domain/ports.ts';
import { passwordChange } from '../domain/audit-changes.ts';
import { ResetPassword } from './reset-password.ts';
import { auditRecord, type Actor } from './superadmin-actor.ts';

/** A SuperAdmin sets a user's password (SPEC §5 "Reset password (admin)"): the user is signed out everywhere. */
@injectable()
export class ResetUserPassword {
  constructor(
    @inject(ResetPassword) private readonly resetPassword: ResetPassword,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(actor: Actor, userId: number, newPassword: string) {
    await this.resetPassword.reset(userId, newPassword, (user) =>
      this.audit.record(auditRecord(actor, 'user.password-reset', user, passwordChange(user.passwordHash !== null))));
    return { success: true as const, message: 'Password reset successfully' };
  }
}
