import { expect } from 'chai';
import { allowanceLeft, utcDayOf, utcDaysUpTo, type AiLimits } from '#src/modules/security/domain/ai-usage.ts';

const LIMITS: AiLimits = { userCalls: 300, userTokens: 300_000, sessionCalls: 100, sessionTokens: 100_000 };
const spent = (calls: number, tokens: number) => ({ calls, tokens });

describe('AI budgets', () => {
  describe('allowanceLeft', () => {
    it('leaves the tighter of the learner\'s and the session\'s caps', () => {
      expect(allowanceLeft(LIMITS, spent(0, 0), spent(0, 0))).to.deep.equal({ calls: 100, tokens: 100_000 });
      // A learner who spent most of the day elsewhere: their own cap is now the tighter one.
      expect(allowanceLeft(LIMITS, spent(250, 260_000), spent(10, 5_000))).to.deep.equal({ calls: 50, tokens: 40_000 });
      expect(allowanceLeft(LIMITS, spent(120, 130_000), spent(99, 20_000))).to.deep.equal({ calls: 1, tokens: 80_000 });
    });

    it('counts calls and tokens apart: either one spent spends the day', () => {
      expect(allowanceLeft(LIMITS, spent(100, 1_000), spent(100, 1_000))).to.deep.equal({ calls: 0, tokens: 99_000 });
      expect(allowanceLeft(LIMITS, spent(3, 100_000), spent(3, 100_000))).to.deep.equal({ calls: 97, tokens: 0 });
    });

    it('never goes below zero when the calls in flight passed a cap', () => {
      expect(allowanceLeft(LIMITS, spent(305, 310_000), spent(102, 104_000))).to.deep.equal({ calls: 0, tokens: 0 });
    });
  });

  describe('utcDayOf', () => {
    it('runs from midnight UTC to the next midnight, whatever the time of day', () => {
      const day = { start: new Date('2026-11-24T00:00:00.000Z'), end: new Date('2026-11-25T00:00:00.000Z') };
      expect(utcDayOf(new Date('2026-11-24T00:00:00.000Z'))).to.deep.equal(day);
      expect(utcDayOf(new Date('2026-11-24T13:45:10.123Z'))).to.deep.equal(day);
      expect(utcDayOf(new Date('2026-11-24T23:59:59.999Z'))).to.deep.equal(day);
    });

    it('starts a new day one millisecond after the last, across a month and a year', () => {
      expect(utcDayOf(new Date('2026-11-25T00:00:00.000Z')).start.toISOString()).to.equal('2026-11-25T00:00:00.000Z');
      expect(utcDayOf(new Date('2026-12-31T23:59:59.999Z')).end.toISOString()).to.equal('2027-01-01T00:00:00.000Z');
      expect(utcDayOf(new Date('2028-02-29T12:00:00.000Z'))).to.deep.equal({ start: new Date('2028-02-29T00:00:00.000Z'), end: new Date('2028-03-01T00:00:00.000Z') });
    });

    it('is a UTC day for a time written in another zone (Minsk, UTC+3, shortly after its midnight)', () => {
      expect(utcDayOf(new Date('2026-11-25T01:30:00+03:00')).start.toISOString()).to.equal('2026-11-24T00:00:00.000Z');
    });
  });

  describe('utcDaysUpTo', () => {
    it('covers whole UTC days, the last being today', () => {
      expect(utcDaysUpTo(new Date('2026-11-24T08:00:00.000Z'), 7)).to.deep.equal({
        start: new Date('2026-11-18T00:00:00.000Z'), end: new Date('2026-11-25T00:00:00.000Z'),
      });
      expect(utcDaysUpTo(new Date('2026-11-24T08:00:00.000Z'), 1)).to.deep.equal(utcDayOf(new Date('2026-11-24T08:00:00.000Z')));
    });
  });
});
