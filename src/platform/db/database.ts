import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { MikroORM, type EntityManager, type EntitySchema } from '@mikro-orm/sql';
import { PgliteDriver } from '@mikro-orm/pglite';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { Logger } from '../logger.ts';
import { DatabaseLock } from './database-lock.ts';
import { requestScope } from './request-scope.ts';
import { migrationsList } from '#migrations/index.ts';

/** Plain SQL in, rows out: what pg-boss needs when it does not open connections of its own. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The part of PGlite's client the executor uses. */
interface PgliteClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

export type { EntityManager };

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  entities: EntitySchema<any, any>[];
  logger?: Logger;
}

export interface Database {
  orm: MikroORM;
  kind: 'pglite' | 'postgresql';
  migrate(): Promise<string[]>;
  pendingMigrations(): Promise<string[]>;
  executedMigrations(): Promise<string[]>;
  ping(): Promise<boolean>;
  /**
   * Plain SQL on the embedded database for tools that bring their own queries (the job queue);
   * null on PostgreSQL, where such tools open their own connections.
   */
  embeddedExecutor(): Promise<SqlExecutor | null>;
  /** Runs work with its own EntityManager (forked on first use), as a request does. */
  inContext<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The embedded PGlite cluster lives here, beside the lock file that guards it. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const lock = options.databaseUrl ? undefined : DatabaseLock.acquire(options.dataDir);
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
    const orm = options.databaseUrl
      ? await MikroORM.init({ ...common, driver: PostgreSqlDriver, clientUrl: options.databaseUrl })
      : await MikroORM.init({ ...common, driver: PgliteDriver, dbName: preparePglite(options.dataDir) });
    return wrap(orm as unknown as MikroORM, options.databaseUrl ? 'postgresql' : 'pglite', lock);
  } catch (e) {
    lock?.release();
    throw e;
  }
}

function preparePglite(dataDir: string): string {
  const dir = pgliteDir(dataDir);
  mkdirSync(dir, { recursive: true }); // PGlite does not create parent folders
  return dir;
}

function wrap(orm: MikroORM, kind: Database['kind'], lock?: DatabaseLock): Database {
  let closed = false;
  return {
    orm,
    kind,
    inContext: (fn) => requestScope.run(orm.em as EntityManager, fn),
    async embeddedExecutor() {
      if (kind !== 'pglite') return null;
      const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<PgliteClient> };
      const pglite = await connection.getNativeClient();
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
    async migrate() {
      const done = await orm.migrator.up();
      return done.map((m) => m.name);
    },
    async pendingMigrations() {
      return (await orm.migrator.getPending()).map((m) => m.name);
    },
    async executedMigrations() {
      return (await orm.migrator.getExecuted()).map((m) => m.name);
    },
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
        lock?.release();
      }
    },
  };
}
