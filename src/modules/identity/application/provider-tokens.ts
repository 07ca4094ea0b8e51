import { inject, injectable } from 'inversify';
import { IDENTITY } from '../identity.tokens.ts';
import type { IdentityProviders } from '../domain/ports.ts';
import { OAuthError } from '../domain/identity.errors.ts';
import type { OAuthProvider, ProviderIdentity } from '../domain/oauth.ts';

/** Who a provider token speaks for, asked of that provider; a provider this server has no settings for is refused. */
@injectable()
export class ProviderTokens {
  constructor(@inject(IDENTITY.IdentityProviders) private readonly providers: IdentityProviders) {}

  identify(provider: OAuthProvider, token: string): Promise<ProviderIdentity> {
    const idp = this.providers.get(provider);
    if (!idp) throw new OAuthError('OAUTH.PROVIDER_NOT_CONFIGURED', `Sign-in with ${provider} is not set up on this server.`);
    return idp.identify(token);
  }
}
