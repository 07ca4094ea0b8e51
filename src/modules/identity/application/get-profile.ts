import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { toUserView } from './user-view.ts';

@injectable()
export class GetProfile {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  async execute(userId: number) {
    const user = await this.users.findById(userId);
    // A token for a deleted account is as good as no token.
    if (!user) throw new UnauthenticatedError('Session invalid.');
    return toUserView(user, this.settings, new Date());
  }
}
