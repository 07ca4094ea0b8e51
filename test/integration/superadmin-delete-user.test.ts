import { expect } from 'chai';
import { GrantPremium } from '#src/modules/billing/index.ts';
import { CLI_OPERATOR, IDENTITY } from '#src/modules/identity/index.ts';
import type { LinkedAccountRepository } from '#src/modules/identity/domain/ports.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postgresAnswers } from '../support/test-database.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { sql } from '../support/billing.ts';
import { addLedgerRows } from '../support/ai-usage-ledger.ts';
import { aMember, anOrganisation, setOrganisation, startPlaying, type Member, type Organisation } from '../support/team-fixtures.ts';
import { ATTACK, KIND, PLAN, footprint } from '../support/personal-data.ts';

const SERVER_ENV = { CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20', LOGIN_ATTEMPTS_PER_15_MIN: '1000' };
const zeroes = (counts: Record<string, number>) => Object.fromEntries(Object.keys(counts).map((table) => [table, 0]));
const closeCode = (hub: TestHubClient) => new Promise<number>((resolve) => hub.ws.once('close', (code) => resolve(code)));

describe('Deleting a user (SPEC §5, ADR 0030)', function () {
  this.timeout(120_000);
  let server: TestServer;
  let superAdmin: Member;
  let org: Organisation;
  let admin: Member;
  let scenarioId: number;
  before(async () => {
    server = await startTestServer(SERVER_ENV);
    superAdmin = await aMember(server, 'SuperAdmin', null);
    org = await anOrganisation(server);
    admin = await aMember(server, 'Admin', org);
    scenarioId = ((await server.api('/api/scenario')).body as { id: number }[])[0]!.id;
  });
  after(() => server.stop());

  const remove = (id: number | string, token: string | undefined = superAdmin.token) =>
    server.api(`/api/superadmin/users/${id}`, { method: 'DELETE', token });
  const me = (token: string) => server.api('/api/auth/me', { token });
  const inApp = <T>(fn: () => Promise<T>) => server.kernel.inContext(fn);

  /** A learner with rows in every table that keeps learners' data, each made the way the product makes it. */
  async function aLearnerWithAHistory() {
    const learner = await aMember(server, 'User', null);
    expect((await server.api('/api/admin/team/invite', { token: admin.token, body: { email: learner.email } })).status).to.equal(201);
    await setOrganisation(server, learner, org);
    const signIn = (password: string) => server.api('/api/auth/login', { body: { email: learner.email, password, rememberMe: true } });
    expect((await signIn('not-the-password')).status).to.equal(401);
    const remembered = (await signIn('secret1')).body as { token: string; refreshToken: string };
    expect((await server.api('/api/onboarding/goals', { token: learner.token, body: { goalCategories: ['Calming angry customers'] } })).status).to.equal(200);
    expect((await server.api('/api/onboarding/curriculum/generate', { token: learner.token, body: {} })).status).to.equal(200);
    const assignment = await server.api('/api/admin/assignments', {
      token: admin.token, body: { scenarioId, dueDate: '2099-01-01', passScore: 1, memberIds: [learner.id] },
    });
    expect(assignment.status).to.equal(201);
    const played = await startPlaying(server, learner.token, scenarioId);
    await played.say(KIND);
    await played.endAndAnalyse([PLAN]);
    const { sessionId: openId } = (await server.api('/api/sessions', { token: learner.token, body: { scenarioId, coachEnabled: false, locale: 'en' } })).body;
    const hub = await TestHubClient.connect(server.url, learner.token);
    await hub.invoke('JoinSession', openId);
    expect((await hub.invoke('SendMessage', KIND)).ok).to.equal(true);
    expect((await hub.invoke('SendMessage', ATTACK)).error?.code).to.equal('SECURITY.MESSAGE_BLOCKED');
    // The built-in engines call no model: the ledger row is written as a model call would write it.
    await addLedgerRows(server.kernel.db, [{ called_at: new Date(), user_id: learner.id, session_id: openId, prompt_tokens: 120, completion_tokens: 30 }]);
    await inApp(() => server.kernel.container.get(GrantPremium).execute(learner.email, 1, CLI_OPERATOR));
    await inApp(() => server.kernel.container.get<LinkedAccountRepository>(IDENTITY.LinkedAccounts).add({
      userId: learner.id, provider: 'google', subject: `google-${learner.id}`, providerDisplayName: 'Google', providerEmail: learner.email, button: null,
    }));
    return { ...learner, remembered, hub, assignmentId: assignment.body.id as number, sessions: [played.sessionId, openId as number] };
  }

  it('erases every row that names the learner, keeps payments and statistics anonymised, and leaves everyone else’s alone', async () => {
    const learner = await aLearnerWithAHistory();
    const bystander = await aMember(server, 'User', org);
    const theirs = await startPlaying(server, bystander.token, scenarioId);
    await theirs.endAndAnalyse([KIND]);
    const before = await footprint(server, learner, learner.sessions);
    // Every table that can hold a learner's data holds some of this one's (assignments only hold their author's).
    expect(Object.keys(before).filter((table) => before[table] === 0)).to.deep.equal(['assignments']);
    const [order] = await sql<Record<string, unknown>>(server, 'select id, amount_minor, currency, status, paid_by, history from billing_orders where user_id = ?', [learner.id]);
    const [attempt] = await sql<Record<string, unknown>>(server, 'select id, attempt_time, risk_level, was_blocked, patterns, source, scenario_name from hacking_attempts where user_id = ?', [learner.id]);
    const [usage] = await sql<Record<string, unknown>>(server, 'select id, called_at, purpose, prompt_tokens, completion_tokens, outcome from ai_usage where user_id = ?', [learner.id]);
    const statistics = (await server.api('/api/hackingattempts/statistics', { token: superAdmin.token })).body;
    const bystanderBefore = await footprint(server, bystander, [theirs.sessionId]);

    // A change the trail keeps before the deletion: afterwards it says what was done, no longer to whom or the values.
    const upgrade = { subscriptionTier: 'Premium', subscriptionExpiresAt: '2099-01-01T00:00:00.000Z' };
    expect((await server.api(`/api/superadmin/users/${learner.id}/subscription`, { method: 'PUT', token: superAdmin.token, body: upgrade })).status).to.equal(200);

    const res = await remove(learner.id);
    expect([res.status, res.body]).to.deep.equal([200, { success: true, message: 'User deleted successfully' }]);

    const after = await footprint(server, learner, learner.sessions);
    expect(after).to.deep.equal(zeroes(after));
    expect((await sql(server, 'select id, amount_minor, currency, status, paid_by, history, user_id, checkout_token from billing_orders where id = ?', [order!.id])))
      .to.deep.equal([{ ...order, user_id: null, checkout_token: null }]);
    expect(await sql(server, `select id, attempt_time, risk_level, was_blocked, patterns, source, scenario_name, user_id, user_email, user_ip, user_locale,
      session_id, message, history, reasoning, suggested_action, model_output from hacking_attempts where id = ?`, [attempt!.id])).to.deep.equal([{
      ...attempt, user_id: null, user_email: null, user_ip: null, user_locale: null, session_id: null, message: '', history: [],
      reasoning: null, suggested_action: null, model_output: null,
    }]);
    expect(await sql(server, 'select id, called_at, purpose, prompt_tokens, completion_tokens, outcome, user_id, session_id from ai_usage where id = ?', [usage!.id]))
      .to.deep.equal([{ ...usage, user_id: null, session_id: null }]);
    expect((await server.api('/api/hackingattempts/statistics', { token: superAdmin.token })).body).to.deep.equal(statistics);
    // The team's assignment stays, for nobody now; the Admin's account and invitations are untouched.
    const assignments = (await server.api('/api/admin/assignments', { token: admin.token })).body as { id: number; members: unknown[] }[];
    expect(assignments.find((a) => a.id === learner.assignmentId)?.members).to.deep.equal([]);
    expect(await footprint(server, bystander, [theirs.sessionId])).to.deep.equal(bystanderBefore);
    expect((await me(admin.token)).status).to.equal(200);
    // The trail keeps who deleted whom, read where the account was (ADR 0030).
    const trail = (await server.api(`/api/superadmin/users/${learner.id}/audit`, { token: superAdmin.token })).body;
    expect(trail.items.map((e: Record<string, unknown>) => [e.action, e.actorId, e.targetEmail])).to.deep.equal([
      ['user.deleted', superAdmin.id, learner.email], ['user.subscription-updated', superAdmin.id, null], ['user.subscription-updated', null, null],
    ]);
    expect(trail.items[0].before).to.deep.equal({ email: learner.email, role: 'User', organization: org.name });
    const erased = trail.items[1] as { before: Record<string, unknown>; after: Record<string, unknown> };
    expect(erased.after).to.have.keys('subscriptionExpiresAt');
    for (const value of [...Object.values(erased.before), ...Object.values(erased.after)]) expect(value).to.equal('(erased)');
    await learner.hub.close();
  });

  it('ends every sign-in at once: the socket is told and closed, old tokens and the refresh token are refused, the password no longer works', async () => {
    const learner = await aMember(server, 'User', null);
    const remembered = (await server.api('/api/auth/login', { body: { email: learner.email, password: 'secret1', rememberMe: true } })).body;
    expect((await me(learner.token)).status).to.equal(200); // the profile is cached now
    const hub = await TestHubClient.connect(server.url, learner.token);
    const closed = closeCode(hub);

    expect((await remove(learner.id)).status).to.equal(200);

    expect(await closed).to.equal(4401);
    expect(hub.named('forced-logout')).to.deep.equal([{ reason: 'account-deleted' }]);
    expect((await me(learner.token)).status).to.equal(401);
    expect((await me(remembered.token)).status).to.equal(401);
    const refreshed = await server.api('/api/auth/refresh', { body: { refreshToken: remembered.refreshToken } });
    expect([refreshed.status, refreshed.body.error.code]).to.deep.equal([401, 'IDENTITY.REFRESH_INVALID']);
    const login = await server.api('/api/auth/login', { body: { email: learner.email, password: 'secret1' } });
    expect([login.status, login.body.error.code]).to.deep.equal([401, 'IDENTITY.INVALID_CREDENTIALS']);
    expect(await TestHubClient.connect(server.url, learner.token).then(() => 'connected', () => 'refused')).to.equal('refused');
    // The address is free again: someone may register with it, as a new account.
    const again = await server.api('/api/auth/register', { body: { email: learner.email, password: 'secret2' } });
    expect(again.status).to.equal(201);
    expect(again.body.user.id).to.not.equal(learner.id);
  });

  it('refuses deleting yourself, an unknown id, a malformed id and every caller but a SuperAdmin, and changes nothing', async () => {
    const learner = await aMember(server, 'User', org);
    const other = await aMember(server, 'User', null);
    const refusals = [
      [await remove(superAdmin.id), 409, 'IDENTITY.CANNOT_DELETE_SELF', 'You cannot delete your own account.'],
      [await remove(2_000_000_000), 404, 'IDENTITY.USER_NOT_FOUND', 'No user with id 2000000000.'],
      [await remove('abc'), 400, 'VALIDATION_FAILED'],
      [await remove(learner.id, other.token), 403, 'AUTH.FORBIDDEN'],
      [await remove(learner.id, admin.token), 403, 'AUTH.FORBIDDEN'],
      [await remove(learner.id, ''), 401, 'AUTH.UNAUTHENTICATED'],
    ] as const;
    for (const [res, status, code, message] of refusals) {
      expect([res.status, res.body.error.code], JSON.stringify(res.body)).to.deep.equal([status, code]);
      if (message) expect(res.body.error.message).to.equal(message);
    }
    for (const member of [superAdmin, learner, other, admin]) expect((await me(member.token)).status).to.equal(200);
  });

  it('rolls the whole deletion back when its last step fails: every row, the sign-ins and the socket stay', async () => {
    const learner = await aLearnerWithAHistory();
    const before = await footprint(server, learner, learner.sessions);
    // A fault in the database itself, at the very end (the users row goes after every module's eraser).
    await sql(server, "create or replace function refuse_deletion() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$");
    await sql(server, `create trigger refuse_deletion before delete on users for each row when (old.id = ${learner.id}) execute function refuse_deletion()`);
    try {
      const res = await remove(learner.id);
      expect([res.status, res.body.error.code]).to.deep.equal([500, 'INTERNAL_ERROR']);
    } finally {
      await sql(server, 'drop trigger refuse_deletion on users');
      await sql(server, 'drop function refuse_deletion()');
    }
    expect(await footprint(server, learner, learner.sessions)).to.deep.equal(before);
    const [attempt] = await sql<{ message: string; user_email: string }>(server, 'select message, user_email from hacking_attempts where user_id = ?', [learner.id]);
    expect(attempt).to.deep.equal({ message: ATTACK, user_email: learner.email });
    expect((await me(learner.token)).status).to.equal(200);
    expect((await learner.hub.invoke('SendMessage', PLAN)).ok).to.equal(true);
    expect(learner.hub.named('forced-logout')).to.deep.equal([]);
    expect((await server.api('/api/auth/refresh', { body: { refreshToken: learner.remembered.refreshToken } })).status).to.equal(200);

    const closed = closeCode(learner.hub);
    expect((await remove(learner.id)).status).to.equal(200);
    expect(await closed).to.equal(4401);
  });
});

// Two servers can share only a PostgreSQL server: this runs in the suite's PostgreSQL pass and is pending in the PGlite pass.
describe('Deleting a user signs them out on every server (PostgreSQL)', function () {
  this.timeout(60_000);
  let a: TestServer;
  let b: TestServer;
  before(async function () {
    if (!(await postgresAnswers())) this.skip();
    a = await startTestServer(SERVER_ENV);
    b = await startTestServer(SERVER_ENV, a);
  });
  after(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('the other server refuses the old token at once and closes the socket it holds', async () => {
    const superAdmin = await aMember(a, 'SuperAdmin', null);
    const learner = await aMember(a, 'User', null);
    expect((await b.api('/api/auth/me', { token: learner.token })).status).to.equal(200); // cached on b now
    const onB = await TestHubClient.connect(b.url, learner.token);
    const closed = closeCode(onB);

    expect((await a.api(`/api/superadmin/users/${learner.id}`, { method: 'DELETE', token: superAdmin.token })).status).to.equal(200);

    expect(await closed).to.equal(4401);
    expect(onB.named('forced-logout')).to.deep.equal([{ reason: 'account-deleted' }]);
    expect((await b.api('/api/auth/me', { token: learner.token })).status).to.equal(401);
  });
});
