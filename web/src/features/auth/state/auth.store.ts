import { proxy } from 'valtio';
import type { UserView } from '../../../lib/contracts';
import { clearSession } from '../../../lib/token-storage';

/**
 * initialising: the stored token (if any) is being checked; guards wait.
 * anonymous: no valid session. authenticated: the token was accepted by GET /api/auth/me.
 */
export type AuthStatus = 'initialising' | 'anonymous' | 'authenticated';

export const authState = proxy({
  status: 'initialising' as AuthStatus,
  user: null as UserView | null,
  /** The server ended the session (see forceLogout): the app takes the user to Login. */
  forcedOut: false,
});

export function setAuthenticated(user: UserView): void {
  authState.user = user;
  authState.status = 'authenticated';
  authState.forcedOut = false;
}

/** Forgets the session in this tab without telling the server (it already knows, or cannot be told). */
export function signOutLocally(): void {
  clearSession();
  authState.user = null;
  authState.status = 'anonymous';
}
