import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { IDENTITY, ResetPassword } from '#src/modules/identity/index.ts';
import type { ProfileSnapshots } from '#src/modules/identity/domain/ports.ts';
import { RefreshTokenEntity, UserEntity } from '#src/modules/identity/infrastructure/identity.entities.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('Authentication API', function () {
  let server: TestServer;
  before(async () => (server = await startTestServer({ LOGIN_ATTEMPTS_PER_15_MIN: '5', REGISTRATIONS_PER_HOUR: '100' })));
  after(() => server.stop());

  const register = (email: string, extra: Record<string, unknown> = {}) =>
    server.api('/api/auth/register', { body: { email, password: 'secret1', rememberMe: false, locale: 'en', ...extra } });

  describe('register', () => {
    it('creates a Free user and signs them in with a short-lived token', async () => {
      const email = uniqueEmail();
      const res = await register(email.toUpperCase(), { locale: 'ru' });
      expect(res.status).to.equal(201);
      expect(res.body.user).to.include({ email, role: 'User', hasPassword: true, emailVerified: false, locale: 'ru' });
      expect(res.body.user.usage).to.include({ sessionLimit: 5, coachSessionLimit: 2, subscriptionTier: 'Free' });
      expect(res.body.refreshToken).to.be.a('string');
      expect(res.headers.get('cache-control'), 'tokens are never kept by a cache (RFC 6749 §5.1)').to.equal('no-store');
      const claims = decodeJwt(res.body.token);
      expect(claims).to.include({ email, role: 'User', sub: String(res.body.user.id) });
      expect(Number(claims.exp) - Number(claims.iat)).to.equal(900);
    });

    it('refuses a taken email with 409 IDENTITY.EMAIL_TAKEN', async () => {
      const email = uniqueEmail();
      await register(email);
      const res = await register(email);
      expect(res.status).to.equal(409);
      expect(res.body.error.code).to.equal('IDENTITY.EMAIL_TAKEN');
    });

    it('lets only one of two simultaneous registrations of one email through', async () => {
      const email = uniqueEmail();
      const results = await Promise.all([register(email), register(email)]);
      expect(results.map((r) => r.status).sort()).to.deep.equal([201, 409]);
    });

    it('answers 400 with field paths for a bad email, a short password and an unknown locale', async () => {
      const res = await server.api('/api/auth/register', { body: { email: 'nope', password: '123', locale: 'de' } });
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      const paths = res.body.error.details.map((d: { path: string }) => d.path);
      expect(paths).to.include.members(['body.email', 'body.password', 'body.locale']);
    });
  });

  describe('login', () => {
    it('signs in, records the attempt and issues refresh tokens for hours, or for days with remember-me', async () => {
      const email = uniqueEmail();
      await register(email);
      const plain = await server.api('/api/auth/login', { body: { email, password: 'secret1', rememberMe: false } });
      expect(plain.status).to.equal(200);
      expect(plain.headers.get('cache-control'), 'tokens are never kept by a cache').to.equal('no-store');
      const remembered = await server.api('/api/auth/login', { body: { email, password: 'secret1', rememberMe: true } });
      const connection = server.kernel.db.orm.em.fork().getConnection();
      const rows = await connection.execute('select success, user_agent from login_attempts where email = ? order by id', [email]);
      expect(rows.map((r) => r.success)).to.deep.equal([true, true]);

      const lifetimeHours = async (refreshToken: string) => {
        const [row] = await connection.execute(
          'select expires_at, created_at from refresh_tokens where token_hash = ?', [sha256(refreshToken)]);
        return Math.round((new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()) / 3_600_000);
      };
      expect(await lifetimeHours(plain.body.refreshToken)).to.equal(12);
      expect(await lifetimeHours(remembered.body.refreshToken)).to.equal(30 * 24);
      // A rotation keeps the family's lifetime: a tab's sign-in does not turn into a remembered one.
      const rotated = await server.api('/api/auth/refresh', { body: { refreshToken: plain.body.refreshToken } });
      expect(rotated.headers.get('cache-control')).to.equal('no-store');
      expect(rotated.status).to.equal(200);
      expect(await lifetimeHours(rotated.body.refreshToken)).to.equal(12);
    });

    it('refuses a wrong password and an unknown email alike, with 401', async () => {
      const email = uniqueEmail();
      await register(email);
      const wrong = await server.api('/api/auth/login', { body: { email, password: 'wrong-one' } });
      const unknown = await server.api('/api/auth/login', { body: { email: uniqueEmail(), password: 'secret1' } });
      expect(wrong.status).to.equal(401);
      expect(unknown.status).to.equal(401);
      expect(wrong.body.error).to.deep.equal(unknown.body.error);
      const rows = await server.kernel.db.orm.em.fork().getConnection().execute(
        'select success from login_attempts where email = ?', [email]);
      expect(rows).to.deep.equal([{ success: false }]);
    });

    it('rate-limits repeated failures with 429 and Retry-After', async () => {
      const email = uniqueEmail();
      let last;
      for (let i = 0; i < 6; i++) last = await server.api('/api/auth/login', { body: { email, password: 'wrong' } });
      expect(last!.status).to.equal(429);
      expect(last!.body.error.code).to.equal('RATE_LIMITED');
      expect(Number(last!.headers.get('retry-after'))).to.be.greaterThan(0);
    });

    it('ignores X-Forwarded-For from an untrusted client, so a spoofed address buys no more guesses', async () => {
      const email = uniqueEmail();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const spoofed = { 'x-forwarded-for': `203.0.113.${i + 1}` };
        statuses.push((await server.api('/api/auth/login', { body: { email, password: 'wrong' }, headers: spoofed })).status);
      }
      expect(statuses.slice(0, 5)).to.deep.equal([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).to.deep.equal([429, 429]);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY)', () => {
    let proxied: TestServer;
    before(async () => (proxied = await startTestServer({ LOGIN_ATTEMPTS_PER_15_MIN: '2', TRUST_PROXY: 'loopback' })));
    after(() => proxied.stop());

    it('keys limits on the forwarded client address, and by account as well', async () => {
      const email = uniqueEmail();
      const attempt = (ip: string) => proxied.api('/api/auth/login', { body: { email, password: 'wrong' }, headers: { 'x-forwarded-for': ip } });
      // Two guesses per address and account, six per account.
      expect([(await attempt('198.51.100.1')).status, (await attempt('198.51.100.1')).status, (await attempt('198.51.100.1')).status]).to.deep.equal([401, 401, 429]);
      const others = [];
      for (const ip of ['198.51.100.2', '198.51.100.2', '198.51.100.3', '198.51.100.3', '198.51.100.4']) others.push((await attempt(ip)).status);
      expect(others).to.deep.equal([401, 401, 401, 401, 429]);
      const rows = await proxied.kernel.db.orm.em.fork().getConnection().execute('select distinct ip from login_attempts where email = ? order by ip', [email]);
      expect(rows.map((r) => (r as { ip: string }).ip)).to.deep.equal(['198.51.100.1', '198.51.100.2', '198.51.100.3']);
    });
  });

  describe('refresh tokens', () => {
    it('rotate on every use, and reuse of an old one revokes the whole family', async () => {
      const email = uniqueEmail();
      const first = await register(email, { rememberMe: true });
      const r1 = first.body.refreshToken;
      const second = await server.api('/api/auth/refresh', { body: { refreshToken: r1 } });
      expect(second.status).to.equal(200);
      const r2 = second.body.refreshToken;
      expect(r2).to.not.equal(r1);
      expect(decodeJwt(second.body.token).email).to.equal(email);

      const reuse = await server.api('/api/auth/refresh', { body: { refreshToken: r1 } });
      expect(reuse.status).to.equal(401);
      expect(reuse.body.error.code).to.equal('IDENTITY.REFRESH_INVALID');
      const afterTheft = await server.api('/api/auth/refresh', { body: { refreshToken: r2 } });
      expect(afterTheft.status, 'the successor is revoked too').to.equal(401);
    });

    it('are forgotten once they can no longer be used: a new sign-in clears the families that are over', async () => {
      const email = uniqueEmail();
      const signIn = () => server.api('/api/auth/login', { body: { email, password: 'secret1', rememberMe: true } });
      const first = await register(email, { rememberMe: true });
      const rotated = (await server.api('/api/auth/refresh', { body: { refreshToken: first.body.refreshToken } })).body.refreshToken;
      const loggedOut = (await signIn()).body.refreshToken;
      const expiring = (await signIn()).body.refreshToken;
      await server.api('/api/auth/logout', { body: { refreshToken: loggedOut } });
      const userId = first.body.user.id as number;
      const em = server.kernel.db.orm.em.fork();
      await em.nativeUpdate(RefreshTokenEntity, { userId, tokenHash: sha256(expiring) }, { expiresAt: new Date(Date.now() - 1000) });
      const families = async () => new Set((await em.fork().find(RefreshTokenEntity, { userId })).map((row) => row.familyId)).size;
      expect(await families(), 'a logout or an expiry alone deletes nothing').to.equal(3);

      await signIn();
      expect(await families(), 'the logged-out and the expired family are gone; the rotated one lives on, beside the new sign-in').to.equal(2);
      const reuse = await server.api('/api/auth/refresh', { body: { refreshToken: first.body.refreshToken } });
      expect(reuse.status, 'a reused token of a live family is still caught').to.equal(401);
      const afterTheft = await server.api('/api/auth/refresh', { body: { refreshToken: rotated } });
      expect(afterTheft.status, 'and still revokes its successor').to.equal(401);
      await signIn();
      expect(await families(), 'the revoked family is gone at the next sign-in').to.equal(2);
    });

    it('stop working after logout', async () => {
      const res = await register(uniqueEmail(), { rememberMe: true });
      const out = await server.api('/api/auth/logout', { body: { refreshToken: res.body.refreshToken } });
      expect(out.status).to.equal(204);
      const again = await server.api('/api/auth/refresh', { body: { refreshToken: res.body.refreshToken } });
      expect(again.status).to.equal(401);
    });
  });

  describe('profile', () => {
    let token: string;
    let email: string;
    beforeEach(async () => {
      email = uniqueEmail();
      token = (await register(email)).body.token;
    });

    it('GET /api/auth/me needs a valid token', async () => {
      expect((await server.api('/api/auth/me')).status).to.equal(401);
      expect((await server.api('/api/auth/me', { token: token.slice(0, -3) + 'abc' })).status).to.equal(401);
      const me = await server.api('/api/auth/me', { token });
      expect(me.status).to.equal(200);
      expect(me.body).to.include({ email, role: 'User' });
    });

    it('refuses a token signed with another algorithm or key', async () => {
      const [, payload] = token.split('.');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      expect((await server.api('/api/auth/me', { token: none })).status).to.equal(401);
    });

    it('updates the locale, en or ru only', async () => {
      expect((await server.api('/api/auth/me', { token })).body.locale).to.equal('en'); // now cached
      expect((await server.api('/api/auth/update-locale', { token, body: { locale: 'ru' } })).status).to.equal(200);
      expect((await server.api('/api/auth/me', { token })).body.locale).to.equal('ru');
      const bad = await server.api('/api/auth/update-locale', { token, body: { locale: 'fr' } });
      expect(bad.status).to.equal(400);
      expect((await server.api('/api/auth/me', { token })).body.locale).to.equal('ru');
    });

    it('stores the heartbeat', async () => {
      expect((await server.api('/api/auth/heartbeat', { token, method: 'POST' })).status).to.equal(204);
      const [row] = await server.kernel.db.orm.em.fork().getConnection().execute(
        'select last_heartbeat_at from users where email = ?', [email]);
      expect(Date.now() - new Date(row.last_heartbeat_at).getTime()).to.be.lessThan(10_000);
    });

    it('changes the password only with the current one, and the new one works', async () => {
      const bad = await server.api('/auth/change-password', { token, body: { currentPassword: 'nope', newPassword: 'better1', confirmPassword: 'better1' } });
      expect(bad.status).to.equal(400);
      expect(bad.body.error).to.include({ code: 'IDENTITY.INCORRECT_PASSWORD', message: 'Incorrect password.' });
      const mismatch = await server.api('/api/auth/change-password', { token, body: { currentPassword: 'secret1', newPassword: 'better1', confirmPassword: 'better2' } });
      expect(mismatch.body.error.code).to.equal('VALIDATION_FAILED');
      const short = await server.api('/api/auth/change-password', { token, body: { currentPassword: 'secret1', newPassword: '12345', confirmPassword: '12345' } });
      expect(short.body.error.code).to.equal('VALIDATION_FAILED');
      const ok = await server.api('/api/auth/change-password', { token, body: { currentPassword: 'secret1', newPassword: 'better1', confirmPassword: 'better1' } });
      expect(ok.body).to.deep.equal({ success: true, message: 'Password changed successfully!' });
      expect((await server.api('/api/auth/login', { body: { email, password: 'better1' } })).status).to.equal(200);
      expect((await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).status).to.equal(401);
    });

    it('counts wrong current passwords per account: a stolen session cannot guess the password it lacks', async () => {
      const owner = uniqueEmail();
      const { token: stolen } = (await register(owner)).body;
      const change = (currentPassword: string) =>
        server.api('/api/auth/change-password', { token: stolen, body: { currentPassword, newPassword: 'taken-over', confirmPassword: 'taken-over' } });
      const guesses = [];
      for (let i = 0; i < 5; i++) guesses.push((await change(`guess-${i}`)).status);
      expect(guesses).to.deep.equal([400, 400, 400, 400, 400]); // LOGIN_ATTEMPTS_PER_15_MIN: 5
      const right = await change('secret1');
      expect([right.status, right.body.error.code], 'the right password too, until the window is over').to.deep.equal([429, 'RATE_LIMITED']);
      expect(Number(right.headers.get('retry-after'))).to.be.within(1, 900);
      expect((await server.api('/api/auth/login', { body: { email: owner, password: 'secret1' } })).status, 'unchanged').to.equal(200);
    });

    it('updates the email with SPEC codes for each refusal', async () => {
      const other = uniqueEmail();
      await register(other);
      const put = (body: unknown) => server.api('/api/auth/update-email', { token, method: 'PUT', body });
      expect((await put({ email: '  ' })).body.error.code).to.equal('EMAIL_REQUIRED');
      expect((await put({})).body.error.code).to.equal('EMAIL_REQUIRED');
      expect((await put({ email: 'not-an-email' })).body.error.code).to.equal('EMAIL_INVALID');
      for (const markup of ['<img/src=x/onerror=alert(9)>@evil.io', '"a b"@example.com', 'a@b@example.com', 'a@example', 'a@exa_mple.com', `${'a'.repeat(250)}@example.com`]) {
        expect((await put({ email: markup })).body.error.code, markup).to.equal('EMAIL_INVALID');
      }
      const taken = await put({ email: other, currentPassword: 'secret1' });
      expect(taken.status).to.equal(409);
      expect(taken.body.error.code).to.equal('EMAIL_ALREADY_TAKEN');
      expect((await server.api('/api/auth/me', { token })).body.email).to.equal(email); // now cached
      const fresh = uniqueEmail();
      const ok = await put({ email: fresh, currentPassword: 'secret1' });
      expect(ok.status).to.equal(200);
      const me = await server.api('/api/auth/me', { token });
      expect(me.body).to.include({ email: fresh, emailVerified: false });
    });

    it('changes the email only with the current password, as the password change refuses a wrong one, and changes nothing', async () => {
      const put = (body: unknown) => server.api('/api/auth/update-email', { token, method: 'PUT', body });
      const fresh = uniqueEmail('moved');
      // Each wrong one spends one of the hour's five email changes: four here, then the change itself.
      for (const body of [{ email: fresh }, { email: fresh, currentPassword: null }, { email: fresh, currentPassword: 'secret2' }]) {
        const refused = await put(body);
        expect([refused.status, refused.body.error], JSON.stringify(body)).to.deep.equal([400, { code: 'IDENTITY.INCORRECT_PASSWORD', message: 'Incorrect password.' }]);
      }
      // A wrong password learns nothing about who uses an address.
      const other = uniqueEmail('other');
      await register(other);
      expect((await put({ email: other, currentPassword: 'wrong-1' })).body.error.code).to.equal('IDENTITY.INCORRECT_PASSWORD');
      expect((await server.api('/api/auth/me', { token })).body).to.include({ email });
      expect((await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).status, 'the old address still signs in').to.equal(200);
      expect((await put({ email: fresh, currentPassword: 'secret1' })).status).to.equal(200);
      expect((await server.api('/api/auth/me', { token })).body).to.include({ email: fresh });
    });

    it('counts wrong passwords against the hour\'s email changes, so a stolen session cannot guess on', async () => {
      const put = (currentPassword: string) => server.api('/api/auth/update-email', { token, method: 'PUT', body: { email: uniqueEmail('guess'), currentPassword } });
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await put(`guess-${i}`)).status);
      expect(answers).to.deep.equal([400, 400, 400, 400, 400, 429]); // EMAIL_CHANGES_PER_HOUR: 5
      const right = await put('secret1');
      expect(right.status, 'the right password too, until the hour is over').to.equal(429);
      expect(right.headers.get('retry-after')).to.match(/^\d+$/);
      expect((await server.api('/api/auth/me', { token })).body).to.include({ email });
    });
  });

  describe('cached profiles', () => {
    it('follow changes made inside a transaction, once it commits', async () => {
      const email = uniqueEmail();
      const { token, user } = (await register(email)).body;
      expect((await server.api('/api/auth/me', { token })).body.firstName).to.equal(null);
      const cache = server.kernel.container.get<ProfileSnapshots>(IDENTITY.ProfileSnapshots);
      const before = cache.get(user.id)!;
      await server.kernel.db.orm.em.fork().transactional(async (em) => {
        const row = await em.findOneOrFail(UserEntity, { id: user.id });
        row.firstName = 'Ada';
        await em.flush();
        await new Promise((r) => setTimeout(r, 50)); // the change event has gone round by now
        // On PostgreSQL another request can read the old row between this flush and the commit.
        cache.set(before);
      });
      expect((await server.api('/api/auth/me', { token })).body.firstName).to.equal('Ada');
    });
  });

  describe('forced logout', () => {
    it('flags tokens issued before a password reset', async () => {
      const email = uniqueEmail();
      const { token } = (await register(email)).body;
      expect((await server.api('/api/auth/should-force-logout', { token })).body).to.deep.equal({ forceLogout: false });
      await server.kernel.inContext(() => server.kernel.container.get(ResetPassword).execute(email, 'reset-pw1'));
      expect((await server.api('/api/auth/should-force-logout', { token })).body).to.deep.equal({ forceLogout: true });
      await new Promise((r) => setTimeout(r, 1100)); // the next token is issued in a later second
      const fresh = await server.api('/api/auth/login', { body: { email, password: 'reset-pw1' } });
      expect((await server.api('/api/auth/should-force-logout', { token: fresh.body.token })).body.forceLogout).to.equal(false);
    });
  });
});
