import { readItem, removeItem, writeItem } from './storage';

const TOKEN_KEY = 'token';
const REFRESH_KEY = 'refreshToken';

export interface StoredSession {
  token: string;
  refreshToken: string | null;
  /** true when the user chose remember-me: tokens live in localStorage and survive the browser. */
  persistent: boolean;
}

export function readSession(): StoredSession | null {
  const persisted = readItem('local', TOKEN_KEY);
  if (persisted) return { token: persisted, refreshToken: readItem('local', REFRESH_KEY), persistent: true };
  const tabOnly = readItem('session', TOKEN_KEY);
  if (tabOnly) return { token: tabOnly, refreshToken: null, persistent: false };
  return null;
}

export function saveSession(token: string, refreshToken: string | null, persistent: boolean): void {
  clearSession();
  if (persistent) {
    writeItem('local', TOKEN_KEY, token);
    if (refreshToken) writeItem('local', REFRESH_KEY, refreshToken);
  } else {
    // Without remember-me the session ends with the tab, and no refresh token is kept at all.
    writeItem('session', TOKEN_KEY, token);
  }
}

/** Stores a rotated pair; the old refresh token is dead from now on, so it must be replaced at once. */
export function replaceTokens(token: string, refreshToken: string): void {
  writeItem('local', TOKEN_KEY, token);
  writeItem('local', REFRESH_KEY, refreshToken);
}

export function clearSession(): void {
  for (const kind of ['local', 'session'] as const) {
    removeItem(kind, TOKEN_KEY);
    removeItem(kind, REFRESH_KEY);
  }
}
