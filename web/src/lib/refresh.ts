import { ApiError, toApiError } from './api-error';
import type { RefreshResponse } from './contracts';
import { currentLocale } from './i18n';
import { isTokenExpired } from './jwt';
import { announceRotation, catchUpWithSiblings } from './sibling-tabs';
import { readSession, replaceTokens } from './token-storage';

let inFlight: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for a new pair. Refresh tokens rotate and a reused one revokes the
 * whole session family, so: one refresh at a time in this tab (shared promise), one at a time
 * across tabs (Web Locks), and no refresh at all when another tab has already stored a newer token
 * (in localStorage, or told this tab of it: sibling-tabs.ts).
 * Resolves true when a usable token is stored, false when the session cannot be renewed;
 * rejects on network or server trouble (the session may still be fine).
 */
export function refreshSession(failedToken: string): Promise<boolean> {
  inFlight ??= withLock(() => renew(failedToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('rapport-token-refresh', task) : task();
}

async function renew(failedToken: string): Promise<boolean> {
  const stored = readSession();
  if (!stored?.refreshToken) return false;
  if (stored.token !== failedToken && !isTokenExpired(stored.token)) return true;
  if (await catchUpWithSiblings()) return true;
  const session = readSession() ?? stored;

  let response: Response;
  try {
    const locale = currentLocale();
    response = await fetch(`/api/auth/refresh?lang=${locale}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (response.ok) {
    const pair = (await response.json()) as RefreshResponse;
    replaceTokens(pair.token, pair.refreshToken);
    announceRotation(pair);
    return true;
  }
  if (response.status === 400 || response.status === 401) return false;
  throw await toApiError(response);
}
