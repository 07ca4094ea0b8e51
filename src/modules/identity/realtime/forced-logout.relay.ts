import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { HubServer } from '#src/platform/realtime/hub-server.ts';
import { FORCED_LOGOUT_EVENT } from '../domain/ports.ts';

/** 4401: an application close code meaning "signed out; sign in again". */
export const SIGNED_OUT_CLOSE_CODE = 4401;

/** Tells the user's open sockets on this process, then closes them. */
export function relayForcedLogout(events: EventBus, hubs: HubServer): () => void {
  return events.subscribe(FORCED_LOGOUT_EVENT, (payload) => {
    const userId = Number(payload.userId);
    hubs.emitToUser(userId, 'forced-logout', { reason: String(payload.reason ?? 'signed-out') });
    hubs.disconnectUser(userId, SIGNED_OUT_CLOSE_CODE, 'Signed out');
  });
}
