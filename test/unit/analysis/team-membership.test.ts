import { expect } from 'chai';
import { countedMembers, countingWindows } from '#src/modules/analysis/domain/team-membership.ts';

const at = (iso: string) => new Date(iso);

describe('team membership: sessions count from joining', () => {
  it('counts a member from their join, and one with no recorded join (older data) from the start', () => {
    expect(countedMembers([{ userId: 1, joinedAt: at('2026-11-20T10:00:00Z') }, { userId: 2, joinedAt: null }])).to.deep.equal([
      { userId: 1, countsFrom: at('2026-11-20T10:00:00Z') },
      { userId: 2, countsFrom: new Date(0) },
    ]);
  });

  it('groups members by where a window starts for them: its start, or their later join', () => {
    const since = at('2026-12-01T00:00:00Z');
    const members = [
      { userId: 1, countsFrom: at('2026-01-05T00:00:00Z') },
      { userId: 2, countsFrom: new Date(0) },
      { userId: 3, countsFrom: at('2026-12-03T09:30:00Z') },
      { userId: 4, countsFrom: since },
      { userId: 5, countsFrom: at('2026-12-03T09:30:00Z') },
    ];
    expect(countingWindows(members, since)).to.deep.equal([
      { from: since, userIds: [1, 2, 4] },
      { from: at('2026-12-03T09:30:00Z'), userIds: [3, 5] },
    ]);
    expect(countingWindows([], since)).to.deep.equal([]);
  });
});
