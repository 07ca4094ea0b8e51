import type { User } from './user.ts';

/** SPEC §9: a verification link works for 24 hours… */
export const VERIFICATION_TTL_MS = 24 * 60 * 60_000;
/** …and another mail can be asked for 60 seconds after the last one. */
export const RESEND_COOLDOWN_MS = 60_000;


/** How long until another mail may be sent (0: now). */
export function cooldownLeftMs(user: Pick<User, 'emailVerificationSentAt'>, now: Date): number {
  if (!user.emailVerificationSentAt) return 0;
  return Math.max(0, user.emailVerificationSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime());
}

/** The fields one pending verification occupies; a new mail's link replaces the last one's. */
export type PendingVerification = Pick<User, 'emailVerificationToken' | 'emailVerificationSentAt' | 'emailVerificationExpiresAt'>;

export function pendingOf(user: User): PendingVerification {
  return {
    emailVerificationToken: user.emailVerificationToken,
    emailVerificationSentAt: user.emailVerificationSentAt,
    emailVerificationExpiresAt: user.emailVerificationExpiresAt,
  };
}

/** A new link for the address the account has now: only the token's hash is kept. */
export function startVerification(user: User, tokenHash: string, now: Date): void {
  user.emailVerificationToken = tokenHash;
  user.emailVerificationSentAt = now;
  user.emailVerificationExpiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS);
}

export function isExpired(user: Pick<User, 'emailVerificationExpiresAt'>, now: Date): boolean {
  return !user.emailVerificationExpiresAt || user.emailVerificationExpiresAt <= now;
}

/** The link is used up: the address is verified and no token of it works again. */
export function completeVerification(user: User, now: Date): void {
  user.emailVerified = true;
  user.emailVerifiedAt = now;
  Object.assign(user, clearedPending);
}

/** A changed address is unverified, and links mailed to the old one stop working. */
export function resetVerification(user: User): void {
  user.emailVerified = false;
  user.emailVerifiedAt = null;
  Object.assign(user, clearedPending);
}

const clearedPending: PendingVerification = { emailVerificationToken: null, emailVerificationSentAt: null, emailVerificationExpiresAt: null };
