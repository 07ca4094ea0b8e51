import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { PasswordHasher, UserRepository } from '../domain/ports.ts';
import { IncorrectPasswordError } from '../domain/identity.errors.ts';

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
  ) {}

  async execute(userId: number, input: ChangePasswordInput) {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthenticatedError('Session invalid.');
    if (user.passwordHash !== null && !(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
      throw new IncorrectPasswordError();
    }
    user.passwordHash = await this.hasher.hash(input.newPassword);
    await this.users.save(user);
    return { success: true, message: 'Password changed successfully!' };
  }
}
