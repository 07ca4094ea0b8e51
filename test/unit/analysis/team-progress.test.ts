import { expect } from 'chai';
import { averagesOf, memberProgress, type MemberTotals } from '#src/modules/analysis/domain/team-progress.ts';
import { TEAM_PROGRESS_HEADER, teamProgressFilename, teamProgressTable } from '#src/modules/analysis/application/team-progress-table.ts';
import { toCsv } from '#src/platform/http/csv.ts';

/** A member's totals as the database sums them: `sessions` sessions, every skill and overall at `each`. */
function totals(userId: number, sessions: number, each: number, overrides: Partial<MemberTotals> = {}): MemberTotals {
  const sum = sessions * each;
  return {
    userId, sessions, overallSum: sum,
    skillSums: { empathy: sum, clarity: sum, problemSolving: sum, composure: sum, activeListening: sum },
    firstOverall: each, latestOverall: each, bestOverall: each, latestAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

describe('Team progress', () => {
  describe('averagesOf', () => {
    it('averages over every session of the team, so a busy member weighs more than a member with one session', () => {
      const team = averagesOf([totals(1, 3, 9), totals(2, 1, 5)]);
      // (3×9 + 1×5) / 4 = 8, not the mean of the members' averages (7).
      expect(team).to.deep.equal({ sessions: 4, overall: 8, skills: { empathy: 8, clarity: 8, problemSolving: 8, composure: 8, activeListening: 8 } });
    });

    it('rounds to one decimal and keeps each skill apart', () => {
      const t = totals(1, 3, 7, { overallSum: 20, skillSums: { empathy: 25, clarity: 10, problemSolving: 21, composure: 0, activeListening: 29.9 } });
      expect(averagesOf([t])).to.deep.equal({
        sessions: 3, overall: 6.7, skills: { empathy: 8.3, clarity: 3.3, problemSolving: 7, composure: 0, activeListening: 10 },
      });
    });

    it('is null without a session', () => {
      expect(averagesOf([])).to.equal(null);
    });
  });

  describe('memberProgress', () => {
    it('gives a member without an analysed session 0 sessions and nulls', () => {
      expect(memberProgress(undefined)).to.deep.equal({ sessions: 0, averages: null, overall: null, latestAt: null });
    });

    it('gives a member their own averages and latest date', () => {
      expect(memberProgress(totals(4, 2, 6.25))).to.deep.include({ sessions: 2, overall: 6.3, latestAt: new Date('2026-11-20T10:00:00Z') });
    });
  });

  describe('the CSV report', () => {
    const members = [{ userId: 1, email: 'ann@example.com' }, { userId: 2, email: 'bob@example.com' }, { userId: 3, email: '=cmd@example.com' }];
    const data = [totals(1, 2, 7.25, { firstOverall: 6.04, latestOverall: 8.46, bestOverall: 8.46 })];

    it('has the header in the reader\'s language, the same columns in both', () => {
      expect(teamProgressTable(members, data, 'en')[0]).to.deep.equal([...TEAM_PROGRESS_HEADER.en]);
      expect(teamProgressTable(members, data, 'ru')[0]).to.deep.equal([...TEAM_PROGRESS_HEADER.ru]);
      expect(TEAM_PROGRESS_HEADER.ru).to.have.length(TEAM_PROGRESS_HEADER.en.length);
      expect(TEAM_PROGRESS_HEADER.ru.join(' ')).to.match(/^[А-ЯЁа-яё .]+$/);
    });

    it('lists every member in the team\'s order, with empty score cells before their first analysed session', () => {
      const [, ann, bob, cmd] = teamProgressTable(members, data, 'en');
      expect(ann).to.deep.equal(['ann@example.com', 2, 7.3, 7.3, 7.3, 7.3, 7.3, 6, 8.5, 8.5]);
      expect(bob).to.deep.equal(['bob@example.com', 0, null, null, null, null, null, null, null, null]);
      expect(cmd![0]).to.equal('=cmd@example.com');
    });

    it('comes out as CSV with the formula neutralised', () => {
      const csv = toCsv(teamProgressTable(members, data, 'en'));
      expect(csv.split('\r\n')).to.deep.equal([
        'Email,Sessions,Empathy,Clarity,Problem solving,Composure,Active listening,First overall,Latest overall,Best overall',
        'ann@example.com,2,7.3,7.3,7.3,7.3,7.3,6,8.5,8.5',
        'bob@example.com,0,,,,,,,,',
        "'=cmd@example.com,0,,,,,,,,",
        '',
      ]);
    });

    it('is named for the day, in UTC', () => {
      expect(teamProgressFilename(new Date('2026-11-30T23:30:00-02:00'))).to.equal('team-progress-2026-12-01.csv');
    });
  });
});
