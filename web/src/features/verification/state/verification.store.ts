import { proxy } from 'valtio';
import { ApiError, isApiError } from '../../../lib/api-error';
import type { EmailVerified, VerificationStatusView } from '../../../lib/contracts';
import { authState, refreshProfile } from '../../auth';
import { refreshUsage } from '../../usage';
import { verificationApi } from '../api/verification.api';
import { cleanToken, cooldownOf } from './verification-rules';

/**
 * The signed-in learner's verification, shared by the banner, the page and the embedded component:
 * one cooldown, whichever of them sent the last mail.
 */
export const verificationState = proxy({
  /** The server's word (GET status) for `userId`; null until loaded. */
  status: null as VerificationStatusView | null,
  userId: null as number | null,
  /** When another mail may be asked for (ms since the epoch); 0: now. */
  cooldownUntil: 0,
  sending: false,
  verifying: false,
  /** Where the last mail went, for the note that follows a send. */
  sentTo: null as string | null,
});

const startCooldown = (seconds: number) => {
  verificationState.cooldownUntil = Date.now() + seconds * 1000;
};

/** Loads the status of the signed-in learner (once per user unless `force`). */
export async function loadVerificationStatus(force = false): Promise<VerificationStatusView | null> {
  const userId = authState.user?.id ?? null;
  if (userId === null) return null;
  if (!force && verificationState.userId === userId && verificationState.status) return verificationState.status;
  const status = await verificationApi.status();
  if (authState.user?.id !== userId) return null;
  Object.assign(verificationState, { status, userId });
  if (status.cooldownSeconds > 0) startCooldown(status.cooldownSeconds);
  return status;
}

/**
 * Mails a link: to `email` when the learner typed one (it must be the account's), else to the
 * account's address. Throws the API's refusal for the caller to word; a cooldown it names is kept.
 */
export async function sendVerificationEmail(email?: string): Promise<void> {
  verificationState.sending = true;
  try {
    const sent = email === undefined ? await verificationApi.resend() : await verificationApi.send(email.trim());
    startCooldown(sent.cooldownSeconds);
    verificationState.sentTo = email?.trim() || authState.user?.email || null;
    if (verificationState.status) verificationState.status.linkSent = true;
  } catch (error) {
    if (isApiError(error, 'RATE_LIMITED')) startCooldown(cooldownOf(error as ApiError));
    if (isApiError(error, 'ALREADY_VERIFIED')) void afterVerified();
    throw error;
  } finally {
    verificationState.sending = false;
  }
}

/** Presses Verify: the token is used up, and the profile and usage (the bonus) are read again. */
export async function verifyEmailToken(token: string): Promise<EmailVerified> {
  verificationState.verifying = true;
  try {
    const verified = await verificationApi.verify(cleanToken(token));
    void afterVerified();
    return verified;
  } finally {
    verificationState.verifying = false;
  }
}

/** Whether a link's token would verify now; it is not used up (a link opened by a mail scanner stays good). */
export async function isTokenValid(token: string): Promise<boolean | null> {
  try {
    return (await verificationApi.validate(cleanToken(token))).valid;
  } catch {
    return null; // unknown: the page still offers Verify
  }
}

/** The token may have been another account's: what changed for the signed-in learner is read, not assumed. */
async function afterVerified(): Promise<void> {
  if (authState.status !== 'authenticated') return;
  await refreshProfile();
  if (authState.user?.emailVerified) verificationState.cooldownUntil = 0;
  await Promise.all([loadVerificationStatus(true).catch(() => null), refreshUsage()]);
}
