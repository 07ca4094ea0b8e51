import { expect } from 'chai';
import type { EntityManager } from '@mikro-orm/sql';
import { ForceLogout, IDENTITY, SetRole, type UserRepository } from '#src/modules/identity/index.ts';
import { UserEntity } from '#src/modules/identity/infrastructure/identity.entities.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedIn, signIn, type Account } from './support/accounts.ts';
import { send } from './support/http.ts';
import { openHub, upgradeAnswer } from './support/hub.ts';
import { pathOf, readOperations, type Operation } from './support/operations.ts';

describe('Security: a token issued before the account changed works nowhere, at once', function () {
  this.timeout(60_000);
  let server: TestServer;
  let signedInOps: Operation[];

  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content' });
    signedInOps = (await readOperations(server.url)).filter((op) => op.signedIn);
  });
  after(() => server.stop());

  const inKernel = <T>(fn: () => Promise<T>) => server.kernel.inContext(fn);
  const answers = (token: string) =>
    Promise.all(signedInOps.map(async (op) => {
      const res = await send(server.url, { method: op.method, path: pathOf(op), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: op.method === 'GET' ? undefined : '{}' });
      return `${op.name} → ${res.status} ${res.json?.error?.code ?? ''}`;
    }));
  async function expectSignedOut(token: string) {
    expect(await answers(token)).to.deep.equal(signedInOps.map((op) => `${op.name} → 401 AUTH.UNAUTHENTICATED`));
    expect(await upgradeAnswer(server.url, token)).to.equal('HTTP 401');
  }
  /** The account, signed in with a socket open, checked to work before the change. */
  async function readyAccount(role: 'User' | 'SuperAdmin' = 'User') {
    const account = await signedIn(server, role);
    expect((await server.api('/api/auth/me', { token: account.token })).status).to.equal(200);
    return { account, hub: await openHub(server.url, account.token) };
  }
  const refresh = (refreshToken: string) => server.api('/api/auth/refresh', { body: { refreshToken } });

  it('a deleted account: every route and the hub refuse its token; its open socket is closed on its next invocation', async () => {
    const { account, hub } = await readyAccount();
    // Through the unit of work, as the product deletes (a raw DELETE would bypass the profile cache's eviction, ADR 0016).
    await inKernel(async () => {
      const em = server.kernel.container.get<EntityManager>(PLATFORM.EntityManager);
      em.remove(await em.findOneOrFail(UserEntity, { id: account.id }));
      await em.flush();
    });
    const reply = await hub.invoke('StartSession', [{ scenarioId: 1 }]);
    expect(reply.error?.code).to.equal('AUTH.UNAUTHENTICATED');
    expect(await hub.closed).to.equal(4401);
    await expectSignedOut(account.token);
    expect((await refresh(account.refreshToken)).status).to.equal(401);
  });

  it('a demoted SuperAdmin: the old token is refused everywhere and the socket closed (4401)', async () => {
    await signedIn(server, 'SuperAdmin'); // someone else stays SuperAdmin: the last one cannot be demoted
    const { account, hub } = await readyAccount('SuperAdmin');
    await inKernel(() => server.kernel.container.get(SetRole).execute(account.email, 'User'));
    expect(await hub.closed).to.equal(4401);
    await expectSignedOut(account.token);
    expect((await refresh(account.refreshToken)).status).to.equal(401);
  });

  it('a forced logout: every token and refresh token of the account is refused, every socket closed', async () => {
    const { account, hub } = await readyAccount();
    const other = await signIn(server, account.email, account.password);
    await inKernel(async () => {
      const user = await server.kernel.container.get<UserRepository>(IDENTITY.UserRepository).findByEmail(account.email);
      await server.kernel.container.get(ForceLogout).execute(user!, 'forced by an operator');
    });
    expect(await hub.closed).to.equal(4401);
    for (const token of [account.token, other.token]) await expectSignedOut(token);
    for (const refreshToken of [account.refreshToken, other.refreshToken]) expect((await refresh(refreshToken)).status).to.equal(401);
  });

  it('a password change: the other devices\' tokens, refresh tokens and sockets stop; this device goes on', async () => {
    const { account: here, hub: hereHub } = await readyAccount();
    const there = await signIn(server, here.email, here.password);
    const thereHub = await openHub(server.url, there.token);
    const body = { currentPassword: here.password, newPassword: 'a-new-password-1', confirmPassword: 'a-new-password-1' };
    expect((await server.api('/api/auth/change-password', { token: here.token, body })).status).to.equal(200);
    expect(await thereHub.closed).to.equal(4401);
    await expectSignedOut(there.token);
    expect((await refresh(there.refreshToken)).status).to.equal(401);
    expect((await server.api('/api/auth/me', { token: here.token })).status).to.equal(200);
    expect((await hereHub.invoke('EnableCoachMode')).error?.code).to.equal('PRACTICE.NOT_JOINED');
    expect((await refresh(here.refreshToken)).status).to.equal(200);
    hereHub.ws.close();
  });

  describe('refresh tokens', () => {
    it('rotate on every use; presenting a used one revokes its whole family, and only that family', async () => {
      const account = await signedIn(server);
      const elsewhere = await signIn(server, account.email, account.password);
      const first = await refresh(account.refreshToken);
      expect(first.status).to.equal(200);
      expect(first.body.refreshToken).to.not.equal(account.refreshToken);
      const reused = await refresh(account.refreshToken);
      expect([reused.status, reused.body.error.code]).to.deep.equal([401, 'IDENTITY.REFRESH_INVALID']);
      expect((await refresh(first.body.refreshToken)).status, 'the rotated token of the same family').to.equal(401);
      expect((await refresh(elsewhere.refreshToken)).status, 'another sign-in\'s family').to.equal(200);
    });

    it('stop at logout', async () => {
      const account = await signedIn(server);
      expect((await server.api('/api/auth/logout', { body: { refreshToken: account.refreshToken } })).status).to.equal(204);
      expect((await refresh(account.refreshToken)).status).to.equal(401);
    });

    it('are not access tokens, and access tokens are not refresh tokens', async () => {
      const account = await signedIn(server);
      expect((await refresh(account.token)).status).to.be.oneOf([400, 401]);
      expect((await server.api('/api/auth/me', { token: account.refreshToken })).status).to.equal(401);
    });
  });
});
