import { z } from 'zod';
import { busEvent } from '#src/platform/events/bus-event.ts';
import { forcedLogoutEvent } from './http/auth.contracts.ts';

/**
 * Bus events of the identity module. A user may be signed out by any process (the CLI too), and
 * every process must tell the user's sockets it holds: the payload is the hub event plus whom it is for.
 */
export const ForcedLogout = busEvent('identity.forced-logout', forcedLogoutEvent.extend({
  userId: z.number().int(),
  /** The sign-in that stays: the device that changed its own password. */
  exceptSession: z.string().nullish(),
}));

/** Raised (to every process) when user rows change, so per-process profile caches drop them; no ids means all. */
export const UsersChanged = busEvent('identity.users-changed', z.object({ ids: z.array(z.number().int()) }));
