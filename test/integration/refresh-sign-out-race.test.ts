import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { eventually } from '../support/billing.ts';
import { TEST_DATABASE_URL } from '../support/test-database.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { person, startOAuthWorld, type OAuthWorld } from '../support/oauth.ts';

/** Backends of this database waiting for a lock right now. */
const waitingForLocks = async (client: pg.Client) =>
  Number((await client.query(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n);

/** How many backends wait for a lock, once one does; 0 when none does within ten seconds. */
const someoneWaits = (watcher: pg.Client) => eventually(() => waitingForLocks(watcher), 10_000).catch(() => 0);

/** Whether `n` backends wait for a lock at once within ten seconds. */
const waitersReach = (watcher: pg.Client, n: number) => eventually(async () => (await waitingForLocks(watcher)) >= n, 10_000).catch(() => false);

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A refresh racing a sign-out everywhere (a password reset, "it was not me") on PostgreSQL: the
 * sign-out holds the account's row while it revokes the tokens, and a rotation that does not wait
 * for it could commit a new token the revocation never saw, keeping a thief signed in. The rotation
 * takes the account's row first, so it waits. The embedded database has one connection, where the
 * two cannot interleave: PostgreSQL's lane only.
 */
describe('A refresh or a sign-in during a sign-out everywhere (PostgreSQL)', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async function () {
    if (!TEST_DATABASE_URL) this.skip();
    server = await startTestServer();
  });
  after(async () => server?.stop());


  it('waits for the sign-out and is refused, leaving no token that still works', async () => {
    const email = uniqueEmail();
    const signedIn = (await server.api('/api/auth/register', { body: { email, password: 'secret1', rememberMe: true } })).body;
    const userId = signedIn.user.id as number;
    const signOut = new pg.Client({ connectionString: server.database.databaseUrl });
    const watcher = new pg.Client({ connectionString: server.database.databaseUrl });
    await Promise.all([signOut.connect(), watcher.connect()]);
    try {
      // The sign-out's transaction, as ForceLogout.mark runs it: the account locked first.
      await signOut.query('begin');
      await signOut.query('select id from users where id = $1 for update', [userId]);
      const refresh = server.api('/api/auth/refresh', { body: { refreshToken: signedIn.refreshToken } });
      const waiting = await someoneWaits(watcher);
      expect(waiting, 'the rotation waits for the account the sign-out holds').to.be.at.least(1);
      await signOut.query('update users set force_logout_at = now() where id = $1', [userId]);
      await signOut.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
      await signOut.query('commit');
      expect((await refresh).status).to.equal(401);
      const live = await watcher.query('select count(*) as n from refresh_tokens where user_id = $1 and revoked_at is null', [userId]);
      expect(Number(live.rows[0].n), 'no token left to refresh with').to.equal(0);
    } finally {
      await signOut.query('rollback').catch(() => undefined);
      await Promise.all([signOut.end(), watcher.end()]);
    }
  });

  /**
   * A rotation stopped between taking the account's row and committing: another connection holds its
   * token's row. `during` starts what races it once the rotation waits; it must wait too (two waiters).
   */
  const refreshStalled = async <T>(refreshToken: string, during: () => Promise<T>) => {
    const holder = new pg.Client({ connectionString: server.database.databaseUrl });
    const watcher = new pg.Client({ connectionString: server.database.databaseUrl });
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query('begin');
      await holder.query('select id from refresh_tokens where token_hash = $1 for update', [tokenHash(refreshToken)]);
      const refresh = server.api('/api/auth/refresh', { body: { refreshToken } });
      expect(await someoneWaits(watcher), 'the rotation waits, the account\'s row taken').to.be.at.least(1);
      const raced = during();
      expect(await waitersReach(watcher, 2), 'what races it waits for the rotation').to.equal(true);
      await holder.query('commit');
      return { refreshed: await refresh, raced: await raced };
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await Promise.all([holder.end(), watcher.end()]);
    }
  };

  it('a refresh a sign-out everywhere waited for answers an access token the sign-out then refuses', async () => {
    const email = uniqueEmail();
    const thief = (await server.api('/api/auth/register', { body: { email, password: 'secret1', rememberMe: true } })).body;
    const owner = (await server.api('/api/auth/login', { body: { email, password: 'secret1' } })).body;
    const { refreshed, raced } = await refreshStalled(thief.refreshToken as string,
      () => server.api('/api/auth/sign-out-other-devices', { method: 'POST', token: owner.token }));
    expect([refreshed.status, raced.status]).to.deep.equal([200, 200]);
    expect(decodeJwt(refreshed.body.token as string).email, 'a genuine token').to.equal(email);
    // Made under the account's lock, before the sign-out took it: older than the sign-out, so refused.
    expect((await server.api('/api/auth/me', { token: refreshed.body.token })).status, 'the new access token').to.equal(401);
    expect((await server.api('/api/auth/refresh', { body: { refreshToken: refreshed.body.refreshToken } })).status, 'the new refresh token').to.equal(401);
    expect((await server.api('/api/auth/me', { token: owner.token })).status, 'the owner stays').to.equal(200);
  });

  it('a sign-out of one device during its refresh revokes the refresh token the rotation made too', async () => {
    const signedIn = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1', rememberMe: true } })).body;
    const { refreshed, raced } = await refreshStalled(signedIn.refreshToken as string,
      () => server.api('/api/auth/logout', { body: { refreshToken: signedIn.refreshToken } }));
    expect([refreshed.status, raced.status]).to.deep.equal([200, 204]);
    expect((await server.api('/api/auth/refresh', { body: { refreshToken: refreshed.body.refreshToken } })).status).to.equal(401);
  });

  it('a sign-in with the old password during a password reset waits for it and is refused, with no session made', async () => {
    const email = uniqueEmail();
    const userId = (await server.api('/api/auth/register', { body: { email, password: 'secret1' } })).body.user.id as number;
    const reset = new pg.Client({ connectionString: server.database.databaseUrl });
    const watcher = new pg.Client({ connectionString: server.database.databaseUrl });
    await Promise.all([reset.connect(), watcher.connect()]);
    const sessions = async () => Number((await watcher.query('select count(*) as n from refresh_tokens where user_id = $1', [userId])).rows[0].n);
    const before = await sessions();
    try {
      // The reset's transaction, as ResetPassword runs it: the account locked, then its new password.
      await reset.query('begin');
      await reset.query('select id from users where id = $1 for update', [userId]);
      const login = server.api('/api/auth/login', { body: { email, password: 'secret1', rememberMe: true } });
      const waiting = await someoneWaits(watcher);
      expect(waiting, 'the sign-in, its password checked, waits for the account the reset holds').to.be.at.least(1);
      await reset.query(`update users set password_hash = 'reset-meanwhile', force_logout_at = now() where id = $1`, [userId]);
      await reset.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
      await reset.query('commit');
      const answer = await login;
      expect([answer.status, answer.body.error?.code]).to.deep.equal([401, 'IDENTITY.INVALID_CREDENTIALS']);
      expect(await sessions(), 'no session made').to.equal(before);
      const [last] = (await watcher.query('select success from login_attempts where user_id = $1 order by id desc limit 1', [userId])).rows;
      expect(last, 'the attempt is on record as failed').to.deep.equal({ success: false });
    } finally {
      await reset.query('rollback').catch(() => undefined);
      await Promise.all([reset.end(), watcher.end()]);
    }
  });

  describe('a sign-in with a provider during "it was not me"', () => {
    let w: OAuthWorld;
    before(async () => {
      w = await startOAuthWorld();
    });
    after(async () => w?.stop());

    it('waits for the undo, and once it has disconnected the link, opens nothing: no session is made', async () => {
      const intruder = person();
      const made = await w.server.api('/api/oauth/login', { body: { provider: 'google', accessToken: w.google.accessToken(intruder) } });
      expect(made.status).to.equal(200);
      const userId = made.body.userId as number;
      const undo = new pg.Client({ connectionString: w.server.database.databaseUrl });
      const watcher = new pg.Client({ connectionString: w.server.database.databaseUrl });
      await Promise.all([undo.connect(), watcher.connect()]);
      const live = async () => Number((await watcher.query('select count(*) as n from refresh_tokens where user_id = $1 and revoked_at is null', [userId])).rows[0].n);
      try {
        // The undo's transaction, as UndoEmailChange runs it: the account locked, signed out, its links removed.
        await undo.query('begin');
        await undo.query('select id from users where id = $1 for update', [userId]);
        const again = w.server.api('/api/oauth/login', { body: { provider: 'google', accessToken: w.google.accessToken(intruder) } });
        expect(await someoneWaits(watcher), 'the sign-in, its link found, waits for the account the undo holds').to.be.at.least(1);
        await undo.query('update users set force_logout_at = now() where id = $1', [userId]);
        await undo.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
        await undo.query('delete from oauth_accounts where user_id = $1', [userId]);
        await undo.query('commit');
        const answer = await again;
        // Looked at afresh, the identity has no link, and its address is that account's: refused as any such sign-in is.
        expect([answer.status, answer.body.error?.code]).to.deep.equal([409, 'OAUTH.ACCOUNT_EXISTS']);
        expect(await live(), 'no session made after the sign-out').to.equal(0);
      } finally {
        await undo.query('rollback').catch(() => undefined);
        await Promise.all([undo.end(), watcher.end()]);
      }
    });
  });
});
