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

  it('a calendar day is YYYY-MM-DD and exists', () => {
    for (const ok of ['2027-03-10', '2028-02-29', '2027-12-31']) expect(isCalendarDay(ok), ok).to.equal(true);
    for (const bad of ['2027-02-29', '2027-13-01', '2027-04-31', '2027-3-10', '10.03.2027', '2027-03-10T00:00:00Z', '', '0000-00-00'])
      expect(isCalendarDay(bad), bad).to.equal(false);
  });
});
