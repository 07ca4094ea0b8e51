import { expect } from 'chai';
import { countedMembers } from '#src/modules/analysis/domain/team-membership.ts';

const at = (iso: string) => new Date(iso);

describe('team membership: sessions count from joining', () => {
  it('counts a member from their join, and one with no recorded join (older data) from the start', () => {
    expect(countedMembers([{ userId: 1, joinedAt: at('2026-11-20T10:00:00Z') }, { userId: 2, joinedAt: null }])).to.deep.equal([
      { userId: 1, countsFrom: at('2026-11-20T10:00:00Z') },
      { userId: 2, countsFrom: new Date(0) },
    ]);
  });
});
