import { expect } from 'chai';
import { presenceOf } from '#src/modules/identity/domain/user.ts';
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
