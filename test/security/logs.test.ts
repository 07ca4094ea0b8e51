import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '#src/platform/logger.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { freePort } from '../support/app-server.ts';
import { startFakeBePaid, type FakeBePaid } from '../support/fake-bepaid-server.ts';
import { SINK_PASSWORD, startSmtpSink, tokenIn, type SmtpSink } from '../support/smtp-sink.ts';
import { startFakeGoogle, type FakeGoogle } from '../support/fake-google.ts';
import { startFakeFacebook, type FakeFacebook } from '../support/fake-facebook.ts';
import { startFakeAuth0, type FakeAuth0 } from '../support/fake-auth0.ts';
import { person } from '../support/oauth.ts';
import { openHub } from './support/hub.ts';
import { send } from './support/http.ts';

const JWT_SECRET = 'a-signing-secret-that-must-never-be-logged-0123456789';

describe('Security: secrets never reach the logs', function () {
  this.timeout(60_000);
  let server: TestServer;
  let bepaid: FakeBePaid;
  let sink: SmtpSink;
  let google: FakeGoogle;
  let facebook: FakeFacebook;
  let auth0: FakeAuth0;
  let logDir: string;
  const lines: string[] = [];
  /** Every password, token and key the flow below uses. */
  const secrets = new Set<string>([JWT_SECRET]);

  before(async () => {
    logDir = mkdtempSync(join(tmpdir(), 'rapport-logs-'));
    const console = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    // Everything, at trace level, to the console stream and to <DATA_DIR>/logs/rapport.log, as a server in production writes it.
    const logger = createLogger({ LOG_LEVEL: 'trace', logPretty: false, DATA_DIR: logDir }, true, console);
    [bepaid, google, facebook, auth0] = await Promise.all([startFakeBePaid(), startFakeGoogle(), startFakeFacebook(), startFakeAuth0()]);
    sink = await startSmtpSink();
    // The relay's password, alone and inside SMTP_URL.
    secrets.add(SINK_PASSWORD).add(sink.url);
    const port = await freePort();
    server = await startTestServer({ CONTENT_DIR: 'content', JWT_SECRET, OFFLINE_TYPING_DELAY_MS: '0', LOG_LEVEL: 'trace', PORT: String(port),
      SMTP_URL: sink.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>', ...bepaid.env(`http://127.0.0.1:${port}`), ...google.env(), ...facebook.env(),
      ...auth0.env() }, undefined, logger);
    // The shop's secret key, alone and inside the Basic credentials bePaid and Rapport send each other.
    secrets.add(bepaid.secretKey).add(bepaid.basic().replace('Basic ', ''));
    secrets.add(facebook.appSecret);
    await signInOutAndAbout();
    await socialSignIns();
  });
  after(async () => {
    await server.stop();
    await Promise.all([bepaid.stop(), sink.stop(), google.stop(), facebook.stop(), auth0.stop()]);
    rmSync(logDir, { recursive: true, force: true });
  });

  /** Register, sign in, refresh, change the password, use a socket, and fail in the usual ways, keeping every secret used. */
  async function signInOutAndAbout() {
    const keep = (...values: (string | undefined)[]) => values.forEach((v) => v && secrets.add(v));
    const email = uniqueEmail('logs');
    const [first, second, wrong] = ['first-Pa55word!', 'second-Pa55word!', 'wrong-Pa55word!'];
    keep(first, second, wrong);
    const registered = (await server.api('/api/auth/register', { body: { email, password: first, rememberMe: true } })).body;
    keep(registered.token, registered.refreshToken);
    // Email verification: the link's token in a URL path and a body, a resend too soon, and one the relay refuses.
    const verification = tokenIn(await sink.next(email));
    keep(verification);
    expect((await server.api(`/api/email-verification/validate/${verification}`)).body.valid).to.equal(true);
    expect((await server.api('/api/email-verification/resend', { token: registered.token, body: {} })).status).to.equal(429);
    await server.kernel.db.orm.em.fork().getConnection().execute(
      `update users set email_verification_sent_at = now() - interval '61 seconds' where email = ?`, [email]);
    sink.refuse(true);
    expect((await server.api('/api/email-verification/resend', { token: registered.token, body: {} })).status).to.equal(503);
    sink.refuse(false);
    expect((await server.api('/api/email-verification/verify', { body: { token: verification } })).status).to.equal(200);
    expect((await server.api('/api/auth/login', { body: { email, password: wrong } })).status).to.equal(401);
    const login = (await server.api('/api/auth/login', { body: { email, password: first, rememberMe: true } })).body;
    keep(login.token, login.refreshToken);
    const refreshed = (await server.api('/api/auth/refresh', { body: { refreshToken: login.refreshToken } })).body;
    keep(refreshed.token, refreshed.refreshToken);
    expect((await server.api('/api/auth/refresh', { body: { refreshToken: login.refreshToken } })).status).to.equal(401); // reuse
    const change = { currentPassword: first, newPassword: second, confirmPassword: second };
    expect((await server.api('/api/auth/change-password', { token: refreshed.token, body: change })).status).to.equal(200);
    expect((await server.api('/auth/change-password', { token: refreshed.token, body: { ...change, currentPassword: wrong } })).status).to.be.within(400, 401);
    expect((await server.api('/api/auth/me', { token: registered.token })).status).to.equal(401); // signed out by the change
    expect((await server.api(`/api/auth/me?access_token=${refreshed.token}&token=${refreshed.token}`)).status).to.equal(401);
    await send(server.url, { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: `{"email":"${email}","password":"${second}"` });

    const hub = await openHub(server.url, refreshed.token);
    const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
    const started = await hub.invoke('StartSession', [{ scenarioId: scenario!.id, coachEnabled: false }]);
    await hub.invoke('JoinSession', [(started.result as { sessionId: number }).sessionId]);
    await hub.invoke('SendMessage', ['Thank you for telling me.']);
    hub.ws.close();
    await hub.closed;
    const refused = await openHub(server.url, registered.token).catch((e: Error) => e.message);
    expect(refused).to.equal('HTTP 401');

    // A payment: bePaid failing once, then a checkout paid, and notifications forged in the usual ways.
    bepaid.failNext(500);
    expect((await server.api('/api/payments/session', { token: refreshed.token, body: { plan: 'monthly' } })).status).to.equal(502);
    // An answer Rapport cannot read (no redirect_url) that still carries a checkout's token.
    const strayToken = `stray${randomBytes(16).toString('hex')}`;
    secrets.add(strayToken);
    bepaid.failNext(200, { checkout: { token: strayToken } });
    expect((await server.api('/api/payments/session', { token: refreshed.token, body: { plan: 'monthly' } })).status).to.equal(502);
    const { token: checkout } = (await server.api('/api/payments/session', { token: refreshed.token, body: { plan: 'monthly' } })).body;
    expect((await bepaid.pay(checkout)).status).to.equal(200);
    const raw = bepaid.notificationFor(checkout, 'successful');
    expect((await bepaid.notify(checkout, raw, { basic: bepaid.basic(bepaid.shopId, `${bepaid.secretKey}x`) })).status).to.equal(401);
    expect((await bepaid.notify(checkout, raw, { signature: 'forged' })).status).to.equal(401);
    await server.api('/api/auth/logout', { body: { refreshToken: refreshed.refreshToken } });
  }

  /** Social sign-ins, links and refusals (ADR 0023): provider tokens, an authorisation code in a callback URL, Facebook's app secret. */
  async function socialSignIns() {
    const keep = (...values: (string | undefined)[]) => values.forEach((v) => v && secrets.add(v));
    const oauth = async (path: string, body: Record<string, unknown>, token?: string) => {
      const res = await server.api(path, { body, token });
      keep(res.body?.token, res.body?.refreshToken);
      return res;
    };
    const googleToken = google.accessToken(person());
    const idToken = await google.idToken(person());
    const facebookToken = facebook.accessToken(person({ email: null }));
    const someone = person({ connection: 'github' });
    auth0.people.push(someone);
    const auth0Token = await auth0.accessToken(someone);
    const foreign = facebook.accessToken(person(), { appId: facebook.otherApp.appId });
    keep(googleToken, idToken, facebookToken, auth0Token, foreign);
    const signedIn = await oauth('/api/oauth/login', { provider: 'google', accessToken: googleToken, rememberMe: true });
    expect(signedIn.status).to.equal(200);
    expect((await oauth('/api/oauth/login', { provider: 'google', accessToken: idToken })).status).to.equal(200);
    expect((await oauth('/api/oauth/login', { provider: 'facebook', accessToken: facebookToken })).status).to.equal(200);
    expect((await oauth('/api/oauth/auth0', { provider: 'auth0', accessToken: auth0Token, userInfo: { sub: someone.sub } })).status).to.equal(200);
    expect((await oauth('/api/oauth/login', { provider: 'facebook', accessToken: foreign })).status).to.equal(401);
    expect((await oauth('/api/oauth/link', { provider: 'facebook', accessToken: foreign }, signedIn.body.token)).status).to.equal(401);
    // The provider sends the browser back with a code in the address; the server serves the page and logs the request.
    const code = 'authorisation-code-never-logged-42';
    keep(code);
    await fetch(`${server.url}/auth/callback/auth0?code=${code}&state=xyz`);
  }

  const fileLines = () => {
    const file = join(logDir, 'logs', 'rapport.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  };

  it('captured the whole flow: request lines for every call, in the console stream and the log file', async () => {
    await new Promise((r) => setTimeout(r, 300)); // the file stream writes asynchronously
    for (const path of ['/api/auth/register', '/api/auth/login', '/api/auth/refresh', '/api/auth/change-password', '/api/auth/me?access_token=[Redacted]',
      '/api/oauth/login', '/api/oauth/auth0', '/auth/callback/auth0?code=[Redacted]&state=xyz'])
      expect(lines.some((l) => l.includes(`"url":"${path}`)), path).to.equal(true);
    expect(fileLines().length).to.be.at.least(lines.length - 5);
    expect(secrets.size).to.be.at.least(10);
  });

  it('has no password, access token, refresh token, token signature or signing key in any line', () => {
    const leaks: string[] = [];
    for (const line of [...lines, ...fileLines()]) {
      for (const secret of secrets) {
        // A JWT's signature alone is enough to replay it once the rest is known: look for it too.
        const parts = secret.split('.').length === 3 ? [secret, secret.split('.')[2]!] : [secret];
        if (parts.some((p) => line.includes(p))) leaks.push(`${secret.slice(0, 12)}… in ${line.slice(0, 160)}`);
      }
      if (/\$argon2id\$/.test(line)) leaks.push(`a password hash in ${line.slice(0, 160)}`);
    }
    expect(leaks).to.deep.equal([]);
  });
});
