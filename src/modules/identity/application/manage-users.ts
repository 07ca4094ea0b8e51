import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { PasswordHasher, UserRepository } from '../domain/ports.ts';
import { EmailTakenError, UserNotFoundError } from '../domain/identity.errors.ts';
import { normaliseEmail, type Role, type User } from '../domain/user.ts';
import { ForceLogout } from './force-logout.ts';

/** Operator intents (CLI now, the superadmin console later). */
@injectable()
export class CreateUser {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: { email: string; password: string; role: Role }): Promise<User> {
    const email = normaliseEmail(input.email);
    if (await this.users.findByEmail(email)) throw new EmailTakenError();
    const passwordHash = await this.hasher.hash(input.password);
    return this.users.add({ email, passwordHash, role: input.role, locale: 'en' });
  }
}

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
    await this.forceLogout.execute(user, 'password-reset');
    return user;
  }
}

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
    await this.forceLogout.execute(user, 'role-changed');
    return user;
  }
}
