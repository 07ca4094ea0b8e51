import { EventsMayHaveBeenMissed } from '#src/platform/events/bus-event.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { HubConnection, HubServer } from '#src/platform/realtime/hub-server.ts';
import { HUB_CLOSE_CODES } from '#src/shared/hub-protocol.ts';
import type { ForcedLogoutEvent } from '../http/auth.contracts.ts';
import { ForcedLogout } from '../identity.events.ts';

/**
 * Tells the user's open sockets on this process — all but those of the sign-in that stays — then
 * closes them. When events may have been missed (the bus lost its connection), every socket's token
 * is checked again, once the profile cache has forgotten what it held, so a sign-out said meanwhile
 * still ends its sockets.
 */
export function relayForcedLogout(events: EventBus, hubs: HubServer): () => void {
  const stops = [
    events.subscribe(ForcedLogout, ({ userId, reason, exceptSession }) => {
      const leaving = (conn: HubConnection) => !exceptSession || conn.user.sessionId !== exceptSession;
      hubs.emitToUser(userId, 'forced-logout', { reason } satisfies ForcedLogoutEvent, leaving);
      hubs.disconnectUser(userId, HUB_CLOSE_CODES.signedOut, 'Signed out', leaving);
    }),
    events.subscribe(EventsMayHaveBeenMissed, () => void setImmediate(() => void hubs.recheckAll())),
  ];
  return () => stops.forEach((stop) => stop());
}
