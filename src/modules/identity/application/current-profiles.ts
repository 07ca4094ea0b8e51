import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { ProfileSnapshots, UserRepository } from '../domain/ports.ts';
import { snapshotOf, type ProfileSnapshot } from '../domain/profile.ts';

/**
 * A user's profile as it stands now: from this process's cache, which every change to a user
 * evicts here and, through the event bus, in every other process (ADR 0006); else from the database.
 */
@injectable()
export class CurrentProfiles {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.ProfileSnapshots) private readonly snapshots: ProfileSnapshots,
  ) {}

  /** Null when the account no longer exists. */
  async of(userId: number): Promise<ProfileSnapshot | null> {
    const cached = this.snapshots.get(userId);
    if (cached) return cached;
    const user = await this.users.findById(userId);
    if (!user) return null;
    const snapshot = snapshotOf(user);
    this.snapshots.set(snapshot);
    return snapshot;
  }
}
