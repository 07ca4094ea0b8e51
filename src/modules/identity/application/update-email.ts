import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Mailer } from '#src/platform/mail/mailer.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { PasswordHasher, Throttle, UserRepository } from '../domain/ports.ts';
import type { PasswordResetStore } from '../domain/password-reset.ts';
import type { EmailChangeUndoStore } from '../domain/email-change-undo.ts';
import { EmailUpdateError, IncorrectPasswordError } from '../domain/identity.errors.ts';
import { peopleErrors } from '../domain/people.errors.ts';
import { isEmailAddress } from '#src/shared/email.ts';
import { normaliseEmail, type User } from '../domain/user.ts';
import { resetVerification } from '../domain/email-verification.ts';
import { isTemporaryEmail, TEMPORARY_EMAIL_PROBLEM } from '../domain/temporary-email.ts';
import { emailChangedMail, undoLink } from './email-changed-mail.ts';
import { hashVerificationToken, newVerificationToken } from './verification-token.ts';
import { SendVerification } from './send-verification.ts';
import { checkCurrentPassword } from './current-password.ts';

export interface EmailChange {
  email?: string | null;
  /** Required when the account has a password (ADR 0042); accounts that sign in only through a provider have none to give. */
  currentPassword?: string | null;
}

/**
 * A new address is unverified, links mailed to the old one stop working (verification and password
 * reset alike), a new verification link goes to the new one at once (no resend cooldown: it is
 * another address), and the old one is told (ADR 0042). A stolen session alone cannot move the
 * account to another mailbox: the current password is asked for, as for a password change.
 * Errors carry SPEC §8 codes: EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_ALREADY_TAKEN, RATE_LIMITED; a wrong
 * password IDENTITY.INCORRECT_PASSWORD; a SuperAdmin's own address is refused as
 * IDENTITY.SUPERADMIN_EMAIL_LOCKED, as in the console.
 */
@injectable()
export class UpdateEmail {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(SendVerification) private readonly sendVerification: SendVerification,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(IDENTITY.PasswordResets) private readonly resetLinks: PasswordResetStore,
    @inject(IDENTITY.EmailChangeUndos) private readonly undos: EmailChangeUndoStore,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(userId: number, input: EmailChange) {
    const email = normaliseEmail(input.email ?? '');
    if (!email) throw new EmailUpdateError('EMAIL_REQUIRED', 'Email is required.');
    // A temporary address (ADR 0023) is a placeholder, never one to change to.
    if (!isEmailAddress(email)) throw new EmailUpdateError('EMAIL_INVALID', 'Email must look like name@example.com.');
    if (isTemporaryEmail(email, this.settings.temporaryEmailDomain)) throw new EmailUpdateError('EMAIL_INVALID', TEMPORARY_EMAIL_PROBLEM.message, [TEMPORARY_EMAIL_PROBLEM]);
    const found = await this.users.findById(userId);
    if (!found) throw new UnauthenticatedError('Session invalid.');
    const refusal = refusalFor(found);
    if (refusal) throw refusal;
    if (email === found.email) return unchanged(email);
    // Before the address is looked up: who has which address is no answer for a wrong password.
    // Wrong guesses spend the hour's email-change budget (EMAIL_CHANGES_PER_HOUR).
    await checkCurrentPassword({ throttle: this.throttle, hasher: this.hasher }, 'email-change', found, input.currentPassword ?? '');

    // Under the row's lock: a verification committing meanwhile must not leave the new address verified.
    const previous = await this.transactions.run(async () => {
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UnauthenticatedError('Session invalid.');
      const refused = refusalFor(user);
      if (refused) throw refused;
      if (email === user.email) return null;
      // The password checked above is no longer the account's (changed meanwhile): it proves nothing now.
      if (user.passwordHash !== found.passwordHash) throw new IncorrectPasswordError();
      await this.throttle.consume('email-change', String(userId));
      const now = new Date();
      const holder = await this.users.findByEmail(email);
      const reserved = await this.undos.reservedFor(email, now); // another account left it this week (ADR 0047)
      if (holder || (reserved !== null && reserved !== userId)) throw new EmailUpdateError('EMAIL_ALREADY_TAKEN', 'This email is already used by another account.');
      const before = user.email;
      const wasVerified = user.emailVerified;
      user.email = email;
      resetVerification(user);
      await this.users.save(user);
      await this.resetLinks.revokeAllFor(userId, now);
      // The way back for the mailbox the account leaves, should the change not be its owner's (ADR 0047).
      // Only a proven one is told: a placeholder (ADR 0023) is no mailbox, and an address never
      // verified may be a typo's, whose owner is a stranger to the account.
      if (!wasVerified || isTemporaryEmail(before, this.settings.temporaryEmailDomain)) return { email: before, locale: user.locale, undoToken: null };
      const undoToken = newVerificationToken();
      await this.undos.issue(hashVerificationToken(undoToken), { userId, previousEmail: before, newEmail: email }, now);
      return { email: before, locale: user.locale, undoToken };
    });
    if (!previous) return unchanged(email);
    await this.tellPreviousAddress(userId, previous, email);
    // The address has changed whatever the mail does; a failed mail is said, and Resend is there.
    const sent = await this.sendVerification.execute(userId, { cooldown: false }).then(() => true, () => false);
    return {
      success: true,
      message: sent ? 'Email updated. We sent a verification link to your new address.' : 'Email updated, but the verification email could not be sent. Please use Resend.',
      email,
      verificationEmailSent: sent,
    };
  }

  /** The mailbox the account leaves learns where it went, and has the way back; one with no token (see above) receives nothing. */
  private async tellPreviousAddress(userId: number, previous: Pick<User, 'email' | 'locale'> & { undoToken: string | null }, to: string): Promise<void> {
    const from = previous.email;
    if (previous.undoToken === null) return;
    // The change stands whatever the relay does: the mailer has logged why it failed.
    await this.mailer.send(emailChangedMail(from, previous.locale, { from, to }, undoLink(this.settings.linkBaseUrl, previous.undoToken)))
      .catch(() => this.logger.warn({ userId }, 'email change: the previous address could not be told'));
  }
}

/** A valid address, refused for whose it is: the console's code (409), not SPEC §8's "bad address". */
const refusalFor = (user: User) => (user.role === 'SuperAdmin' ? peopleErrors.superAdminEmailLocked() : null);

const unchanged = (email: string) => ({ success: true, message: 'Email unchanged.', email, verificationEmailSent: false });
