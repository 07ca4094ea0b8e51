import { inject, injectable } from 'inversify';
import type { Database } from '#src/platform/db/database.ts';
import type { Transactions } from '#src/platform/db/transactions.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { Mailer } from '#src/platform/mail/mailer.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY, type IdentitySettings } from '../identity.tokens.ts';
import type { LinkedAccountRepository, Throttle, UserRepository } from '../domain/ports.ts';
import { ResetLinkInvalidError } from '../domain/identity.errors.ts';
import { RESET_MAIL_COOLDOWN_MS, type PasswordResetStore } from '../domain/password-reset.ts';
import { isTemporaryEmail } from '../domain/temporary-email.ts';
import { addressOf } from '../domain/address-key.ts';
import { completeVerification } from '../domain/email-verification.ts';
import { normaliseEmail, type User } from '../domain/user.ts';
import { passwordResetLink, passwordResetMail } from './password-reset-mail.ts';
import { ResetPassword } from './reset-password.ts';
import { hashVerificationToken, newVerificationToken } from './verification-token.ts';

/** The same answer whether or not the address has an account: the form tells nobody who is a customer. */
export const RESET_REQUESTED = { success: true as const, message: 'If an account uses this address, we have sent it a link to choose a new password.' };

/**
 * "Forgot your password?" (beyond SPEC, which has no way back into an account whose password is
 * lost): a link mailed to the account's own address, then a new password that signs every device out.
 */
@injectable()
export class ForgottenPassword {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordResets) private readonly resets: PasswordResetStore,
    @inject(IDENTITY.LinkedAccounts) private readonly links: LinkedAccountRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(ResetPassword) private readonly resetPassword: ResetPassword,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Database) private readonly db: Pick<Database, 'inContext'>,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(IDENTITY.Throttle) private readonly throttle: Throttle,
  ) {}

  /**
   * Answers at once, the same for every address; the mail, if any, goes out after (so the time taken
   * says nothing either). Within the hour's budgets per network address and per mailbox
   * (RESET_MAILS_PER_HOUR), which every server shares (ADR 0004).
   */
  async request(email: string, origin: { ip: string | null }): Promise<typeof RESET_REQUESTED> {
    const mailbox = normaliseEmail(email);
    await this.throttle.consume('reset-mail-address', addressOf(origin));
    await this.throttle.consume('reset-mail-account', mailbox);
    // With an EntityManager of its own: the request that asked has answered by then.
    this.db.inContext(() => this.mailLink(mailbox)).catch((err: unknown) => this.logger.warn({ err }, 'password reset: the link could not be mailed'));
    return RESET_REQUESTED;
  }

  /** Whether a link still works, so the page can say so before the learner types a password. */
  async check(token: string): Promise<{ valid: boolean }> {
    return { valid: (await this.resets.accountOf(hashVerificationToken(token), new Date())) !== null };
  }

  async reset(token: string, newPassword: string) {
    const tokenHash = hashVerificationToken(token);
    const userId = await this.resets.accountOf(tokenHash, new Date());
    if (userId === null) throw new ResetLinkInvalidError();
    let disconnected = 0;
    // Used up in the password's own transaction: of two requests with one link, one sets the password.
    await this.resetPassword.reset(userId, newPassword, async (before, account) => {
      const now = new Date();
      if (!(await this.resets.consume(tokenHash, userId, now))) throw new ResetLinkInvalidError();
      if (!before.emailVerified) disconnected = await this.proveAddress(account, now);
    });
    return {
      success: true as const,
      message: disconnected > 0
        ? 'Your password has been changed and your email address confirmed. The sign-ins connected before it was confirmed were disconnected. Log in with the new password.'
        : 'Your password has been changed. Log in with the new one.',
    };
  }

  /**
   * The link reached the account's address, which no change has moved since (a change revokes it):
   * the address is proven, as a verification link would prove it (without its bonus, which is the
   * verification link's). Sign-ins connected before that may be a squatter's, who registered
   * someone else's address and linked their own provider account (ADR 0042): they all go.
   */
  private async proveAddress(account: User, now: Date): Promise<number> {
    const linked = await this.links.listFor(account.id);
    await this.links.remove(linked.map((link) => link.id));
    completeVerification(account, now); // saved with the new password
    return linked.length;
  }

  private async mailLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || isTemporaryEmail(user.email, this.settings.temporaryEmailDomain)) return;
    const token = newVerificationToken();
    // The account's row locked while the cooldown is checked: a form pressed twice sends one mail.
    const issued = await this.transactions.run(async () => {
      await this.users.findForUpdate(user.id);
      const now = new Date();
      const last = await this.resets.lastIssuedAt(user.id);
      if (last && now.getTime() - last.getTime() < RESET_MAIL_COOLDOWN_MS) return false;
      await this.resets.issue(user.id, hashVerificationToken(token), now);
      return true;
    });
    if (!issued) return;
    // The owner of an address someone else registered learns what the reset will do to that account.
    const disconnects = !user.emailVerified && (await this.links.listFor(user.id)).length > 0;
    await this.mailer.send(passwordResetMail(user.email, user.locale, passwordResetLink(this.settings.linkBaseUrl, token), { disconnects }));
  }
}
