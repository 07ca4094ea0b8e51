import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AccessTokens } from '../domain/ports.ts';
import { honoursToken } from '../domain/profile.ts';
import { CurrentProfiles } from './current-profiles.ts';

/**
 * Whether a genuine, unexpired token was signed out since it was issued (or its account is gone).
 * Every other route simply refuses such a token (401); this one says why, for the client's poll.
 */
@injectable()
export class ShouldForceLogout {
  constructor(
    @inject(IDENTITY.AccessTokens) private readonly tokens: AccessTokens,
    @inject(CurrentProfiles) private readonly profiles: CurrentProfiles,
  ) {}

  async execute(token: string | undefined): Promise<boolean> {
    const claims = token ? await this.tokens.verify(token) : null;
    if (!claims) throw new UnauthenticatedError();
    const profile = await this.profiles.of(claims.id);
    return !profile || !honoursToken(profile, claims);
  }
}
