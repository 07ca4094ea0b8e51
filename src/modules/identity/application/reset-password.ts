import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { PasswordHasher, UserRepository } from '../domain/ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import { normaliseEmail, type User } from '../domain/user.ts';
import { passwordChange } from '../domain/audit-changes.ts';
import type { AuditTrail } from '../domain/ports.ts';
import { ForceLogout } from './force-logout.ts';
import { operatorRecord, type Operator } from './superadmin-actor.ts';

/**
 * Work done in the change's transaction, with the account as it was before (the audit trail) and
 * the locked account itself, whose further changes are saved with the new password.
 */
export type AlsoInTransaction = (before: User, account: User) => Promise<void>;

/** An operator sets a new password: `rapport user reset-password`, and the SuperAdmin's console (`reset`). */
@injectable()
export class ResetPassword {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(ForceLogout) private readonly forceLogout: ForceLogout,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(IDENTITY.AuditTrail) private readonly audit: AuditTrail,
  ) {}

  /** The CLI's reset: `by`, the operator, goes on the audit trail like the console's SuperAdmin. */
  async execute(email: string, newPassword: string, by?: Operator): Promise<User> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) throw new UserNotFoundError(`with email ${email}`);
    return this.reset(user.id, newPassword, by && ((before) =>
      this.audit.record(operatorRecord(by, 'user.password-reset', before, passwordChange(before.passwordHash !== null)))));
  }

  /** Everyone signed in with the old password is signed out. */
  async reset(userId: number, newPassword: string, alsoInTransaction?: AlsoInTransaction): Promise<User> {
    const hash = await this.hasher.hash(newPassword); // before the transaction: argon2 takes its time on purpose
    const user = await this.transactions.run(async () => {
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UserNotFoundError(`with id ${userId}`);
      await alsoInTransaction?.({ ...user }, user);
      user.passwordHash = hash;
      await this.forceLogout.mark(user); // saves the new hash with the sign-out
      return user;
    });
    await this.forceLogout.announce(user.id, 'password-reset');
    return user;
  }
}
