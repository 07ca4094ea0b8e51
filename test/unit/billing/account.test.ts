import { expect } from 'chai';
import {
  addMonths, awardVerificationBonus, consume, extendPremium, giveBack, newAccount, settle, UNLIMITED, usageOf, withdrawPremium, type BillingAccount,
} from '#src/modules/billing/domain/account.ts';
import { setSubscription } from '#src/modules/billing/domain/plan-setting.ts';

const allowance = { sessions: 5, coachSessions: 2 };
const at = (iso: string) => new Date(iso);
const now = at('2026-11-22T12:00:00Z');

/** A Free learner three sessions into a month that resets on 1 December. */
const aLearner = (changes: Partial<BillingAccount> = {}): BillingAccount => ({
  userId: 7, tier: 'Free', premiumExpiresAt: null, premiumSince: null, sessionCount: 3, coachSessionCount: 1, monthlyResetDate: at('2026-12-01T00:00:00Z'), resetDay: 1,
  totalSessions: 40, bonusSessions: 0, verificationBonusAt: null, ...changes,
});

describe('addMonths', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonths(at('2026-10-15T08:00:00Z'), 2).toISOString()).to.equal('2026-12-15T08:00:00.000Z');
    expect(addMonths(at('2027-01-31T10:00:00Z'), 1).toISOString()).to.equal('2027-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).to.equal('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2026-11-30T10:00:00Z'), 12).toISOString()).to.equal('2027-11-30T10:00:00.000Z');
  });

  it('takes a given day of the target month instead, or that month\'s last day', () => {
    expect(addMonths(at('2027-02-28T10:00:00Z'), 1, 31).toISOString()).to.equal('2027-03-31T10:00:00.000Z');
    expect(addMonths(at('2027-03-31T10:00:00Z'), 1, 31).toISOString()).to.equal('2027-04-30T10:00:00.000Z');
    expect(addMonths(at('2027-03-31T10:00:00Z'), -1, 30).toISOString()).to.equal('2027-02-28T10:00:00.000Z');
  });
});

describe('usageOf', () => {
  it('gives Free learners the configured allowance', () => {
    expect(usageOf(aLearner(), allowance, now)).to.deep.equal({
      sessionCount: 3, sessionLimit: 5, coachSessionCount: 1, coachSessionLimit: 2, subscriptionTier: 'Free',
      monthlyResetDate: '2026-12-01T00:00:00.000Z', subscriptionExpiresAt: null,
    });
  });

  it('gives Premium learners unlimited sessions (2147483647) until Premium ends', () => {
    const premium = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-01-01T00:00:00Z') });
    expect(usageOf(premium, allowance, now)).to.include({ sessionLimit: UNLIMITED, coachSessionLimit: UNLIMITED, subscriptionTier: 'Premium',
      subscriptionExpiresAt: '2027-01-01T00:00:00.000Z' });
  });

  it('reads counters past their reset date as zero, with the next reset date, and changes nothing stored', () => {
    const old = aLearner({ monthlyResetDate: at('2026-10-15T00:00:00Z'), resetDay: 15 });
    expect(usageOf(old, allowance, now)).to.include({ sessionCount: 0, coachSessionCount: 0, monthlyResetDate: '2026-12-15T00:00:00.000Z' });
    expect(old).to.deep.equal(aLearner({ monthlyResetDate: at('2026-10-15T00:00:00Z'), resetDay: 15 }));
  });
});

describe('settle: when Premium runs out', () => {
  it('returns to Free with a fresh Free month from the moment Premium ended', () => {
    const lapsed = aLearner({ tier: 'Premium', premiumExpiresAt: at('2026-11-20T09:30:00Z'), sessionCount: 57, coachSessionCount: 30 });
    expect(settle(lapsed, now)).to.equal(true);
    expect(lapsed).to.deep.include({ tier: 'Free', premiumExpiresAt: null, sessionCount: 0, coachSessionCount: 0, totalSessions: 40 });
    expect(lapsed.monthlyResetDate.toISOString()).to.equal('2026-12-20T09:30:00.000Z');
  });

  it('leaves an active Premium, and Premium granted without an end, as they are', () => {
    const active = aLearner({ tier: 'Premium', premiumExpiresAt: at('2026-11-22T12:00:01Z') });
    expect(settle(active, now)).to.equal(false);
    const endless = aLearner({ tier: 'Premium', premiumExpiresAt: null, monthlyResetDate: at('2026-11-01T00:00:00Z') });
    settle(endless, now);
    expect(endless).to.include({ tier: 'Premium', sessionCount: 0 });
  });

  it('also starts the counters again when a month went by after the lapse', () => {
    const long = aLearner({ tier: 'Premium', premiumExpiresAt: at('2026-09-10T00:00:00Z'), sessionCount: 9 });
    settle(long, now);
    expect(long).to.include({ tier: 'Free', sessionCount: 0 });
    expect(long.monthlyResetDate.toISOString()).to.equal('2026-12-10T00:00:00.000Z');
  });
});

describe('consume', () => {
  it('counts a session and a coached one, and the sessions ever started', () => {
    const learner = aLearner();
    consume(learner, allowance, now, { session: true, coach: true });
    expect(learner).to.include({ sessionCount: 4, coachSessionCount: 2, totalSessions: 41 });
  });

  it('refuses at the limit with SPEC’s exact texts, counting nothing', () => {
    const full = aLearner({ sessionCount: 5 });
    expect(() => consume(full, allowance, now, { session: true, coach: false })).to.throw('Monthly session limit reached')
      .with.property('code', 'USAGE.SESSION_LIMIT');
    const coached = aLearner({ coachSessionCount: 2 });
    expect(() => consume(coached, allowance, now, { session: true, coach: true })).to.throw('Monthly coach session limit reached')
      .with.property('code', 'USAGE.COACH_LIMIT');
    expect(coached.sessionCount).to.equal(3);
  });

  it('starts a new month when the reset date has passed (the monthly reset)', () => {
    const learner = aLearner({ sessionCount: 5, coachSessionCount: 2, monthlyResetDate: at('2026-11-01T00:00:00Z') });
    consume(learner, allowance, now, { session: true, coach: true });
    expect(learner).to.include({ sessionCount: 1, coachSessionCount: 1 });
    expect(learner.monthlyResetDate.toISOString()).to.equal('2026-12-01T00:00:00.000Z');
  });

  it('keeps the month\'s day: a month begun on the 31st resets on the last day of shorter months and returns to the 31st', () => {
    const learner = { ...newAccount(7, at('2027-01-31T10:00:00Z')), sessionCount: 4 };
    expect(learner).to.include({ resetDay: 31 });
    const resets: string[] = [];
    for (const day of ['2027-03-01', '2027-04-01', '2027-05-01', '2027-06-01']) {
      settle(learner, at(`${day}T00:00:00Z`));
      resets.push(learner.monthlyResetDate.toISOString().slice(0, 10));
    }
    expect(resets).to.deep.equal(['2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30']);
    expect(learner.sessionCount).to.equal(0);
  });

  it('lets a Premium learner past the Free allowance, and counts against Free again once Premium lapsed', () => {
    const premium = aLearner({ tier: 'Premium', premiumExpiresAt: at('2026-12-22T00:00:00Z'), sessionCount: 50 });
    consume(premium, allowance, now, { session: true, coach: true });
    expect(premium.sessionCount).to.equal(51);
    const after = at('2026-12-23T00:00:00Z');
    consume(premium, allowance, after, { session: true, coach: false });
    expect(premium).to.include({ tier: 'Free', sessionCount: 1 });
  });
});

describe('giveBack: a session discarded before anything was said in it', () => {
  it('takes the session (and its coach) back out of this month’s counters, never below zero, and keeps it among the sessions ever started', () => {
    const learner = aLearner();
    expect(giveBack(learner, at('2026-11-20T09:00:00Z'), now, { session: true, coach: true })).to.equal(true);
    expect(learner).to.include({ sessionCount: 2, coachSessionCount: 0, totalSessions: 40 });
    const fresh = aLearner({ sessionCount: 0, coachSessionCount: 0 });
    giveBack(fresh, at('2026-11-20T09:00:00Z'), now, { session: true, coach: true });
    expect(fresh).to.include({ sessionCount: 0, coachSessionCount: 0 });
  });

  it('leaves the coach’s count alone for a session without the coach', () => {
    const learner = aLearner();
    giveBack(learner, at('2026-11-20T09:00:00Z'), now, { session: true, coach: false });
    expect(learner).to.include({ sessionCount: 2, coachSessionCount: 1 });
  });

  it('gives nothing back for a start of an earlier month: the counters were cleared with it', () => {
    const learner = aLearner();
    expect(giveBack(learner, at('2026-10-31T23:00:00Z'), now, { session: true, coach: true })).to.equal(false);
    expect(learner).to.include({ sessionCount: 3, coachSessionCount: 1 });
    // The month rolled over since the start: the new month's counters are not the start's.
    const rolled = aLearner({ monthlyResetDate: at('2026-11-01T00:00:00Z'), sessionCount: 5 });
    expect(giveBack(rolled, at('2026-10-30T10:00:00Z'), now, { session: true, coach: false })).to.equal(false);
    expect(rolled).to.include({ sessionCount: 0 });
  });

  it('knows where a month that reset on a short month\'s last day began', () => {
    // The month began on 28 February (31st clamped) and resets on 31 March.
    const learner = aLearner({ monthlyResetDate: at('2027-03-31T00:00:00Z'), resetDay: 31 });
    const inMarch = at('2027-03-10T00:00:00Z');
    expect(giveBack(learner, at('2027-02-28T09:00:00Z'), inMarch, { session: true, coach: false })).to.equal(true);
    expect(giveBack(learner, at('2027-02-27T23:00:00Z'), inMarch, { session: true, coach: false })).to.equal(false);
    expect(learner.sessionCount).to.equal(2);
  });

  it('gives nothing back for a start made while Premium that has lapsed since (Free began afresh then)', () => {
    const lapsed = aLearner({ tier: 'Premium', premiumExpiresAt: at('2026-11-21T00:00:00Z'), sessionCount: 12, monthlyResetDate: at('2026-12-05T00:00:00Z') });
    expect(giveBack(lapsed, at('2026-11-20T09:00:00Z'), now, { session: true, coach: false })).to.equal(false);
    expect(lapsed).to.include({ tier: 'Free', sessionCount: 0 });
  });
});

describe('extendPremium', () => {
  it('starts Premium from now for a Free learner', () => {
    const learner = aLearner();
    extendPremium(learner, 6, now);
    expect(learner).to.deep.include({ tier: 'Premium', premiumSince: now });
    expect(learner.premiumExpiresAt!.toISOString()).to.equal('2027-05-22T12:00:00.000Z');
  });

  it('extends an active Premium from its current expiry, not from now, in the same run', () => {
    const since = at('2026-10-10T00:00:00Z');
    const learner = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-01-10T00:00:00Z'), premiumSince: since });
    extendPremium(learner, 1, now);
    expect(learner.premiumExpiresAt!.toISOString()).to.equal('2027-02-10T00:00:00.000Z');
    expect(learner.premiumSince).to.equal(since);
  });

  it('starts again from now, a new run, when the old Premium has already run out', () => {
    const learner = aLearner({ tier: 'Premium', premiumExpiresAt: at('2026-10-01T00:00:00Z'), premiumSince: at('2026-09-01T00:00:00Z') });
    extendPremium(learner, 1, now);
    expect(learner.premiumExpiresAt!.toISOString()).to.equal('2026-12-22T12:00:00.000Z');
    expect(learner.premiumSince).to.deep.equal(now);
  });

  it('gives a new account a Free month starting now', () => {
    expect(newAccount(3, now)).to.deep.include({ tier: 'Free', sessionCount: 0, monthlyResetDate: at('2026-12-22T12:00:00Z'), resetDay: 22 });
  });
});

describe('awardVerificationBonus', () => {
  it('adds the sessions to this month’s Free allowance and says how many', () => {
    const learner = aLearner({ sessionCount: 5 });
    expect(awardVerificationBonus(learner, 3, now)).to.equal(3);
    expect(usageOf(learner, allowance, now)).to.include({ sessionCount: 5, sessionLimit: 8 });
    expect(() => consume(learner, allowance, now, { session: true, coach: false })).not.to.throw();
    expect(learner.verificationBonusAt).to.equal(now);
  });

  it('gives it once per account: a second verification (a changed address) adds nothing', () => {
    const learner = aLearner();
    awardVerificationBonus(learner, 3, now);
    expect(awardVerificationBonus(learner, 3, at('2026-11-25T00:00:00Z'))).to.equal(0);
    expect(usageOf(learner, allowance, now).sessionLimit).to.equal(8);
  });

  it('lasts until the month ends: the next month starts with the plain allowance', () => {
    const learner = aLearner();
    awardVerificationBonus(learner, 3, now);
    const nextMonth = at('2026-12-02T00:00:00Z');
    expect(usageOf(learner, allowance, nextMonth).sessionLimit).to.equal(5);
    settle(learner, nextMonth);
    expect(learner.bonusSessions).to.equal(0);
  });

  it('counts a month that had already ended before the award as over: the bonus goes to the new month', () => {
    const learner = aLearner({ sessionCount: 5, monthlyResetDate: at('2026-11-01T00:00:00Z') });
    awardVerificationBonus(learner, 3, now);
    expect(usageOf(learner, allowance, now)).to.include({ sessionCount: 0, sessionLimit: 8 });
  });

  it('given on Premium, waits for the first Free month after it (over month ends), and then lasts that month only', () => {
    const learner = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-01-10T00:00:00Z'), premiumSince: at('2026-11-10T00:00:00Z') });
    expect(awardVerificationBonus(learner, 3, now)).to.equal(3);
    const onFree = at('2027-01-11T00:00:00Z'); // two month ends later, Premium has run out
    expect(usageOf(learner, allowance, onFree)).to.include({ subscriptionTier: 'Free', sessionLimit: 8 });
    expect(usageOf(learner, allowance, at('2027-02-11T00:00:00Z')).sessionLimit).to.equal(5);
    // Taken away by an operator, the same: the fresh Free month has it.
    const ended = aLearner({ tier: 'Premium', premiumExpiresAt: null, premiumSince: at('2026-11-10T00:00:00Z') });
    awardVerificationBonus(ended, 3, now);
    setSubscription(ended, 'Free', null, at('2026-12-05T00:00:00Z'));
    expect(usageOf(ended, allowance, at('2026-12-05T00:00:00Z'))).to.include({ subscriptionTier: 'Free', sessionLimit: 8 });
  });

  it('given on Free, goes with that month even when Premium comes between', () => {
    const learner = aLearner();
    awardVerificationBonus(learner, 3, now);
    extendPremium(learner, 1, at('2026-11-23T00:00:00Z'));
    expect(usageOf(learner, allowance, at('2026-12-24T00:00:00Z'))).to.include({ subscriptionTier: 'Free', sessionLimit: 5 });
  });

  it('with a bonus of 0 configured, records nothing, so a later non-zero bonus is still given', () => {
    const learner = aLearner();
    expect(awardVerificationBonus(learner, 0, now)).to.equal(0);
    expect(learner.verificationBonusAt).to.equal(null);
  });
});

describe('withdrawPremium: a refunded payment’s months taken back', () => {
  const paidAt = at('2026-10-22T12:00:00Z');

  it('moves the end back by them, and says so', () => {
    const learner = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-05-22T12:00:00Z') });
    expect(withdrawPremium(learner, 1, paidAt, now)).to.equal('shortened');
    expect(learner).to.include({ tier: 'Premium' });
    expect(learner.premiumExpiresAt!.toISOString()).to.equal('2027-04-22T12:00:00.000Z');
  });

  it('ends Premium from now when the end would lie in the past, keeping this month\'s counters and reset date as they stand', () => {
    const learner = aLearner({ tier: 'Premium', premiumExpiresAt: at('2026-12-22T12:00:00Z'), premiumSince: paidAt, bonusSessions: 3 });
    expect(withdrawPremium(learner, 6, paidAt, now)).to.equal('ended');
    expect(learner).to.include({ tier: 'Free', premiumExpiresAt: null, premiumSince: null, sessionCount: 3, coachSessionCount: 1, bonusSessions: 3 });
    expect(learner.monthlyResetDate.toISOString()).to.equal('2026-12-01T00:00:00.000Z');
  });

  it('gives no fresh Free allowance: a used-up month paid for and refunded is still used up, until its reset date', () => {
    const usedUp = aLearner({ sessionCount: 5, coachSessionCount: 2 });
    extendPremium(usedUp, 1, at('2026-11-20T10:00:00Z'));
    consume(usedUp, allowance, at('2026-11-21T10:00:00Z'), { session: true, coach: false }); // a session on Premium
    expect(withdrawPremium(usedUp, 1, at('2026-11-20T10:00:00Z'), now)).to.equal('ended');
    expect(usageOf(usedUp, allowance, now)).to.include({ subscriptionTier: 'Free', sessionCount: 6, sessionLimit: 5, coachSessionCount: 2,
      monthlyResetDate: '2026-12-01T00:00:00.000Z' });
    expect(() => consume(usedUp, allowance, now, { session: true, coach: false })).to.throw('Monthly session limit reached');
    // The month still ends when it would have: the next one starts from zero.
    expect(usageOf(usedUp, allowance, at('2026-12-01T00:00:01Z'))).to.include({ sessionCount: 0, coachSessionCount: 0 });
  });

  it('leaves Premium without an end as it is, and says it has no end', () => {
    const learner = aLearner({ tier: 'Premium', premiumExpiresAt: null });
    expect(withdrawPremium(learner, 1, paidAt, now)).to.equal('without-end');
    expect(learner).to.deep.equal(aLearner({ tier: 'Premium', premiumExpiresAt: null }));
  });

  it('finds nothing to withdraw from an account on Free: Premium ended early, or run out', () => {
    const free = aLearner();
    expect(withdrawPremium(free, 1, paidAt, now)).to.equal('on-free');
    expect(free).to.deep.equal(aLearner());
    const lapsed = aLearner({ tier: 'Premium', premiumExpiresAt: at('2026-11-20T00:00:00Z') });
    expect(withdrawPremium(lapsed, 1, paidAt, now)).to.equal('on-free');
    expect(lapsed).to.include({ tier: 'Free', premiumExpiresAt: null });
  });

  it('withdraws from the run the payment went into: bought at its start, or as an early renewal', () => {
    const learner = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-05-22T12:00:00Z'), premiumSince: paidAt });
    expect(withdrawPremium(learner, 1, paidAt, now)).to.equal('shortened');
    const renewed = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-05-22T12:00:00Z'), premiumSince: at('2026-08-01T00:00:00Z') });
    expect(withdrawPremium(renewed, 1, paidAt, now)).to.equal('shortened');
  });

  it('takes nothing from a Premium that began after the payment: its own run has ended since', () => {
    const regranted = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-05-22T12:00:00Z'), premiumSince: at('2026-11-20T00:00:00Z') });
    expect(withdrawPremium(regranted, 1, paidAt, now)).to.equal('run-ended');
    expect(regranted.premiumExpiresAt!.toISOString()).to.equal('2027-05-22T12:00:00.000Z');
    const withoutEnd = aLearner({ tier: 'Premium', premiumExpiresAt: null, premiumSince: at('2026-11-20T00:00:00Z') });
    expect(withdrawPremium(withoutEnd, 1, paidAt, now)).to.equal('run-ended');
  });

  it('withdraws as before where the run\'s start is unknown: Premium from before it was kept, or a payment without a time', () => {
    const older = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-05-22T12:00:00Z') });
    expect(withdrawPremium(older, 1, paidAt, now)).to.equal('shortened');
    const untimed = aLearner({ tier: 'Premium', premiumExpiresAt: at('2027-05-22T12:00:00Z'), premiumSince: at('2026-11-20T00:00:00Z') });
    expect(withdrawPremium(untimed, 1, null, now)).to.equal('shortened');
  });
});
