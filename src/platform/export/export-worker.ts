/**
 * The system data export's own thread (see worker-thread-export.ts for the main thread's side): it
 * reads every table over a connection of its own, writes the JSON (json-export.ts) and sends it on in
 * chunks, each only once the main thread has asked for it. Its heap is bounded by the resource
 * limits it is started with, so its garbage is collected here and never grows the server's heap.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlReader, type SqlReader } from '../db/database-link.ts';
import { serialiseError } from '../thread-errors.ts';
import { jsonChunks } from './json-export.ts';
import { tableSection } from './table-section.ts';
import type { ExportCredit, ExportJob, ExportMessage } from './worker-thread-export.ts';

const port = parentPort!;
const job = workerData as ExportJob;
const send = (message: ExportMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let credit = 0;
let granted: (() => void) | undefined;
port.on('message', ({ more }: ExportCredit) => {
  credit += more;
  granted?.();
  granted = undefined;
});
const mayWrite = () => (credit > 0 ? undefined : new Promise<void>((resolve) => (granted = resolve)));

let reader: SqlReader | undefined;
let failure: unknown;
try {
  reader = await openSqlReader(job.link, 'rapport export');
  const sections = job.tables.map((spec) => tableSection(reader!, spec, job.pageSize));
  const progress = job.progress ? (section: string, rows: number) => send({ type: 'progress', section, rows }) : undefined;
  const utf8 = new TextEncoder();
  for await (const text of jsonChunks(job.head, sections, progress)) {
    await mayWrite();
    credit--;
    // encode() makes a buffer of its own (never a slice of a shared pool), so it can be transferred.
    const { buffer } = utf8.encode(text);
    send({ type: 'chunk', bytes: buffer as ArrayBuffer }, [buffer as ArrayBuffer]);
  }
} catch (error) {
  failure = error;
} finally {
  await reader?.close().catch(() => {});
}
send(failure === undefined ? { type: 'end' } : { type: 'error', error: serialiseError(failure) });
