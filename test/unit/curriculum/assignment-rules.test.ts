import { expect } from 'chai';
import { isCalendarDay, problemsOf, PROBLEMS } from '#src/modules/curriculum/domain/assignment-rules.ts';

describe('New assignment rules', () => {
  const context = { today: '2027-03-10', scenarioExists: true, teamMemberIds: new Set([2, 3]) };
  const draft = { scenarioId: 7, dueDate: '2027-03-10', memberIds: [2, 3] };

  it('accepts a due date of today or later, a known scenario and team members', () => {
    expect(problemsOf(draft, context)).to.deep.equal([]);
    expect(problemsOf({ ...draft, dueDate: '2030-01-01', memberIds: [] }, context)).to.deep.equal([]);
  });

  it('refuses a due date before today (UTC)', () => {
    expect(problemsOf({ ...draft, dueDate: '2027-03-09' }, context)).to.deep.equal([{ path: 'body.dueDate', message: PROBLEMS.dueDate }]);
    expect(PROBLEMS.dueDate).to.equal('Choose a due date from today on.');
  });

  it('names every problem at once: the scenario, the date and each member not in the team', () => {
    expect(problemsOf({ scenarioId: 999, dueDate: '2026-12-31', memberIds: [2, 5, 3, 6] }, { ...context, scenarioExists: false })).to.deep.equal([
      { path: 'body.scenarioId', message: PROBLEMS.scenario },
      { path: 'body.dueDate', message: PROBLEMS.dueDate },
      { path: 'body.memberIds.1', message: PROBLEMS.member },
      { path: 'body.memberIds.3', message: PROBLEMS.member },
    ]);
  });

  it('refuses a repeat of an open assignment per chosen member, or on the whole team\'s field, named so the client can word it', () => {
    const repeats = new Map([[3, { email: 'bob@x.io', dueDate: '2027-03-12' }]]);
    const repeat = (path: string) => ({ path, message: PROBLEMS.repeat('bob@x.io', '2027-03-12'), code: 'custom', problem: 'alreadyAssigned',
      args: { email: 'bob@x.io', dueDate: '2027-03-12' } });
    expect(problemsOf({ ...draft, memberIds: [2, 3, 3] }, { ...context, repeats })).to.deep.equal([repeat('body.memberIds.1')]);
    expect(problemsOf({ ...draft, memberIds: [] }, { ...context, repeats })).to.deep.equal([repeat('body.memberIds')]);
    expect(PROBLEMS.repeat('bob@x.io', '2027-03-12')).to.equal('bob@x.io already has this scenario assigned, due 2027-03-12.');
    // Someone outside the team is refused as that, not as a repeat.
    expect(problemsOf({ ...draft, memberIds: [9] }, { ...context, repeats: new Map([[9, { email: 'x@x.io', dueDate: '2027-03-12' }]]) }))
      .to.deep.equal([{ path: 'body.memberIds.0', message: PROBLEMS.member }]);
  });

  it('a calendar day is YYYY-MM-DD and exists', () => {
    for (const ok of ['2027-03-10', '2028-02-29', '2027-12-31']) expect(isCalendarDay(ok), ok).to.equal(true);
    for (const bad of ['2027-02-29', '2027-13-01', '2027-04-31', '2027-3-10', '10.03.2027', '2027-03-10T00:00:00Z', '', '0000-00-00'])
      expect(isCalendarDay(bad), bad).to.equal(false);
  });
});
