import { inject, injectable } from 'inversify';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { UserNotFoundError } from '../domain/identity.errors.ts';
import { consumeUsage } from '../domain/user.ts';

/**
 * Counts a session and/or coach session against the user's monthly allowance. Must run inside
 * the caller's transaction: the row stays locked until it commits, and a failed start undoes the count.
 */
@injectable()
export class ConsumeUsage {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  async execute(userId: number, wants: { session: boolean; coach: boolean }): Promise<void> {
    const user = await this.users.findForUpdate(userId);
    if (!user) throw new UserNotFoundError(`with id ${userId}`);
    consumeUsage(user, this.settings.freeTier, new Date(), wants);
    await this.users.save(user);
  }
}
