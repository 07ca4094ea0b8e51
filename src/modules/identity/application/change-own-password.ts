import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail } from '../domain/ports.ts';
import { passwordChange } from '../domain/audit-changes.ts';
import { ChangePassword, type ChangePasswordInput } from './change-password.ts';
import { auditRecord, type Actor } from './superadmin-actor.ts';

/**
 * A SuperAdmin changes their own password from Account Settings (SPEC §2, §7): as anyone does
 * (the current one checked, other devices signed out), and written to the audit trail.
 */
@injectable()
export class ChangeOwnPassword {
  constructor(
    @inject(ChangePassword) private readonly changePassword: ChangePassword,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(actor: Actor, input: ChangePasswordInput) {
    await this.changePassword.execute(actor.id, actor.sessionId, input, (user) =>
      this.audit.record(auditRecord(actor, 'superadmin.password-changed', user, passwordChange(user.passwordHash !== null))));
    return { success: true as const, message: 'Password changed successfully' };
  }
}
