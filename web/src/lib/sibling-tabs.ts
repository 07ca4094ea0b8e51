import { decodePayload, isTokenExpired } from './jwt';
import { readSession, replaceTokens } from './token-storage';

/**
 * A sign-in without remember-me lives in one tab's sessionStorage, but the browser copies that
 * storage into a duplicated tab: two tabs then hold one refresh token, and the second to use it
 * would present a rotated token, which the server reads as theft and answers by revoking the
 * sign-in in both. So the tabs of one sign-in (one `sid`) keep one chain: a tab that rotates the
 * pair tells its siblings, and a tab about to rotate first asks whether a sibling holds a newer pair
 * (a tab the browser discarded and reloaded missed the news). Remember-me pairs need none of this:
 * every tab reads the same localStorage.
 */
interface Pair {
  token: string;
  refreshToken: string;
}
type Message = { kind: 'rotated'; pair: Pair } | { kind: 'ask'; sid: string } | { kind: 'answer'; pair: Pair };

/** How long a tab about to renew waits for its siblings' pairs; an answer that settles it ends the wait. */
const ASK_MS = 120;

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('rapport-sign-in');

const sidOf = (token: string) => stringClaim(token, 'sid');
const issuedAt = (token: string) => Number(decodePayload(token)?.iat_ms ?? 0);

function stringClaim(token: string, claim: string): string | null {
  const value = decodePayload(token)?.[claim];
  return typeof value === 'string' ? value : null;
}

/** This tab's own pair, when its sign-in lives in this tab and can be renewed. */
function tabPair(): (Pair & { sid: string }) | null {
  const session = readSession();
  if (!session?.refreshToken || session.persistent) return null;
  const sid = sidOf(session.token);
  return sid ? { token: session.token, refreshToken: session.refreshToken, sid } : null;
}

/** Stores a sibling's pair when it belongs to this tab's sign-in and is newer than the one here. */
function adopt(pair: Pair): boolean {
  const own = tabPair();
  if (!own || sidOf(pair.token) !== own.sid || issuedAt(pair.token) <= issuedAt(own.token)) return false;
  replaceTokens(pair.token, pair.refreshToken);
  return true;
}

channel?.addEventListener('message', (event: MessageEvent<Message>) => {
  const message = event.data;
  if (message.kind === 'ask') {
    const own = tabPair();
    if (own?.sid === message.sid) channel.postMessage({ kind: 'answer', pair: { token: own.token, refreshToken: own.refreshToken } } satisfies Message);
  } else if (message.kind === 'rotated') {
    adopt(message.pair);
  }
});

/** Tells the tabs of this sign-in the pair that replaced the one they hold. */
export function announceRotation(pair: Pair): void {
  if (tabPair()) channel?.postMessage({ kind: 'rotated', pair } satisfies Message);
}

/**
 * Takes a newer pair from a sibling tab, if one has it. Resolves true when the access token stored
 * now is usable, so no exchange is needed.
 */
export async function catchUpWithSiblings(): Promise<boolean> {
  const own = tabPair();
  if (!own || !channel) return false;
  return new Promise((resolve) => {
    const done = (usable: boolean) => {
      clearTimeout(timer);
      channel.removeEventListener('message', listen);
      resolve(usable);
    };
    const listen = (event: MessageEvent<Message>) => {
      if (event.data.kind === 'answer' && adopt(event.data.pair) && !isTokenExpired(event.data.pair.token)) done(true);
    };
    const timer = setTimeout(() => done(false), ASK_MS);
    channel.addEventListener('message', listen);
    channel.postMessage({ kind: 'ask', sid: own.sid } satisfies Message);
  });
}
