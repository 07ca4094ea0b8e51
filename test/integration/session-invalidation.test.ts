import { expect } from 'chai';
import WebSocket from 'ws';
import type { EntityManager } from '@mikro-orm/sql';
import { CreateUser, SetRole } from '#src/modules/identity/index.ts';
import { UserEntity } from '#src/modules/identity/infrastructure/identity.entities.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

/** R2.3 #1 and #2: authorisation follows the account as it is now, at once (ADR 0016). */
describe('Tokens follow the account as it is now', function () {
  this.timeout(30_000);
  let server: TestServer;
  before(async () => (server = await startTestServer()));
  after(() => server.stop());

  const signIn = async (email: string, password = 'secret1') =>
    (await server.api('/api/auth/login', { body: { email, password, rememberMe: true } })).body as { token: string; refreshToken: string };
  const socket = (token: string) =>
    new Promise<{ ws: WebSocket; closed: Promise<number> }>((resolve, reject) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/hubs/simulation?access_token=${token}`);
      const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
      ws.once('open', () => resolve({ ws, closed }));
      ws.once('unexpected-response', (_q, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  const invoke = (ws: WebSocket, method: string) =>
    new Promise<{ ok: boolean; error?: { code: string } }>((resolve) => {
      ws.once('message', (data) => resolve(JSON.parse(data.toString())));
      ws.send(JSON.stringify({ type: 'invoke', id: '1', method, args: [] }));
    });

  it('a demoted SuperAdmin is refused at once on every route and hub with the token they hold', async () => {
    const email = uniqueEmail('admin');
    await server.kernel.inContext(async () => {
      await server.kernel.container.get(CreateUser).execute({ email, password: 'secret1', role: 'SuperAdmin' });
      // Someone else stays SuperAdmin: the last one cannot be demoted.
      await server.kernel.container.get(CreateUser).execute({ email: uniqueEmail('other-admin'), password: 'secret1', role: 'SuperAdmin' });
    });
    const { token } = await signIn(email);
    expect((await server.api('/api/superadmin/analysis-retry-stats', { token })).status).to.equal(200);
    const open = await socket(token);

    await server.kernel.inContext(() => server.kernel.container.get(SetRole).execute(email, 'User'));

    expect((await server.api('/api/superadmin/analysis-retry-stats', { token })).status).to.equal(401);
    expect((await server.api('/api/auth/me', { token })).status).to.equal(401);
    expect(await open.closed).to.equal(4401);
    const refused = await socket(token).catch((e: Error) => e.message);
    expect(refused).to.equal('HTTP 401');
    // Signing in again gives the current role.
    const fresh = await signIn(email);
    expect((await server.api('/api/superadmin/analysis-retry-stats', { token: fresh.token })).status).to.equal(403);
  });

  it('a deleted account\'s token works nowhere and writes nothing', async () => {
    const email = uniqueEmail();
    const { token, user } = (await server.api('/api/auth/register', { body: { email, password: 'secret1' } })).body;
    expect((await server.api('/api/auth/me', { token })).status).to.equal(200);
    await server.kernel.inContext(async () => {
      const em = server.kernel.container.get<EntityManager>(PLATFORM.EntityManager);
      em.remove(await em.findOneOrFail(UserEntity, { id: user.id }));
      await em.flush();
    });
    expect((await server.api('/api/auth/me', { token })).status).to.equal(401);
    const goals = await server.api('/api/onboarding/goals', { token, body: { goalCategories: ['Sales'] } });
    expect(goals.status).to.equal(401);
    const rows = await server.kernel.inContext(() =>
      server.kernel.container.get<EntityManager>(PLATFORM.EntityManager).getConnection().execute('SELECT count(*)::int AS n FROM onboarding_profiles WHERE user_id = ?', [user.id]));
    expect(rows[0].n).to.equal(0);
  });

  it('changing your password signs out your other devices (tokens, refresh tokens, sockets) and keeps this one', async () => {
    const email = uniqueEmail();
    await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
    const here = await signIn(email);
    const there = await signIn(email);
    const [hereSocket, thereSocket] = [await socket(here.token), await socket(there.token)];

    const changed = await server.api('/api/auth/change-password', { token: here.token, body: { currentPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' } });
    expect(changed.status, JSON.stringify(changed.body)).to.equal(200);

    expect(await thereSocket.closed).to.equal(4401);
    expect((await server.api('/api/auth/me', { token: there.token })).status).to.equal(401);
    expect((await server.api('/api/auth/refresh', { body: { refreshToken: there.refreshToken } })).status).to.equal(401);

    expect((await server.api('/api/auth/me', { token: here.token })).status).to.equal(200);
    expect(hereSocket.ws.readyState).to.equal(WebSocket.OPEN);
    expect((await invoke(hereSocket.ws, 'EnableCoachMode')).error?.code).to.equal('PRACTICE.NOT_JOINED'); // still served
    const refreshed = await server.api('/api/auth/refresh', { body: { refreshToken: here.refreshToken } });
    expect(refreshed.status).to.equal(200);
    expect((await server.api('/api/auth/me', { token: refreshed.body.token })).status).to.equal(200);
    expect((await signIn(email, 'secret2')).token).to.be.a('string');
    hereSocket.ws.close();
  });

  it('signing out the other devices ends every other sign-in — tokens, refresh tokens, sockets — and keeps this one', async () => {
    const email = uniqueEmail();
    await server.api('/api/auth/register', { body: { email, password: 'secret1' } });
    const here = await signIn(email);
    const there = await signIn(email);
    const thereSocket = await socket(there.token);
    expect((await server.api('/api/auth/sign-out-other-devices', { method: 'POST' })).status).to.equal(401);

    const answer = await server.api('/api/auth/sign-out-other-devices', { token: here.token, method: 'POST' });
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({ success: true, message: 'Every other device is signed out.' });
    expect((await server.api('/api/auth/me', { token: there.token })).status).to.equal(401);
    expect(await thereSocket.closed).to.equal(4401);
    expect((await server.api('/api/auth/refresh', { body: { refreshToken: there.refreshToken } })).status).to.equal(401);
    expect((await server.api('/api/auth/me', { token: here.token })).status).to.equal(200);
    const refreshed = await server.api('/api/auth/refresh', { body: { refreshToken: here.refreshToken } });
    expect((await server.api('/api/auth/me', { token: refreshed.body.token })).status).to.equal(200);
    // The password is unchanged: signing in again works as before.
    expect((await signIn(email)).token).to.be.a('string');
  });
});
