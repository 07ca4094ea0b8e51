import { inject, injectable } from 'inversify';
import { PLATFORM } from '#src/platform/tokens.ts';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { PasswordHasher, Throttle, UserRepository } from '../domain/ports.ts';
import { IncorrectPasswordError } from '../domain/identity.errors.ts';
import { ForceLogout } from './force-logout.ts';
import type { AlsoInTransaction } from './reset-password.ts';
import { checkCurrentPassword } from './current-password.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** SPEC §5: the current password is required only when the account has one (not for social sign-in). */
@injectable()
export class ChangePassword {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(ForceLogout) private readonly forceLogout: ForceLogout,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
  ) {}

  /**
   * Every other sign-in of the account ends; `sessionId`, the one asking, stays signed in (ADR 0016).
   * `alsoInTransaction`: the SuperAdmin's audit entry, which stands or falls with the change.
   */
  async execute(userId: number, sessionId: string | null, input: ChangePasswordInput, alsoInTransaction?: AlsoInTransaction) {
    const found = await this.users.findById(userId);
    if (!found) throw new UnauthenticatedError('Session invalid.');
    // Wrong guesses spend the sign-in budget, per account.
    await checkCurrentPassword({ throttle: this.throttle, hasher: this.hasher }, 'password-change', found, input.currentPassword);
    const hash = await this.hasher.hash(input.newPassword); // before the transaction: argon2 takes its time on purpose
    await this.transactions.run(async () => {
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UnauthenticatedError('Session invalid.');
      // The password checked above is no longer the account's (changed meanwhile): it proves nothing now.
      if (user.passwordHash !== found.passwordHash) throw new IncorrectPasswordError();
      await alsoInTransaction?.({ ...user }, user);
      user.passwordHash = hash;
      await this.forceLogout.mark(user, sessionId);
    });
    await this.forceLogout.announce(userId, 'password-changed', sessionId);
    return { success: true, message: 'Password changed successfully!' };
  }
}
