import { z } from 'zod';
import { busEvent } from '#src/platform/events/bus-event.ts';

/**
 * A learner's sending is paused after repeated blocked messages (ADR 0050), said to every process:
 * their next words may reach another server (a goal saved over HTTP, a second tab), which must
 * refuse them too. `until` is in ms since the epoch.
 */
export const SendingPaused = busEvent('security.sending-paused', z.object({ userId: z.number().int(), until: z.number().int() }));
