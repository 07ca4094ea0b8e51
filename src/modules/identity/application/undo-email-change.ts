import { inject, injectable } from 'inversify';
import type { Logger } from '#src/platform/logger.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { LinkedAccountRepository, UserRepository } from '../domain/ports.ts';
import type { EmailChangeUndoStore } from '../domain/email-change-undo.ts';
import { EmailUpdateError, UndoLinkInvalidError } from '../domain/identity.errors.ts';
import { peopleErrors } from '../domain/people.errors.ts';
import { completeVerification } from '../domain/email-verification.ts';
import { ResetPassword } from './reset-password.ts';
import { hashVerificationToken } from './verification-token.ts';

/**
 * "It was not me" (ADR 0047): the link in the notice mailed to the address an account left puts
 * that address back, proven by the click, with a new password. Whoever moved the account is shut
 * out: every device is signed out and password reset links (mailed to their address) stop working
 * (ResetPassword does both), and the sign-ins connected through other services, which may be theirs,
 * are disconnected.
 */
@injectable()
export class UndoEmailChange {
  constructor(
    @inject(IDENTITY.EmailChangeUndos) private readonly undos: EmailChangeUndoStore,
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.LinkedAccounts) private readonly links: LinkedAccountRepository,
    @inject(ResetPassword) private readonly resetPassword: ResetPassword,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  /** Whether the link still works, and the address it restores (the reader's own: the link was mailed there). */
  async check(token: string): Promise<{ valid: boolean; email: string | null }> {
    const change = await this.workingChange(hashVerificationToken(token));
    return { valid: change !== null, email: change?.previousEmail ?? null };
  }

  async undo(token: string, newPassword: string) {
    const tokenHash = hashVerificationToken(token);
    const change = await this.workingChange(tokenHash);
    if (!change) throw new UndoLinkInvalidError();
    let disconnected = 0;
    // In the new password's transaction, on the locked account: of two requests with one link, one wins.
    await this.resetPassword.reset(change.userId, newPassword, async (_before, account) => {
      const now = new Date();
      if (account.email === change.previousEmail || !(await this.undos.consume(tokenHash, now))) throw new UndoLinkInvalidError();
      if (account.role === 'SuperAdmin') throw peopleErrors.superAdminEmailLocked(); // as every change of a SuperAdmin's address is
      await this.undos.revokeAllFor(account.id, now);
      const holder = await this.users.findByEmail(change.previousEmail);
      if (holder && holder.id !== account.id) {
        throw new EmailUpdateError('EMAIL_ALREADY_TAKEN', 'Another account has taken this address since. Please contact support.');
      }
      account.email = change.previousEmail;
      completeVerification(account, now); // the click proved the mailbox; saved with the new password
      const linked = await this.links.listFor(account.id);
      await this.links.remove(linked.map((link) => link.id));
      disconnected = linked.length;
    });
    this.logger.info({ userId: change.userId, disconnected }, 'email change undone by the previous address');
    return {
      success: true as const,
      email: change.previousEmail,
      message: 'Your address is back and your new password is set. Every device was signed out'
        + (disconnected > 0 ? ', and the sign-ins through other services were disconnected' : '') + '. Log in with the new password.',
    };
  }

  /** A link that works: known, unused, within its week, and the account (still there) somewhere else than the address it restores. */
  private async workingChange(tokenHash: string) {
    const change = await this.undos.find(tokenHash, new Date());
    if (!change) return null;
    const account = await this.users.findById(change.userId);
    return account && account.email !== change.previousEmail ? change : null;
  }
}
