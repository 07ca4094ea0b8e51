import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { PasswordHasher, UserRepository } from '../domain/ports.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import { normaliseEmail, type Role, type User } from '../domain/user.ts';

/** An operator creates an account with any role (CLI now, the superadmin console later). */
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
