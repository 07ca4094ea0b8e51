import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { PasswordHasher, UserRepository } from '../domain/ports.ts';
import { IncorrectPasswordError } from '../domain/identity.errors.ts';
import { ForceLogout } from './force-logout.ts';

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
  ) {}

  /** Every other sign-in of the account ends; `sessionId`, the one asking, stays signed in (ADR 0016). */
  async execute(userId: number, sessionId: string | null, input: ChangePasswordInput) {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError('Session invalid.');
    if (user.passwordHash !== null && !(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
      throw new IncorrectPasswordError();
    }
    user.passwordHash = await this.hasher.hash(input.newPassword);
    await this.forceLogout.execute(user, 'password-changed', sessionId);
    return { success: true, message: 'Password changed successfully!' };
  }
}
