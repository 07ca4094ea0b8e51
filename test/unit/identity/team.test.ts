import { expect } from 'chai';
import {
  assertInvitable, assertMayAnswer, assertRemovable, byRoleThenEmail, invitationLocaleOf, isTeamAdmin, join, leave,
} from '#src/modules/identity/domain/team.ts';
import type { User } from '#src/modules/identity/domain/user.ts';
import { organizationName } from '#src/modules/identity/http/team.contracts.ts';

const acme = { id: 1, name: 'Acme' };
const globex = { id: 2, name: 'Globex' };
const now = new Date('2026-11-24T10:00:00Z');

const aUser = (changes: Partial<User> = {}): User => ({
  id: 5, email: 'ada@example.com', passwordHash: 'h', role: 'User', level: 'B1', experiencePoints: 40, locale: 'en', emailVerified: true,
  emailVerificationToken: null, emailVerificationSentAt: null, emailVerificationExpiresAt: null, emailVerifiedAt: null, avatar: null,
  firstName: null, gender: null, inviteToken: null, invitedAt: null, invitedByUserId: null, organization: null, organizationJoinedAt: null,
  registeredAt: now, lastLoginAt: null, lastHeartbeatAt: null, forceLogoutAt: null, forceLogoutExceptSession: null, ...changes,
});
const codeOf = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('team rules', () => {
  it('lets Admins and SuperAdmins administer a team, not Users', () => {
    expect(isTeamAdmin('Admin')).to.equal(true);
    expect(isTeamAdmin('SuperAdmin')).to.equal(true);
    expect(isTeamAdmin('User')).to.equal(false);
  });

  it('orders Admins first, then by email', () => {
    const people = [
      { role: 'User' as const, email: 'b@x.io' }, { role: 'Admin' as const, email: 'z@x.io' },
      { role: 'User' as const, email: 'a@x.io' }, { role: 'SuperAdmin' as const, email: 'c@x.io' },
    ];
    expect([...people].sort(byRoleThenEmail).map((p) => p.email)).to.deep.equal(['c@x.io', 'z@x.io', 'a@x.io', 'b@x.io']);
  });

  it('writes invitations in the organisation\'s language, else the inviting Admin\'s', () => {
    expect(invitationLocaleOf({ invitationLocale: null }, { locale: 'ru' })).to.equal('ru');
    expect(invitationLocaleOf({ invitationLocale: 'en' }, { locale: 'ru' })).to.equal('en');
  });

  describe('inviting', () => {
    it('invites an address without an account, or an account in no organisation', () => {
      expect(codeOf(() => assertInvitable(null, acme.id))).to.equal(undefined);
      expect(codeOf(() => assertInvitable(aUser(), acme.id))).to.equal(undefined);
    });

    it('refuses a member of this team as ALREADY_MEMBER, naming them, and of another as OTHER_ORGANISATION', () => {
      expect(() => assertInvitable(aUser({ organization: acme }), acme.id)).to.throw('ada@example.com is already in your team.');
      expect(codeOf(() => assertInvitable(aUser({ organization: globex }), acme.id))).to.equal('TEAM.OTHER_ORGANISATION');
    });
  });

  describe('answering', () => {
    const invitation = { email: 'ada@example.com', organizationId: acme.id };

    it('lets only the addressee answer, and only while in no other organisation', () => {
      expect(codeOf(() => assertMayAnswer(aUser(), invitation))).to.equal(undefined);
      expect(codeOf(() => assertMayAnswer(aUser({ organization: acme }), invitation))).to.equal(undefined);
      expect(codeOf(() => assertMayAnswer(aUser({ email: 'eve@example.com' }), invitation))).to.equal('INVITE.WRONG_ACCOUNT');
      expect(codeOf(() => assertMayAnswer(aUser({ organization: globex }), invitation))).to.equal('TEAM.OTHER_ORGANISATION');
    });

    it('joins with the date and who invited, and a second join of the same team changes nothing', () => {
      const user = aUser();
      const invitedAt = new Date('2026-11-20T09:00:00Z');
      join(user, acme, now, { createdAt: invitedAt, invitedByUserId: 9 });
      expect(user).to.deep.include({ organization: acme, organizationJoinedAt: now, invitedAt, invitedByUserId: 9 });
      join(user, acme, new Date('2026-12-01T00:00:00Z'));
      expect(user.organizationJoinedAt).to.equal(now);
    });
  });

  describe('removing', () => {
    it('removes a User of this team: the membership ends, nothing else', () => {
      const member = aUser({ organization: acme, organizationJoinedAt: now });
      expect(codeOf(() => assertRemovable(member, acme.id))).to.equal(undefined);
      leave(member);
      expect(member).to.deep.include({ organization: null, organizationJoinedAt: null, email: 'ada@example.com', experiencePoints: 40, level: 'B1' });
    });

    it('answers anyone outside the team as not found, and refuses Admins of it', () => {
      expect(codeOf(() => assertRemovable(null, acme.id))).to.equal('TEAM.MEMBER_NOT_FOUND');
      expect(codeOf(() => assertRemovable(aUser({ organization: globex }), acme.id))).to.equal('TEAM.MEMBER_NOT_FOUND');
      expect(codeOf(() => assertRemovable(aUser(), acme.id))).to.equal('TEAM.MEMBER_NOT_FOUND');
      expect(codeOf(() => assertRemovable(aUser({ organization: acme, role: 'Admin' }), acme.id))).to.equal('TEAM.ADMIN_NOT_REMOVABLE');
      expect(codeOf(() => assertRemovable(aUser({ organization: acme, role: 'SuperAdmin' }), acme.id))).to.equal('TEAM.ADMIN_NOT_REMOVABLE');
    });
  });

  it('takes an organisation name trimmed, 1 to 200 characters, without control characters', () => {
    expect(organizationName.parse('  Acme Ltd ')).to.equal('Acme Ltd');
    expect(organizationName.safeParse('   ').success).to.equal(false);
    expect(organizationName.safeParse('x'.repeat(201)).success).to.equal(false);
    expect(organizationName.safeParse('x'.repeat(200)).success).to.equal(true);
    expect(organizationName.safeParse('Acme\r\nBcc: eve@example.com').success).to.equal(false);
  });
});
