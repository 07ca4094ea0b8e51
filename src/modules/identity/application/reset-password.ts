import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { PasswordHasher, UserRepository } from '../domain/ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import { normaliseEmail, type User } from '../domain/user.ts';
import { ForceLogout } from './force-logout.ts';

/** An operator sets a new password (CLI now, the superadmin console later). */
@injectable()
export class ResetPassword {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(ForceLogout) private readonly forceLogout: ForceLogout,
  ) {}

  /** Everyone signed in with the old password is signed out. */
  async execute(email: string, newPassword: string): Promise<User> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) throw new UserNotFoundError(`with email ${email}`);
    user.passwordHash = await this.hasher.hash(newPassword);
    await this.forceLogout.execute(user, 'password-reset'); // saves the new hash with the sign-out
    return user;
  }
}
