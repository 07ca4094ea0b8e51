import { expect } from 'chai';
import { utcDay } from '#src/modules/curriculum/domain/assignment.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { aMember, anOrganisation, setOrganisation, startPlaying, type Member } from '../support/team-fixtures.ts';

const KIND = "I understand how frustrating this must be, and I'm sorry. Could you tell me what happened?";
const PLAN = 'So if I understand correctly, it went wrong twice. I will fix it today and call you by Friday.';
const daysFromNow = (days: number) => utcDay(new Date(Date.now() + days * 86_400_000));

describe('Team assignments: lifecycle', function () {
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
  const statusOf = (assignment: { members: { userId: number; status: string }[] }, member: Member) =>
    assignment.members.find((m) => m.userId === member.id)?.status;

  it('created → the learner sees it → in progress → analysed at the pass score → passed; another member past due once the date is behind', async () => {
    const org = await anOrganisation(server, 'Lifecycle team');
    const admin = await aMember(server, 'Admin', org);
    const [ann, bob] = [await aMember(server, 'User', org), await aMember(server, 'User', org)];
    const scenarioId = scenarioIds[0]!;
    const dueDate = daysFromNow(2);

    const created = await assign(admin, { scenarioId, dueDate, passScore: 1, memberIds: [ann.id, bob.id] });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ scenarioId, dueDate, passScore: 1, wholeTeam: false });
    expect(created.body.scenarioName).to.be.a('string').and.not.empty;
    expect(created.body.scenarioName_ru).to.be.a('string').and.not.empty;
    expect(Date.parse(created.body.createdAt)).to.be.closeTo(Date.now(), 60_000);
    expect(created.body.counts).to.deep.equal({ notStarted: 2, inProgress: 0, passed: 0, pastDue: 0 });
    expect(created.body.members).to.deep.equal([ann, bob].sort((x, y) => x.email.localeCompare(y.email))
      .map((m) => ({ userId: m.id, email: m.email, status: 'notStarted', bestScore: null, lastActivityAt: null })));
    // The same scenario again for Ann while hers is open is refused, naming her (it would be listed and counted twice).
    const repeat = await assign(admin, { scenarioId, dueDate: daysFromNow(5), passScore: 10, memberIds: [ann.id] });
    expect([repeat.status, repeat.body.error.code]).to.deep.equal([400, 'VALIDATION_FAILED']);
    expect(repeat.body.error.details).to.deep.equal([{ path: 'body.memberIds.0', message: `${ann.email} already has this scenario assigned, due ${dueDate}.`,
      code: 'custom', problem: 'alreadyAssigned', args: { email: ann.email, dueDate } }]);
    // Another scenario for Ann alone, due later: the learner's list is due date ascending.
    const otherId = scenarioIds[5]!;
    const strict = (await assign(admin, { scenarioId: otherId, dueDate: daysFromNow(5), passScore: 10, memberIds: [ann.id] })).body;

    expect(await myList(ann)).to.deep.equal([
      { id: created.body.id, scenarioId, scenarioName: created.body.scenarioName, scenarioName_ru: created.body.scenarioName_ru, dueDate, passScore: 1, status: 'notStarted', bestScore: null, available: true, sessionId: null },
      { id: strict.id, scenarioId: otherId, scenarioName: strict.scenarioName, scenarioName_ru: strict.scenarioName_ru, dueDate: strict.dueDate, passScore: 10, status: 'notStarted', bestScore: null, available: true, sessionId: null },
    ]);
    expect((await myList(bob)).map((a) => a.id)).to.deep.equal([created.body.id]);

    const session = await startPlaying(server, ann.token, scenarioId);
    await session.say(KIND);
    // Under way: Continue opens that session rather than starting (and paying for) another one.
    expect((await myList(ann)).map((a) => [a.status, a.sessionId])).to.deep.equal([['inProgress', session.sessionId], ['notStarted', null]]);
    await session.endAndAnalyse([PLAN]);
    const score = (await server.api(`/api/results/${session.sessionId}`, { token: ann.token })).body.scores.overall.score as number;
    expect(score).to.be.within(1, 9.9);
    const mine = await myList(ann);
    expect(mine.map((a) => [a.status, a.bestScore, a.sessionId])).to.deep.equal([['passed', score, null], ['notStarted', null, null]]);

    const [first] = await teamList(admin);
    expect(first.counts).to.deep.equal({ notStarted: 1, inProgress: 0, passed: 1, pastDue: 0 });
    expect(first.available).to.equal(true);
    const annRow = first.members.find((m: { userId: number }) => m.userId === ann.id);
    expect(annRow).to.include({ status: 'passed', bestScore: score });
    expect(Date.parse(annRow.lastActivityAt)).to.be.closeTo(Date.now(), 60_000);

    clock.advanceDays(3); // the first due date is now behind, the strict one's not yet
    const later = await teamList(admin);
    expect(statusOf(later[0], bob)).to.equal('pastDue');
    expect(statusOf(later[0], ann)).to.equal('passed');
    expect(later[0].counts).to.deep.equal({ notStarted: 0, inProgress: 0, passed: 1, pastDue: 1 });
    expect(statusOf(later[1], ann)).to.equal('notStarted');
    expect((await myList(bob)).map((a) => a.status)).to.deep.equal(['pastDue']);
    clock.advanceDays(3);
    expect((await myList(ann)).map((a) => a.status)).to.deep.equal(['passed', 'pastDue']);

    // Late is still done: Bob passes after the due date.
    const late = await startPlaying(server, bob.token, scenarioId);
    await late.endAndAnalyse([KIND, PLAN]);
    expect((await myList(bob)).map((a) => a.status)).to.deep.equal(['passed']);
  });

  it('sessions played before the assignment was made do not count toward it', async () => {
    const org = await anOrganisation(server);
    const admin = await aMember(server, 'Admin', org);
    const cara = await aMember(server, 'User', org);
    const scenarioId = scenarioIds[1]!;
    const earlier = await startPlaying(server, cara.token, scenarioId);
    await earlier.endAndAnalyse([KIND, PLAN]);
    await assign(admin, { scenarioId, dueDate: daysFromNow(1), passScore: 1, memberIds: [cara.id] });
    expect((await myList(cara)).map((a) => [a.status, a.bestScore])).to.deep.equal([['notStarted', null]]);
  });

  it('a newcomer\'s practice from before joining (in another team, say) neither shows nor passes the team\'s assignment', async () => {
    const org = await anOrganisation(server);
    const admin = await aMember(server, 'Admin', org);
    const elsewhere = await anOrganisation(server);
    const eve = await aMember(server, 'User', elsewhere);
    const scenarioId = scenarioIds[4]!;
    const whole = (await assign(admin, { scenarioId, dueDate: daysFromNow(7), passScore: 1 })).body;
    const before = await startPlaying(server, eve.token, scenarioId);
    await before.endAndAnalyse([KIND, PLAN]);

    await setOrganisation(server, eve, org);
    const row = (await teamList(admin)).find((a) => a.id === whole.id).members.find((m: { userId: number }) => m.userId === eve.id);
    expect(row).to.include({ status: 'notStarted', bestScore: null, lastActivityAt: null });
    expect((await myList(eve)).map((a) => [a.status, a.bestScore])).to.deep.equal([['notStarted', null]]);

    const since = await startPlaying(server, eve.token, scenarioId);
    await since.endAndAnalyse([KIND, PLAN]);
    expect((await myList(eve)).map((a) => a.status)).to.deep.equal(['passed']);
  });

  it('a whole-team assignment reaches members who join later; members who leave stop seeing the team\'s assignments', async () => {
    const org = await anOrganisation(server);
    const admin = await aMember(server, 'Admin', org);
    const dan = await aMember(server, 'User', org);
    const newcomer = await aMember(server, 'User', null);
    const whole = await assign(admin, { scenarioId: scenarioIds[2]!, dueDate: daysFromNow(7) });
    expect(whole.status).to.equal(201);
    // The team's learners, not the Admin who set it; the default pass score is 7.
    expect(whole.body).to.include({ wholeTeam: true, passScore: 7 });
    expect(whole.body.members.map((m: { userId: number }) => m.userId)).to.deep.equal([dan.id]);
    const named = (await assign(admin, { scenarioId: scenarioIds[3]!, dueDate: daysFromNow(7), memberIds: [dan.id] })).body;
    expect(await myList(newcomer)).to.deep.equal([]);

    await setOrganisation(server, newcomer, org);
    expect((await myList(newcomer)).map((a) => [a.id, a.status])).to.deep.equal([[whole.body.id, 'notStarted']]);
    const teamWhole = (await teamList(admin)).find((a) => a.id === whole.body.id);
    expect(teamWhole.members.map((m: { userId: number }) => m.userId).sort()).to.deep.equal([dan.id, newcomer.id].sort());

    expect((await myList(dan)).map((a) => a.id).sort()).to.deep.equal([whole.body.id, named.id].sort());
    // Removed by the team's Admin (identity's route): the account stays, the team's work goes.
    expect((await server.api(`/api/admin/team/${dan.id}`, { method: 'DELETE', token: admin.token })).status).to.equal(204);
    expect(await myList(dan)).to.deep.equal([]);
    const after = await teamList(admin);
    expect(after.find((a) => a.id === named.id).members).to.deep.equal([]);
    expect(after.find((a) => a.id === whole.body.id).members.map((m: { userId: number }) => m.userId)).to.deep.equal([newcomer.id]);
  });
});
