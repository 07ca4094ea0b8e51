import { z } from 'zod';

/**
 * SPEC §7 "Email verification". Every answer carries `success` and `message`; refusals carry them
 * too, with the SPEC §8 code (RATE_LIMITED adds cooldownSeconds and cooldownMinutes) beside the
 * usual `error` envelope. Addresses and tokens are checked in the use cases, which answer with
 * those codes rather than VALIDATION_FAILED.
 */
const answer = z.object({ success: z.boolean(), message: z.string() });
/** A token of any length is looked up (by its hash) and, if no token of ours, answered as such; the body limit bounds it. */
const token = z.string();

export const sendVerificationRequest = z.object({ email: z.string().nullish() });
export const verificationSent = answer.extend({
  /** Seconds until another mail may be asked for. */
  cooldownSeconds: z.number().int(),
});
export const verifyEmailRequest = z.object({ token: token.nullish() });
export const emailVerified = answer.extend({
  /**
   * The address the token verified (beyond SPEC, ADR 0042): the token needs no session, so the
   * account it belonged to may not be the one signed in on the page.
   */
  email: z.string(),
  /** Sessions added to that account's allowance this month (0 when it was rewarded before). */
  bonusSessions: z.number().int(),
  /** The account is on Premium: the sessions wait for its first month on Free. */
  bonusWaitsForFree: z.boolean(),
});
export const verificationTokenParams = z.object({ token });
export const verificationTokenValidity = answer.extend({ valid: z.boolean() });
export const verificationStatus = answer.extend({
  isVerified: z.boolean(),
  email: z.string(),
  /** The account has only a placeholder address (a provider gave none): it must add a real one first. */
  temporaryEmail: z.boolean(),
  cooldownSeconds: z.number().int(),
  /** A link was mailed to this address and still works: the page may say "we sent a link" (a failed send leaves none). */
  linkSent: z.boolean(),
});

export type VerificationSent = z.infer<typeof verificationSent>;
export type EmailVerified = z.infer<typeof emailVerified>;
export type VerificationTokenValidity = z.infer<typeof verificationTokenValidity>;
export type VerificationStatusView = z.infer<typeof verificationStatus>;
