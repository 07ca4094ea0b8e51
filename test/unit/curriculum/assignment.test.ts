import { expect } from 'chai';
import { assigneesOf, countByStatus, onePerScenario, openRepeats, standingOf, utcDay, type Assignment, type Attempt } from '#src/modules/curriculum/domain/assignment.ts';

const day = (d: number, hour = 12) => new Date(Date.UTC(2027, 2, d, hour));
const assignment = { scenarioId: 7, passScore: 7, dueDate: '2027-03-10', createdAt: day(1) };
let nextId = 1;
const attempt = (over: Partial<Attempt> = {}): Attempt => ({
  sessionId: nextId++, userId: 3, scenarioId: 7, startedAt: day(2), endedAt: day(2, 13), overall: null, analysedAt: null, ...over,
});
const analysed = (overall: number, over: Partial<Attempt> = {}) => attempt({ overall, analysedAt: day(2, 14), ...over });

describe('Assignment status of a member', () => {
  const cases: { name: string; attempts: Attempt[]; today: string; status: string; best: number | null }[] = [
    { name: 'not started without a session', attempts: [], today: '2027-03-05', status: 'notStarted', best: null },
    { name: 'in progress with an unended session', attempts: [attempt({ endedAt: null })], today: '2027-03-05', status: 'inProgress', best: null },
    { name: 'in progress while the ended session awaits its analysis', attempts: [attempt()], today: '2027-03-05', status: 'inProgress', best: null },
    { name: 'in progress below the pass score', attempts: [analysed(6.9)], today: '2027-03-05', status: 'inProgress', best: 6.9 },
    { name: 'passed at exactly the pass score', attempts: [analysed(7)], today: '2027-03-05', status: 'passed', best: 7 },
    { name: 'passed by the best of several results', attempts: [analysed(5), analysed(8.5), analysed(6)], today: '2027-03-05', status: 'passed', best: 8.5 },
    { name: 'still in time on the due date itself', attempts: [], today: '2027-03-10', status: 'notStarted', best: null },
    { name: 'past due the day after, never started', attempts: [], today: '2027-03-11', status: 'pastDue', best: null },
    { name: 'past due when started but not passed in time', attempts: [analysed(4)], today: '2027-03-11', status: 'pastDue', best: 4 },
    { name: 'passed when the pass came after the due date', attempts: [analysed(9, { startedAt: day(12), analysedAt: day(12, 15) })], today: '2027-03-13', status: 'passed', best: 9 },
    { name: 'passed stays passed once the due date is behind', attempts: [analysed(7.5)], today: '2027-04-01', status: 'passed', best: 7.5 },
    { name: 'sessions started before the assignment do not count', attempts: [analysed(10, { startedAt: day(1, 11) })], today: '2027-03-05', status: 'notStarted', best: null },
    { name: 'other scenarios do not count', attempts: [analysed(10, { scenarioId: 8 })], today: '2027-03-05', status: 'notStarted', best: null },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const standing = standingOf(assignment, c.attempts, c.today);
      expect([standing.status, standing.bestScore]).to.deep.equal([c.status, c.best]);
    });
  }

  it('a session started at the very moment of assignment counts', () => {
    expect(standingOf(assignment, [analysed(8, { startedAt: day(1) })], '2027-03-02').status).to.equal('passed');
  });

  it('last activity is the latest start, end or analysis of the sessions that count', () => {
    const old = analysed(10, { startedAt: day(1, 9), endedAt: day(1, 10), analysedAt: day(9) });
    const open = attempt({ startedAt: day(4), endedAt: null });
    const done = analysed(5, { startedAt: day(3), endedAt: day(3, 13), analysedAt: day(5) });
    expect(standingOf(assignment, [old, open, done], '2027-03-06').lastActivityAt).to.deep.equal(day(5));
    expect(standingOf(assignment, [], '2027-03-06').lastActivityAt).to.equal(null);
  });

  it('the session to continue is the latest one under way among those that count', () => {
    const before = attempt({ sessionId: 90, startedAt: day(1, 9), endedAt: null });
    const older = attempt({ sessionId: 91, startedAt: day(2), endedAt: null });
    const newer = attempt({ sessionId: 92, startedAt: day(3), endedAt: null });
    const ended = attempt({ sessionId: 93, startedAt: day(4) });
    expect(standingOf(assignment, [before, older, newer, ended], '2027-03-06').openSessionId).to.equal(92);
    expect(standingOf(assignment, [before, ended], '2027-03-06').openSessionId, 'one from before the assignment does not count').to.equal(null);
  });
});

describe('Assignment helpers', () => {
  it('counts members by status, every status present', () => {
    expect(countByStatus(['passed', 'pastDue', 'passed'])).to.deep.equal({ notStarted: 0, inProgress: 0, passed: 2, pastDue: 1 });
  });

  it('the UTC day of a moment', () => {
    expect(utcDay(new Date('2027-03-10T23:59:59.999Z'))).to.equal('2027-03-10');
    expect(utcDay(new Date('2027-03-11T00:30:00+02:00'))).to.equal('2027-03-10');
  });

  const team = [{ userId: 1, role: 'Admin' }, { userId: 2, role: 'User' }, { userId: 3, role: 'User' }, { userId: 4, role: 'SuperAdmin' }];
  it('the whole team is every current learner, whoever joined after the assignment', () => {
    expect(assigneesOf({ wholeTeam: true, memberIds: [] }, team).map((m) => m.userId)).to.deep.equal([2, 3]);
  });

  it('chosen members count while they are in the team, Admins too when chosen', () => {
    expect(assigneesOf({ wholeTeam: false, memberIds: [1, 3, 99] }, team).map((m) => m.userId)).to.deep.equal([1, 3]);
  });
});

describe('Repeated assignments', () => {
  const members = [
    { userId: 1, role: 'Admin', email: 'boss@x.io' }, { userId: 2, role: 'User', email: 'ann@x.io' },
    { userId: 3, role: 'User', email: 'bob@x.io' }, { userId: 4, role: 'User', email: 'cy@x.io' },
  ];
  const existing = (id: number, over: Partial<Assignment>): Assignment => ({
    id, organizationId: 1, scenarioId: 7, dueDate: '2027-03-10', passScore: 7, wholeTeam: false, memberIds: [], createdByUserId: 1, createdAt: day(1), ...over,
  });
  const chosen = (memberIds: number[]) => ({ scenarioId: 7, wholeTeam: false, memberIds });
  const whole = { scenarioId: 7, wholeTeam: true, memberIds: [] };

  it('finds the chosen members who already have the scenario in an open assignment, with its due date', () => {
    const open = [existing(1, { memberIds: [2, 3], dueDate: '2027-03-12' }), existing(2, { memberIds: [3], dueDate: '2027-03-10' })];
    expect([...openRepeats(chosen([3, 4]), open, members, '2027-03-05')]).to.deep.equal([[3, { email: 'bob@x.io', dueDate: '2027-03-10' }]]);
    expect([...openRepeats(whole, open, members, '2027-03-05').keys()]).to.deep.equal([3, 2]);
  });

  it('a whole-team assignment repeats for every learner, never for an Admin it does not reach', () => {
    const team = [existing(1, { wholeTeam: true })];
    expect([...openRepeats(chosen([1, 4]), team, members, '2027-03-05').keys()]).to.deep.equal([4]);
    expect([...openRepeats(whole, team, members, '2027-03-05').keys()]).to.deep.equal([2, 3, 4]);
  });

  it('is no repeat once the other one is past due, of another scenario, or its member left the team', () => {
    const past = [existing(1, { memberIds: [2], dueDate: '2027-03-04' })];
    expect(openRepeats(chosen([2]), past, members, '2027-03-05').size).to.equal(0);
    expect(openRepeats(chosen([2]), past, members, '2027-03-04').size, 'due today is still open').to.equal(1);
    expect(openRepeats(chosen([2]), [existing(1, { memberIds: [2], scenarioId: 8 })], members, '2027-03-05').size).to.equal(0);
    expect(openRepeats(chosen([2]), [existing(1, { memberIds: [2] })], members.filter((m) => m.userId !== 2), '2027-03-05').size).to.equal(0);
  });

  it('the learner sees a scenario once: the first in time, else the first overdue, else the first passed, in the list\'s order', () => {
    type Status = 'notStarted' | 'inProgress' | 'passed' | 'pastDue';
    const list = ([[1, 7, 'passed'], [2, 8, 'notStarted'], [3, 7, 'inProgress'], [4, 7, 'notStarted'], [5, 9, 'passed'], [6, 9, 'passed'],
      [7, 10, 'pastDue'], [8, 10, 'notStarted'], [9, 11, 'passed'], [10, 11, 'pastDue']] as [number, number, Status][])
      .map(([id, scenarioId, status]) => ({ id, scenarioId, status }));
    expect(onePerScenario(list).map((a) => a.id)).to.deep.equal([2, 3, 5, 8, 10]);
  });
});
