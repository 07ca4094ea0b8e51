import { expect } from 'chai';
import { movers, personalBests, progressWeeks, type Measure, type ScenarioRun } from '#src/modules/analysis/domain/progress.ts';
import { currentStreak, longestStreak } from '#src/modules/analysis/domain/achievement.ts';

const at = (iso: string) => new Date(iso);
const all = (n: number): Record<Measure, number> => ({ overall: n, empathy: n, clarity: n, problemSolving: n, composure: n, activeListening: n });

/** A scenario's summary: every measure the same unless `empathy` says otherwise. */
function aRun(scenarioId: number, o: { sessions?: number; first?: number; latest?: number; best?: number; bestSession?: number; bestAt?: string; empathy?: [number, number] } = {}): ScenarioRun {
  const best = { score: o.best ?? 7, sessionId: o.bestSession ?? scenarioId * 10, achievedAt: at(o.bestAt ?? '2026-11-01T10:00:00Z') };
  return {
    scenarioId, sessions: o.sessions ?? 2,
    first: { ...all(o.first ?? 5), ...(o.empathy ? { empathy: o.empathy[0] } : {}) },
    latest: { ...all(o.latest ?? 6), ...(o.empathy ? { empathy: o.empathy[1] } : {}) },
    best: { overall: best, empathy: best, clarity: best, problemSolving: best, composure: best, activeListening: best },
  };
}

describe('Learner progress (R2.12)', () => {
  describe('weeks', () => {
    it('lists every ISO week of the window, Monday first, empty weeks as 0 sessions and nulls', () => {
      const weeks = progressWeeks(at('2026-11-25T12:00:00Z'), 4, [
        { weekStart: '2026-11-09', sessions: 2, averages: { ...all(6.25), empathy: 7.04 } },
      ]);
      expect(weeks.map((w) => w.weekStart)).to.deep.equal(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
      expect(weeks[1]).to.deep.equal({
        weekStart: '2026-11-09', sessions: 2, overall: 6.3, skills: { empathy: 7, clarity: 6.3, problemSolving: 6.3, composure: 6.3, activeListening: 6.3 },
      });
      expect(weeks[0]).to.deep.equal({
        weekStart: '2026-11-02', sessions: 0, overall: null, skills: { empathy: null, clarity: null, problemSolving: null, composure: null, activeListening: null },
      });
    });

    it('crosses the year boundary: ISO week of 1 January starts in December', () => {
      const weeks = progressWeeks(at('2027-01-03T23:59:00Z'), 2, [{ weekStart: '2026-12-28', sessions: 1, averages: all(8) }]);
      expect(weeks.map((w) => w.weekStart)).to.deep.equal(['2026-12-21', '2026-12-28']);
      expect(weeks[1]!.overall).to.equal(8);
      expect(progressWeeks(at('2027-01-04T00:00:00Z'), 1, [])[0]!.weekStart).to.equal('2027-01-04');
    });
  });

  describe('personal bests', () => {
    it('takes the highest score over every scenario, and the earliest session on a tie', () => {
      const bests = personalBests([
        aRun(1, { best: 8, bestSession: 11, bestAt: '2026-11-10T10:00:00Z' }),
        aRun(2, { best: 8, bestSession: 21, bestAt: '2026-11-03T10:00:00Z' }),
        aRun(3, { best: 7.5, bestSession: 31, bestAt: '2026-10-01T10:00:00Z' }),
      ]);
      expect(bests.overall).to.deep.equal({ score: 8, sessionId: 21, achievedAt: at('2026-11-03T10:00:00Z'), scenarioId: 2 });
      expect(bests.activeListening!.sessionId).to.equal(21);
    });

    it('has none before the first result', () => {
      expect(personalBests([]).empathy).to.equal(null);
    });
  });

  describe('streak', () => {
    const days = (...d: string[]) => d.map((x) => at(`${x}T15:00:00Z`));

    it('counts back from today, or from yesterday before today\'s practice', () => {
      const dates = days('2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24', '2026-11-25');
      expect(currentStreak(dates, at('2026-11-25T08:00:00Z'), 'UTC')).to.equal(2);
      expect(currentStreak(days('2026-11-23', '2026-11-24'), at('2026-11-25T23:00:00Z'), 'UTC')).to.equal(2);
      expect(currentStreak(days('2026-11-22', '2026-11-23'), at('2026-11-25T08:00:00Z'), 'UTC')).to.equal(0);
      expect(longestStreak(dates, 'UTC')).to.equal(3);
    });

    it('counts a day once, whatever the number of sessions, across months and years', () => {
      const dates = [...days('2026-12-31', '2027-01-01'), at('2027-01-01T23:59:59Z')];
      expect(currentStreak(dates, at('2027-01-02T00:30:00Z'), 'UTC')).to.equal(2);
      expect(longestStreak(dates, 'UTC')).to.equal(2);
      expect(currentStreak([], at('2027-01-02T00:30:00Z'), 'UTC')).to.equal(0);
    });

    it('starts today where the learner is, not in UTC', () => {
      // 22:00 UTC on the 25th is already 01:00 on the 26th in Moscow (UTC+3): the 25th went by without practice there.
      const dates = [at('2026-11-23T12:00:00Z'), at('2026-11-24T12:00:00Z')];
      expect(currentStreak(dates, at('2026-11-25T22:00:00Z'), 'UTC')).to.equal(2);
      expect(currentStreak(dates, at('2026-11-25T22:00:00Z'), 'Europe/Moscow')).to.equal(0);
      // A session at 22:30 UTC on the 24th was on the 25th in Moscow, so today's practice is done there.
      const late = [at('2026-11-23T12:00:00Z'), at('2026-11-24T22:30:00Z')];
      expect(currentStreak(late, at('2026-11-25T10:00:00Z'), 'UTC')).to.equal(2);
      expect(currentStreak(late, at('2026-11-25T10:00:00Z'), 'Europe/Moscow')).to.equal(1);
    });
  });

  describe('movers', () => {
    it('picks the scenario completed twice or more with the largest rise of each skill', () => {
      const moved = movers([
        aRun(1, { sessions: 3, empathy: [4, 7.5] }),
        aRun(2, { sessions: 2, empathy: [5, 6] }),
        aRun(3, { sessions: 1, empathy: [0, 10] }), // once: its first is its latest
      ]);
      expect(moved.empathy).to.deep.equal({ scenarioId: 1, first: 4, latest: 7.5, change: 3.5, sessions: 3 });
      // Every other skill rose by 1 in both: the one practised more wins the tie.
      expect(moved.clarity).to.deep.include({ scenarioId: 1, change: 1 });
    });

    it('shows nothing when no scenario rose, or none was completed twice', () => {
      expect(movers([aRun(1, { first: 7, latest: 5 }), aRun(2, { first: 6, latest: 6 })]).composure).to.equal(null);
      expect(movers([aRun(1, { sessions: 1 })]).empathy).to.equal(null);
    });
  });
});
