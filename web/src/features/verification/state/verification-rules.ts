import { ApiError } from '../../../lib/api-error';

/** SPEC §9: another mail may be asked for 60 s after the last. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Codes the server answers that have their own text in the verification namespace. */
const WORDED = new Set([
  'EMAIL_INVALID', 'EMAIL_TEMPORARY', 'RATE_LIMITED', 'ALREADY_VERIFIED', 'USER_NOT_FOUND', 'EMAIL_SEND_FAILED', 'INTERNAL_ERROR',
  'VERIFICATION_TOKEN_REQUIRED', 'VERIFICATION_TOKEN_INVALID', 'VERIFICATION_TOKEN_EXPIRED',
]);

/**
 * The i18n key for a failure to send or verify: SPEC §8's codes have their own words, anything
 * else (a network failure, an unexpected answer) the generic resend or verification text.
 */
export function verificationErrorKey(error: unknown, action: 'send' | 'verify'): string {
  if (error instanceof ApiError && WORDED.has(error.code)) return `verification:errors.${error.code}`;
  if (error instanceof ApiError && error.status >= 500) return 'verification:errors.INTERNAL_ERROR';
  return action === 'send' ? 'verification:errors.sendFailed' : 'verification:errors.verifyFailed';
}

/** Whole seconds until `until` (ms since the epoch), never below 0. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** How long a refused send says to wait: the cooldown it names, else Retry-After, else the full cooldown. */
export function cooldownOf(error: ApiError): number {
  const details = error.details as { cooldownSeconds?: unknown } | undefined;
  if (typeof details?.cooldownSeconds === 'number' && details.cooldownSeconds > 0) return details.cooldownSeconds;
  return error.retryAfter ?? RESEND_COOLDOWN_SECONDS;
}

/** A token pasted from a mail often comes with spaces or a line break around it. */
export function cleanToken(raw: string): string {
  return raw.trim();
}

/**
 * Why Verify is unavailable, or null when a press verifies. SPEC §5: disabled while the token is
 * empty ('empty', a reason the form states next to the button before anyone presses it), and
 * while a verification is under way ('verifying', which the button's own label says).
 */
export function verifyUnavailable(token: string, verifying: boolean): 'empty' | 'verifying' | null {
  if (verifying) return 'verifying';
  return cleanToken(token) === '' ? 'empty' : null;
}

/** The page's two tabs (SPEC §2): Send Verification, Verify Token. */
export type VerifyTab = 'send' | 'verify';

/** A link may open the page on Verify Token (`?tab=token`), as the banner's "Enter code" does; Send is the default. */
export function verifyTabOf(search: string): VerifyTab {
  return new URLSearchParams(search).get('tab') === 'token' ? 'verify' : 'send';
}

/** The address of the verification page (`page`, its route) opened on Verify Token. */
export function tokenTabHref(page: string): string {
  return `${page}?tab=token`;
}

/**
 * What the success dialog may say after a token was verified. The token needs no session: it may
 * have been another account's than the one signed in here, which gets nothing from it — so the
 * dialog names the address verified, and promises the bonus only to the account it went to (the
 * signed-in one, or the visitor who opened their own link while signed out). On Premium the bonus
 * waits for the first month on Free (`bonusWaitsForFree`), and the dialog says so.
 */
export function verifiedOutcome(verified: { email: string; bonusSessions: number; bonusWaitsForFree: boolean }, signedInEmail: string | null) {
  const otherAccount = signedInEmail !== null && signedInEmail.trim().toLowerCase() !== verified.email.trim().toLowerCase();
  return {
    email: verified.email,
    otherAccount,
    bonusSessions: otherAccount ? 0 : verified.bonusSessions,
    bonusWaitsForFree: !otherAccount && verified.bonusWaitsForFree,
  };
}
