/**
 * After the provider sends the learner back with payment=success, Premium starts only once the
 * provider's signed notification reaches the server, which can be a moment later. The banner asks
 * for the profile again every few seconds until it shows Premium, and gives up politely after a
 * minute (the notification can take longer; the offer promises access within 24 hours).
 */
export const CONFIRM_ATTEMPTS = 20;
export const CONFIRM_EVERY_MS = 3000;

export type ConfirmationStatus = 'hidden' | 'confirming' | 'active' | 'pending' | 'signedOut';

/**
 * Runs `isPremium` until it says yes (true) or the attempts run out (false); a failed check counts
 * as a no. `cancelled` stops it between attempts (the learner left, or another return began).
 */
export async function waitForPremium(
  isPremium: () => Promise<boolean>,
  wait: (ms: number) => Promise<void>,
  cancelled: () => boolean,
  attempts = CONFIRM_ATTEMPTS,
  everyMs = CONFIRM_EVERY_MS,
): Promise<boolean | null> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await wait(everyMs);
    if (cancelled()) return null;
    if (await isPremium().catch(() => false)) return true;
  }
  return false;
}
