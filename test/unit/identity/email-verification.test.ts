import { expect } from 'chai';
import {
  completeVerification, cooldownLeftMs, isExpired, resetVerification, startVerification,
} from '#src/modules/identity/domain/email-verification.ts';
import { isTemporaryEmail } from '#src/modules/identity/domain/temporary-email.ts';
import type { User } from '#src/modules/identity/domain/user.ts';
import { verificationLink, verificationMail } from '#src/modules/identity/application/verification-mail.ts';
import { hashVerificationToken, newVerificationToken } from '#src/modules/identity/application/verification-token.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

/** A learner who registered and has not verified yet. */
const aLearner = (changes: Partial<User> = {}): User => ({
  id: 1, email: 'ada@example.com', passwordHash: 'h', role: 'User', level: null, experiencePoints: 0, locale: 'en', emailVerified: false,
  emailVerificationToken: null, emailVerificationSentAt: null, emailVerificationExpiresAt: null, emailVerifiedAt: null, avatar: null,
  firstName: null, gender: null, inviteToken: null, invitedAt: null, invitedByUserId: null, organization: null, organizationJoinedAt: null, registeredAt: now,
  lastLoginAt: null, lastHeartbeatAt: null, forceLogoutAt: null, forceLogoutExceptSession: null, ...changes,
});

describe('email verification rules', () => {
  it('recognises a temporary address by its domain alone, in any case', () => {
    expect(isTemporaryEmail('fb-12@no-email.rapport.invalid', 'no-email.rapport.invalid')).to.equal(true);
    expect(isTemporaryEmail('FB-12@No-Email.Rapport.Invalid', 'no-email.rapport.invalid')).to.equal(true);
    expect(isTemporaryEmail('ada@no-email.rapport.invalid.example.com', 'no-email.rapport.invalid')).to.equal(false);
    expect(isTemporaryEmail('ada@sub.no-email.rapport.invalid', 'no-email.rapport.invalid')).to.equal(false);
  });

  it('starts a link that works for 24 hours and holds the next mail for 60 seconds', () => {
    const user = aLearner();
    expect(cooldownLeftMs(user, now)).to.equal(0);
    startVerification(user, 'hash', now);
    expect(user).to.include({ emailVerificationToken: 'hash', emailVerificationSentAt: now });
    expect(isExpired(user, later(24 * 3_600_000 - 1))).to.equal(false);
    expect(isExpired(user, later(24 * 3_600_000))).to.equal(true);
    expect(cooldownLeftMs(user, later(59_000))).to.equal(1_000);
    expect(cooldownLeftMs(user, later(60_000))).to.equal(0);
  });

  it('uses the link up on completion, and a changed address loses both the verification and the link', () => {
    const user = aLearner();
    startVerification(user, 'hash', now);
    completeVerification(user, later(1000));
    expect(user).to.include({ emailVerified: true, emailVerificationToken: null, emailVerificationExpiresAt: null });
    expect(user.emailVerifiedAt).to.deep.equal(later(1000));
    startVerification(user, 'other', now);
    resetVerification(user);
    expect(user).to.include({ emailVerified: false, emailVerifiedAt: null, emailVerificationToken: null, emailVerificationSentAt: null });
  });

  it('counts a link with no expiry as expired', () => {
    expect(isExpired(aLearner(), now)).to.equal(true);
  });
});

describe('verification tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const tokens = new Set(Array.from({ length: 50 }, newVerificationToken));
    expect(tokens.size).to.equal(50);
    for (const token of tokens) expect(token).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(hashVerificationToken('abc')).to.equal('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('verificationMail', () => {
  it('points the link at the page that verifies on a button press', () => {
    expect(verificationLink('https://rapport.example.com', 'a+b/c')).to.equal('https://rapport.example.com/verify-email?token=a%2Bb%2Fc');
  });

  it('says the same in its text and HTML parts, in the learner’s language', () => {
    for (const [locale, button] of [['en', 'press “Verify” on the page it opens'], ['ru', 'нажмите «Подтвердить»']] as const) {
      const mail = verificationMail('ada@example.com', locale, 'https://x.test/verify-email?token=T0K', 'T0K');
      expect(mail.to).to.equal('ada@example.com');
      for (const part of [mail.text, mail.html]) expect(part).to.include(button).and.include('https://x.test/verify-email?token=T0K').and.include('T0K').and.include('Rapport');
    }
  });

  it('escapes what it puts into HTML', () => {
    const mail = verificationMail('ada@example.com', 'en', 'https://x.test/verify-email?token="><script>', '"><script>');
    expect(mail.html).not.to.include('<script>');
    expect(mail.html).to.include('&quot;&gt;&lt;script&gt;');
  });
});
