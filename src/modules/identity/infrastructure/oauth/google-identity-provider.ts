import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { tokenRejected } from '../../domain/identity.errors.ts';
import type { ProviderIdentity } from '../../domain/oauth.ts';
import type { IdentityProvider } from '../../domain/ports.ts';
import type { SignInOption } from '../../http/oauth.contracts.ts';
import { firstNameOf, getJson, joseFailure, looksLikeJwt } from './provider-http.ts';

export interface GoogleOptions {
  clientId: string;
  authUrl: string;
  jwksUrl: string;
  tokenInfoUrl: string;
  userInfoUrl: string;
  timeoutMs: number;
}

/** Google signs ID tokens as either (developers.google.com/identity/openid-connect, "Validating an ID token"). */
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** tokeninfo of an access token: every value a string, `aud` and `azp` the client the token was issued to. */
const tokenInfo = z.object({ aud: z.string(), azp: z.string().optional(), sub: z.string().min(1), expires_in: z.coerce.number().optional() });
const userInfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
});

/**
 * Google sign-in. An ID token (a JWT) is verified here against Google's published keys: signature,
 * `iss`, `aud` = our client id, `exp`. An access token is opaque: tokeninfo must say it was issued
 * to our client (`aud`, and `azp` when given), then userinfo, with the same token, says who it is for.
 */
export class GoogleIdentityProvider implements IdentityProvider {
  readonly name = 'google' as const;
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly options: GoogleOptions) {
    this.keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: options.timeoutMs });
  }

  identify(token: string): Promise<ProviderIdentity> {
    return looksLikeJwt(token) ? this.fromIdToken(token) : this.fromAccessToken(token);
  }

  async signInOptions(): Promise<SignInOption[]> {
    return [{
      button: 'google', provider: 'google', authorizeUrl: this.options.authUrl, responseType: 'token', clientId: this.options.clientId,
      scope: 'openid email profile', params: {}, tokenUrl: null, logoutUrl: null,
    }];
  }

  private async fromIdToken(token: string): Promise<ProviderIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, { issuer: ISSUERS, audience: this.options.clientId, algorithms: ['RS256'], requiredClaims: ['sub', 'exp'] }));
    } catch (error) {
      throw joseFailure('Google', error);
    }
    const claims = userInfo.safeParse(payload);
    if (!claims.success) throw tokenRejected();
    return this.identity(claims.data);
  }

  private async fromAccessToken(token: string): Promise<ProviderIdentity> {
    const info = await getJson('Google', `${this.options.tokenInfoUrl}?access_token=${encodeURIComponent(token)}`, this.options.timeoutMs);
    const parsed = tokenInfo.safeParse(info.body);
    if (info.status !== 200 || !parsed.success) throw tokenRejected();
    const { aud, azp, sub, expires_in: expiresIn } = parsed.data;
    // Another app's token proves nothing to us, however genuine.
    if (aud !== this.options.clientId || (azp !== undefined && azp !== this.options.clientId)) throw tokenRejected();
    if (expiresIn !== undefined && expiresIn <= 0) throw tokenRejected();
    const profile = await getJson('Google', this.options.userInfoUrl, this.options.timeoutMs, { authorization: `Bearer ${token}` });
    const person = userInfo.safeParse(profile.body);
    if (profile.status !== 200 || !person.success || person.data.sub !== sub) throw tokenRejected();
    return this.identity(person.data);
  }

  private identity(claims: z.infer<typeof userInfo>): ProviderIdentity {
    return {
      provider: 'google',
      subject: claims.sub,
      email: claims.email ?? null,
      emailVerified: claims.email_verified === true,
      firstName: firstNameOf(claims.given_name, claims.name),
      displayName: 'Google',
      button: 'google',
    };
  }
}
