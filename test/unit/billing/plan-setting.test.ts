import { expect } from 'chai';
import { settle, type BillingAccount } from '#src/modules/billing/domain/account.ts';
import { setPlan, setSubscription } from '#src/modules/billing/domain/plan-setting.ts';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-22T12:00:00Z');
const aPremiumLearner = (changes: Partial<BillingAccount> = {}): BillingAccount => ({
  userId: 7, tier: 'Premium', premiumExpiresAt: at('2027-01-01T00:00:00Z'), premiumSince: at('2026-10-01T00:00:00Z'), sessionCount: 30, coachSessionCount: 12,
  monthlyResetDate: at('2026-12-01T00:00:00Z'), resetDay: 1, totalSessions: 90, bonusSessions: 2, verificationBonusAt: null, ...changes,
});

describe('setPlan (a SuperAdmin edits the plan and counters)', () => {
  it('takes every value as given', () => {
    const account = aPremiumLearner();
    setPlan(account, { tier: 'Premium', premiumExpiresAt: null, sessionCount: 2, coachSessionCount: 1, monthlyResetDate: at('2026-12-15T00:00:00Z'), totalSessions: 5 }, now);
    expect(account).to.include({ tier: 'Premium', premiumExpiresAt: null, sessionCount: 2, coachSessionCount: 1, totalSessions: 5 });
    expect(account.monthlyResetDate.toISOString()).to.equal('2026-12-15T00:00:00.000Z');
  });

  it('resets on the given date\'s day of the month from then on, but keeps the day when the date shown is sent back unchanged', () => {
    const moved = aPremiumLearner();
    setPlan(moved, { tier: 'Premium', premiumExpiresAt: null, sessionCount: 0, coachSessionCount: 0, monthlyResetDate: at('2026-12-15T00:00:00Z'), totalSessions: 5 }, now);
    expect(moved.resetDay).to.equal(15);
    // A month begun on 31 October reset on 30 November; the form sends that date back as it showed it.
    const clamped = aPremiumLearner({ monthlyResetDate: at('2026-11-30T00:00:00Z'), resetDay: 31 });
    const edited = { tier: 'Premium' as const, premiumExpiresAt: null, sessionCount: 1, coachSessionCount: 0, monthlyResetDate: at('2026-11-30T00:00:00Z'), totalSessions: 5 };
    setPlan(clamped, edited, now);
    expect(clamped.resetDay).to.equal(31);
    settle(clamped, at('2026-12-01T00:00:00Z'));
    expect(clamped.monthlyResetDate.toISOString()).to.equal('2026-12-31T00:00:00.000Z');
  });

  it('does not bring back a bonus whose month ended before the edit, when the form sends the month shown', () => {
    // Verified in October (3 more sessions that month); the month ended on 1 November, nobody read the account since.
    const account = aPremiumLearner({ tier: 'Free', premiumExpiresAt: null, premiumSince: null, sessionCount: 5, monthlyResetDate: at('2026-11-01T00:00:00Z'), bonusSessions: 3, verificationBonusAt: at('2026-10-20T00:00:00Z') });
    setPlan(account, { tier: 'Free', premiumExpiresAt: null, sessionCount: 0, coachSessionCount: 0, monthlyResetDate: at('2026-12-01T00:00:00Z'), totalSessions: 90 }, now);
    expect(account).to.include({ bonusSessions: 0, resetDay: 1 });
    // This month's bonus stays with this month.
    const current = aPremiumLearner({ tier: 'Free', premiumExpiresAt: null, premiumSince: null, bonusSessions: 3 });
    setPlan(current, { tier: 'Free', premiumExpiresAt: null, sessionCount: 1, coachSessionCount: 0, monthlyResetDate: at('2026-12-01T00:00:00Z'), totalSessions: 90 }, now);
    expect(current.bonusSessions).to.equal(3);
  });

  it('drops an end given with Free, and starts the month now when no reset date is given', () => {
    const account = aPremiumLearner();
    setPlan(account, { tier: 'Free', premiumExpiresAt: at('2027-05-01T00:00:00Z'), sessionCount: 3, coachSessionCount: 0, monthlyResetDate: null, totalSessions: 90 }, now);
    expect(account).to.include({ tier: 'Free', premiumExpiresAt: null, sessionCount: 3 });
    expect(account.monthlyResetDate.toISOString()).to.equal('2026-12-22T12:00:00.000Z');
    expect(settle(account, now)).to.equal(false); // the counts stand until that date
  });
});

describe('setSubscription (a SuperAdmin changes the tier only)', () => {
  it('gives Premium with or without an end, keeping the month\'s counters', () => {
    const account = aPremiumLearner({ tier: 'Free', premiumExpiresAt: null, sessionCount: 4 });
    setSubscription(account, 'Premium', null, now);
    expect(account).to.include({ tier: 'Premium', premiumExpiresAt: null, sessionCount: 4 });
  });

  it('starts a run of Premium when Free becomes Premium, and keeps it while Premium stays', () => {
    const account = aPremiumLearner({ tier: 'Free', premiumExpiresAt: null, premiumSince: null });
    setSubscription(account, 'Premium', at('2027-03-01T00:00:00Z'), now);
    expect(account.premiumSince).to.equal(now);
    const later = at('2026-12-01T00:00:00Z');
    setSubscription(account, 'Premium', at('2027-06-01T00:00:00Z'), later);
    setPlan(account, { tier: 'Premium', premiumExpiresAt: null, sessionCount: 0, coachSessionCount: 0, monthlyResetDate: null, totalSessions: 90 }, later);
    expect(account.premiumSince).to.equal(now);
    setPlan(account, { tier: 'Free', premiumExpiresAt: null, sessionCount: 0, coachSessionCount: 0, monthlyResetDate: null, totalSessions: 90 }, later);
    expect(account.premiumSince).to.equal(null);
    setPlan(account, { tier: 'Premium', premiumExpiresAt: null, sessionCount: 0, coachSessionCount: 0, monthlyResetDate: null, totalSessions: 90 }, later);
    expect(account.premiumSince).to.equal(later);
  });

  it('starts a new run when Premium is set again on one whose end has already passed', () => {
    const account = aPremiumLearner({ premiumExpiresAt: at('2026-11-01T00:00:00Z') });
    setPlan(account, { tier: 'Premium', premiumExpiresAt: at('2027-03-01T00:00:00Z'), sessionCount: 0, coachSessionCount: 0, monthlyResetDate: null, totalSessions: 90 }, now);
    expect(account.premiumSince).to.equal(now);
  });

  it('starts a fresh Free month when Premium is taken away, as Premium running out does', () => {
    const account = aPremiumLearner();
    setSubscription(account, 'Free', at('2027-05-01T00:00:00Z'), now);
    expect(account).to.include({ tier: 'Free', premiumExpiresAt: null, premiumSince: null, sessionCount: 0, coachSessionCount: 0, bonusSessions: 0, totalSessions: 90 });
    expect(account.monthlyResetDate.toISOString()).to.equal('2026-12-22T12:00:00.000Z');
  });
});
