import { expect } from 'chai';
import { activeSince, monthStartOf, trendStartOf, weekStartOf, weeklyTrend, TREND_WEEKS } from '#src/modules/analysis/domain/team-calendar.ts';

const at = (iso: string) => new Date(iso);

describe('Team analytics calendar (UTC)', () => {
  it('starts a week on Monday 00:00 UTC, whatever the day and hour', () => {
    expect(weekStartOf(at('2026-11-23T00:00:00Z')).toISOString()).to.equal('2026-11-23T00:00:00.000Z'); // a Monday
    expect(weekStartOf(at('2026-11-29T23:59:59Z')).toISOString()).to.equal('2026-11-23T00:00:00.000Z'); // the Sunday after
    expect(weekStartOf(at('2026-11-22T23:59:59Z')).toISOString()).to.equal('2026-11-16T00:00:00.000Z'); // the Sunday before
    expect(weekStartOf(at('2027-01-01T10:00:00Z')).toISOString()).to.equal('2026-12-28T00:00:00.000Z'); // across the year
  });

  it('starts the month on the 1st, UTC, and the active window 30 days back', () => {
    expect(monthStartOf(at('2026-11-30T23:59:59Z')).toISOString()).to.equal('2026-11-01T00:00:00.000Z');
    expect(monthStartOf(at('2026-12-01T00:00:00Z')).toISOString()).to.equal('2026-12-01T00:00:00.000Z');
    expect(activeSince(at('2026-11-30T12:00:00Z')).toISOString()).to.equal('2026-10-31T12:00:00.000Z');
  });

  it('shows 12 weeks ending with the current one', () => {
    expect(trendStartOf(at('2026-11-25T12:00:00Z')).toISOString()).to.equal('2026-09-07T00:00:00.000Z');
    const trend = weeklyTrend(at('2026-11-25T12:00:00Z'), []);
    expect(trend).to.have.length(TREND_WEEKS);
    expect(trend[0]!.weekStart).to.equal('2026-09-07');
    expect(trend.at(-1)!.weekStart).to.equal('2026-11-23');
  });

  it('keeps the weeks with sessions and fills the gaps with 0 sessions and no overall', () => {
    const trend = weeklyTrend(at('2026-11-25T12:00:00Z'), [
      { weekStart: '2026-09-07', sessions: 2, overall: 6.25 },
      { weekStart: '2026-11-09', sessions: 1, overall: 7 },
      { weekStart: '2026-11-23', sessions: 3, overall: 7.333333 },
    ]);
    expect(trend[0]).to.deep.equal({ weekStart: '2026-09-07', sessions: 2, overall: 6.3 });
    expect(trend[1]).to.deep.equal({ weekStart: '2026-09-14', sessions: 0, overall: null });
    expect(trend[9]).to.deep.equal({ weekStart: '2026-11-09', sessions: 1, overall: 7 });
    expect(trend[10]).to.deep.equal({ weekStart: '2026-11-16', sessions: 0, overall: null });
    expect(trend[11]).to.deep.equal({ weekStart: '2026-11-23', sessions: 3, overall: 7.3 });
    expect(trend.filter((w) => w.sessions === 0)).to.have.length(9);
  });

  it('ignores weeks the database reports outside the window', () => {
    const trend = weeklyTrend(at('2026-11-25T12:00:00Z'), [{ weekStart: '2026-08-31', sessions: 4, overall: 5 }]);
    expect(trend.every((w) => w.sessions === 0 && w.overall === null)).to.equal(true);
  });
});
