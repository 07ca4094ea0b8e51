import { expect } from 'chai';
import { presenceOf, usageOf, UNLIMITED, type User } from '#src/modules/identity/domain/user.ts';
import { honoursToken } from '#src/modules/identity/domain/profile.ts';

const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('presenceOf (SPEC §4 presence)', () => {
  it('maps the minutes since the last heartbeat to the SPEC bands', () => {
    expect(presenceOf(null, now)).to.equal('Never');
    expect(presenceOf(minutesAgo(4.9), now)).to.equal('Online');
    expect(presenceOf(minutesAgo(5), now)).to.equal('RecentlyActive');
    expect(presenceOf(minutesAgo(29), now)).to.equal('RecentlyActive');
    expect(presenceOf(minutesAgo(30), now)).to.equal('Today');
    expect(presenceOf(minutesAgo(1439), now)).to.equal('Today');
    expect(presenceOf(minutesAgo(1440), now)).to.equal('Offline');
  });
});

describe('usageOf', () => {
  const base = {
    subscriptionTier: 'Free',
    subscriptionExpiresAt: null,
    sessionCountThisMonth: 3,
    coachSessionCountThisMonth: 1,
    monthlyResetDate: new Date('2026-12-01T00:00:00Z'),
  } as unknown as User;
  const limits = { sessions: 5, coachSessions: 2 };

  it('gives Free users the configured limits', () => {
    expect(usageOf(base, limits, now)).to.include({ sessionCount: 3, sessionLimit: 5, coachSessionLimit: 2, subscriptionTier: 'Free' });
  });

  it('gives Premium users unlimited sessions until the subscription expires', () => {
    const premium = { ...base, subscriptionTier: 'Premium', subscriptionExpiresAt: new Date('2027-01-01') } as User;
    expect(usageOf(premium, limits, now)).to.include({ sessionLimit: UNLIMITED, subscriptionTier: 'Premium' });
    const lapsed = { ...premium, subscriptionExpiresAt: new Date('2026-11-01') } as User;
    expect(usageOf(lapsed, limits, now)).to.include({ sessionLimit: 5, subscriptionTier: 'Free' });
  });

  it('reads counters past their reset date as zero, with the next reset date', () => {
    const old = { ...base, monthlyResetDate: new Date('2026-10-15T00:00:00Z') } as User;
    const u = usageOf(old, limits, now);
    expect(u).to.include({ sessionCount: 0, coachSessionCount: 0, monthlyResetDate: '2026-12-15T00:00:00.000Z' });
  });
});

describe('honoursToken', () => {
  const at = (ms: number) => new Date(ms);
  it('honours every token while the account was never signed out everywhere', () => {
    expect(honoursToken({ forceLogoutAt: null, forceLogoutExceptSession: null }, { issuedAt: 1, sessionId: null })).to.equal(true);
  });
  it('refuses a token issued before the last sign-out everywhere, and honours one issued after', () => {
    const profile = { forceLogoutAt: at(5_000), forceLogoutExceptSession: null };
    expect(honoursToken(profile, { issuedAt: 4_999, sessionId: 's1' })).to.equal(false);
    expect(honoursToken(profile, { issuedAt: 5_000, sessionId: 's1' })).to.equal(true);
  });
  it('keeps the session the change came from, and only that one', () => {
    const profile = { forceLogoutAt: at(5_000), forceLogoutExceptSession: 's1' };
    expect(honoursToken(profile, { issuedAt: 1_000, sessionId: 's1' })).to.equal(true);
    expect(honoursToken(profile, { issuedAt: 1_000, sessionId: 's2' })).to.equal(false);
    expect(honoursToken(profile, { issuedAt: 1_000, sessionId: null })).to.equal(false);
  });
});
