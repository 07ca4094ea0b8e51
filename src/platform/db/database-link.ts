import type { MessagePort } from 'node:worker_threads';
import pg from 'pg';
import { deserialiseError } from '../thread-errors.ts';
import type { PgliteRequest, PgliteResponse } from './pglite-protocol.ts';
import { DATE_PARSERS } from './type-parsers.ts';

/**
 * How another thread reads the application's database over a connection of its own: PostgreSQL's
 * URL, or a channel to the embedded database's thread (an embedded PGlite cannot be opened twice).
 * Made by `Database.readerLink()`; a channel goes in the worker's transfer list.
 */
export type DatabaseLink = { kind: 'postgresql'; url: string } | { kind: 'pglite'; port: MessagePort };

export type Row = Record<string, unknown>;

/** Plain SQL with `$1, $2…` parameters in, rows out (typed as the ORM's connections type them). */
export interface SqlReader {
  query(sql: string, params: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Connects, from the thread that calls it. `name` shows in PostgreSQL's pg_stat_activity. */
export async function openSqlReader(link: DatabaseLink, name: string): Promise<SqlReader> {
  return link.kind === 'postgresql' ? openPostgresReader(link.url, name) : pglitePortReader(link.port);
}

async function openPostgresReader(url: string, name: string): Promise<SqlReader> {
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') => DATE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
  // As the application's pool connects (database.ts): a database that does not answer in 5 s is a failure.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: name, types: { getTypeParser } });
  // A dropped connection also fails the query in flight, which reports it; unheard, this event would end the thread.
  client.on('error', () => {});
  await client.connect();
  return {
    query: async (sql, params) => (await client.query<Row>(sql, [...params])).rows,
    close: () => client.end(),
  };
}

/** The embedded database's reader channel (PgliteAttach): requests by id, answered in any order. */
function pglitePortReader(port: MessagePort): SqlReader {
  const pending = new Map<number, { resolve(rows: Row[]): void; reject(error: Error): void }>();
  let nextId = 1;
  port.on('message', (response: PgliteResponse) => {
    const call = pending.get(response.id);
    pending.delete(response.id);
    if (response.ok) call?.resolve((response.result as { rows: Row[] }).rows);
    else call?.reject(deserialiseError(response.error));
  });
  port.on('close', () => {
    for (const call of pending.values()) call.reject(new Error('The embedded database closed'));
    pending.clear();
  });
  return {
    query: (sql, params) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        port.postMessage({ id, op: 'query', sql, params: [...params] } satisfies PgliteRequest);
      }),
    close: async () => port.close(),
  };
}
