/** Messages between the main thread (`WorkerThreadPglite`) and the PGlite worker thread. */
import type { MessagePort } from 'node:worker_threads';
import type { ThreadError } from '../thread-errors.ts';

export interface PgliteWorkerOptions {
  dataDir: string;
  /** PostgreSQL settings (`name=value`) passed at start-up. */
  settings: string[];
}

export type PgliteRequest = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; options?: Record<string, unknown>; txId?: number }
  | { op: 'exec'; sql: string; txId?: number }
  | { op: 'begin' | 'commit' | 'rollback'; txId: number }
  | { op: 'close' }
);

/** Id 0 answers start-up: ready, or the reason PGlite could not open. */
export type PgliteResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: ThreadError };

/**
 * Opens a reader's channel: `port` then takes `query` requests (no `txId`) and answers them itself,
 * so another thread reads the embedded database without the main thread relaying its rows.
 */
export interface PgliteAttach {
  op: 'attach';
  port: MessagePort;
}
