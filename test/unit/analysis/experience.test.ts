import { expect } from 'chai';
import { pointsEarned, sessionPoints, TIER_POINTS } from '#src/modules/analysis/domain/experience.ts';

describe('experience points (ADR 0039)', () => {
  it('pays a session 10 for being finished and 10 per point of its overall score, rounded', () => {
    expect(sessionPoints(0)).to.equal(10);
    expect(sessionPoints(7.4)).to.equal(84);
    expect(sessionPoints(6.25)).to.equal(73);
    expect(sessionPoints(10)).to.equal(110);
  });

  it('adds each newly earned achievement by its tier', () => {
    expect(pointsEarned(5, null, [])).to.equal(60);
    expect(pointsEarned(5, null, ['Bronze', 'Gold'])).to.equal(60 + 50 + 200);
    expect(Object.values(TIER_POINTS)).to.deep.equal([50, 100, 200, 400]);
  });

  it('moves a re-analysed session by the change in its score, down as well as up', () => {
    expect(pointsEarned(8, 6, [])).to.equal(20);
    expect(pointsEarned(6, 8, [])).to.equal(-20);
    expect(pointsEarned(6, 6, ['Silver'])).to.equal(100);
  });
});
