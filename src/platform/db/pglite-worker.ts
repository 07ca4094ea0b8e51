/**
 * The embedded PGlite database, away from the main thread. PGlite runs PostgreSQL as WASM on the
 * thread that calls it, so on the main thread every query would stall every socket; here it
 * only occupies this worker thread. `WorkerThreadPglite` is the main thread's side.
 *
 * Run as a process (`node pglite-worker.js <dir>`) it only creates a new cluster and exits: initdb
 * leaves a few hundred MB with the allocator that a long-running process would keep resident.
 */
import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { releaseStartupMemory } from '../memory.ts';
import { serialiseError } from '../thread-errors.ts';
import { DATE_PARSERS } from './type-parsers.ts';
import type { PgliteAttach, PgliteRequest, PgliteResponse, PgliteWorkerOptions } from './pglite-protocol.ts';

interface OpenTransaction {
  tx: Transaction;
  finish(outcome: 'commit' | 'rollback'): void;
  done: Promise<unknown>;
}

const ROLLBACK = Symbol('rollback');

class PgliteHost {
  readonly #transactions = new Map<number, OpenTransaction>();

  constructor(private readonly pglite: PGlite) {}

  async handle(request: PgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'query':
        return this.#target(request.txId).query(request.sql, request.params, request.options);
      case 'exec':
        return this.#target(request.txId).exec(request.sql);
      case 'begin':
        return this.#begin(request.txId);
      case 'commit':
      case 'rollback': {
        const open = this.#open(request.txId);
        this.#transactions.delete(request.txId);
        open.finish(request.op);
        await open.done;
        return null;
      }
      case 'close':
        await this.pglite.close();
        return null;
    }
  }

  #target(txId?: number) {
    return txId ? this.#open(txId).tx : this.pglite;
  }

  /** Holds a PGlite transaction open (and the database to it) until the main thread ends it. */
  #begin(txId: number): Promise<null> {
    return new Promise((started, failed) => {
      let finish!: (outcome: 'commit' | 'rollback') => void;
      const outcome = new Promise<'commit' | 'rollback'>((resolve) => (finish = resolve));
      const done = this.pglite
        .transaction(async (tx) => {
          this.#transactions.set(txId, { tx, finish, done });
          started(null);
          if ((await outcome) === 'rollback') throw ROLLBACK;
        })
        .catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
      done.catch(failed); // a failure before the callback ran (BEGIN itself); later ones reach commit
    });
  }

  #open(txId: number): OpenTransaction {
    const open = this.#transactions.get(txId);
    if (!open) throw new Error(`Transaction ${txId} is not open`);
    return open;
  }
}

async function serve(port: MessagePort, options: PgliteWorkerOptions) {
  const reply = (response: PgliteResponse) => port.postMessage(response);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: options.dataDir,
      parsers: DATE_PARSERS,
      // Trigram indexes, as on PostgreSQL: the people console's email search (R2.10, migration `people`).
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...options.settings.flatMap((s) => ['-c', s])],
    });
  } catch (error) {
    reply({ id: 0, ok: false, error: serialiseError(error) });
    return;
  }
  releaseStartupMemory();
  const host = new PgliteHost(pglite);
  port.on('message', (request: PgliteRequest | PgliteAttach) => {
    if (request.op === 'attach') serveReader(host, request.port);
    else answer(port, request, host.handle(request));
  });
  reply({ id: 0, ok: true, result: null });
}

/** Every failure becomes a reply, so the promise never rejects. */
function answer(port: MessagePort, request: PgliteRequest, work: Promise<unknown>) {
  void work.then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies PgliteResponse),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serialiseError(error) } satisfies PgliteResponse),
  );
}

/**
 * A reader in another thread (the data export's) on a channel of its own: its rows go straight to
 * it, never through the main thread. Single queries only: a transaction is the main thread's.
 */
function serveReader(host: PgliteHost, port: MessagePort) {
  port.on('message', (request: PgliteRequest) => {
    const allowed = request.op === 'query' && request.txId === undefined;
    answer(port, request, allowed ? host.handle(request) : Promise.reject(new Error(`a reader's channel takes single queries, not ${request.op}`)));
  });
}

if (isMainThread) {
  await (await PGlite.create({ dataDir: process.argv[2] })).close();
} else {
  await serve(parentPort!, workerData as PgliteWorkerOptions);
}
