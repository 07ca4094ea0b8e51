import { proxy } from 'valtio';
import type { LinkedAccountView } from '../../../lib/contracts';
import { oauthApi } from '../api/oauth.api';

/** The signed-in user's connected accounts (SPEC §3 Linked OAuth account), for Settings. */
export const linkedAccountsState = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  accounts: [] as LinkedAccountView[],
  /** The link being removed, while its request runs. */
  removing: null as number | null,
});

export async function loadLinkedAccounts(): Promise<void> {
  linkedAccountsState.status = 'loading';
  try {
    linkedAccountsState.accounts = await oauthApi.accounts();
    linkedAccountsState.status = 'ready';
  } catch {
    linkedAccountsState.status = 'error';
  }
}

/** Removes one link; the server refuses (OAUTH.LAST_SIGN_IN_METHOD) when it is the account's last way in. */
export async function unlinkAccount(account: LinkedAccountView): Promise<string> {
  linkedAccountsState.removing = account.id;
  try {
    const result = await oauthApi.unlink(account.provider, account.id);
    linkedAccountsState.accounts = linkedAccountsState.accounts.filter((a) => a.id !== account.id);
    return result.message;
  } finally {
    linkedAccountsState.removing = null;
  }
}

/** Whether removing one more link would leave the account with no way to sign in (the server checks too). */
export function isLastWayIn(hasPassword: boolean, linkedCount: number): boolean {
  return !hasPassword && linkedCount <= 1;
}
