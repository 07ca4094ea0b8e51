import { randomBytes } from 'node:crypto';
import type { JWTPayload } from 'jose';
import {
  escapeHtml, html, json, nowSeconds, opaqueToken, read, redirect, signingKey, startHttp, type FakePerson, type SigningKey,
} from './fake-provider-kit.ts';

/**
 * Google's sign-in endpoints on 127.0.0.1, as Google documents them (developers.google.com/identity):
 * the JWKS that ID tokens are signed with (`/oauth2/v3/certs`), `tokeninfo` for access tokens
 * (every value a string; 400 `invalid_token` for one it does not know or that expired), the OpenID
 * `userinfo` (Bearer; 401 otherwise), and the authorisation page of the implicit flow, which returns
 * the access token in the redirect's fragment.
 */
export interface FakeGoogle {
  url: string;
  clientId: string;
  /** The id of the key ID tokens are signed with (a forger's key may claim it too). */
  kid: string;
  /** GOOGLE_* settings pointing a Rapport server here. */
  env(): Record<string, string>;
  /** People the authorisation page offers. */
  people: FakePerson[];
  /** An access token as Google would issue to `clientId` (ours unless told). */
  accessToken(person: FakePerson, options?: { clientId?: string; expiresIn?: number }): string;
  /** An ID token signed with Google's key (or `key`), with any claim overridden. */
  idToken(person: FakePerson, claims?: JWTPayload, key?: SigningKey): Promise<string>;
  /** Requests seen, by path: how many times the server asked. */
  hits: Record<string, number>;
  stop(): Promise<void>;
}

interface Issued {
  person: FakePerson;
  clientId: string;
  expiresAt: number;
  scope: string;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const key = await signingKey();
  const clientId = `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`;
  const tokens = new Map<string, Issued>();
  const hits: Record<string, number> = {};
  const people: FakePerson[] = [];

  const issue = (person: FakePerson, client = clientId, expiresIn = 3599, scope = 'openid email profile') => {
    const token = opaqueToken('ya29.');
    tokens.set(token, { person, clientId: client, expiresAt: Date.now() + expiresIn * 1000, scope });
    return token;
  };
  const live = (token: string | null) => {
    const found = token ? tokens.get(token) : undefined;
    return found && found.expiresAt > Date.now() ? found : undefined;
  };

  const http = await startHttp('fake Google', async (req, res, url) => {
    hits[url.pathname] = (hits[url.pathname] ?? 0) + 1;
    if (url.pathname === '/oauth2/v3/certs') return json(res, 200, { keys: [key.jwk] });
    if (url.pathname === '/tokeninfo') {
      const found = live(url.searchParams.get('access_token'));
      if (!found) return json(res, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      const { person } = found;
      return json(res, 200, {
        azp: found.clientId, aud: found.clientId, sub: person.sub, scope: found.scope, exp: String(Math.floor(found.expiresAt / 1000)),
        expires_in: String(Math.floor((found.expiresAt - Date.now()) / 1000)),
        ...(person.email ? { email: person.email, email_verified: String(person.emailVerified ?? true) } : {}), access_type: 'online',
      });
    }
    if (url.pathname === '/v1/userinfo') {
      const found = live(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null);
      if (!found) return json(res, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      return json(res, 200, profile(found.person));
    }
    if (url.pathname === '/o/oauth2/v2/auth' && req.method === 'GET') return consentPage(res, url);
    if (url.pathname === '/o/oauth2/v2/auth/approve' && req.method === 'POST') {
      const form = new URLSearchParams(await read(req));
      const person = people.find((p) => p.sub === form.get('sub'));
      if (!person) return html(res, 400, 'Google', '<p>Unknown account.</p>');
      const token = issue(person, form.get('client_id') ?? '', 3599, form.get('scope') ?? 'openid email profile');
      const fragment = new URLSearchParams({ access_token: token, token_type: 'Bearer', expires_in: '3599', scope: form.get('scope') ?? '', state: form.get('state') ?? '' });
      return redirect(res, `${form.get('redirect_uri')}#${fragment}`);
    }
    json(res, 404, { error: `fake Google: no route ${req.method} ${url.pathname}` });
  });

  function consentPage(res: Parameters<typeof json>[0], url: URL) {
    const q = url.searchParams;
    if (q.get('client_id') !== clientId) return html(res, 401, 'Google', '<h1>Error 401: invalid_client</h1><p>The OAuth client was not found.</p>');
    if (q.get('response_type') !== 'token') return html(res, 400, 'Google', '<h1>Error 400: unsupported_response_type</h1>');
    const hidden = ['client_id', 'redirect_uri', 'state', 'scope'].map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(q.get(n) ?? '')}">`).join('');
    const choices = people.map((p) => `<button type="submit" name="sub" value="${escapeHtml(p.sub)}">${escapeHtml(p.name ?? p.email ?? p.sub)}</button>`).join('');
    html(res, 200, 'Sign in - Google Accounts', `<h1>Choose an account</h1><form method="post" action="/o/oauth2/v2/auth/approve">${hidden}${choices}</form>`);
  }

  return {
    url: http.url,
    clientId,
    kid: key.kid,
    people,
    hits,
    env: () => ({
      GOOGLE_CLIENT_ID: clientId, GOOGLE_AUTH_URL: `${http.url}/o/oauth2/v2/auth`, GOOGLE_JWKS_URL: `${http.url}/oauth2/v3/certs`,
      GOOGLE_TOKENINFO_URL: `${http.url}/tokeninfo`, GOOGLE_USERINFO_URL: `${http.url}/v1/userinfo`,
    }),
    accessToken: (person, options = {}) => issue(person, options.clientId ?? clientId, options.expiresIn ?? 3599),
    idToken: (person, claims = {}, signWith = key) => signWith.sign({
      iss: 'https://accounts.google.com', azp: clientId, aud: clientId, iat: nowSeconds(), exp: nowSeconds() + 3600, ...profile(person), ...claims,
    }),
    stop: http.stop,
  };
}

function profile(person: FakePerson) {
  return {
    sub: person.sub,
    ...(person.name ? { name: person.name, given_name: person.name.split(' ')[0] } : {}),
    ...(person.email ? { email: person.email, email_verified: person.emailVerified ?? true } : {}),
  };
}
