import { expect } from 'chai';
import { progressIndex, type SessionTrace } from '#src/modules/curriculum/domain/progress.ts';
import { result } from './planner-mothers.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const session = (id: number, scenarioId: number, ended: boolean): SessionTrace =>
  ({ id, scenarioId, status: ended ? 'Completed' : 'InProgress', startedAt: at(id), endedAt: ended ? at(id + 1) : null });

describe('Curriculum item status', () => {
  it('NotStarted without a session of the scenario', () => {
    expect(progressIndex([], [session(1, 2, false)])(7)).to.deep.equal({ status: 'NotStarted', sessionId: null, metrics: [] });
  });

  it('InProgress with an unended session, pointing to the newest one to continue', () => {
    expect(progressIndex([], [session(1, 7, false), session(2, 7, false)])(7)).to.deep.equal({ status: 'InProgress', sessionId: 2, metrics: [] });
  });

  it('Completed with the six metrics of the BEST result, in SPEC order', () => {
    const weak = { ...result(7, 5, {}, 5), sessionId: 30 };
    const best = { ...result(7, 8, { empathy: 9, clarity: 7, problemSolving: 8, composure: 6, activeListening: 8.5 }, 8), sessionId: 31 };
    const later = { ...result(7, 6, {}, 6), sessionId: 32 };
    expect(progressIndex([weak, best, later], [session(30, 7, true), session(31, 7, true), session(32, 7, true)])(7)).to.deep.equal({
      status: 'Completed', sessionId: 31,
      metrics: [
        { name: 'Empathy', score: 9 }, { name: 'Clarity', score: 7 }, { name: 'ProblemSolving', score: 8 },
        { name: 'Composure', score: 6 }, { name: 'ActiveListening', score: 8.5 }, { name: 'Overall', score: 8 },
      ],
    });
  });

  it('on a tie the later result counts', () => {
    const first = { ...result(7, 7), sessionId: 40 };
    const second = { ...result(7, 7), sessionId: 41 };
    expect(progressIndex([first, second], [])(7).sessionId).to.equal(41);
  });

  it('clamps metric scores to 0–10', () => {
    const odd = result(7, 5, { empathy: 12, clarity: -3, composure: Number.NaN }, 11);
    const metrics = progressIndex([odd], [])(7).metrics;
    expect(metrics.map((m) => m.score)).to.deep.equal([10, 0, 5, 0, 5, 10]);
  });

  it('Completed without metrics while the ended session waits for its analysis (or after it failed)', () => {
    expect(progressIndex([], [session(5, 7, true)])(7)).to.deep.equal({ status: 'Completed', sessionId: 5, metrics: [] });
  });

  it('stays Completed when a completed scenario is replayed and left unfinished', () => {
    const done = { ...result(7, 7), sessionId: 50 };
    expect(progressIndex([done], [session(50, 7, true), session(51, 7, false)])(7)).to.include({ status: 'Completed', sessionId: 50 });
  });
});
