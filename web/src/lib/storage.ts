/** Web Storage can throw (private mode, disabled storage, quota); the app must keep working without it. */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives only for this page view */
  }
}

export function removeItem(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

/** Clears both storage areas, keeping the listed keys of localStorage. */
export function clearStorage(keepLocal: readonly string[] = []): void {
  const kept = keepLocal.map((key) => [key, readItem('local', key)] as const);
  try {
    area('local')?.clear();
    area('session')?.clear();
  } catch {
    /* storage unavailable */
  }
  for (const [key, value] of kept) if (value !== null) writeItem('local', key, value);
}

/** Expires every cookie visible to this page (on this path and the root path). */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    document.cookie = `${expired}; path=/`;
    document.cookie = expired;
  }
}
