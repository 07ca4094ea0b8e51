import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { HubConnection, HubServer } from '#src/platform/realtime/hub-server.ts';
import { HUB_CLOSE_CODES } from '#src/shared/hub-protocol.ts';
import type { ForcedLogoutEvent } from '../http/auth.contracts.ts';
import { ForcedLogout } from '../identity.events.ts';

/** Tells the user's open sockets on this process — all but those of the sign-in that stays — then closes them. */
export function relayForcedLogout(events: EventBus, hubs: HubServer): () => void {
  return events.subscribe(ForcedLogout, ({ userId, reason, exceptSession }) => {
    const leaving = (conn: HubConnection) => !exceptSession || conn.user.sessionId !== exceptSession;
    hubs.emitToUser(userId, 'forced-logout', { reason } satisfies ForcedLogoutEvent, leaving);
    hubs.disconnectUser(userId, HUB_CLOSE_CODES.signedOut, 'Signed out', leaving);
  });
}
