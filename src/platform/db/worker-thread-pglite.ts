import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { deserialiseError } from '../thread-errors.ts';
import type { PgliteAttach, PgliteRequest, PgliteResponse, PgliteWorkerOptions } from './pglite-protocol.ts';

type Result = { rows: unknown[]; affectedRows?: number; fields?: unknown[] };
type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export interface PgliteTransaction {
  query(sql: string, params?: unknown[], options?: Record<string, unknown>): Promise<Result>;
  exec(sql: string): Promise<Result[]>;
}

// tsx and the tests run the source; the build runs the bundled .js next to the server.
const WORKER_SCRIPT = new URL(`./pglite-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/**
 * The embedded database, run in a worker thread (see pglite-worker.ts) and spoken to by message.
 * It offers the part of PGlite's client that MikroORM's kysely dialect and our SQL executor use,
 * so the main thread keeps serving sockets while PostgreSQL works.
 */
export class WorkerThreadPglite implements PgliteTransaction {
  readonly waitReady: Promise<void>;
  ready = false;
  closed = false;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;

  /** Opens the cluster in `options.dataDir`, creating it first (in a child process) if it is new. */
  static async open(options: PgliteWorkerOptions, onCrash?: (error: Error) => void): Promise<WorkerThreadPglite> {
    if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
      await promisify(execFile)(process.execPath, [...process.execArgv, fileURLToPath(WORKER_SCRIPT), options.dataDir]);
    }
    const pglite = new WorkerThreadPglite(options, onCrash);
    try {
      await pglite.waitReady;
    } catch (error) {
      await pglite.#worker.terminate();
      throw error;
    }
    return pglite;
  }

  private constructor(
    options: PgliteWorkerOptions,
    private readonly onCrash?: (error: Error) => void,
  ) {
    // The worker only relays messages to PGlite: it needs little room for young objects.
    this.#worker = new Worker(WORKER_SCRIPT, { workerData: options, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    this.waitReady = new Promise((resolve, reject) => this.#pending.set(0, { resolve: () => ((this.ready = true), resolve()), reject }));
    this.#worker.on('message', (response: PgliteResponse) => this.#settle(response));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`The embedded database's worker thread stopped (exit code ${code})`)));
  }

  query(sql: string, params?: unknown[], options?: Record<string, unknown>) {
    return this.#call({ op: 'query', sql, params, options }) as Promise<Result>;
  }

  exec(sql: string) {
    return this.#call({ op: 'exec', sql }) as Promise<Result[]>;
  }

  /** Like PGlite's: the database is this transaction's until `work` settles; a throw rolls back. */
  async transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const txId = this.#nextId++;
    await this.#call({ op: 'begin', txId });
    const tx: PgliteTransaction = {
      query: (sql, params, options) => this.#call({ op: 'query', sql, params, options, txId }) as Promise<Result>,
      exec: (sql) => this.#call({ op: 'exec', sql, txId }) as Promise<Result[]>,
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.#call({ op: 'rollback', txId });
      throw error;
    }
    await this.#call({ op: 'commit', txId });
    return result;
  }

  /**
   * A channel straight to the database's thread for a reader in another thread (see PgliteAttach),
   * to hand over in a transfer list. It takes single queries, in the protocol of `query` here.
   */
  readerPort(): MessagePort {
    if (this.closed) throw new Error('The embedded database is closed');
    const { port1, port2 } = new MessageChannel();
    this.#worker.postMessage({ op: 'attach', port: port2 } satisfies PgliteAttach, [port2]);
    return port1;
  }

  async close() {
    if (this.closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.closed = true;
      await this.#worker.terminate();
    }
  }

  #call(request: Request): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #settle(response: PgliteResponse) {
    const pending = this.#pending.get(response.id);
    if (!pending) return;
    this.#pending.delete(response.id);
    if (response.ok) pending.resolve(response.result);
    else pending.reject(deserialiseError(response.error));
  }

  #fail(error: Error) {
    if (!this.closed && this.ready) this.onCrash?.(error);
    this.closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
