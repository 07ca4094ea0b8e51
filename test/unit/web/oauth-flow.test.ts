import { createHash } from 'node:crypto';
import { expect } from 'chai';

/* web/ modules load at run time through a non-literal specifier (see auth-helpers.test.ts). */
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/features/oauth/state/${path}`, import.meta.url).href) as Promise<T>;

interface Option {
  button: string; provider: string; authorizeUrl: string; responseType: 'token' | 'code'; clientId: string; scope: string;
  params: Record<string, string>; tokenUrl: string | null; logoutUrl: string | null;
}
interface Flow {
  authorizeUrlFor(option: Option, state: string, redirectUri: string, challenge: string | null): string;
  redirectUriFor(option: Option, origin?: string): string;
  readProviderAnswer(search: string, hash: string): { state: string | null; accessToken: string | null; code: string | null; error: string | null };
}
interface Pending {
  savePending(p: Record<string, unknown>): void;
  consumePending(now?: number): Record<string, unknown> | null;
  PENDING_TTL_MS: number;
}
interface Pkce {
  randomToken(bytes?: number): string;
  challengeOf(verifier: string): Promise<string>;
}

function fakeBrowser() {
  const storage = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, String(v)), removeItem: (k: string) => void data.delete(k), clear: () => data.clear() };
  };
  (globalThis as { window?: unknown }).window = { localStorage: storage(), sessionStorage: storage(), location: { origin: 'https://rapport.example' } };
}

describe('web: social sign-in flow', () => {
  let flow: Flow;
  let pending: Pending;
  let pkce: Pkce;
  before(async () => {
    fakeBrowser();
    [flow, pending, pkce] = await Promise.all([load<Flow>('sign-in-flow.ts'), load<Pending>('pending.ts'), load<Pkce>('pkce.ts')]);
  });

  const auth0: Option = {
    button: 'github', provider: 'auth0', authorizeUrl: 'https://tenant.auth0.com/authorize', responseType: 'code', clientId: 'spa',
    scope: 'openid profile email', params: { audience: 'https://api', connection: 'github' }, tokenUrl: 'https://tenant.auth0.com/oauth/token', logoutUrl: null,
  };

  it('asks Auth0 for a code with PKCE S256 and the connection, returning to /auth/callback/auth0', () => {
    const url = new URL(flow.authorizeUrlFor(auth0, 'st', flow.redirectUriFor(auth0), 'chal'));
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      client_id: 'spa', redirect_uri: 'https://rapport.example/auth/callback/auth0', response_type: 'code', scope: 'openid profile email', state: 'st',
      audience: 'https://api', connection: 'github', code_challenge: 'chal', code_challenge_method: 'S256',
    });
  });

  it('asks Google for a token in the fragment, with no PKCE parameters', () => {
    const google = { ...auth0, button: 'google', provider: 'google', authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', responseType: 'token' as const, params: {} };
    const url = new URL(flow.authorizeUrlFor(google, 'st', flow.redirectUriFor(google), null));
    expect(url.searchParams.get('response_type')).to.equal('token');
    expect(url.searchParams.has('code_challenge')).to.equal(false);
    expect(url.searchParams.get('redirect_uri')).to.equal('https://rapport.example/auth/callback/google');
  });

  it('reads the implicit answer from the fragment and the code from the query, errors from either', () => {
    expect(flow.readProviderAnswer('', '#access_token=ya29.x&token_type=Bearer&state=s1')).to.include({ accessToken: 'ya29.x', state: 's1', code: null });
    expect(flow.readProviderAnswer('?code=c1&state=s2', '')).to.include({ code: 'c1', state: 's2', accessToken: null });
    expect(flow.readProviderAnswer('?error=access_denied&state=s3', '')).to.include({ error: 'access_denied', state: 's3' });
    // A token in the query is not where the implicit grant puts it: it is not taken.
    expect(flow.readProviderAnswer('?access_token=leaked&state=s4', '').accessToken).to.equal(null);
  });

  it('keeps a pending sign-in for one read, within ten minutes, and drops an unsafe redirect', () => {
    const now = Date.now();
    pending.savePending({ state: 's', startedAt: now, redirect: '//evil.example', mode: 'login' });
    expect(pending.consumePending(now + 1000)).to.include({ state: 's', redirect: null });
    expect(pending.consumePending(now + 1000)).to.equal(null);
    pending.savePending({ state: 's', startedAt: now, redirect: '/settings', mode: 'link' });
    expect(pending.consumePending(now + pending.PENDING_TTL_MS + 1)).to.equal(null);
  });

  it('makes RFC 7636’s S256 challenge (base64url of SHA-256, no padding), and verifiers of its minimum length', async () => {
    const verifier = pkce.randomToken(32);
    expect(await pkce.challengeOf(verifier)).to.equal(createHash('sha256').update(verifier).digest('base64url'));
    expect(verifier).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(pkce.randomToken(32)).to.not.equal(verifier);
  });
});
