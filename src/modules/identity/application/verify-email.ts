import { inject, injectable, multiInject, optional } from 'inversify';
import type { Transactions } from '#src/platform/db/transactions.ts';
import { PLATFORM } from '#src/platform/tokens.ts';
import { IDENTITY } from '../identity.tokens.ts';
import type { EmailVerifiedListener, UserRepository } from '../domain/ports.ts';
import { EmailVerificationError } from '../domain/identity.errors.ts';
import { completeVerification, isExpired } from '../domain/email-verification.ts';
import { hashVerificationToken } from './verification-token.ts';

function verifiedMessage(bonusSessions: number, waitsForFree: boolean): string {
  if (bonusSessions <= 0) return 'Email verified.';
  return waitsForFree
    ? `Email verified. ${bonusSessions} practice sessions will be added to your first month on the Free plan.`
    : `Email verified. ${bonusSessions} practice sessions were added to this month.`;
}

/**
 * The learner presses Verify with the link's token (SPEC §7 verify). The token is used up in the
 * same transaction that marks the address verified and lets listeners (billing's bonus) record
 * their part: a token works once, however many presses race, and a bonus never comes without it.
 */
@injectable()
export class VerifyEmail {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Transactions) private readonly transactions: Transactions,
    @multiInject(IDENTITY.EmailVerifiedListeners) @optional() private readonly listeners: EmailVerifiedListener[] = [],
  ) {}

  async execute(rawToken: string | null | undefined) {
    const token = (rawToken ?? '').trim();
    if (!token) throw new EmailVerificationError('VERIFICATION_TOKEN_REQUIRED', 'Verification token is required');
    const tokenHash = hashVerificationToken(token);
    return this.transactions.run(async () => {
      const user = await this.users.findByVerificationToken(tokenHash, true);
      if (!user) throw new EmailVerificationError('VERIFICATION_TOKEN_INVALID', 'This verification link is not valid or has already been used.');
      const now = new Date();
      if (isExpired(user, now)) throw new EmailVerificationError('VERIFICATION_TOKEN_EXPIRED', 'This verification link has expired. Ask for a new one.');
      completeVerification(user, now);
      await this.users.save(user);
      let bonusSessions = 0;
      let bonusWaitsForFree = false;
      for (const listener of this.listeners) {
        const recorded = await listener.recordVerified(user.id, now);
        bonusSessions += recorded.bonusSessions;
        bonusWaitsForFree ||= recorded.bonusWaitsForFree;
      }
      return { success: true, message: verifiedMessage(bonusSessions, bonusWaitsForFree), email: user.email, bonusSessions, bonusWaitsForFree };
    });
  }

  /** SPEC §7 validate: whether the token would verify now, without using it up. */
  async isValid(rawToken: string): Promise<boolean> {
    const token = rawToken.trim();
    if (!token) return false;
    const user = await this.users.findByVerificationToken(hashVerificationToken(token), false);
    return user !== null && !isExpired(user, new Date());
  }
}
