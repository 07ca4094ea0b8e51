import { expect } from 'chai';
import { CURRICULUM } from '#src/modules/curriculum/index.ts';
import { utcDay } from '#src/modules/curriculum/domain/assignment.ts';
import type { AssignmentRepository } from '#src/modules/curriculum/domain/assignment.ports.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { scenarioForm } from '../support/scenario-forms.ts';
import { aMember, anOrganisation, startPlaying, type Member } from '../support/team-fixtures.ts';

const KIND = "I understand how frustrating this must be, and I'm sorry. Could you tell me what happened?";
const PLAN = 'So if I understand correctly, it went wrong twice. I will fix it today and call you by Friday.';
const daysFromNow = (days: number) => utcDay(new Date(Date.now() + days * 86_400_000));

/** The same scenario set twice, and scenarios that leave the catalogue after they were assigned. */
describe('Team assignments: repeats and scenarios no longer offered', function () {
  this.timeout(120_000);
  const clock = new FakeClock();
  let server: TestServer;
  let scenarioIds: number[];
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', OFFLINE_TYPING_DELAY_MS: '0', FREE_MONTHLY_SESSIONS: '20' }, undefined, undefined, { clock });
    scenarioIds = ((await server.api('/api/scenario')).body as { id: number }[]).map((s) => s.id);
  });
  beforeEach(() => clock.reset());
  after(() => server.stop());

  const assign = (admin: Member, body: Record<string, unknown>) => server.api('/api/admin/assignments', { token: admin.token, body });
  const teamList = async (admin: Member) => (await server.api('/api/admin/assignments', { token: admin.token })).body as any[];
  const myList = async (member: Member) => (await server.api('/api/assignments', { token: member.token })).body as any[];
  const repeatOf = (path: string, who: Member, dueDate: string) =>
    ({ path, message: `${who.email} already has this scenario assigned, due ${dueDate}.`, code: 'custom', problem: 'alreadyAssigned', args: { email: who.email, dueDate } });

  it('refuses a scenario again for anyone who has it open, naming each of them; another scenario, or once past due, is fine', async () => {
    const org = await anOrganisation(server);
    const admin = await aMember(server, 'Admin', org);
    const [ann, bob, cy] = [await aMember(server, 'User', org), await aMember(server, 'User', org), await aMember(server, 'User', org)];
    const [scenarioId, otherId] = [scenarioIds[0]!, scenarioIds[1]!];
    const due = daysFromNow(3);
    expect((await assign(admin, { scenarioId, dueDate: due, memberIds: [ann.id, bob.id] })).status).to.equal(201);

    const whole = await assign(admin, { scenarioId, dueDate: daysFromNow(10) });
    expect(whole.status).to.equal(400);
    expect(whole.body.error.details).to.have.deep.members([repeatOf('body.memberIds', ann, due), repeatOf('body.memberIds', bob, due)]);
    const chosen = await assign(admin, { scenarioId, dueDate: daysFromNow(10), memberIds: [cy.id, bob.id] });
    expect(chosen.body.error.details).to.deep.equal([repeatOf('body.memberIds.1', bob, due)]);

    expect((await assign(admin, { scenarioId, dueDate: daysFromNow(10), memberIds: [cy.id] })).status).to.equal(201);
    expect((await assign(admin, { scenarioId: otherId, dueDate: daysFromNow(10) })).status).to.equal(201);
    clock.advanceDays(4); // Ann's and Bob's is past due now: setting it again is a new deadline, not a copy
    expect((await assign(admin, { scenarioId, dueDate: daysFromNow(8), memberIds: [ann.id] })).status).to.equal(201);
    // Cy's (due in 10 days) is still open.
    expect((await assign(admin, { scenarioId, dueDate: daysFromNow(8), memberIds: [cy.id] })).status).to.equal(400);
    // Ann sees the scenario once, with the deadline still ahead of her.
    expect((await myList(ann)).map((a) => [a.scenarioId, a.status, a.dueDate])).to.deep.equal([[scenarioId, 'notStarted', daysFromNow(8)], [otherId, 'notStarted', daysFromNow(10)]]);
  });

  it('two Admins assigning the same scenario at the same instant take turns: one assignment, and the other is told who has it', async () => {
    const org = await anOrganisation(server);
    const [first, second] = [await aMember(server, 'Admin', org), await aMember(server, 'Admin', org)];
    const eve = await aMember(server, 'User', org);
    const scenarioId = scenarioIds[4]!;
    const due = daysFromNow(5);
    const answers = await Promise.all([first, second, first, second].map((admin) => assign(admin, { scenarioId, dueDate: due, memberIds: [eve.id] })));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.error.details).to.deep.equal([repeatOf('body.memberIds.0', eve, due)]);
    expect((await teamList(first)).filter((a) => a.scenarioId === scenarioId)).to.have.length(1);
  });

  it('a scenario set twice before repeats were refused is listed once to the learner: the copy still to pass', async () => {
    const org = await anOrganisation(server);
    const admin = await aMember(server, 'Admin', org);
    const dee = await aMember(server, 'User', org);
    const [scenarioId, otherId] = [scenarioIds[2]!, scenarioIds[3]!];
    // Written as the old code wrote them: straight into the store, no check.
    const add = (over: { scenarioId: number; dueDate: string; passScore: number }) => server.kernel.inContext(() =>
      server.kernel.container.get<AssignmentRepository>(CURRICULUM.AssignmentRepository).add({ organizationId: org.id, wholeTeam: false, memberIds: [dee.id], createdByUserId: admin.id,
        createdAt: new Date(Date.now() - 60_000), ...over }));
    const easy = await add({ scenarioId, dueDate: daysFromNow(2), passScore: 1 });
    const strict = await add({ scenarioId, dueDate: daysFromNow(5), passScore: 10 });
    await add({ scenarioId: otherId, dueDate: daysFromNow(4), passScore: 7 });
    expect((await myList(dee)).map((a) => [a.id, a.scenarioId])).to.deep.equal([[easy.id, scenarioId], [strict.id + 1, otherId]]);

    const session = await startPlaying(server, dee.token, scenarioId);
    await session.endAndAnalyse([KIND, PLAN]);
    // The easy one is passed; the strict one is still to do, so that is the one shown, in its place by due date.
    expect((await myList(dee)).map((a) => [a.id, a.status])).to.deep.equal([[strict.id + 1, 'notStarted'], [strict.id, 'inProgress']]);
    // The Admin still sees both: each is its own record, to remove if they like.
    expect((await teamList(admin)).map((a) => a.id)).to.have.members([easy.id, strict.id, strict.id + 1]);
  });

  it('a retired scenario keeps its name on both sides, is marked no longer offered, and its session under way can still be continued', async () => {
    const org = await anOrganisation(server);
    const admin = await aMember(server, 'Admin', org);
    const eve = await aMember(server, 'User', org);
    const superAdmin = await aMember(server, 'SuperAdmin', null);
    const made = await server.api('/api/superadmin/scenarios', { token: superAdmin.token, body: scenarioForm({ name: 'Chairs, assigned then retired', name_ru: 'Кресла, снятые' }) });
    expect(made.status, JSON.stringify(made.body)).to.equal(201);
    const assignment = (await assign(admin, { scenarioId: made.body.id, dueDate: daysFromNow(3), memberIds: [eve.id] })).body;
    const underWay = await startPlaying(server, eve.token, made.body.id);
    await underWay.say(KIND);

    const removed = await server.api(`/api/superadmin/scenarios/${made.body.id}`, { method: 'DELETE', token: superAdmin.token });
    expect(removed.body).to.deep.equal({ id: made.body.id, outcome: 'retired' });
    const [forAdmin] = await teamList(admin);
    expect(forAdmin).to.include({ id: assignment.id, scenarioName: 'Chairs, assigned then retired', scenarioName_ru: 'Кресла, снятые', available: false });
    expect(await myList(eve)).to.deep.equal([{ id: assignment.id, scenarioId: made.body.id, scenarioName: 'Chairs, assigned then retired', scenarioName_ru: 'Кресла, снятые',
      dueDate: assignment.dueDate, passScore: 7, status: 'inProgress', bestScore: null, available: false, sessionId: underWay.sessionId }]);
    await underWay.endAndAnalyse([PLAN]);
  });

  it('a scenario deleted before anyone played it has no name left to show (ADR 0031): called "Removed scenario" as on results, not offered', async () => {
    const org = await anOrganisation(server);
    const admin = await aMember(server, 'Admin', org);
    const fay = await aMember(server, 'User', org);
    const superAdmin = await aMember(server, 'SuperAdmin', null);
    const made = await server.api('/api/superadmin/scenarios', { token: superAdmin.token, body: scenarioForm({ name: 'Chairs, never played' }) });
    await assign(admin, { scenarioId: made.body.id, dueDate: daysFromNow(3), memberIds: [fay.id] });
    const removed = await server.api(`/api/superadmin/scenarios/${made.body.id}`, { method: 'DELETE', token: superAdmin.token });
    expect(removed.body.outcome).to.equal('deleted');
    expect((await teamList(admin))[0]).to.include({ scenarioName: 'Removed scenario', scenarioName_ru: 'Удалённый сценарий', available: false });
    expect((await myList(fay))[0]).to.include({ scenarioName: 'Removed scenario', available: false });
  });
});
