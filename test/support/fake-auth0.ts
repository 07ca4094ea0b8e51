import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, createLocalJWKSet, type JWTPayload } from 'jose';
import {
  escapeHtml, html, json, nowSeconds, read, redirect, signingKey, startHttp, type FakePerson, type SigningKey,
} from './fake-provider-kit.ts';

/**
 * An Auth0 tenant on 127.0.0.1 speaking OpenID Connect as Auth0 does: discovery at
 * `/.well-known/openid-configuration` (the issuer ends in '/'), its JWKS, a login page at
 * `/authorize` (authorisation code with PKCE S256 only, for the registered client and callback),
 * `/oauth/token` (form-encoded, CORS for the browser), `/userinfo` (Bearer), and RP-initiated logout.
 * Access tokens are RS256 JWTs for the requested `audience` (and the tenant's /userinfo), with `azp`
 * the client they were issued to. People's `sub` is `<connection>|<id>`, as Auth0's are.
 */
export interface FakeAuth0 {
  url: string;
  issuer: string;
  clientId: string;
  audience: string;
  /** The kid of the tenant's signing key (a forger's key may claim it too). */
  kid: string;
  /** AUTH0_* settings pointing a Rapport server here. */
  env(connections?: string): Record<string, string>;
  /** People the login page offers, for whichever connection is asked. */
  people: FakePerson[];
  /** Registered callback URLs of the client (Auth0's "Allowed Callback URLs"); empty means any. */
  callbacks: string[];
  /** An access token as the tenant would issue, any claim overridden, signed by its key or `key`. */
  accessToken(person: FakePerson, claims?: JWTPayload, key?: SigningKey): Promise<string>;
  /** Sign-outs through the end-session endpoint. */
  logouts: number;
  /** Claims the token endpoint puts into the access tokens it issues from now on (e.g. another `azp`). */
  issueWith: JWTPayload;
  stop(): Promise<void>;
}

interface PendingCode {
  person: FakePerson;
  clientId: string;
  redirectUri: string;
  challenge: string;
  audience: string;
  scope: string;
}

export async function startFakeAuth0(): Promise<FakeAuth0> {
  const key = await signingKey();
  const clientId = randomBytes(16).toString('base64url');
  const audience = 'https://api.rapport.test/';
  const codes = new Map<string, PendingCode>();
  const people: FakePerson[] = [];
  const callbacks: string[] = [];
  let issuer = '';

  const tokenFor = (person: FakePerson, claims: JWTPayload = {}, signWith = key) => signWith.sign({
    iss: issuer, sub: person.sub, aud: [audience, `${issuer}userinfo`], azp: clientId, scope: 'openid profile email',
    iat: nowSeconds(), exp: nowSeconds() + 86400, ...claims,
  });
  const keys = createLocalJWKSet({ keys: [key.jwk] });

  const http = await startHttp('fake Auth0', async (req, res, url) => {
    const q = url.searchParams;
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer, authorization_endpoint: `${issuer}authorize`, token_endpoint: `${issuer}oauth/token`, userinfo_endpoint: `${issuer}userinfo`,
        jwks_uri: `${issuer}.well-known/jwks.json`, end_session_endpoint: `${issuer}oidc/logout`, response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'], id_token_signing_alg_values_supported: ['RS256'], scopes_supported: ['openid', 'profile', 'email'],
      });
    }
    if (url.pathname === '/.well-known/jwks.json') return json(res, 200, { keys: [key.jwk] });
    if (url.pathname === '/authorize' && req.method === 'GET') return loginPage(res, q);
    if (url.pathname === '/authorize/continue' && req.method === 'POST') {
      const form = new URLSearchParams(await read(req));
      // Auth0's answer when the person turns the app down: the error and the state, no code.
      if (form.has('deny')) {
        const denied = { error: 'access_denied', error_description: 'User did not authorize the request', state: form.get('state') ?? '' };
        return redirect(res, `${form.get('redirect_uri')}?${new URLSearchParams(denied)}`);
      }
      const person = people.find((p) => p.sub === form.get('sub'));
      if (!person) return html(res, 400, 'Auth0', '<p>Unknown user.</p>');
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        person, clientId: form.get('client_id')!, redirectUri: form.get('redirect_uri')!, challenge: form.get('code_challenge')!,
        audience: form.get('audience') ?? '', scope: form.get('scope') ?? 'openid',
      });
      return redirect(res, `${form.get('redirect_uri')}?${new URLSearchParams({ code, state: form.get('state') ?? '' })}`);
    }
    if (url.pathname === '/oauth/token') {
      const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', vary: 'Origin' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' }).end();
        return;
      }
      const raw = await read(req);
      const body = (req.headers['content-type'] ?? '').includes('json') ? new URLSearchParams(JSON.parse(raw) as Record<string, string>) : new URLSearchParams(raw);
      const pending = codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? ''); // single use
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (body.get('grant_type') !== 'authorization_code' || !pending || pending.clientId !== body.get('client_id') ||
        pending.redirectUri !== body.get('redirect_uri') || pending.challenge !== challenge) {
        return json(res, 403, { error: 'invalid_grant', error_description: 'Invalid authorization code' }, cors);
      }
      const accessToken = await tokenFor(pending.person, {
        aud: [pending.audience, `${issuer}userinfo`], azp: pending.clientId, scope: pending.scope, ...api.issueWith,
      });
      const idToken = await key.sign({ iss: issuer, sub: pending.person.sub, aud: pending.clientId, iat: nowSeconds(), exp: nowSeconds() + 36000, ...claimsOf(pending.person) });
      return json(res, 200, { access_token: accessToken, id_token: idToken, scope: pending.scope, expires_in: 86400, token_type: 'Bearer' }, cors);
    }
    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      try {
        const { payload } = await jwtVerify(token ?? '', keys, { issuer });
        const person = people.find((p) => p.sub === payload.sub) ?? { sub: String(payload.sub) };
        return json(res, 200, { sub: person.sub, ...claimsOf(person), updated_at: new Date().toISOString() });
      } catch {
        return json(res, 401, { error: 'invalid_token', error_description: 'Unauthorized' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      }
    }
    if (url.pathname === '/oidc/logout') {
      api.logouts++;
      return redirect(res, q.get('post_logout_redirect_uri') ?? issuer);
    }
    json(res, 404, { error: 'not_found', error_description: `fake Auth0: no route ${req.method} ${url.pathname}` });
  });
  issuer = `${http.url}/`;

  function loginPage(res: Parameters<typeof json>[0], q: URLSearchParams) {
    const problem =
      q.get('client_id') !== clientId ? 'Unknown client.' :
      q.get('response_type') !== 'code' ? 'Unsupported response type.' :
      q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge') ? 'PKCE (S256) is required.' :
      callbacks.length && !callbacks.includes(q.get('redirect_uri') ?? '') ? 'Callback URL mismatch.' : null;
    if (problem) return html(res, 400, 'Auth0 error', `<h1>Oops!, something went wrong</h1><p>${escapeHtml(problem)}</p>`);
    const connection = q.get('connection') ?? 'Username-Password-Authentication';
    const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'audience', 'scope']
      .map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(q.get(n) ?? '')}">`).join('');
    const offered = people.filter((p) => !q.get('connection') || p.sub.startsWith(`${connection}|`) || !p.sub.includes('|'));
    const choices = offered.map((p) => `<button type="submit" name="sub" value="${escapeHtml(p.sub)}">Continue as ${escapeHtml(p.name ?? p.email ?? p.sub)}</button>`).join('');
    html(res, 200, 'Log in | Rapport (test tenant)', `<main><h1>Log in to Rapport</h1><p>Connection: ${escapeHtml(connection)}</p><form method="post" action="/authorize/continue">${hidden}${choices}<button type="submit" name="deny" value="1">Cancel</button></form></main>`);
  }

  const api: FakeAuth0 = {
    url: http.url,
    issuer,
    clientId,
    audience,
    kid: key.kid,
    people,
    callbacks,
    logouts: 0,
    issueWith: {},
    env: (connections = 'github,microsoft,apple,twitter') => ({
      AUTH0_ISSUER_URL: issuer, AUTH0_AUDIENCE: audience, AUTH0_CLIENT_ID: clientId, AUTH0_CONNECTIONS: connections,
    }),
    accessToken: (person, claims, signWith) => tokenFor(person, claims, signWith),
    stop: http.stop,
  };
  return api;
}

function claimsOf(person: FakePerson) {
  return {
    ...(person.name ? { name: person.name, nickname: person.name.split(' ')[0]!.toLowerCase(), given_name: person.name.split(' ')[0] } : {}),
    ...(person.email ? { email: person.email, email_verified: person.emailVerified ?? true } : {}),
  };
}

