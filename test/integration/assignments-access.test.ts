import { expect } from 'chai';
import { utcDay } from '#src/modules/curriculum/domain/assignment.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { aMember, anOrganisation, type Member, type Organisation } from '../support/team-fixtures.ts';

const daysFromNow = (days: number) => utcDay(new Date(Date.now() + days * 86_400_000));
const ADMIN_ROUTES = [['POST', '/api/admin/assignments'], ['GET', '/api/admin/assignments'], ['DELETE', '/api/admin/assignments/1']] as const;

describe('Team assignments: who may do what, and what is refused', function () {
  this.timeout(60_000);
  const clock = new FakeClock();
  let server: TestServer;
  let scenarioId: number;
  let otherScenarioId: number;
  let orgA: Organisation;
  let adminA: Member;
  let learnerA: Member;
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content' }, undefined, undefined, { clock });
    [scenarioId, otherScenarioId] = ((await server.api('/api/scenario')).body as { id: number }[]).map((s) => s.id) as [number, number];
    orgA = await anOrganisation(server);
    adminA = await aMember(server, 'Admin', orgA);
    learnerA = await aMember(server, 'User', orgA);
  });
  beforeEach(() => clock.reset());
  after(() => server.stop());

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.api(path, { method, token, body: method === 'POST' ? (body ?? { scenarioId, dueDate: daysFromNow(1) }) : undefined });
  const assign = (admin: Member, body: Record<string, unknown>) => server.api('/api/admin/assignments', { token: admin.token, body });

  it('anonymous 401, a User 403 on the admin routes, an Admin without an organisation 409 TEAM.NO_ORGANISATION', async () => {
    const user = await aMember(server, 'User', null);
    const loner = await aMember(server, 'Admin', null);
    for (const [method, path] of [...ADMIN_ROUTES, ['GET', '/api/assignments']]) {
      expect((await call(method, path)).status, `${method} ${path}`).to.equal(401);
    }
    for (const [method, path] of ADMIN_ROUTES) {
      const asUser = await call(method, path, learnerA.token);
      expect([asUser.status, asUser.body.error.code], `${method} ${path}`).to.deep.equal([403, 'AUTH.FORBIDDEN']);
      const asLoner = await call(method, path, loner.token);
      expect([asLoner.status, asLoner.body.error], `${method} ${path}`).to.deep.equal([409,
        { code: 'TEAM.NO_ORGANISATION', message: 'Your account is not part of an organisation yet.' }]);
    }
    // Outside a team a learner has nothing assigned; the route is theirs all the same.
    expect(await call('GET', '/api/assignments', user.token)).to.deep.include({ status: 200, body: [] });
    const superAdmin = await aMember(server, 'SuperAdmin', orgA);
    expect((await call('GET', '/api/admin/assignments', superAdmin.token)).status).to.equal(200);
  });

  it('IDOR: organisation B neither sees, deletes nor assigns anything of organisation A\'s', async () => {
    const orgB = await anOrganisation(server);
    const adminB = await aMember(server, 'Admin', orgB);
    const learnerB = await aMember(server, 'User', orgB);
    const ofA = (await assign(adminA, { scenarioId, dueDate: daysFromNow(3), memberIds: [learnerA.id] })).body;
    const wholeA = (await assign(adminA, { scenarioId: otherScenarioId, dueDate: daysFromNow(3) })).body;

    expect((await call('GET', '/api/admin/assignments', adminB.token)).body).to.deep.equal([]);
    expect((await call('GET', '/api/assignments', learnerB.token)).body).to.deep.equal([]);
    const missing = await call('DELETE', '/api/admin/assignments/987654', adminB.token);
    expect([missing.status, missing.body.error.code]).to.deep.equal([404, 'ASSIGNMENT.NOT_FOUND']);
    for (const id of [ofA.id, wholeA.id]) {
      const res = await call('DELETE', `/api/admin/assignments/${id}`, adminB.token);
      expect({ status: res.status, body: res.body }).to.deep.equal({ status: missing.status, body: missing.body });
    }
    const ids = (await call('GET', '/api/admin/assignments', adminA.token)).body.map((a: { id: number }) => a.id);
    expect(ids).to.include.members([ofA.id, wholeA.id]);

    const poach = await assign(adminB, { scenarioId, dueDate: daysFromNow(3), memberIds: [learnerB.id, learnerA.id] });
    expect(poach.status).to.equal(400);
    expect(poach.body.error.details).to.deep.equal([{ path: 'body.memberIds.1', message: 'Choose members of your team.' }]);
    expect((await call('GET', '/api/assignments', learnerA.token)).body.map((a: { id: number }) => a.id)).to.include.members([ofA.id, wholeA.id]);

    // A's own Admin removes it: gone for the team and the learner, and a second delete is a 404.
    expect((await call('DELETE', `/api/admin/assignments/${ofA.id}`, adminA.token)).status).to.equal(204);
    expect((await call('GET', '/api/assignments', learnerA.token)).body.map((a: { id: number }) => a.id)).to.not.include(ofA.id);
    expect((await call('DELETE', `/api/admin/assignments/${ofA.id}`, adminA.token)).status).to.equal(404);
  });

  it('validation: unknown scenario, a due date before today (by the server\'s clock), members outside the team, malformed fields', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await assign(adminA, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      return res.body.error.details as { path: string; message: string }[];
    };
    const ok = { scenarioId, dueDate: daysFromNow(0) };
    const made = await assign(adminA, ok);
    expect(made.status).to.equal(201);
    // Withdrawn again: what follows is refused for its own reasons, not as a repeat of it.
    expect((await call('DELETE', `/api/admin/assignments/${made.body.id}`, adminA.token)).status).to.equal(204);
    expect(await refused({ ...ok, scenarioId: 987_654 })).to.deep.equal([{ path: 'body.scenarioId', message: 'Choose a scenario from the catalogue.' }]);
    expect(await refused({ ...ok, dueDate: daysFromNow(-1) })).to.deep.equal([{ path: 'body.dueDate', message: 'Choose a due date from today on.' }]);
    clock.advanceDays(1);
    expect(await refused(ok)).to.deep.equal([{ path: 'body.dueDate', message: 'Choose a due date from today on.' }]);
    clock.reset();
    expect((await refused({ ...ok, memberIds: [987_654] }))[0]!.path).to.equal('body.memberIds.0');
    for (const [field, value] of [['dueDate', '2030-02-30'], ['dueDate', '30.01.2030'], ['dueDate', 20300101], ['passScore', 0], ['passScore', 11],
      ['passScore', 7.25], ['passScore', '7'], ['scenarioId', 2 ** 31], ['scenarioId', 1.5], ['memberIds', [0]], ['memberIds', 'all']] as const) {
      expect((await refused({ ...ok, [field]: value }))[0]!.path, `${field} ${JSON.stringify(value)}`).to.match(new RegExp(`^body\\.${field}`));
    }
    expect((await refused({ dueDate: daysFromNow(1) }))[0]!.path).to.equal('body.scenarioId');
    const badId = await call('DELETE', '/api/admin/assignments/abc', adminA.token);
    expect([badId.status, badId.body.error.details[0].path]).to.deep.equal([400, 'params.id']);
    expect((await call('DELETE', `/api/admin/assignments/${2 ** 40}`, adminA.token)).status).to.equal(400);
  });
});
