/**
 * "Forgot your password?": a link mailed to the account's address sets a new password. The link
 * works for an hour and once; a newer one replaces it, and so does any change of the account's
 * password or address (a link sent to an old mailbox must not take the account back); only its
 * token's hash is kept.
 */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** Another mail to the same account only after this long: a form pressed twice sends one. */
export const RESET_MAIL_COOLDOWN_MS = 60_000;
/** Mails asked for per network address and per mailbox, an hour long: enough for a typo, not for a mail bomb. */
export const RESET_MAILS_PER_HOUR = { perAddress: 10, perMailbox: 3 } as const;

export interface PasswordResetStore {
  /** Keeps a new link's token hash; the account's earlier links stop working. */
  issue(userId: number, tokenHash: string, now: Date): Promise<void>;
  /** When the account's latest link was mailed, or null. */
  lastIssuedAt(userId: number): Promise<Date | null>;
  /** The account a working link belongs to, or null (unknown, used, replaced or expired). */
  accountOf(tokenHash: string, now: Date): Promise<number | null>;
  /** Every link of the account stops working: its password or address changed, or it was signed out everywhere. */
  revokeAllFor(userId: number, now: Date): Promise<void>;
  /** Uses the link up, once: false when it no longer works (used meanwhile by another request). */
  consume(tokenHash: string, userId: number, now: Date): Promise<boolean>;
}
