import { proxy } from 'valtio';
import { readItem, removeItem, writeItem } from '../../../lib/storage';
import { authState, refreshProfile } from '../../auth';
import { isPremium, ownUsage, refreshUsage } from '../../usage';
import { type ConfirmationStatus, waitForPremium } from './confirmation';

export const confirmationState = proxy({
  status: 'hidden' as ConfirmationStatus,
  /** When the Premium now shown ends (null: no end date). */
  expiresAt: null as string | null,
});

let run = 0;

/**
 * Where Premium ended when the checkout opened ('' for Free), kept across the trip to the provider: a
 * learner extending Premium is confirmed when the end moves, not by Premium alone. In localStorage, not
 * the tab's: a bank's 3-D Secure page may send the browser back in a new tab, which would find nothing
 * and take the Premium already there for the one just bought (signing out clears it).
 */
const BEFORE_CHECKOUT = 'premiumBeforeCheckout';

export function rememberPlanBeforeCheckout(): void {
  const usage = ownUsage();
  writeItem('local', BEFORE_CHECKOUT, isPremium(usage) ? (usage?.subscriptionExpiresAt ?? '') : '');
}

/** Both copies of the usage (the navbar widget's and the profile's) read again, then the tier and its end. */
async function premiumNow(): Promise<boolean> {
  await Promise.all([refreshUsage(), refreshProfile()]);
  const usage = ownUsage();
  const before = readItem('local', BEFORE_CHECKOUT);
  const ends = usage?.subscriptionExpiresAt ? Date.parse(usage.subscriptionExpiresAt) : null;
  const paid = isPremium(usage) && (!before || (ends !== null && ends > Date.parse(before)));
  if (paid) {
    confirmationState.expiresAt = usage?.subscriptionExpiresAt ?? null;
    removeItem('local', BEFORE_CHECKOUT);
  }
  return paid;
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
