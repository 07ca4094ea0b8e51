import type { OAuthProvider, SignInButton } from '../../../lib/contracts';
import { isSafeRedirect } from '../../../lib/redirect';
import { readItem, removeItem, writeItem } from '../../../lib/storage';

/**
 * A sign-in started in this tab and not yet finished: what the callback page needs once the provider
 * sends the browser back (SPEC §4 Login callback: the mode and remember-me come from stored session
 * values). Kept in sessionStorage, so it never leaves the tab, and read once.
 */
export interface PendingSignIn {
  /** Our random `state`: the answer must carry it back, or it belongs to someone else's sign-in (CSRF). */
  state: string;
  provider: OAuthProvider;
  button: SignInButton;
  mode: 'login' | 'link';
  rememberMe: boolean;
  /** Where to go after success (a safe relative path), else Home (login) or Settings (link). */
  redirect: string | null;
  redirectUri: string;
  clientId: string;
  /** PKCE (Auth0): the verifier and where to exchange the code. */
  codeVerifier: string | null;
  tokenUrl: string | null;
  logoutUrl: string | null;
  startedAt: number;
}

const KEY = 'oauthPending';
export const PENDING_TTL_MS = 600_000;

export function savePending(pending: PendingSignIn): void {
  writeItem('session', KEY, JSON.stringify(pending));
}

/** The pending sign-in, removed as it is read; null when there is none, it expired, or it was tampered with. */
export function consumePending(now = Date.now()): PendingSignIn | null {
  const raw = readItem('session', KEY);
  removeItem('session', KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingSignIn;
    if (typeof pending.state !== 'string' || typeof pending.startedAt !== 'number' || now - pending.startedAt > PENDING_TTL_MS) return null;
    if (pending.redirect !== null && !isSafeRedirect(pending.redirect)) pending.redirect = null;
    return pending;
  } catch {
    return null;
  }
}
