import { expect } from 'chai';
import { AssignmentProgress } from '#src/modules/curriculum/application/assignment-progress.ts';
import { AssignmentViews } from '#src/modules/curriculum/application/assignment-views.ts';
import type { Assignment } from '#src/modules/curriculum/domain/assignment.ts';
import type { CatalogueSnapshot, LearnerSessions, LearnerSessionTrace } from '#src/modules/practice/index.ts';
import type { ScoreRecords } from '#src/modules/analysis/index.ts';
import type { TeamMemberRecord } from '#src/modules/identity/index.ts';

const at = (day: number, hour = 12) => new Date(Date.UTC(2027, 2, day, hour));

/** Sessions and results of a team, counting how often they are read. */
function team(sessions: LearnerSessionTrace[], results: { sessionId: number; userId: number; scenarioId: number; overall: number; completedAt: Date }[]) {
  const reads = { sessions: 0, results: 0 };
  const learnerSessions = { ofLearners: async () => (reads.sessions++, sessions) } as unknown as LearnerSessions;
  const scores = { ofLearners: async () => (reads.results++, results) } as unknown as ScoreRecords;
  const catalogue = {
    get: async () => ({ scenarios: [{ id: 7, name: 'Refund', name_ru: 'Возврат' }, { id: 8, name: 'Upsell', name_ru: 'Допродажа' }], retired: [{ id: 6, name: 'Old', name_ru: 'Старый' }] }),
  } as unknown as CatalogueSnapshot;
  const progress = new AssignmentProgress(learnerSessions, scores, catalogue, { now: () => at(12) });
  return { reads, views: new AssignmentViews(progress) };
}

const assignment = (id: number, scenarioId: number, over: Partial<Assignment> = {}): Assignment => ({
  id, organizationId: 1, scenarioId, dueDate: '2027-03-15', passScore: 7, wholeTeam: true, memberIds: [], createdByUserId: 1, createdAt: at(1), ...over,
});
const members: TeamMemberRecord[] = [
  { userId: 1, email: 'admin@x.io', role: 'Admin', joinedAt: null },
  ...[2, 3, 4, 5].map((userId): TeamMemberRecord => ({ userId, email: `m${userId}@x.io`, role: 'User', joinedAt: null })),
];
const trace = (id: number, userId: number, scenarioId: number, startedAt: Date, ended = true): LearnerSessionTrace =>
  ({ id, userId, scenarioId, status: ended ? 'Completed' : 'InProgress', startedAt, endedAt: ended ? new Date(startedAt.getTime() + 600_000) : null });

describe('Assignment views of a team', () => {
  it('reads the sessions and the results once for every assignment and member together', async () => {
    const { reads, views } = team([], []);
    const listed = await views.forTeam([assignment(1, 7), assignment(2, 8), assignment(3, 7, { wholeTeam: false, memberIds: [2, 3] })], members);
    expect(listed.map((a) => a.members.length)).to.deep.equal([4, 4, 2]);
    expect(reads).to.deep.equal({ sessions: 1, results: 1 });
  });

  it('pairs each session with its own result, and counts only those started since the assignment', async () => {
    const sessions = [
      trace(10, 2, 7, at(2)), // analysed 8: passed
      trace(11, 3, 7, at(3)), // analysed 5: in progress
      trace(12, 4, 7, at(4), false), // unended: in progress
      trace(13, 5, 7, at(5)), // ended, analysis pending: in progress
    ];
    const results = [
      { sessionId: 10, userId: 2, scenarioId: 7, overall: 8, completedAt: at(2, 14) },
      { sessionId: 11, userId: 3, scenarioId: 7, overall: 5, completedAt: at(3, 14) },
    ];
    const [later] = await team(sessions, results).views.forTeam([assignment(1, 7, { createdAt: at(3, 6) })], members);
    const [view] = await team(sessions, results).views.forTeam([assignment(1, 7)], members);
    expect(view!.members.map((m) => [m.userId, m.status, m.bestScore])).to.deep.equal([[2, 'passed', 8], [3, 'inProgress', 5], [4, 'inProgress', null], [5, 'inProgress', null]]);
    expect(view!.members[0]!.lastActivityAt).to.equal(at(2, 14).toISOString());
    expect(view).to.include({ scenarioName: 'Refund', scenarioName_ru: 'Возврат', createdAt: at(1).toISOString() });
    // Made on day 3 at 06:00: the sessions of days 2 and 3 (12:00 is after 06:00) split.
    expect(later!.members.map((m) => m.status)).to.deep.equal(['notStarted', 'inProgress', 'inProgress', 'inProgress']);
  });

  it('counts a member\'s sessions only since they joined the team, in the Admin\'s view and their own alike', async () => {
    // Member 2 passed on day 2 in another organisation and joined on day 4; member 3 joined before the assignment.
    const joined = members.map((m) => (m.userId === 2 ? { ...m, joinedAt: at(4) } : m.userId === 3 ? { ...m, joinedAt: at(0) } : m));
    const sessions = [trace(10, 2, 7, at(2)), trace(11, 3, 7, at(3))];
    const results = [
      { sessionId: 10, userId: 2, scenarioId: 7, overall: 9, completedAt: at(2, 14) },
      { sessionId: 11, userId: 3, scenarioId: 7, overall: 8, completedAt: at(3, 14) },
    ];
    const [view] = await team(sessions, results).views.forTeam([assignment(1, 7)], joined);
    expect(view!.members.slice(0, 2).map((m) => [m.userId, m.status, m.bestScore, m.lastActivityAt]))
      .to.deep.equal([[2, 'notStarted', null, null], [3, 'passed', 8, at(3, 14).toISOString()]]);
    const [mine] = await team(sessions, results).views.forMember([assignment(1, 7)], 2, at(4));
    expect(mine).to.include({ status: 'notStarted', bestScore: null });
    // A session after joining counts as usual.
    const [since] = await team([...sessions, trace(12, 2, 7, at(5))], [...results, { sessionId: 12, userId: 2, scenarioId: 7, overall: 7.5, completedAt: at(5, 13) }])
      .views.forMember([assignment(1, 7)], 2, at(4));
    expect(since).to.include({ status: 'passed', bestScore: 7.5 });
  });

  it('a member\'s own list; a scenario retired or gone from the catalogue is still named but no longer available', async () => {
    const { views } = team([trace(20, 3, 9, at(2))], [{ sessionId: 20, userId: 3, scenarioId: 9, overall: 9, completedAt: at(2, 13) }]);
    const mine = await views.forMember([assignment(4, 9, { dueDate: '2027-03-11' }), assignment(5, 7, { dueDate: '2027-03-11' }), assignment(6, 6)], 3, null);
    expect(mine).to.deep.equal([
      { id: 4, scenarioId: 9, scenarioName: 'Removed scenario', scenarioName_ru: 'Удалённый сценарий', dueDate: '2027-03-11', passScore: 7, status: 'passed', bestScore: 9, available: false, sessionId: null },
      { id: 5, scenarioId: 7, scenarioName: 'Refund', scenarioName_ru: 'Возврат', dueDate: '2027-03-11', passScore: 7, status: 'pastDue', bestScore: null, available: true, sessionId: null },
      { id: 6, scenarioId: 6, scenarioName: 'Old', scenarioName_ru: 'Старый', dueDate: '2027-03-15', passScore: 7, status: 'notStarted', bestScore: null, available: false, sessionId: null },
    ]);
  });

  it('the Admin\'s view says which assignments can no longer be started: a retired scenario keeps its name', async () => {
    const listed = await team([], []).views.forTeam([assignment(1, 7), assignment(2, 6), assignment(3, 9)], members);
    expect(listed.map((a) => [a.scenarioName, a.available])).to.deep.equal([['Refund', true], ['Old', false], ['Removed scenario', false]]);
  });

  it('gives the learner the session to continue: the latest one under way since the assignment, not an older one', async () => {
    const sessions = [trace(30, 3, 7, at(0), false), trace(31, 3, 7, at(2), false), trace(32, 3, 7, at(3), false), trace(33, 3, 8, at(4), false)];
    const mine = await team(sessions, []).views.forMember([assignment(1, 7), assignment(2, 8, { createdAt: at(5) })], 3, null);
    expect(mine.map((a) => [a.scenarioId, a.status, a.sessionId])).to.deep.equal([[7, 'inProgress', 32], [8, 'notStarted', null]]);
  });
});
