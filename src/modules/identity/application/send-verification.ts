import { inject, injectable } from 'inversify';
import { RateLimitedError } from '#src/platform/errors.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Mailer } from '#src/platform/mail/mailer.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { isEmailAddress } from '#src/shared/email.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { UserRepository } from '../domain/ports.ts';
import { EmailVerificationError } from '../domain/identity.errors.ts';
import { cooldownLeftMs, pendingOf, RESEND_COOLDOWN_MS, startVerification } from '../domain/email-verification.ts';
import { isTemporaryEmail } from '../domain/temporary-email.ts';
import { normaliseEmail } from '../domain/user.ts';
import { verificationLink, verificationMail } from './verification-mail.ts';
import { hashVerificationToken, newVerificationToken } from './verification-token.ts';

export interface SendOptions {
  /** The address the learner typed (POST /send): it must be the account's. */
  email?: string | null;
  /** False when the address itself just changed: the mail to the new address must go now. */
  cooldown: boolean;
}

const COOLDOWN_SECONDS = RESEND_COOLDOWN_MS / 1000;

/**
 * Mails the account's address a new verification link (SPEC §7 send and resend). The row is locked
 * while the cooldown is checked and the new token's hash stored, so two requests at once send one
 * mail; the mail goes out after the commit, and if it cannot, the earlier link is put back.
 */
@injectable()
export class SendVerification {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(userId: number, options: SendOptions) {
    const typed = options.email === undefined ? undefined : normaliseEmail(options.email ?? '');
    if (typed !== undefined && !isEmailAddress(typed)) throw new EmailVerificationError('EMAIL_INVALID', 'Email must look like name@example.com.');
    const token = newVerificationToken();
    const tokenHash = hashVerificationToken(token);
    const { user, previous } = await this.transactions.run(async () => {
      const user = await this.users.findForUpdate(userId);
      if (!user) throw new EmailVerificationError('USER_NOT_FOUND', 'No account was found for this session.');
      if (typed !== undefined && typed !== user.email) throw new EmailVerificationError('EMAIL_INVALID', 'This is not the email address of your account.');
      if (user.emailVerified) throw new EmailVerificationError('ALREADY_VERIFIED', 'Your email address is already verified.');
      if (isTemporaryEmail(user.email, this.settings.temporaryEmailDomain)) {
        throw new EmailVerificationError('EMAIL_TEMPORARY', 'Your account has no email address yet. Add one first.');
      }
      const now = new Date();
      const wait = options.cooldown ? cooldownLeftMs(user, now) : 0;
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new RateLimitedError(seconds, 'Please wait before requesting another email.', { cooldownSeconds: seconds, cooldownMinutes: Math.ceil(seconds / 60) });
      }
      const previous = pendingOf(user);
      startVerification(user, tokenHash, now);
      await this.users.save(user);
      return { user, previous };
    });
    try {
      await this.mailer.send(verificationMail(user.email, user.locale, verificationLink(this.settings.linkBaseUrl, token), token));
    } catch {
      // The mailer has logged why.
      await this.putBack(userId, tokenHash, previous).catch((err: unknown) => this.logger.warn({ err, userId }, 'verification: could not restore the earlier link'));
      throw new EmailVerificationError('EMAIL_SEND_FAILED', 'We could not send the email. Please try again later.');
    }
    return { success: true, message: `Verification email sent to ${user.email}.`, cooldownSeconds: COOLDOWN_SECONDS };
  }

  /** The link that was never mailed stops counting (and so does its cooldown); the one before works again. */
  private putBack(userId: number, tokenHash: string, previous: ReturnType<typeof pendingOf>) {
    return this.transactions.run(async () => {
      const user = await this.users.findForUpdate(userId);
      if (!user || user.emailVerificationToken !== tokenHash) return;
      Object.assign(user, previous);
      await this.users.save(user);
    });
  }
}
