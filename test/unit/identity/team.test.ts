import { expect } from 'chai';
import {
  assertInvitable, assertMayAnswer, assertMayJoin, assertRemovable, byRoleThenEmail, invitationLocaleOf, isTeamAdmin, join, joinRefusalOf, leave,
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

  it('writes invitations in the organisation\'s chosen language, else English, whoever sends them', () => {
    expect(invitationLocaleOf({ invitationLocale: null })).to.equal('en');
    expect(invitationLocaleOf({ invitationLocale: 'ru' })).to.equal('ru');
  });

  describe('inviting', () => {
    it('invites anyone outside the team alike: no account, no organisation, another organisation, an administrator', () => {
      for (const account of [null, aUser(), aUser({ organization: globex }), aUser({ role: 'Admin' }), aUser({ role: 'SuperAdmin', organization: globex })]) {
        expect(codeOf(() => assertInvitable(account, acme.id))).to.equal(undefined);
      }
    });

    it('refuses a member of this team as ALREADY_MEMBER, naming them (the Admin knows their own team)', () => {
      expect(() => assertInvitable(aUser({ organization: acme }), acme.id)).to.throw('ada@example.com is already in your team.');
      expect(codeOf(() => assertInvitable(aUser({ organization: acme, role: 'Admin' }), acme.id))).to.equal('TEAM.ALREADY_MEMBER');
    });

    it('knows why an invitee may not join: another organisation, or an administrator of none (operators place them)', () => {
      expect(joinRefusalOf(null, acme.id)).to.equal(null);
      expect(joinRefusalOf(aUser(), acme.id)).to.equal(null);
      expect(joinRefusalOf(aUser({ organization: acme, role: 'Admin' }), acme.id)).to.equal(null);
      expect(joinRefusalOf(aUser({ organization: globex }), acme.id)).to.equal('TEAM.OTHER_ORGANISATION');
      expect(joinRefusalOf(aUser({ organization: globex, role: 'Admin' }), acme.id)).to.equal('TEAM.OTHER_ORGANISATION');
      expect(joinRefusalOf(aUser({ role: 'Admin' }), acme.id)).to.equal('TEAM.ADMIN_NOT_INVITABLE');
      expect(joinRefusalOf(aUser({ role: 'SuperAdmin' }), acme.id)).to.equal('TEAM.ADMIN_NOT_INVITABLE');
    });
  });

  describe('answering', () => {
    const invitation = { email: 'ada@example.com', organizationId: acme.id };

    it('lets only the addressee answer (a member of another team may still decline)', () => {
      expect(codeOf(() => assertMayAnswer(aUser(), invitation))).to.equal(undefined);
      expect(codeOf(() => assertMayAnswer(aUser({ organization: globex }), invitation))).to.equal(undefined);
      expect(codeOf(() => assertMayAnswer(aUser({ email: 'eve@example.com' }), invitation))).to.equal('INVITE.WRONG_ACCOUNT');
    });

    it('lets them join only while in no other team, and not as an administrator', () => {
      expect(codeOf(() => assertMayJoin(aUser(), invitation))).to.equal(undefined);
      expect(codeOf(() => assertMayJoin(aUser({ organization: acme }), invitation))).to.equal(undefined);
      expect(codeOf(() => assertMayJoin(aUser({ organization: globex }), invitation))).to.equal('TEAM.OTHER_ORGANISATION');
      expect(codeOf(() => assertMayJoin(aUser({ role: 'Admin' }), invitation))).to.equal('TEAM.ADMIN_NOT_INVITABLE');
      expect(codeOf(() => assertMayJoin(aUser({ role: 'SuperAdmin' }), invitation))).to.equal('TEAM.ADMIN_NOT_INVITABLE');
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
    // Invisible characters go: a name cannot pass for another, read blank or run backwards.
    expect(organizationName.parse('Org\u200bB')).to.equal('OrgB');
    expect(organizationName.parse('\u202eAgrO ')).to.equal('AgrO');
    expect(organizationName.safeParse('\u200b\u200b\ufeff').success).to.equal(false);
  });
});
