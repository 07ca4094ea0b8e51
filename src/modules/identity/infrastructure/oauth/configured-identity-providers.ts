import type { Config } from '#src/platform/config.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { OAuthProvider } from '../../domain/oauth.ts';
import type { IdentityProvider, IdentityProviders } from '../../domain/ports.ts';
import { Auth0IdentityProvider } from './auth0-identity-provider.ts';
import { FacebookIdentityProvider } from './facebook-identity-provider.ts';
import { GoogleIdentityProvider } from './google-identity-provider.ts';

/** The providers this server has settings for (config.ts refuses one half set up); the rest are absent. */
export function configuredIdentityProviders(config: Config, logger: Logger): IdentityProviders {
  const timeoutMs = config.OAUTH_TIMEOUT_MS;
  const list: IdentityProvider[] = [];
  if (config.GOOGLE_CLIENT_ID) {
    list.push(new GoogleIdentityProvider({
      clientId: config.GOOGLE_CLIENT_ID, authUrl: config.GOOGLE_AUTH_URL, jwksUrl: config.GOOGLE_JWKS_URL,
      tokenInfoUrl: config.GOOGLE_TOKENINFO_URL, userInfoUrl: config.GOOGLE_USERINFO_URL, timeoutMs,
    }));
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    list.push(new FacebookIdentityProvider({
      appId: config.FACEBOOK_APP_ID, appSecret: config.FACEBOOK_APP_SECRET, graphUrl: config.FACEBOOK_GRAPH_URL,
      dialogUrl: config.FACEBOOK_DIALOG_URL, timeoutMs,
    }));
  }
  if (config.AUTH0_ISSUER_URL && config.AUTH0_AUDIENCE && config.AUTH0_CLIENT_ID) {
    list.push(new Auth0IdentityProvider({
      issuerUrl: config.AUTH0_ISSUER_URL, audience: config.AUTH0_AUDIENCE, clientId: config.AUTH0_CLIENT_ID,
      connections: config.AUTH0_CONNECTIONS, timeoutMs,
    }, logger));
  }
  const byName = new Map<OAuthProvider, IdentityProvider>(list.map((p) => [p.name, p]));
  return { get: (name) => byName.get(name), all: () => list };
}
