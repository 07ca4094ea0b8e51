/**
 * The WebSocket hub protocol (DESIGN §4), written once: the server's hub and the web's HubClient
 * (which the tests and benches use too) both import it. Pure types and constants, no imports.
 */

/** client -> server */
export interface InvokeFrame {
  type: 'invoke';
  id: string;
  method: string;
  args: unknown[];
}

export interface HubErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/** server -> client. `id` is null only when the frame could not be read far enough to find one. */
export type ServerFrame =
  | { type: 'result'; id: string | null; ok: true; result: unknown }
  | { type: 'result'; id: string | null; ok: false; error: HubErrorBody }
  | { type: 'event'; name: string; data: unknown };

/** Close codes the server uses; 4000–4999 are the application's own (RFC 6455 §7.4.2). */
export const HUB_CLOSE_CODES = {
  /** The user was signed out (forced logout, role or password change, deleted account): sign in again. */
  signedOut: 4401,
  /** The access token the socket was opened with expired: reconnect with a fresh one. */
  tokenExpired: 4001,
  /** The server is going away (shutdown); reconnect later. */
  goingAway: 1001,
  /** Refused: no valid token at upgrade time, too many sockets open for one user, or a flood of frames past RATE_LIMITED. */
  policyViolation: 1008,
  /** The client read its frames too slowly: the server stopped queueing for it. Reconnect and join again. */
  tooSlow: 1013,
} as const;

/** Invocation limits the server enforces (the client keeps within them). */
export const HUB_LIMITS = {
  maxIdLength: 64,
  maxMethodLength: 64,
  maxArgs: 16,
} as const;
