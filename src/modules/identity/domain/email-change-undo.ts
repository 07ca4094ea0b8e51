/**
 * "It was not me": the notice mailed to the address an account leaves carries a link that puts the
 * address back (ADR 0047). The link works for a week, once, and only while the account still has
 * the address it moved to: after another change, that change's own notice is the way back. Only
 * its token's hash is kept.
 */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;

/** One change of address that can still be undone. */
export interface EmailChangeUndo {
  userId: number;
  /** The address the link restores, the one it was mailed to. */
  previousEmail: string;
  /** The address the account moved to: the link works only while the account still has it. */
  newEmail: string;
}

export interface EmailChangeUndoStore {
  issue(tokenHash: string, change: EmailChangeUndo, now: Date): Promise<void>;
  /** The change a working link undoes, or null (unknown, used or expired). */
  find(tokenHash: string, now: Date): Promise<EmailChangeUndo | null>;
  /** Uses the link up, once: false when it no longer works (used meanwhile by another request). */
  consume(tokenHash: string, now: Date): Promise<boolean>;
}
