import pg from 'pg';
import type { Logger } from '../logger.ts';

/**
 * Rapport's key for pg_advisory_lock: any fixed number no other lock here uses (pg-boss derives
 * its keys from a hash of its schema's name).
 */
const MIGRATION_LOCK_KEY = '7236117905113468529';

/** PostgreSQL's answer to a connection to a database that does not exist. */
const INVALID_CATALOG_NAME = '3D000';
/** PostgreSQL's answers to a CREATE DATABASE that another session's has just beaten. */
const CREATED_MEANWHILE = new Set(['42P04', '23505']);

/**
 * A connection of its own, outside the application's pool. As the pool connects (database.ts), a
 * database that does not answer in 5 s is a failure; a dropped connection also fails the query in
 * flight, and unheard, its 'error' event would end the process.
 */
const clientOf = (url: string, applicationName = 'rapport migrations') => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: applicationName });
  client.on('error', () => {});
  return client;
};

/**
 * Whether the database `url` names is there: it connects to find out, and throws when it cannot
 * connect for another reason (the server does not answer, refuses the role or password).
 */
export async function postgresDatabaseExists(url: string): Promise<boolean> {
  const client = clientOf(url, 'rapport');
  try {
    await client.connect();
    return true;
  } catch (e) {
    if ((e as { code?: unknown }).code === INVALID_CATALOG_NAME) return false;
    throw e;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `migrate` while this process holds PostgreSQL's session-level advisory lock on the
 * migrations. Two processes that start together on a fresh database (two CLI commands, a server
 * and a command) would otherwise both create the migrations table and the first tables, and the
 * second fail on a duplicate; now the second waits, then finds nothing left to apply. The lock is
 * held by a connection of its own, for the whole migration: MikroORM's migrator takes its
 * connections from the pool, one per transaction. A process that dies drops the connection, and
 * the lock with it.
 */
export async function withMigrationLock<T>(url: string, migrate: () => Promise<T>, logger?: Logger): Promise<T> {
  const client = clientOf(url);
  await client.connect();
  try {
    const free = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK_KEY])).rows[0]?.locked;
    if (!free) {
      logger?.info('another process is migrating the database: waiting for it');
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      return await migrate();
    } finally {
      // Ending the session below releases it too: a failed unlock must not hide how the migration went.
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates the database `url` names where there is none, as MikroORM would on first connecting:
 * the database itself is tried first (a role may be allowed no other), and only when it is missing
 * is it created from the server's maintenance database. Unlike MikroORM's, losing a race counts as
 * success: two processes that start at once on a missing database (two CLI commands) both find
 * none and create it; the second's CREATE fails on the name (42P04, or 23505 on pg_database's index
 * when both run at the same instant), and the database it wanted is there.
 */
export async function createDatabaseIfMissing(url: string): Promise<void> {
  if (await postgresDatabaseExists(url)) return;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = clientOf(maintenance.toString());
  await client.connect();
  try {
    const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`).catch((e: { code?: string }) => {
      if (!CREATED_MEANWHILE.has(e.code ?? '')) throw e;
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}
