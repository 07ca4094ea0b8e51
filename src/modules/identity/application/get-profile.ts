import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { ProfileSnapshots, UserRepository } from '../domain/ports.ts';
import { snapshotOf } from '../domain/profile.ts';
import { toUserView } from './profile-view.ts';

@injectable()
export class GetProfile {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(IDENTITY.ProfileSnapshots) private readonly snapshots: ProfileSnapshots,
  ) {}

  async execute(userId: number) {
    let snapshot = this.snapshots.get(userId);
    if (!snapshot) {
      const user = await this.users.findById(userId);
      // A token for a deleted account is as good as no token.
      if (!user) throw new UnauthenticatedError('Session invalid.');
      snapshot = snapshotOf(user);
      this.snapshots.set(snapshot);
    }
    return toUserView(snapshot, this.settings, new Date());
  }
}
