import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import { normaliseEmail, type Role, type User } from '../domain/user.ts';
import { ForceLogout } from './force-logout.ts';

/** An operator changes an account's role (CLI now, the superadmin console later). */
@injectable()
export class SetRole {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(ForceLogout) private readonly forceLogout: ForceLogout,
  ) {}

  /** Tokens carry the role, so a changed role takes effect by signing the user out. */
  async execute(email: string, role: Role): Promise<User> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) throw new UserNotFoundError(`with email ${email}`);
    if (user.role === role) return user;
    user.role = role;
    await this.forceLogout.execute(user, 'role-changed'); // saves the new role with the sign-out
    return user;
  }
}
