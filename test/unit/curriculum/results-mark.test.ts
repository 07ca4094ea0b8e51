import { expect } from 'chai';
import { resultsMark } from '#src/modules/curriculum/application/learner-standing.ts';
import type { ScoredSession } from '#src/modules/curriculum/domain/planning.ts';

const scored = (sessionId: number, empathy: number, clarity: number): ScoredSession => ({
  sessionId, scenarioId: 1, completedAt: new Date('2026-12-01T10:00:00Z'), overall: 6,
  scores: { empathy, clarity, problemSolving: 6, composure: 6, activeListening: 6 },
});

describe('curriculum: the mark of the results a dynamic plan was made from', () => {
  it('is the same for the same results, so a plan is not made again for nothing', () => {
    expect(resultsMark([scored(1, 6, 6), scored(2, 7, 5)])).to.equal(resultsMark([scored(1, 6, 6), scored(2, 7, 5)]));
  });

  it('changes when a session analysed again moves a skill but not the overall', () => {
    const before = resultsMark([scored(1, 6, 6), scored(2, 8, 4)]);
    expect(resultsMark([scored(1, 6, 6), scored(2, 5, 7)])).to.not.equal(before);
  });

  it('keeps the count and the latest session first, and fits the 100 characters it is stored in', () => {
    const mark = resultsMark([scored(1, 6, 6), scored(42, 7, 5)]);
    expect(mark).to.match(/^2:42:[0-9a-f]{32}$/);
    expect(resultsMark([])).to.match(/^0:0:/);
  });
});
