import { join } from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/sql';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from '../logger.ts';
import type { DatabaseLink } from './database-link.ts';
import { DatabaseLock } from './database-lock.ts';
import { appliedMigrations } from './applied-migrations.ts';
import { createDatabaseIfMissing, postgresDatabaseExists, withMigrationLock } from './migration-lock.ts';
import { WorkerThreadPglite } from './worker-thread-pglite.ts';
import { requestScope } from './request-scope.ts';
import { migrationsList } from '#migrations/index.ts';

/** Plain SQL in, rows out: what pg-boss needs when it does not open connections of its own. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

export type { EntityManager };

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  entities: NonNullable<Options['entities']>;
  logger?: Logger;
}

export interface Database {
  orm: MikroORM;
  kind: 'pglite' | 'postgresql';
  /** Applies what is pending; on PostgreSQL one process at a time (migration-lock.ts). */
  migrate(): Promise<string[]>;
  /** What `migrate` would apply, and what it has; both only read (no migrations table is made where there is none). */
  pendingMigrations(): Promise<string[]>;
  executedMigrations(): Promise<string[]>;
  ping(): Promise<boolean>;
  /**
   * Plain SQL on the embedded database for tools that bring their own queries (the job queue);
   * null on PostgreSQL, where such tools open their own connections.
   */
  embeddedExecutor(): Promise<SqlExecutor | null>;
  /** For a worker thread that reads with a connection of its own (the data export): each call a new channel on PGlite. */
  readerLink(): DatabaseLink;
  /** Runs work with its own EntityManager (forked on first use), as a request does. */
  inContext<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The embedded PGlite cluster lives here, beside the lock file that guards it. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Whether the database `openDatabase` would open is there already: `openDatabase` creates one where
 * there is none (an embedded cluster; on PostgreSQL, the database, when it migrates). Creates nothing.
 * On PostgreSQL it connects to find out, and throws when it cannot connect for another reason (the
 * server does not answer, refuses the role or password).
 */
export async function databaseExists(options: Pick<DatabaseOptions, 'databaseUrl' | 'dataDir'>): Promise<boolean> {
  return options.databaseUrl ? postgresDatabaseExists(options.databaseUrl) : existsSync(pgliteDir(options.dataDir));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const lock = options.databaseUrl ? undefined : await DatabaseLock.acquire(options.dataDir);
  let embedded: WorkerThreadPglite | undefined;
  try {
    const common = {
      entities: options.entities,
      extensions: [Migrator],
      // Migrations are imported, not discovered, so bundled and tsx runs see the same list.
      migrations: { migrationsList, silent: true, snapshot: false, snapshotOnMigrate: false, transactional: true, allOrNothing: true },
      discovery: { warnWhenNoEntities: false },
      debug: false,
      // ORM messages go through our logger (JSON, redacted), never straight to the console.
      logger: (message: string) => options.logger?.debug({ orm: message }),
      allowGlobalContext: false,
      context: () => requestScope.entityManager(),
      ignoreUndefinedInQuery: true,
    };
    if (options.databaseUrl) {
      // A connection that cannot be made within 5 s fails the request (503) instead of holding it forever.
      const orm = await MikroORM.init({ ...common, driver: PostgreSqlDriver, clientUrl: options.databaseUrl, driverOptions: { connectionTimeoutMillis: 5000 } });
      return wrap(orm as unknown as MikroORM, { url: options.databaseUrl }, options.logger);
    }
    const pglite = (embedded = await openPglite(options.dataDir, options.logger));
    // Handed over as a factory: MikroORM copies plain option objects, which would break the instance.
    const orm = await MikroORM.init({ ...common, driver: PgliteDriver, dbName: pgliteDir(options.dataDir), driverOptions: { pglite: () => pglite } });
    return wrap(orm as unknown as MikroORM, { embedded: { pglite, lock: lock! } }, options.logger);
  } catch (e) {
    await embedded?.close().catch(() => {});
    lock?.release();
    throw e;
  }
}

/**
 * PGlite in its own thread, sized for a server that shares its memory with thousands of sockets:
 * PostgreSQL's default 128 MB of shared buffers would all become resident WASM heap.
 */
function openPglite(dataDir: string, logger?: Logger): Promise<WorkerThreadPglite> {
  const dir = pgliteDir(dataDir);
  mkdirSync(dir, { recursive: true }); // PGlite does not create parent folders
  // From then on every query fails and /api/health says so; the log says why.
  const onCrash = (err: Error) => logger?.fatal({ err }, 'The embedded database stopped: restart Rapport');
  return WorkerThreadPglite.open({ dataDir: dir, settings: PGLITE_SETTINGS }, onCrash);
}

const PGLITE_SETTINGS = ['shared_buffers=16MB'];

type Embedded = { pglite: WorkerThreadPglite; lock: DatabaseLock };

/** `where`: PostgreSQL's URL, or the embedded database and the lock on its folder. */
function wrap(orm: MikroORM, where: { url: string } | { embedded: Embedded }, logger?: Logger): Database {
  const embedded = 'embedded' in where ? where.embedded : undefined;
  let closed = false;
  return {
    orm,
    kind: embedded ? 'pglite' : 'postgresql',
    inContext: (fn) => requestScope.run(orm.em as EntityManager, fn),
    async embeddedExecutor() {
      if (!embedded) return null;
      const { pglite } = embedded;
      return {
        // PGlite's query() takes one statement; scripts without parameters (pg-boss's schema
        // set-up and maintenance) go through exec(), which runs several.
        async executeSql(text, values) {
          if (values?.length) return pglite.query(text, values);
          const results = await pglite.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        },
      };
    },
    readerLink: () => ('url' in where ? { kind: 'postgresql', url: where.url } : { kind: 'pglite', port: where.embedded.pglite.readerPort() }),
    async migrate() {
      const up = async () => (await orm.migrator.up()).map((m) => m.name);
      // The embedded database has one process already: its lock file.
      if (!('url' in where)) return up();
      // The lock's connection needs the database: made first where there is none, as the migrator would.
      await createDatabaseIfMissing(where.url);
      return withMigrationLock(where.url, up, logger);
    },
    async pendingMigrations() {
      const applied = new Set(await appliedMigrations(orm));
      return migrationsList.map((m) => m.name).filter((name) => !applied.has(name));
    },
    executedMigrations: () => appliedMigrations(orm),
    async ping() {
      try {
        await orm.em.fork().getConnection().execute('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await orm.close(true);
      } finally {
        // MikroORM leaves a PGlite it was handed open: closing it is ours, then the lock.
        await embedded?.pglite.close().finally(() => embedded.lock.release());
      }
    },
  };
}
