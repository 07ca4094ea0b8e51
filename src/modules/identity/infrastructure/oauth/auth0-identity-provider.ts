import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { Logger } from '#src/platform/logger.ts';
import { providerUnavailable, tokenRejected } from '../../domain/identity.errors.ts';
import type { ProviderIdentity, SignInButton } from '../../domain/oauth.ts';
import type { IdentityProvider } from '../../domain/ports.ts';
import type { SignInOption } from '../../http/oauth.contracts.ts';
import { firstNameOf, getJson, joseFailure } from './provider-http.ts';

export interface Auth0Options {
  /** The tenant's issuer, e.g. https://rapport.eu.auth0.com/ (discovery at .well-known/openid-configuration under it). */
  issuerUrl: string;
  audience: string;
  clientId: string;
  /** AUTH0_CONNECTIONS entries: a button, optionally `=<connection name>`. */
  connections: readonly string[];
  timeoutMs: number;
}

/** Auth0's names of its social connections, by button (the prefix of their users' `sub`). */
const DEFAULT_CONNECTIONS: Record<SignInButton, string> = {
  google: 'google-oauth2', facebook: 'facebook', github: 'github', microsoft: 'windowslive', apple: 'apple', twitter: 'twitter',
};
const DISPLAY_NAMES: Record<SignInButton, string> = {
  google: 'Google', facebook: 'Facebook', github: 'GitHub', microsoft: 'Microsoft', apple: 'Apple', twitter: 'X (Twitter)',
};

const discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  jwks_uri: z.string(),
  end_session_endpoint: z.string().optional(),
});
type Discovery = z.infer<typeof discovery>;

const userInfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  nickname: z.string().optional(),
});

/** Asymmetric algorithms only: an HS256 token would be checked against a public key used as a secret. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'];

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Auth0 as an OpenID provider. Its access token (issued for AUTH0_AUDIENCE) is a JWT verified here
 * against the issuer's JWKS: signature, `iss`, `aud`, `exp`, and the client it was issued to (`azp`,
 * or RFC 9068's `client_id`) must be ours. Who it is for then comes from the issuer's /userinfo with
 * that token; what the browser sent as `userInfo` is never read. The issuer's endpoints come from
 * discovery, fetched on first use and kept once it succeeds.
 */
export class Auth0IdentityProvider implements IdentityProvider {
  readonly name = 'auth0' as const;
  private readonly buttons: { button: SignInButton; connection: string }[];
  private discovered: Promise<{ config: Discovery; keys: ReturnType<typeof createRemoteJWKSet> }> | null = null;

  constructor(private readonly options: Auth0Options, private readonly logger: Logger) {
    this.buttons = options.connections.map((entry) => {
      const [button, connection] = entry.split('=') as [SignInButton, string | undefined];
      return { button, connection: connection ?? DEFAULT_CONNECTIONS[button] };
    });
  }

  async identify(token: string): Promise<ProviderIdentity> {
    const { config, keys } = await this.discover();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer: config.issuer, audience: this.options.audience, algorithms: ALGORITHMS, requiredClaims: ['sub', 'exp'] }));
    } catch (error) {
      throw joseFailure('Auth0', error);
    }
    // A token for our API but issued to another of the tenant's applications is not a sign-in to this one.
    const client = payload.azp ?? payload.client_id;
    if (client !== this.options.clientId) throw tokenRejected();

    const answer = await getJson('Auth0', config.userinfo_endpoint, this.options.timeoutMs, { authorization: `Bearer ${token}` });
    const person = userInfo.safeParse(answer.body);
    // OpenID Connect Core 5.3.2: the userinfo `sub` must be the token's, or the answer is not to be used.
    if (answer.status !== 200 || !person.success || person.data.sub !== payload.sub) throw tokenRejected();
    const button = this.buttonOf(person.data.sub);
    return {
      provider: 'auth0',
      subject: person.data.sub,
      email: person.data.email ?? null,
      emailVerified: person.data.email_verified === true,
      firstName: firstNameOf(person.data.given_name, person.data.name ?? person.data.nickname),
      displayName: button ? DISPLAY_NAMES[button] : 'Auth0',
      button,
    };
  }

  async signInOptions(): Promise<SignInOption[]> {
    let config: Discovery;
    try {
      ({ config } = await this.discover());
    } catch (err) {
      // No dead buttons: while the tenant cannot be reached its buttons are not offered.
      this.logger.warn({ err }, 'Auth0 discovery failed: its sign-in buttons are hidden until it answers');
      return [];
    }
    return this.buttons.map(({ button, connection }) => ({
      button, provider: 'auth0' as const, authorizeUrl: config.authorization_endpoint, responseType: 'code' as const,
      clientId: this.options.clientId, scope: 'openid profile email', params: { audience: this.options.audience, connection },
      tokenUrl: config.token_endpoint, logoutUrl: config.end_session_endpoint ?? null,
    }));
  }

  /** Auth0 users' `sub` is `<connection>|<id>`: the connection names the button they came through. */
  private buttonOf(subject: string): SignInButton | null {
    const connection = subject.split('|')[0] ?? '';
    const configured = this.buttons.find((b) => b.connection === connection);
    if (configured) return configured.button;
    const known = Object.entries(DEFAULT_CONNECTIONS).find(([, name]) => name === connection);
    return known ? (known[0] as SignInButton) : null;
  }

  private discover() {
    this.discovered ??= this.fetchDiscovery().catch((error: unknown) => {
      this.discovered = null; // try again next time
      throw error;
    });
    return this.discovered;
  }

  private async fetchDiscovery() {
    const issuer = withoutSlash(this.options.issuerUrl);
    const answer = await getJson('Auth0', `${issuer}/.well-known/openid-configuration`, this.options.timeoutMs);
    const parsed = discovery.safeParse(answer.body);
    // OpenID Connect Discovery 4.3: the document must name the issuer it was fetched from.
    if (answer.status !== 200 || !parsed.success || withoutSlash(parsed.data.issuer) !== issuer) throw providerUnavailable('Auth0');
    return { config: parsed.data, keys: createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: this.options.timeoutMs }) };
  }
}
