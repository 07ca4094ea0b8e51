import { inject, injectable } from 'inversify';
import type { AuthUser } from '#src/platform/http/auth.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { AccessTokens } from '../domain/ports.ts';
import { honoursToken } from '../domain/profile.ts';
import { CurrentProfiles } from './current-profiles.ts';

/**
 * Who a bearer token speaks for, checked on every request and hub invocation against the account
 * as it is now (ADR 0016): a valid signature is not enough. The account must exist, must not have
 * signed out everywhere since the token was issued, and its current role — not the one in the
 * token — is what routes check.
 */
@injectable()
export class AuthenticateToken {
  constructor(
    @inject(IDENTITY.AccessTokens) private readonly tokens: AccessTokens,
    @inject(CurrentProfiles) private readonly profiles: CurrentProfiles,
  ) {}

  async execute(token: string): Promise<AuthUser | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const profile = await this.profiles.of(claims.id);
    if (!profile || !honoursToken(profile, claims)) return null;
    return { ...claims, email: profile.email, role: profile.role };
  }
}
