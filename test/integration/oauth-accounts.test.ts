import { expect } from 'chai';
import { person, startOAuthWorld, TEMP_DOMAIN, type OAuthWorld } from '../support/oauth.ts';
import { startSmtpSink, tokenIn, type SmtpSink } from '../support/smtp-sink.ts';
import { uniqueEmail } from '../support/test-server.ts';

/** Accounts keyed by (provider, subject); linking only by the signed-in owner of a verified address; never locked out (ADRs 0023, 0042). */
describe('Social sign-in: accounts and links', function () {
  this.timeout(60_000);
  let w: OAuthWorld;
  let sink: SmtpSink;
  before(async () => {
    sink = await startSmtpSink();
    w = await startOAuthWorld({ SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>', REGISTRATIONS_PER_HOUR: '100' });
  });
  after(async () => {
    await w?.stop();
    await sink?.stop();
  });

  const googleLogin = (token: string) => w.server.api('/api/oauth/login', { body: { provider: 'google', accessToken: token } });
  /** A password account whose owner has not (yet) opened the verification mail. */
  const registerUnverified = async (email = uniqueEmail()) => {
    const res = await w.server.api('/api/auth/register', { body: { email, password: 'secret1' } });
    expect(res.status).to.equal(201);
    return { email, token: res.body.token as string, id: res.body.user.id as number };
  };
  /** A password account whose owner verified the address with the mailed link, as linking needs (ADR 0042). */
  const register = async (email = uniqueEmail()) => {
    const account = await registerUnverified(email);
    const verified = await w.server.api('/api/email-verification/verify', { body: { token: tokenIn(await sink.next(email)) } });
    expect(verified.status).to.equal(200);
    return account;
  };
  const link = (token: string, provider: string, accessToken: string) => w.server.api('/api/oauth/link', { token, body: { provider, accessToken } });
  const unlink = (token: string, body: Record<string, unknown>) => w.server.api('/api/oauth/unlink', { token, body });
  const accounts = async (token: string) => (await w.server.api('/api/oauth/accounts', { token })).body as Record<string, unknown>[];
  const linkCount = async (userId: number) => Number((await w.rows('select count(*) as n from oauth_accounts where user_id = ?', [userId]))[0]!.n);

  describe('an identity whose email is an existing account’s', () => {
    it('never opens that account at sign-in; the owner signs in and links it, and from then on it opens the account', async () => {
      const owner = await register();
      const same = person({ email: owner.email, emailVerified: true });
      const refused = await googleLogin(w.google.accessToken(same));
      expect(refused.status).to.equal(409);
      expect(refused.body.error.code).to.equal('OAUTH.ACCOUNT_EXISTS');
      // How that account signs in, so the owner is told the way that works for it.
      expect(refused.body.error.details).to.deep.equal({ provider: 'google', providerDisplayName: 'Google', signInWith: { password: true, providers: [] } });
      expect(refused.body).to.not.have.nested.property('token');
      expect(await linkCount(owner.id)).to.equal(0);

      const linked = await link(owner.token, 'google', w.google.accessToken(same));
      expect(linked.status, JSON.stringify(linked.body)).to.equal(200);
      expect(linked.body).to.include({ success: true, message: 'Successfully linked Google account' });
      const signedIn = await googleLogin(w.google.accessToken(same));
      expect(signedIn.status).to.equal(200);
      expect(signedIn.body).to.include({ userId: owner.id, isNewUser: false });
      expect(signedIn.body.user.hasPassword).to.equal(true);
    });

    it('tells a provider-made account (no password) that it signs in with that provider, not with a password', async () => {
      const email = uniqueEmail('fb-first');
      const fb = await w.server.api('/api/oauth/login', { body: { provider: 'facebook', accessToken: w.facebook.accessToken(person({ email })) } });
      expect(fb.body.user.hasPassword).to.equal(false);
      const refused = await googleLogin(w.google.accessToken(person({ email })));
      expect([refused.status, refused.body.error.code]).to.deep.equal([409, 'OAUTH.ACCOUNT_EXISTS']);
      expect(refused.body.error.details.signInWith).to.deep.equal({ password: false, providers: ['Facebook'] });
      expect(refused.body.error.message).to.not.include('password');
    });

    it('refuses an email its provider has not verified, at sign-in and at linking, and writes nothing', async () => {
      const owner = await register();
      const squatter = person({ connection: 'github', email: owner.email, emailVerified: false });
      w.auth0.people.push(squatter);
      const res = await w.server.api('/api/oauth/auth0', { body: { provider: 'auth0', accessToken: await w.auth0.accessToken(squatter) } });
      expect(res.status).to.equal(409);
      expect(res.body.error.code).to.equal('OAUTH.EMAIL_NOT_VERIFIED');
      const linked = await link(owner.token, 'auth0', await w.auth0.accessToken(squatter));
      expect(linked.status).to.equal(409);
      expect(linked.body.error.code).to.equal('OAUTH.EMAIL_NOT_VERIFIED');
      expect(await linkCount(owner.id)).to.equal(0);
      const users = await w.rows('select count(*) as n from users where email = ?', [owner.email]);
      expect(Number(users[0]!.n)).to.equal(1);
    });
  });

  describe('link', () => {
    it('needs a signed-in owner', async () => {
      const res = await w.server.api('/api/oauth/link', { body: { provider: 'google', accessToken: w.google.accessToken(person()) } });
      expect(res.status).to.equal(401);
    });

    it('needs the account\'s own address verified first, Google and Auth0 alike, and links nothing before (ADR 0042)', async () => {
      // A squatter registers an address that is not theirs and tries to leave their own sign-in behind.
      const squatter = await registerUnverified(uniqueEmail('victim'));
      const gh = person({ connection: 'github' });
      w.auth0.people.push(gh);
      for (const [provider, accessToken] of [['google', w.google.accessToken(person())], ['auth0', await w.auth0.accessToken(gh)]] as const) {
        const refused = await link(squatter.token, provider, accessToken);
        expect([refused.status, refused.body.error.code], provider).to.deep.equal([409, 'OAUTH.ACCOUNT_EMAIL_UNVERIFIED']);
        expect(refused.body.error.message).to.equal('Verify the email address of your account before connecting another sign-in.');
      }
      expect(await linkCount(squatter.id)).to.equal(0);
      // Once the address is verified (by its owner, through the mailed link), linking works.
      await w.server.api('/api/email-verification/verify', { body: { token: tokenIn(await sink.next(squatter.email)) } });
      expect((await link(squatter.token, 'google', w.google.accessToken(person()))).status).to.equal(200);
    });

    it('links nothing to a temporary-email account until it has a verified address of its own', async () => {
      const fb = await w.server.api('/api/oauth/login', { body: { provider: 'facebook', accessToken: w.facebook.accessToken(person({ email: null })) } });
      const refused = await link(fb.body.token, 'google', w.google.accessToken(person()));
      expect(refused.body.error.code).to.equal('OAUTH.ACCOUNT_EMAIL_UNVERIFIED');
      expect(await linkCount(fb.body.userId)).to.equal(1);
    });

    it('connects an identity with another email, lists it, and refuses it to a second account', async () => {
      const owner = await register();
      const other = person({ name: 'Ada Other' });
      const token = w.google.accessToken(other);
      expect((await link(owner.token, 'google', token)).status).to.equal(200);
      // Linking the same identity again is harmless.
      expect((await link(owner.token, 'google', w.google.accessToken(other))).body.message).to.equal('Google is already connected.');
      const list = await accounts(owner.token);
      expect(list).to.have.length(1);
      expect(list[0]).to.include({ provider: 'google', providerDisplayName: 'Google', providerEmail: other.email, button: 'google', lastUsedAt: null });
      expect(Date.parse(list[0]!.createdAt as string)).to.be.closeTo(Date.now(), 60_000);
      expect(list[0]).to.not.have.property('subject');

      const second = await register();
      const stolen = await link(second.token, 'google', w.google.accessToken(other));
      expect(stolen.status).to.equal(409);
      expect(stolen.body.error.code).to.equal('OAUTH.ALREADY_LINKED');
      expect(await linkCount(second.id)).to.equal(0);

      await googleLogin(w.google.accessToken(other));
      expect((await accounts(owner.token))[0]!.lastUsedAt).to.be.a('string');
    });
  });

  describe('unlink', () => {
    it('refuses to remove a social-only account’s last way in, and allows it once another exists', async () => {
      const fb = person();
      const signUp = await w.server.api('/api/oauth/login', { body: { provider: 'facebook', accessToken: w.facebook.accessToken(fb) } });
      const token = signUp.body.token as string;
      const last = await unlink(token, { provider: 'facebook' });
      expect(last.status).to.equal(409);
      expect(last.body.error.code).to.equal('OAUTH.LAST_SIGN_IN_METHOD');
      expect(await linkCount(signUp.body.userId)).to.equal(1);

      expect((await link(token, 'google', w.google.accessToken(person()))).status).to.equal(200);
      const ok = await unlink(token, { provider: 'facebook' });
      expect(ok.status).to.equal(200);
      expect(ok.body).to.include({ success: true, removed: 1 });
      expect((await accounts(token)).map((a) => a.provider)).to.deep.equal(['google']);
      const gone = await unlink(token, { provider: 'facebook' });
      expect(gone.status).to.equal(404);
      expect(gone.body.error.code).to.equal('OAUTH.NOT_LINKED');
    });

    it('lets an account with a password remove its only link; a password set later counts too', async () => {
      const owner = await register();
      await link(owner.token, 'google', w.google.accessToken(person()));
      expect((await unlink(owner.token, { provider: 'google' })).status).to.equal(200);

      const social = await googleLogin(w.google.accessToken(person()));
      const token = social.body.token as string;
      expect((await unlink(token, { provider: 'google' })).status).to.equal(409);
      const set = await w.server.api('/api/auth/change-password', { token, body: { currentPassword: '', newPassword: 'secret22', confirmPassword: 'secret22' } });
      expect(set.status).to.equal(200);
      expect((await unlink(token, { provider: 'google' })).status).to.equal(200);
    });

    it('of two unlinks at once that would each leave the other as the last way in, lets exactly one through', async () => {
      const signUp = await googleLogin(w.google.accessToken(person()));
      const token = signUp.body.token as string;
      await link(token, 'facebook', w.facebook.accessToken(person()));
      const results = await Promise.all([unlink(token, { provider: 'google' }), unlink(token, { provider: 'facebook' })]);
      expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
      expect(await linkCount(signUp.body.userId)).to.equal(1);
    });

    it('removes one Auth0 connection by id and leaves the other', async () => {
      const owner = await register();
      const gh = person({ connection: 'github' });
      const tw = person({ connection: 'twitter' });
      w.auth0.people.push(gh, tw);
      await link(owner.token, 'auth0', await w.auth0.accessToken(gh));
      await link(owner.token, 'auth0', await w.auth0.accessToken(tw));
      const before = await accounts(owner.token);
      expect(before.map((a) => a.providerDisplayName)).to.deep.equal(['GitHub', 'X (Twitter)']);
      const res = await unlink(owner.token, { provider: 'auth0', id: before[1]!.id });
      expect(res.body).to.include({ removed: 1 });
      expect((await accounts(owner.token)).map((a) => a.button)).to.deep.equal(['github']);
    });
  });

  describe('temporary-email accounts', () => {
    it('change to a real address through update-email, which leaves it unverified; the temporary domain is refused there', async () => {
      const res = await w.server.api('/api/oauth/login', { body: { provider: 'facebook', accessToken: w.facebook.accessToken(person({ email: null })) } });
      const token = res.body.token as string;
      expect(res.body.user.email.endsWith(`@${TEMP_DOMAIN}`)).to.equal(true);
      const bad = await w.server.api('/api/auth/update-email', { method: 'PUT', token, body: { email: `me@${TEMP_DOMAIN}` } });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.code).to.equal('EMAIL_INVALID');
      const email = uniqueEmail('real');
      const changed = await w.server.api('/api/auth/update-email', { method: 'PUT', token, body: { email } });
      expect(changed.status).to.equal(200);
      const me = await w.server.api('/api/auth/me', { token });
      expect(me.body).to.include({ email, temporaryEmail: false, emailVerified: false });
    });

    it('an email the provider has not verified never becomes a new account’s address: the real owner can still sign up with it', async () => {
      const email = uniqueEmail('unproven');
      const res = await w.server.api('/api/oauth/auth0', {
        body: { provider: 'auth0', accessToken: await w.auth0.accessToken(person({ connection: 'github', email, emailVerified: false })) },
      });
      expect(res.status).to.equal(200);
      expect(res.body.user.email.endsWith(`@${TEMP_DOMAIN}`)).to.equal(true);
      expect(res.body).to.include({ temporaryEmail: true, emailVerified: false });
      const owner = await w.server.api('/api/auth/register', { body: { email, password: 'secret1' } });
      expect(owner.status).to.equal(201);
    });

    it('an account a provider opens with a verified email gets the verification bonus, once', async () => {
      const p = person({ email: uniqueEmail('proven') });
      const first = await googleLogin(w.google.accessToken(p));
      expect(first.body).to.include({ emailVerified: true });
      const limit = async (token: string) => (await w.server.api('/api/dashboard/usage', { token })).body.sessionLimit as number;
      expect(await limit(first.body.token)).to.equal(5 + 3);
      const again = await googleLogin(w.google.accessToken(p));
      expect(await limit(again.body.token)).to.equal(5 + 3);
    });

    it('a provider email in the temporary domain is no email at all: it never names an account', async () => {
      const p = person({ email: `someone@${TEMP_DOMAIN}` });
      const res = await googleLogin(w.google.accessToken(p));
      expect(res.status).to.equal(200);
      expect(res.body.user.email).to.match(/^google-[0-9a-f]{20}@/);
      expect(res.body).to.include({ temporaryEmail: true, emailVerified: false });
    });
  });

  it('makes one account of two first sign-ins of the same identity at once', async () => {
    const p = person();
    const both = await Promise.all([googleLogin(w.google.accessToken(p)), googleLogin(w.google.accessToken(p))]);
    expect(both.map((r) => r.status)).to.deep.equal([200, 200]);
    expect(both[0]!.body.userId).to.equal(both[1]!.body.userId);
    const users = await w.rows('select count(*) as n from users where email = ?', [p.email]);
    expect(Number(users[0]!.n)).to.equal(1);
  });

  it('records a social sign-in among the account’s login attempts', async () => {
    const res = await googleLogin(w.google.accessToken(person()));
    const rows = await w.rows('select success from login_attempts where user_id = ?', [res.body.userId]);
    expect(rows).to.deep.equal([{ success: true }]);
  });

  it('counts the sign-in that created the account as the link\'s first use', async () => {
    const res = await googleLogin(w.google.accessToken(person()));
    expect(res.body.isNewUser).to.equal(true);
    const [linked] = await accounts(res.body.token as string);
    expect(linked!.lastUsedAt, 'Settings must not say "not used to sign in yet"').to.be.a('string');
    expect(Date.parse(linked!.lastUsedAt as string)).to.be.closeTo(Date.now(), 60_000);
  });
});
