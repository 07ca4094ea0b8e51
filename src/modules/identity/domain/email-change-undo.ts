/**
 * "It was not me": the notice mailed to a verified address an account leaves carries a link that
 * puts the address back (ADR 0047). The link works for a week, once, while the account is elsewhere,
 * however often it has moved since (an intruder's second change must not take the owner's way back
 * to the intruder's own mailbox); using one voids the account's others. Only its token's hash is kept.
 */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;

/** One change of address that can still be undone. */
export interface EmailChangeUndo {
  userId: number;
  /** The address the link restores, the one it was mailed to. */
  previousEmail: string;
  /** The address the account moved to, kept for the record. */
  newEmail: string;
}

export interface EmailChangeUndoStore {
  issue(tokenHash: string, change: EmailChangeUndo, now: Date): Promise<void>;
  /**
   * The change a working link undoes, or null (unknown, used, expired, or superseded). The account's
   * first open link wins: one mailed while another working link was open never works, even once that
   * one lapses (and blocks no later link). Otherwise an intruder could move the account on from the
   * mailbox they confirmed, and use the link that move mailed to their own mailbox first: it would
   * void the owner's.
   */
  find(tokenHash: string, now: Date): Promise<EmailChangeUndo | null>;
  /** Uses the link up, once: false when it does not work (see find), or was used meanwhile by another request. */
  consume(tokenHash: string, now: Date): Promise<boolean>;
  /**
   * The account a live link would give this address back to, or null: the address stays that
   * account's for the link's week, so an intruder cannot register it to make the undo fail.
   */
  reservedFor(email: string, now: Date): Promise<number | null>;
  /** Every link of the account stops working: one of them was used. */
  revokeAllFor(userId: number, now: Date): Promise<void>;
}
