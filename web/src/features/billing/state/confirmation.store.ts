import { proxy } from 'valtio';
import { authState, refreshProfile } from '../../auth';
import { isPremium, refreshUsage, usageState } from '../../usage';
import { type ConfirmationStatus, waitForPremium } from './confirmation';

export const confirmationState = proxy({
  status: 'hidden' as ConfirmationStatus,
  /** When the Premium now shown ends (null: no end date). */
  expiresAt: null as string | null,
});

let run = 0;

/** Both copies of the usage (the navbar widget's and the profile's) read again, then the tier. */
async function premiumNow(): Promise<boolean> {
  await Promise.all([refreshUsage(), refreshProfile()]);
  const own = usageState.userId === authState.user?.id ? usageState.usage : null;
  const usage = own ?? authState.user?.usage;
  if (isPremium(usage)) confirmationState.expiresAt = usage?.subscriptionExpiresAt ?? null;
  return isPremium(usage);
}

/** The provider sent the learner back after paying: wait for Premium to show (see confirmation.ts). */
export async function confirmPayment(): Promise<void> {
  const current = ++run;
  if (authState.status !== 'authenticated') {
    confirmationState.status = 'signedOut';
    return;
  }
  confirmationState.status = 'confirming';
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const premium = await waitForPremium(premiumNow, wait, () => current !== run || authState.status !== 'authenticated');
  if (premium === null || current !== run) return;
  confirmationState.status = premium ? 'active' : 'pending';
}
