import { expect } from 'chai';
import {
  assertOpen, close, INVITATION_TTL_MS, isExpired, linkOf, newInvitation, renew, type Invitation,
} from '#src/modules/identity/domain/invitation.ts';
import { invitationLink, invitationMail } from '#src/modules/identity/application/invitation-mail.ts';

const now = new Date('2026-11-24T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const anInvitation = (changes: Partial<Invitation> = {}): Invitation => ({
  id: 3, ...newInvitation(1, 'ada@example.com', 9, 'hash-1', now), status: 'pending', createdAt: now, closedAt: null, acceptedUserId: null, ...changes,
});
const codeOf = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('invitation rules', () => {
  it('works for exactly 7 days', () => {
    const invitation = anInvitation();
    expect(INVITATION_TTL_MS).to.equal(7 * 24 * 3_600_000);
    expect(isExpired(invitation, later(INVITATION_TTL_MS - 1))).to.equal(false);
    expect(isExpired(invitation, later(INVITATION_TTL_MS))).to.equal(true);
    expect(codeOf(() => assertOpen(invitation, later(INVITATION_TTL_MS - 1)))).to.equal(undefined);
    expect(codeOf(() => assertOpen(invitation, later(INVITATION_TTL_MS)))).to.equal('INVITE.EXPIRED');
  });

  it('reads a missing or revoked link as not valid, an answered one as used (even when also expired)', () => {
    expect(codeOf(() => assertOpen(null, now))).to.equal('INVITE.NOT_FOUND');
    expect(codeOf(() => assertOpen(anInvitation({ status: 'revoked' }), now))).to.equal('INVITE.NOT_FOUND');
    expect(codeOf(() => assertOpen(anInvitation({ status: 'accepted' }), now))).to.equal('INVITE.USED');
    expect(codeOf(() => assertOpen(anInvitation({ status: 'declined' }), later(INVITATION_TTL_MS * 2)))).to.equal('INVITE.USED');
  });

  it('renews with a new token, a new week and the resending Admin; the earlier link can be put back', () => {
    const invitation = anInvitation();
    const before = linkOf(invitation);
    renew(invitation, 'hash-2', 11, later(3_600_000));
    expect(invitation).to.deep.include({ tokenHash: 'hash-2', invitedByUserId: 11, sentAt: later(3_600_000), expiresAt: later(3_600_000 + INVITATION_TTL_MS) });
    expect(invitation).to.deep.include({ id: 3, email: 'ada@example.com', organizationId: 1, createdAt: now });
    Object.assign(invitation, before);
    expect(linkOf(invitation)).to.deep.equal(before);
  });

  it('closes once answered or revoked, recording who accepted', () => {
    const invitation = anInvitation();
    close(invitation, 'accepted', later(5), 42);
    expect(invitation).to.deep.include({ status: 'accepted', closedAt: later(5), acceptedUserId: 42 });
    expect(codeOf(() => assertOpen(invitation, later(6)))).to.equal('INVITE.USED');
  });
});

describe('invitationMail', () => {
  const link = invitationLink('https://rapport.test', 'T0K/+=');

  it('links to /invite with the token URL-encoded', () => {
    expect(link).to.equal('https://rapport.test/invite?token=T0K%2F%2B%3D');
  });

  for (const [locale, words] of [['en', ['join the team “Acme”', 'Create account and join', '7 days', 'admin@acme.io']], ['ru', ['в команду «Acme»', 'Создать аккаунт и вступить', '7 дней', 'admin@acme.io']]] as const) {
    it(`says the same in both parts, in ${locale}`, () => {
      const mail = invitationMail('ada@example.com', locale, { organizationName: 'Acme', invitedBy: 'admin@acme.io', link });
      expect(mail.to).to.equal('ada@example.com');
      expect(mail.subject).to.include('Acme');
      for (const part of [mail.text, mail.html]) for (const w of [...words, 'Rapport']) expect(part, w).to.include(w);
      expect(mail.text).to.include(link);
      expect(mail.html).to.include(`<html lang="${locale}">`).and.include(`href="${link}"`);
    });
  }

  for (const [locale, refusal, says] of [
    ['en', 'TEAM.OTHER_ORGANISATION', 'already belongs to another organisation'],
    ['en', 'TEAM.ADMIN_NOT_INVITABLE', 'is an administrator account'],
    ['ru', 'TEAM.OTHER_ORGANISATION', 'уже состоит в другой организации'],
    ['ru', 'TEAM.ADMIN_NOT_INVITABLE', 'учётная запись администратора'],
  ] as const) {
    it(`tells an invitee who cannot join why (${refusal}, ${locale}), and does not ask them to accept`, () => {
      const mail = invitationMail('ada@example.com', locale, { organizationName: 'Acme', invitedBy: 'admin@acme.io', link, refusal });
      const invited = invitationMail('ada@example.com', locale, { organizationName: 'Acme', invitedBy: 'admin@acme.io', link });
      expect(mail.subject).to.equal(invited.subject);
      for (const part of [mail.text, mail.html]) {
        expect(part).to.include(says).and.include('admin@acme.io');
        expect(part).not.to.include(locale === 'en' ? 'press “Create account and join”' : 'нажмите «Создать аккаунт и вступить»');
      }
      expect(mail.text).to.include(link);
      expect(mail.html).to.include(`href="${link}"`).and.include(locale === 'en' ? 'View the invitation' : 'Открыть приглашение');
    });
  }

  it('escapes an organisation name that looks like markup', () => {
    const mail = invitationMail('ada@example.com', 'en', { organizationName: '<img src=x onerror=alert(1)>', invitedBy: 'a@b.io', link });
    expect(mail.html).not.to.include('<img');
    expect(mail.html).to.include('&lt;img src=x onerror=alert(1)&gt;');
  });
});
