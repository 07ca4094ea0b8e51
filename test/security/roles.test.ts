import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { freePort } from '../support/app-server.ts';
import { startFakeBePaid, type FakeBePaid } from '../support/fake-bepaid-server.ts';
import { startOAuthFakes } from '../support/oauth.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { talkAndEnd } from '../support/analysis-fixtures.ts';
import { signedIn, sql, type Account } from './support/accounts.ts';
import { send } from './support/http.ts';
import { openHub } from './support/hub.ts';
import { pathOf, readOperations, sampleOf, type Operation } from './support/operations.ts';

const ROLES = ['User', 'Admin', 'SuperAdmin'] as const;

describe('Security: the role matrix and other users\' data', function () {
  this.timeout(60_000);
  let server: TestServer;
  let bepaid: FakeBePaid;
  let oauth: Awaited<ReturnType<typeof startOAuthFakes>>;
  let operations: Operation[];
  const accounts = {} as Record<(typeof ROLES)[number], Account>;

  before(async () => {
    // Online payment set up (against a fake bePaid): starting a payment answers 201, not 503.
    bepaid = await startFakeBePaid();
    oauth = await startOAuthFakes();
    const port = await freePort();
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', PORT: String(port), ...bepaid.env(`http://127.0.0.1:${port}`),
      ...oauth.env() });
    operations = await readOperations(server.url);
    for (const role of ROLES) accounts[role] = await signedIn(server, role);
  });
  after(async () => {
    await server.stop();
    await bepaid.stop();
    await oauth.stop();
  });

  /** A well-formed request, so an allowed caller gets past validation; the role check comes first either way. */
  const call = (op: Operation, token?: string) =>
    send(server.url, {
      method: op.method,
      path: pathOf(op),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: op.method === 'GET' ? undefined : JSON.stringify(op.body ? sampleOf(op.body) : {}),
    });
  const codeOf = (res: { json: any }) => (res.json?.error?.code as string | undefined) ?? '';

  describe('every operation × anonymous / User / Admin / SuperAdmin, as the OpenAPI document declares it', () => {
    it('documents 401 on every signed-in operation and 403 with its roles on every role-restricted one', () => {
      const signedInOps = operations.filter((op) => op.signedIn);
      expect(signedInOps.length).to.be.at.least(15);
      for (const op of signedInOps) expect(op.responses, op.name).to.include('401');
      const restricted = operations.filter((op) => op.roles);
      expect(restricted.map((op) => op.name)).to.include.members(['GET /api/superadmin/analysis-retry-stats', 'POST /api/superadmin/retry-failed-analysis']);
      expect(restricted.map((op) => op.name)).to.include.members(['POST /api/admin/assignments', 'GET /api/admin/assignments', 'DELETE /api/admin/assignments/{id}']);
      expect(signedInOps.filter((op) => !op.roles).map((op) => op.name)).to.include('GET /api/assignments');
      for (const op of restricted) expect(op.responses, op.name).to.include('403');
      // Nothing under /api/superadmin is left open to every signed-in user.
      for (const op of operations.filter((o) => o.path.startsWith('/api/superadmin/'))) expect(op.roles, op.name).to.deep.equal(['SuperAdmin']);
    });

    it('anonymous: 401 AUTH.UNAUTHENTICATED on every signed-in operation, and on a public one only where it documents a 401', async () => {
      for (const op of operations) {
        const res = await call(op);
        if (op.signedIn) expect([res.status, codeOf(res)], op.name).to.deep.equal([401, 'AUTH.UNAUTHENTICATED']);
        else if (!op.responses.includes('401')) expect(codeOf(res), op.name).to.not.match(/^AUTH\./);
      }
    });

    for (const role of ROLES) {
      it(`${role}: 403 AUTH.FORBIDDEN wherever the role is not allowed, never 2xx there, and never refused for the role elsewhere`, async () => {
        for (const op of operations) {
          const res = await call(op, accounts[role].token);
          if (op.roles && !op.roles.includes(role)) expect([res.status, codeOf(res)], op.name).to.deep.equal([403, 'AUTH.FORBIDDEN']);
          else expect([res.status, codeOf(res)], op.name).to.satisfy(([status, code]: [number, string]) => status < 500 && !code.startsWith('AUTH.'));
        }
      });
    }

    it('keeps the team admin area (/api/admin/*) to Admins and SuperAdmins, and answers an Admin with no organisation 409 TEAM.NO_ORGANISATION', async () => {
      const adminOps = operations.filter((op) => op.path.startsWith('/api/admin/'));
      expect(adminOps.map((op) => op.name)).to.include.members([
        'GET /api/admin/team', 'POST /api/admin/team/invite', 'DELETE /api/admin/team/invitations/{invitationId}', 'DELETE /api/admin/team/{id}',
        'GET /api/admin/settings', 'PUT /api/admin/settings',
        'GET /api/admin/overview', 'GET /api/admin/analytics/team-skills', 'GET /api/admin/analytics/team-progress.csv',
      ]);
      for (const op of adminOps) expect(op.roles, op.name).to.deep.equal(['Admin', 'SuperAdmin']);
      // The accounts above were made without an organisation: the role passes, the organisation check answers.
      for (const op of adminOps) {
        const res = await call(op, accounts.Admin.token);
        // A body the sample cannot satisfy is refused before any handler runs; only then is 400 fair.
        if (res.status === 400 && op.body) continue;
        expect([res.status, codeOf(res)], op.name).to.deep.equal([409, 'TEAM.NO_ORGANISATION']);
      }
    });

    it('shows a scenario\'s system prompt to a SuperAdmin only', async () => {
      const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
      const prompt = async (token?: string) => (await server.api(`/api/scenario/${scenario!.id}`, { token })).body.systemPrompt as unknown;
      expect(await prompt()).to.equal(undefined);
      expect(await prompt(accounts.User.token)).to.equal(undefined);
      expect(await prompt(accounts.Admin.token)).to.equal(undefined);
      expect(await prompt(accounts.SuperAdmin.token)).to.be.a('string').and.not.empty;
    });
  });

  describe('IDOR: user A reaches nothing of user B\'s', () => {
    let a: Account;
    let b: Account;
    let ended: number;
    let open: number;
    const MISSING = 987_654;

    before(async () => {
      [a, b] = [await signedIn(server), await signedIn(server)];
      const [scenario] = (await server.api('/api/scenario')).body as { id: number }[];
      const start = async () => (await server.api('/api/sessions', { token: b.token, body: { scenarioId: scenario!.id, coachEnabled: false } })).body.sessionId as number;
      const hub = await TestHubClient.connect(server.url, b.token);
      ended = await start();
      await hub.invoke('JoinSession', ended);
      await talkAndEnd(hub, ended, ['I understand this is frustrating. What happened with the order?']);
      await hub.waitFor('analysis-complete', (d) => d.sessionId === ended, 30_000);
      open = await start();
      await hub.invoke('JoinSession', open);
      expect((await hub.invoke('SendMessage', 'Thank you for telling me.')).ok).to.equal(true);
      await hub.close();
      // B's session really has a result and achievements, so an empty answer to A means refused, not missing.
      expect((await server.api(`/api/results/${ended}`, { token: b.token })).status).to.equal(200);
      expect((await server.api(`/api/results/${ended}/achievements`, { token: b.token })).body).to.not.be.empty;
    });

    it('answers A\'s reads of B\'s results and achievements exactly as for a missing id', async () => {
      for (const path of ['/api/results/{id}', '/api/results/{id}/achievements']) {
        const missing = await server.api(path.replace('{id}', String(MISSING)), { token: a.token });
        for (const id of [ended, open]) {
          const res = await server.api(path.replace('{id}', String(id)), { token: a.token });
          expect({ status: res.status, body: res.body }, `${path} ${id}`).to.deep.equal({ status: missing.status, body: missing.body });
        }
      }
    });

    it('shows A none of B\'s sessions in history, unfinished sessions, averages, progress or achievements', async () => {
      expect((await server.api('/api/results/history', { token: a.token })).body.data).to.deep.equal([]);
      expect((await server.api('/api/results/unended', { token: a.token })).body.data).to.deep.equal([]);
      expect((await server.api('/api/results/average-scores', { token: a.token })).body).to.include({ hasData: false, sessionCount: 0 });
      const progress = (await server.api('/api/results/progress', { token: a.token })).body;
      expect(progress).to.deep.include({ sessions: 0, streak: { current: 0, longest: 0 } });
      expect(Object.values(progress.personalBests)).to.deep.equal([null, null, null, null, null, null]);
      const achievements = (await server.api('/api/dashboard/achievements', { token: a.token })).body as { earnedAt: string | null }[];
      expect(achievements.filter((x) => x.earnedAt)).to.deep.equal([]);
    });

    it('lets A neither resume, join, send to, coach nor end B\'s sessions over the hub: the same answer as a missing id, and B\'s session is untouched', async () => {
      const hub = await openHub(server.url, a.token);
      const strip = (f: { ok?: boolean; error?: unknown }) => ({ ok: f.ok, error: f.error });
      for (const method of ['JoinSession', 'EndSession']) {
        const missing = strip(await hub.invoke(method, [MISSING]));
        expect(missing.ok, method).to.equal(false);
        for (const id of [open, ended, String(open), `${open}.0`]) expect(strip(await hub.invoke(method, [id])), `${method}(${id})`).to.deep.equal(missing);
      }
      // Not joined to anything: sending and coaching are refused, and nothing of B's reaches A.
      expect((await hub.invoke('SendMessage', ['Hello from A'])).error?.code).to.equal('PRACTICE.NOT_JOINED');
      expect((await hub.invoke('EnableCoachMode')).error?.code).to.equal('PRACTICE.NOT_JOINED');
      const bHub = await TestHubClient.connect(server.url, b.token);
      await bHub.invoke('JoinSession', open);
      expect((await bHub.invoke('SendMessage', 'Let us find a way forward.')).ok).to.equal(true);
      await bHub.close();
      expect(hub.events.filter((e) => [open, ended].includes(e.data?.sessionId))).to.deep.equal([]);
      hub.ws.close();

      const [row] = await sql<{ status: string; coach_enabled: boolean }>(server, 'SELECT status, coach_enabled FROM practice_sessions WHERE id = ?', [open]);
      expect(row).to.deep.include({ status: 'InProgress', coach_enabled: false });
      const sent = await sql<{ content: string }>(server, "SELECT content FROM session_messages WHERE session_id = ? AND sender = 'user'", [open]);
      expect(sent.map((m) => m.content)).to.deep.equal(['Thank you for telling me.', 'Let us find a way forward.']);
    });
  });
});
