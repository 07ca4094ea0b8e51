import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { UsageReader } from '../domain/ports.ts';
import { toUserView } from './profile-view.ts';
import { CurrentProfiles } from './current-profiles.ts';

@injectable()
export class GetProfile {
  constructor(
    @inject(CurrentProfiles) private readonly profiles: CurrentProfiles,
    @inject(IDENTITY.UsageReader) private readonly usage: UsageReader,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  async execute(userId: number) {
    const snapshot = await this.profiles.of(userId);
    // A token for a deleted account is as good as no token.
    if (!snapshot) throw new UnauthenticatedError('Session invalid.');
    return toUserView(snapshot, await this.usage.usageOf(userId), this.settings.temporaryEmailDomain);
  }
}
