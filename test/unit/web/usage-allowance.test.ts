import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
interface Usage {
  sessionCount: number;
  sessionLimit: number;
  coachSessionCount: number;
  coachSessionLimit: number;
  subscriptionTier: string;
  monthlyResetDate: string;
  subscriptionExpiresAt: string | null;
}
interface Allowance {
  UNLIMITED: number;
  sessionLimitReached(usage: Usage | null | undefined): boolean;
  coachLimitReached(usage: Usage | null | undefined): boolean;
  renewalDate(usage: Pick<Usage, 'monthlyResetDate'> | null | undefined, locale: string): string | null;
}
const a = {} as Allowance;
before(async () => {
  Object.assign(a, await import(new URL('../../../web/src/features/usage/state/allowance.ts', import.meta.url).href));
});

const free = (changes: Partial<Usage> = {}): Usage => ({
  sessionCount: 0, sessionLimit: 8, coachSessionCount: 0, coachSessionLimit: 2, subscriptionTier: 'Free',
  monthlyResetDate: '2027-01-05T12:00:00.000Z', subscriptionExpiresAt: null, ...changes,
});

describe('web: the monthly allowance the limit notices word (F9, F10)', () => {
  it('knows when no session can start: the results\' "Try this moment again" offers Premium then, as the catalogue does', () => {
    expect(a.sessionLimitReached(free({ sessionCount: 7 }))).to.equal(false);
    expect(a.sessionLimitReached(free({ sessionCount: 8 }))).to.equal(true);
    expect(a.sessionLimitReached(free({ sessionCount: 9 })), 'over the limit (a bonus taken back)').to.equal(true);
    expect(a.sessionLimitReached(free({ sessionCount: 500, sessionLimit: a.UNLIMITED })), 'Premium').to.equal(false);
    expect(a.sessionLimitReached(undefined), 'nobody signed in').to.equal(false);
  });

  it('knows when the coach is used up', () => {
    expect(a.coachLimitReached(free({ coachSessionCount: 1 }))).to.equal(false);
    expect(a.coachLimitReached(free({ coachSessionCount: 2 }))).to.equal(true);
    expect(a.coachLimitReached(free({ coachSessionCount: 9, coachSessionLimit: a.UNLIMITED }))).to.equal(false);
  });

  it('names the day the allowance renews as each language writes a date', () => {
    expect(a.renewalDate(free(), 'en')).to.equal('January 5, 2027');
    expect(a.renewalDate(free(), 'ru'), 'a non-breaking space keeps "г." with the year').to.equal('5 января 2027\u00a0г.');
  });

  it('names no day it does not know', () => {
    expect(a.renewalDate(undefined, 'en')).to.equal(null);
    expect(a.renewalDate(free({ monthlyResetDate: 'soon' }), 'en')).to.equal(null);
  });
});
