import { z } from 'zod';
import { busEvent } from '#src/platform/events/bus-event.ts';
import type { EventBus } from '#src/platform/events/event-bus.ts';
import type { HubServer } from '#src/platform/realtime/hub-server.ts';
import type { Logger } from '#src/platform/logger.ts';
import type { SessionEvents } from '../domain/ports.ts';
import type { ChatMessage } from '../http/sessions.contracts.ts';
import { sessionRoom } from './live-session-events.ts';

/**
 * PostgreSQL refuses NOTIFY payloads over 8,000 bytes. A longer message (3,000 characters of Japanese)
 * travels as its id, and each process reads it back.
 */
const MAX_PAYLOAD_BYTES = 7000;

/**
 * A session event said on one process, for the sockets the others hold (two tabs of one learner may
 * reach two servers, ADR 0013). The streamed deltas stay local: too many to send through the
 * database, and the final line follows them.
 */
export const SessionEventSaid = busEvent('practice.session-event', z.object({
  origin: z.string(),
  sessionId: z.number().int(),
  name: z.string(),
  data: z.unknown(),
  /** Instead of `data`, for a message too long to send: read it back by id. */
  messageId: z.number().int().nullable(),
}));

/**
 * SessionEvents for servers that share a database: to this server's sockets at once, and to the other
 * servers' through the bus. `origin` names this server, whose relay skips what it said itself.
 */
export function sharedSessionEvents(origin: string, local: SessionEvents, bus: EventBus, logger: Logger): SessionEvents {
  return {
    emit(sessionId, name, data) {
      local.emit(sessionId, name, data);
      if (name === 'message-delta') return;
      const payload = { origin, sessionId, name, data, messageId: null };
      const fits = Buffer.byteLength(JSON.stringify(payload)) <= MAX_PAYLOAD_BYTES;
      const said = fits ? payload : { ...payload, data: null, messageId: name === 'message' ? (data as ChatMessage).id : null };
      if (!fits && said.messageId === null) return logger.warn({ sessionId, name }, 'a session event too long for the bus stays on this server');
      bus.publish(SessionEventSaid, said).catch((err: unknown) => logger.warn({ err, sessionId, name }, 'a session event could not reach the other servers'));
    },
  };
}

/** The other processes' session events, to the sockets this one holds in the session's room. */
export function relaySessionEvents(
  origin: string, bus: EventBus, hubs: HubServer, readMessage: (sessionId: number, messageId: number) => Promise<ChatMessage | null>,
): () => void {
  return bus.subscribe(SessionEventSaid, async ({ origin: from, sessionId, name, data, messageId }) => {
    if (from === origin) return;
    const told = messageId === null ? data : await readMessage(sessionId, messageId).then((m) => m && { sessionId, ...m });
    if (told) hubs.emit(sessionRoom(sessionId), name, told);
  });
}
