import { readItem, removeItem, writeItem } from './storage';

const TOKEN_KEY = 'token';
const REFRESH_KEY = 'refreshToken';

type Place = 'local' | 'session';

export interface StoredSession {
  token: string;
  refreshToken: string | null;
  /** true when the user chose remember-me: tokens live in localStorage and survive the browser. */
  persistent: boolean;
}

/**
 * Remember-me keeps the pair in localStorage; without it the pair lives in this tab's sessionStorage,
 * so the sign-in is renewed while the tab is open (a practice session outlives one access token) and
 * ends with it.
 */
export function readSession(): StoredSession | null {
  for (const place of ['local', 'session'] as const) {
    const token = readItem(place, TOKEN_KEY);
    if (token) return { token, refreshToken: readItem(place, REFRESH_KEY), persistent: place === 'local' };
  }
  return null;
}

export function saveSession(token: string, refreshToken: string | null, persistent: boolean): void {
  clearSession();
  write(persistent ? 'local' : 'session', token, refreshToken);
}

/** Stores a rotated pair where the session lives; the old refresh token is dead from now on. */
export function replaceTokens(token: string, refreshToken: string): void {
  write(readItem('local', TOKEN_KEY) ? 'local' : 'session', token, refreshToken);
}

export function clearSession(): void {
  for (const place of ['local', 'session'] as const) {
    removeItem(place, TOKEN_KEY);
    removeItem(place, REFRESH_KEY);
  }
}

function write(place: Place, token: string, refreshToken: string | null): void {
  writeItem(place, TOKEN_KEY, token);
  if (refreshToken) writeItem(place, REFRESH_KEY, refreshToken);
  else removeItem(place, REFRESH_KEY);
}
