import { inject, injectable } from 'inversify';
import { UnauthenticatedError } from '#src/platform/errors.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { Throttle, UserRepository } from '../domain/ports.ts';
import type { PasswordResetStore } from '../domain/password-reset.ts';
import { EmailUpdateError } from '../domain/identity.errors.ts';
import { peopleErrors } from '../domain/people.errors.ts';
import { isEmailAddress } from '#src/shared/email.ts';
import { normaliseEmail } from '../domain/user.ts';
import { resetVerification } from '../domain/email-verification.ts';
import { isTemporaryEmail } from '../domain/temporary-email.ts';
import { SendVerification } from './send-verification.ts';

/**
 * A new address is unverified, links mailed to the old one stop working (verification and password
 * reset alike), and a new verification link goes to the new one at once (no resend cooldown: it is
 * another address).
 * Errors carry SPEC §8 codes: EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_ALREADY_TAKEN, RATE_LIMITED; a SuperAdmin's
 * own address is refused as IDENTITY.SUPERADMIN_EMAIL_LOCKED, as in the console.
 */
@injectable()
export class UpdateEmail {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(SendVerification) private readonly sendVerification: SendVerification,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(IDENTITY.PasswordResets) private readonly resetLinks: PasswordResetStore,
  ) {}

  async execute(userId: number, rawEmail: string | null | undefined) {
    const email = normaliseEmail(rawEmail ?? '');
    if (!email) throw new EmailUpdateError('EMAIL_REQUIRED', 'Email is required.');
    // A temporary address (ADR 0023) is a placeholder, never one to change to.
    if (!isEmailAddress(email) || isTemporaryEmail(email, this.settings.temporaryEmailDomain)) {
      throw new EmailUpdateError('EMAIL_INVALID', 'Email must look like name@example.com.');
    }
    // Under the row's lock: a verification committing meanwhile must not leave the new address verified.
    const changed = await this.transactions.run(async () => {
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new UnauthenticatedError('Session invalid.');
      // A valid address, refused for whose it is: the console's code (409), not SPEC §8's "bad address".
      if (user.role === 'SuperAdmin') throw peopleErrors.superAdminEmailLocked();
      if (email === user.email) return false;
      await this.throttle.consume('email-change', String(userId));
      const holder = await this.users.findByEmail(email);
      if (holder) throw new EmailUpdateError('EMAIL_ALREADY_TAKEN', 'This email is already used by another account.');
      user.email = email;
      resetVerification(user);
      await this.users.save(user);
      await this.resetLinks.revokeAllFor(userId, new Date());
      return true;
    });
    if (!changed) return { success: true, message: 'Email unchanged.', email, verificationEmailSent: false };
    // The address has changed whatever the mail does; a failed mail is said, and Resend is there.
    const sent = await this.sendVerification.execute(userId, { cooldown: false }).then(() => true, () => false);
    return {
      success: true,
      message: sent ? 'Email updated. We sent a verification link to your new address.' : 'Email updated, but the verification email could not be sent. Please use Resend.',
      email,
      verificationEmailSent: sent,
    };
  }
}
