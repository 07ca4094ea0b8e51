import { Readable } from 'node:stream';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { DatabaseLink } from '../db/database-link.ts';
import { deserialiseError, type ThreadError } from '../thread-errors.ts';
import type { ExportTable } from './export-section.ts';
import { assertDistinctNames, type ExportProgress } from './json-export.ts';

/** What the export's thread is given (workerData). */
export interface ExportJob {
  link: DatabaseLink;
  head: Record<string, unknown>;
  tables: readonly ExportTable[];
  pageSize?: number;
  /** Whether anyone listens to progress: a download does not, and is spared the messages. */
  progress: boolean;
}

/** Main thread → export thread: you may send `more` chunks. */
export interface ExportCredit {
  more: number;
}

/** Export thread → main thread. `bytes` is transferred, not copied. */
export type ExportMessage =
  | { type: 'chunk'; bytes: ArrayBuffer }
  | { type: 'progress'; section: string; rows: number }
  | { type: 'end' }
  | { type: 'error'; error: ThreadError };

// tsx and the tests run the source; the build runs the bundled .js next to the server.
const WORKER_SCRIPT = new URL(`./export-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/** Chunks (~64 KB each) asked for at a time: the thread reads the next page while the socket takes these. */
const WINDOW = 4;

/**
 * The export thread's heap, kept small on purpose. It holds one page of rows (about 1 MB of JSON,
 * table-section.ts) and one chunk at a time, 10–20 MB live; but unbounded, V8 let its garbage (~600 MB
 * of rows and strings at 100k users) pile up: the process grew by 216 MB. With a 4 MB young generation
 * it is collected as it goes (growth ~60–80 MB, thread included); the old generation's cap changed
 * little between 48 and 256 MB and is there as a ceiling (docs/benchmarks.md "SuperAdmin console").
 */
const EXPORT_THREAD_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

/**
 * The export (see json-export.ts) produced in a worker thread of its own, which reads the tables over
 * its own connection (`connect`, called when the first bytes are wanted), so the rows' garbage never
 * touches the server's heap. The main thread only passes the bytes on, a few chunks ahead of the
 * reader at most; destroying the stream (a download given up) stops the thread.
 */
export function workerThreadExport(
  connect: () => DatabaseLink,
  head: Record<string, unknown>,
  tables: readonly ExportTable[],
  options: { progress?: ExportProgress; pageSize?: number } = {},
): Readable {
  assertDistinctNames(head, tables.map((t) => t.name));
  let worker: Worker | undefined;
  let asked = 0;
  let ended = false;
  const stream = new Readable({
    read() {
      worker ??= start();
      if (asked > 0) return; // the chunks asked for will come, and push() asks for more
      asked = WINDOW;
      worker.postMessage({ more: WINDOW } satisfies ExportCredit);
    },
    destroy(error, done) {
      void worker?.terminate();
      done(error);
    },
  });

  function start(): Worker {
    const link = connect();
    const job: ExportJob = { link, head, tables, pageSize: options.pageSize, progress: options.progress !== undefined };
    const thread = new Worker(WORKER_SCRIPT, {
      workerData: job, transferList: link.kind === 'pglite' ? [link.port] : [], resourceLimits: EXPORT_THREAD_LIMITS,
    });
    thread.on('message', (message: ExportMessage) => {
      switch (message.type) {
        case 'chunk':
          asked--;
          stream.push(Buffer.from(message.bytes));
          return;
        case 'progress':
          options.progress?.(message.section, message.rows);
          return;
        case 'end':
          ended = true;
          stream.push(null);
          void thread.terminate();
          return;
        case 'error':
          stream.destroy(deserialiseError(message.error));
      }
    });
    // Out of memory, a script that would not load: the download stops short, and the route logs why.
    thread.on('error', (error) => stream.destroy(error));
    thread.on('exit', (code) => {
      if (!ended) stream.destroy(new Error(`The export's worker thread stopped (exit code ${code})`));
    });
    return thread;
  }

  return stream;
}
