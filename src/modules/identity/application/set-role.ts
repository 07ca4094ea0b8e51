import { inject, injectable } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AuditTrail, UserRepository } from '../domain/ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import { peopleErrors } from '../domain/people.errors.ts';
import { normaliseEmail, type Role, type User } from '../domain/user.ts';
import { ForceLogout } from './force-logout.ts';
import { operatorRecord, type Operator } from './superadmin-actor.ts';

/** An operator changes an account's role (`rapport user set-role`), on the audit trail. */
@injectable()
export class SetRole {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(ForceLogout) private readonly forceLogout: ForceLogout,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
  ) {}

  /**
   * Tokens carry the role, so a changed role takes effect by signing the user out. The last SuperAdmin
   * stays one. `by`, the operator, goes on the audit trail (the CLI always names one; a test's seeding need not).
   */
  async execute(email: string, role: Role, by?: Operator): Promise<User> {
    const found = await this.users.findByEmail(normaliseEmail(email));
    if (!found) throw new UserNotFoundError(`with email ${email}`);
    if (found.role === role) return found;
    const user = await this.transactions.run(async () => {
      // The SuperAdmins' rows first, in id order, as every change that may demote one locks them.
      const superAdmins = found.role === 'SuperAdmin' ? await this.users.lockRole('SuperAdmin') : [];
      const user = await this.users.findForUpdate(found.id);
      if (!user) throw new UserNotFoundError(`with email ${email}`);
      if (user.role === 'SuperAdmin' && role !== 'SuperAdmin' && superAdmins.length <= 1) throw peopleErrors.lastSuperAdmin();
      if (by) await this.audit.record(operatorRecord(by, 'user.updated', user, { before: { role: user.role }, after: { role } }));
      user.role = role;
      await this.forceLogout.mark(user); // saves the new role with the sign-out
      return user;
    });
    await this.forceLogout.announce(user.id, 'role-changed');
    return user;
  }
}
