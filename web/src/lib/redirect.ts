import { readItem, removeItem, writeItem } from './storage';

const POST_REGISTER_KEY = 'postRegisterRedirect';
export const REDIRECT_TTL_MS = 600_000;

/**
 * Only same-site relative paths are accepted: a single leading '/', never '//' (protocol-relative),
 * never '/\' (browsers read the backslash as a slash) and no control characters.
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  return !/[\u0000-\u001f\u007f]/.test(target);
}

/** Reads ?redirect= from a search string (with or without '?'); null unless it is safe. */
export function redirectFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  return isSafeRedirect(value) ? value : null;
}

/** Builds '/login?redirect=…' style links that keep the original target. */
export function withRedirect(path: string, target: string | null): string {
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}

export function savePostRegisterRedirect(target: string, now = Date.now()): void {
  if (!isSafeRedirect(target)) return;
  writeItem('local', POST_REGISTER_KEY, JSON.stringify({ target, expiresAt: now + REDIRECT_TTL_MS }));
}

/** Returns the stored target once (it is removed on read), or null when absent, expired or unsafe. */
export function consumePostRegisterRedirect(now = Date.now()): string | null {
  const raw = readItem('local', POST_REGISTER_KEY);
  removeItem('local', POST_REGISTER_KEY);
  if (!raw) return null;
  try {
    const { target, expiresAt } = JSON.parse(raw) as { target?: unknown; expiresAt?: unknown };
    if (typeof expiresAt !== 'number' || expiresAt < now) return null;
    return isSafeRedirect(target) ? target : null;
  } catch {
    return null;
  }
}
