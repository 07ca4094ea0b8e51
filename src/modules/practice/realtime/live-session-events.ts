import type { LiveEvents } from '#src/platform/realtime/live-events.ts';
import type { SessionEvents } from '../domain/ports.ts';

/** Every socket that joined the session is in its room (a learner may have two tabs open). */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** SessionEvents over the process's live events: silent where no hub server runs (the CLI). */
export const liveSessionEvents = (live: LiveEvents): SessionEvents => ({
  emit: (sessionId, name, data) => live.toRoom(sessionRoom(sessionId), name, data),
});
