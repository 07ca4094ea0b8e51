import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';

/** True when the account is gone or was signed out everywhere after this token was issued. */
@injectable()
export class ShouldForceLogout {
  constructor(@inject(IDENTITY.UserRepository) private readonly users: UserRepository) {}

  async execute(userId: number, tokenIssuedAt: number): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user) return true;
    return user.forceLogoutAt !== null && user.forceLogoutAt.getTime() > tokenIssuedAt;
  }
}
