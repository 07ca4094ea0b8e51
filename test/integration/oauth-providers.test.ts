import { createHash, createHmac, randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { SignJWT } from 'jose';
import { signingKey } from '../support/fake-provider-kit.ts';
import { person, startOAuthWorld, TEMP_DOMAIN, type OAuthWorld } from '../support/oauth.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

/**
 * ADR 0023: identity comes from the provider, after the provider confirmed the token was issued to
 * this app. Every provider speaks its real protocol here (test/support/fake-*.ts).
 */
describe('Social sign-in: provider tokens', function () {
  this.timeout(60_000);
  let w: OAuthWorld;
  before(async () => (w = await startOAuthWorld()));
  after(() => w?.stop());

  const login = (provider: string, accessToken: string, extra: Record<string, unknown> = {}) =>
    w.server.api('/api/oauth/login', { body: { provider, accessToken, rememberMe: false, ...extra } });
  const auth0Login = (accessToken: string, extra: Record<string, unknown> = {}) =>
    w.server.api('/api/oauth/auth0', { body: { provider: 'auth0', accessToken, rememberMe: false, locale: 'en', ...extra } });
  const userCount = async () => Number((await w.rows('select count(*) as n from users'))[0]!.n);

  /** Refused with 401 OAUTH.TOKEN_REJECTED, and nothing written. */
  async function expectRejected(call: Promise<{ status: number; body: any }>) {
    const before = await userCount();
    const res = await call;
    expect(res.status, JSON.stringify(res.body)).to.equal(401);
    expect(res.body.error.code).to.equal('OAUTH.TOKEN_REJECTED');
    expect(await userCount()).to.equal(before);
  }

  const csp = async (server: TestServer) => Object.fromEntries(((await server.api('/api/health')).headers.get('content-security-policy') ?? '')
    .split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  it('lets the page call the Auth0 tenant (its PKCE code exchange) and load no script from any provider', async () => {
    const policy = await csp(w.server);
    expect(policy['connect-src']).to.deep.equal(["'self'", w.auth0.url]);
    expect(policy['script-src']).to.deep.equal(["'self'"]);
    expect(policy['frame-src']).to.equal(undefined);
  });

  describe('Google', () => {
    it('signs a new person up from an access token (tokeninfo, then userinfo), then signs them back in to the same account', async () => {
      const ada = person();
      const first = await login('google', w.google.accessToken(ada), { rememberMe: true, locale: 'ru' });
      expect(first.status, JSON.stringify(first.body)).to.equal(200);
      expect(first.body).to.include({ success: true, isNewUser: true, emailVerified: true, temporaryEmail: false });
      expect(first.body.user).to.include({ email: ada.email, hasPassword: false, emailVerified: true, locale: 'ru', firstName: 'Ada' });
      expect(first.body.refreshToken).to.be.a('string');
      expect(first.body.userId).to.equal(first.body.user.id);

      const again = await login('google', w.google.accessToken(ada));
      expect(again.status).to.equal(200);
      expect(again.body).to.include({ isNewUser: false, userId: first.body.userId });
      expect(again.body.refreshToken).to.be.a('string').and.not.equal(first.body.refreshToken);
      const me = await w.server.api('/api/auth/me', { token: again.body.token });
      expect(me.body).to.include({ id: first.body.userId, email: ada.email });
      const links = await w.rows('select provider, subject, provider_email, last_used_at from oauth_accounts where user_id = ?', [first.body.userId]);
      expect(links).to.have.length(1);
      expect(links[0]).to.include({ provider: 'google', subject: ada.sub, provider_email: ada.email });
      expect(links[0]!.last_used_at).to.not.equal(null);
    });

    it('accepts an ID token signed with Google’s key for our client', async () => {
      const grace = person({ name: 'Grace Hopper' });
      const res = await login('google', await w.google.idToken(grace));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.user).to.include({ email: grace.email, firstName: 'Grace', emailVerified: true });
    });

    it('refuses forged, expired, wrong-audience, wrong-issuer and unsigned ID tokens', async () => {
      const p = person();
      const forger = await signingKey(w.google.kid);
      await expectRejected(login('google', await w.google.idToken(p, {}, forger)));
      await expectRejected(login('google', await w.google.idToken(p, { exp: Math.floor(Date.now() / 1000) - 60 })));
      await expectRejected(login('google', await w.google.idToken(p, { aud: 'someone-else.apps.googleusercontent.com' })));
      await expectRejected(login('google', await w.google.idToken(p, { iss: 'https://accounts.example.com' })));
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({
        iss: 'https://accounts.google.com', aud: w.google.clientId, sub: p.sub, email: p.email, email_verified: true, exp: 9999999999,
      })).toString('base64url')}.x`;
      await expectRejected(login('google', unsigned));
      // HS256 "signed" with the public key as the secret: the algorithm-confusion attack.
      const confused = await new SignJWT({ iss: 'https://accounts.google.com', aud: w.google.clientId, sub: p.sub, exp: 9999999999 })
        .setProtectedHeader({ alg: 'HS256', kid: w.google.kid }).sign(new TextEncoder().encode(JSON.stringify((await signingKey(w.google.kid)).jwk)));
      await expectRejected(login('google', confused));
    });

    it('refuses another app’s access token, an expired one and one Google never issued', async () => {
      const p = person();
      await expectRejected(login('google', w.google.accessToken(p, { clientId: 'another-app.apps.googleusercontent.com' })));
      await expectRejected(login('google', w.google.accessToken(p, { expiresIn: -5 })));
      await expectRejected(login('google', `ya29.${randomBytes(30).toString('base64url')}`));
    });
  });

  describe('Facebook', () => {
    it('checks the token with debug_token and reads the profile with appsecret_proof', async () => {
      const fb = person({ name: 'Mary Somerville' });
      const token = w.facebook.accessToken(fb);
      const res = await login('facebook', token);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.user).to.include({ email: fb.email, hasPassword: false, emailVerified: true, firstName: 'Mary' });
      const proof = createHmac('sha256', w.facebook.appSecret).update(token).digest('hex');
      expect(w.facebook.meCalls.at(-1)).to.deep.equal({ proof, fields: 'id,name,first_name,email' });
    });

    it('refuses a genuine token of another app, an expired token and a made-up one', async () => {
      const p = person();
      await expectRejected(login('facebook', w.facebook.accessToken(p, { appId: w.facebook.otherApp.appId })));
      await expectRejected(login('facebook', w.facebook.accessToken(p, { expiresIn: -10 })));
      await expectRejected(login('facebook', `EAAB${randomBytes(30).toString('base64url')}`));
    });

    it('gives a person without an email a temporary address, unverified, recognised as such', async () => {
      const phoneOnly = person({ email: null, name: 'Sofia Kovalevskaya' });
      const res = await login('facebook', w.facebook.accessToken(phoneOnly));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ temporaryEmail: true, emailVerified: false, isNewUser: true });
      expect(res.body.user.email).to.match(new RegExp(`^facebook-[0-9a-f]{20}@${TEMP_DOMAIN.replace(/\./g, '\\.')}$`));
      expect(res.body.user.email).to.not.include(phoneOnly.sub);
      const me = await w.server.api('/api/auth/me', { token: res.body.token });
      expect(me.body).to.include({ temporaryEmail: true, emailVerified: false });
      // The same person comes back to the same account.
      const again = await login('facebook', w.facebook.accessToken(phoneOnly));
      expect(again.body).to.include({ userId: res.body.userId, isNewUser: false });
    });
  });

  describe('Auth0', () => {
    it('signs in through the tenant’s login page, code and PKCE, as the browser does', async () => {
      const octo = person({ connection: 'github', name: 'Octo Cat' });
      w.auth0.people.push(octo);
      const verifier = randomBytes(32).toString('base64url');
      const redirectUri = `${w.server.url}/auth/callback/auth0`;
      const page = await fetch(`${w.auth0.issuer}authorize?${new URLSearchParams({
        client_id: w.auth0.clientId, response_type: 'code', redirect_uri: redirectUri, scope: 'openid profile email', audience: w.auth0.audience,
        connection: 'github', state: 'st4te', code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
      })}`);
      expect(page.status).to.equal(200);
      const form = new URLSearchParams([...(await page.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
      form.set('sub', octo.sub);
      const back = await fetch(`${w.auth0.issuer}authorize/continue`, { method: 'POST', body: form, redirect: 'manual' });
      const location = new URL(back.headers.get('location')!);
      expect(location.searchParams.get('state')).to.equal('st4te');
      const exchange = await fetch(`${w.auth0.issuer}oauth/token`, {
        method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', client_id: w.auth0.clientId, code: location.searchParams.get('code')!,
          redirect_uri: redirectUri, code_verifier: verifier }),
      });
      const { access_token: accessToken } = (await exchange.json()) as { access_token: string };
      const res = await auth0Login(accessToken, { userInfo: { sub: octo.sub, email: octo.email, emailVerified: true, name: 'Octo Cat' } });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body).to.include({ success: true, emailVerified: true });
      const [link] = await w.rows('select provider, provider_display_name, button from oauth_accounts where user_id = ?', [res.body.userId]);
      expect(link).to.deep.equal({ provider: 'auth0', provider_display_name: 'GitHub', button: 'github' });
    });

    it('takes identity from /userinfo, never from the userInfo the client sends', async () => {
      const victim = person({ connection: 'github' });
      w.auth0.people.push(victim);
      const owner = await auth0Login(await w.auth0.accessToken(victim));
      expect(owner.status).to.equal(200);
      const attacker = person({ connection: 'twitter' });
      w.auth0.people.push(attacker);
      const res = await auth0Login(await w.auth0.accessToken(attacker), { userInfo: { sub: victim.sub, email: victim.email, emailVerified: true } });
      expect(res.status).to.equal(200);
      expect(res.body.userId).to.not.equal(owner.body.userId);
      expect(res.body.user.email).to.equal(attacker.email);
    });

    it('refuses forged, expired, wrong-audience, wrong-issuer and other-application tokens', async () => {
      const p = person({ connection: 'github' });
      w.auth0.people.push(p);
      const forger = await signingKey(w.auth0.kid);
      await expectRejected(auth0Login(await w.auth0.accessToken(p, {}, forger)));
      await expectRejected(auth0Login(await w.auth0.accessToken(p, { exp: Math.floor(Date.now() / 1000) - 30 })));
      await expectRejected(auth0Login(await w.auth0.accessToken(p, { aud: ['https://another-api.example/', `${w.auth0.issuer}userinfo`] })));
      await expectRejected(auth0Login(await w.auth0.accessToken(p, { iss: 'https://evil.auth0.com/' })));
      await expectRejected(auth0Login(await w.auth0.accessToken(p, { azp: 'another-application' })));
      await expectRejected(auth0Login('not-a-jwt'));
    });

    it('offers the configured connections as buttons, with the tenant’s endpoints from discovery', async () => {
      const res = await w.server.api('/api/oauth/providers');
      expect(res.status).to.equal(200);
      const buttons = res.body.providers.map((p: { button: string; provider: string }) => `${p.button}:${p.provider}`);
      expect(buttons).to.deep.equal(['google:google', 'facebook:facebook', 'github:auth0', 'microsoft:auth0', 'apple:auth0', 'twitter:auth0']);
      const microsoft = res.body.providers[3];
      expect(microsoft).to.deep.include({
        authorizeUrl: `${w.auth0.issuer}authorize`, tokenUrl: `${w.auth0.issuer}oauth/token`, responseType: 'code', clientId: w.auth0.clientId,
        params: { audience: w.auth0.audience, connection: 'windowslive' }, logoutUrl: `${w.auth0.issuer}oidc/logout`,
      });
      expect(res.body.providers[0]).to.include({ responseType: 'token', clientId: w.google.clientId, tokenUrl: null });
    });
  });
});

describe('Social sign-in: what is not set up, and a provider that does not answer', function () {
  this.timeout(60_000);
  let server: TestServer;
  // Google is configured, but nothing listens where its endpoints are said to be.
  const dead = 'http://127.0.0.1:9';
  before(async () => (server = await startTestServer({
    GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', GOOGLE_TOKENINFO_URL: `${dead}/tokeninfo`, GOOGLE_USERINFO_URL: `${dead}/userinfo`,
    GOOGLE_JWKS_URL: `${dead}/certs`, OAUTH_TIMEOUT_MS: '2000',
  })));
  after(() => server?.stop());

  it('adds no origin to the page’s policy without Auth0', async () => {
    const header = (await server.api('/api/health')).headers.get('content-security-policy') ?? '';
    expect(header).to.match(/connect-src 'self';/);
  });

  it('offers only the configured provider’s button', async () => {
    const res = await server.api('/api/oauth/providers');
    expect(res.body.providers.map((p: { button: string }) => p.button)).to.deep.equal(['google']);
  });

  it('answers 400 OAUTH.PROVIDER_NOT_CONFIGURED for a provider without settings', async () => {
    const fb = await server.api('/api/oauth/login', { body: { provider: 'facebook', accessToken: 'EAABxyz' } });
    expect(fb.status).to.equal(400);
    expect(fb.body.error.code).to.equal('OAUTH.PROVIDER_NOT_CONFIGURED');
    const a0 = await server.api('/api/oauth/auth0', { body: { provider: 'auth0', accessToken: 'a.b.c' } });
    expect(a0.body.error.code).to.equal('OAUTH.PROVIDER_NOT_CONFIGURED');
  });

  it('answers 502 OAUTH.PROVIDER_UNAVAILABLE when the provider cannot be reached, for access and ID tokens', async () => {
    for (const accessToken of ['ya29.opaque', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln']) {
      const res = await server.api('/api/oauth/login', { body: { provider: 'google', accessToken } });
      expect(res.status, accessToken).to.equal(502);
      expect(res.body.error.code).to.equal('OAUTH.PROVIDER_UNAVAILABLE');
    }
  });

  it('refuses to register in the temporary domain', async () => {
    const res = await server.api('/api/auth/register', { body: { email: 'someone@temp.rapport.invalid', password: 'secret1' } });
    expect(res.status).to.equal(400);
    expect(res.body.error.details[0].path).to.equal('body.email');
    expect((await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).status).to.equal(201);
  });
});
