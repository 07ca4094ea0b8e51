import { isApiError, UiError } from '../../../lib/api-error';
import type { UserView } from '../../../lib/contracts';
import { chosenLocale, currentLocale, LOCALE_KEY } from '../../../lib/i18n';
import { isTokenExpired, isWellFormedToken } from '../../../lib/jwt';
import { clearCookies, clearStorage } from '../../../lib/storage';
import { clearSession, readSession, saveSession } from '../../../lib/token-storage';
import { authApi } from '../api/auth.api';
import { authState, setAuthenticated, signOutLocally } from './auth.store';

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Reads the stored token and lets the app count as signed in only once the server accepts it. */
export async function initAuth(): Promise<void> {
  const session = readSession();
  const usable = session && isWellFormedToken(session.token) && (session.refreshToken || !isTokenExpired(session.token));
  if (!usable) {
    signOutLocally();
    return;
  }
  try {
    setAuthenticated(await authApi.me()); // an expired token is refreshed by the API client first
  } catch (error) {
    // A rejected token ends the session; a server that cannot be reached does not: the token is
    // kept so resumeSession() can try again once the maintenance banner's health check succeeds.
    if (isApiError(error) && error.status >= 400 && error.status < 500) clearSession();
    authState.user = null;
    authState.status = 'anonymous';
  }
}

/** After an outage: sign back in with the token that could not be checked earlier. */
export async function resumeSession(): Promise<void> {
  if (authState.status === 'anonymous' && readSession()) await initAuth();
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function confirmSession(retries: number): Promise<UserView | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await authApi.me();
    } catch {
      if (attempt >= retries) return null;
      await delay(500);
    }
  }
}

/** Stores the new tokens, then proves the session with /me before anyone counts as signed in. */
async function startSession(
  response: { token: string; refreshToken: string | null },
  rememberMe: boolean,
  retries: number,
  invalidKey: string,
): Promise<UserView> {
  saveSession(response.token, response.refreshToken, rememberMe);
  const user = await confirmSession(retries);
  if (!user) {
    signOutLocally();
    throw new UiError(invalidKey);
  }
  return user;
}

/**
 * Signs in. A language chosen on this device (the switcher) goes to the account; one that is only
 * the browser's default does not overwrite the account's, so a new laptop in English does not turn
 * a Russian learner's mail into English. The interface follows the device either way.
 */
export async function login(credentials: Credentials): Promise<UserView> {
  const chosen = chosenLocale();
  const response = await authApi.login({ ...credentials, ...(chosen ? { locale: chosen } : {}) });
  return startSession(response, credentials.rememberMe, 0, 'auth:errors.sessionInvalidAfterLogin');
}

/** SPEC §4: after registering, the session check is retried once after 500 ms. */
export async function register(credentials: Credentials): Promise<UserView> {
  const response = await authApi.register({ ...credentials, locale: currentLocale() });
  return startSession(response, credentials.rememberMe, 1, 'auth:errors.sessionInvalidAfterRegistration');
}

/**
 * A sign-in made through a provider (SPEC §7 OAuth): its tokens are stored and proved with /me like
 * any other, and the user counts as signed in at once.
 */
export async function signInWithTokens(response: { token: string; refreshToken: string | null }, rememberMe: boolean): Promise<UserView> {
  const user = await startSession(response, rememberMe, 0, 'auth:errors.sessionInvalidAfterOAuth');
  setAuthenticated(user);
  return user;
}

/**
 * Reads the profile again after something changed it on the server (a payment started Premium, an
 * email was verified); a failure keeps the old one — the next session check will tell.
 */
export async function refreshProfile(): Promise<void> {
  if (authState.status !== 'authenticated') return;
  const user = await authApi.me().catch(() => null);
  if (user && authState.status === 'authenticated' && authState.user?.id === user.id) authState.user = user;
}

/** The caller goes on to Login. */
export function logout(): void {
  const session = readSession();
  if (session) void authApi.logout(session.token, session.refreshToken).catch(() => undefined);
  signOutLocally();
}

/**
 * The server ended this session (password change elsewhere, admin action): forget everything.
 * It can happen on any page, so `forcedOut` tells the app shell to open Login.
 */
export function forceLogout(): void {
  // The language choice is a device preference, not session data, so it survives.
  clearStorage([LOCALE_KEY]);
  clearCookies();
  signOutLocally();
  authState.forcedOut = true;
}
