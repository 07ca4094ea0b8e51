import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { databaseName, withDatabase } from './database-url.ts';
import { openDatabase, type Database } from '#src/platform/db/database.ts';
import { appEntities } from '#src/modules.ts';
import { bootKernel } from '#src/kernel.ts';
import { loadConfig } from '#src/platform/config.ts';
import { createLogger } from '#src/platform/logger.ts';

/** PostgreSQL for the integration suite when TEST_DATABASE_URL is set; PGlite otherwise. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** What points a server or a CLI command at a test database: PostgreSQL's URL on that lane, else nothing (its data dir's PGlite). */
export const databaseEnv = ({ databaseUrl }: { databaseUrl?: string }): Record<string, string> => (databaseUrl ? { DATABASE_URL: databaseUrl } : {});

/** True when TEST_DATABASE_URL is set and a PostgreSQL server answers there within two seconds. */
export async function postgresAnswers(): Promise<boolean> {
  if (!TEST_DATABASE_URL) return false;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (err) {
    console.warn(`      PostgreSQL at TEST_DATABASE_URL does not answer (${(err as Error).message}): the PostgreSQL-only tests are pending`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A fresh, migrated database for one test server. PGlite: a copy of a template data dir (a new
 * cluster takes seconds to initialise; a copy starts in under one). PostgreSQL: a worker's own
 * database (see scripts/test-all.mjs) is recreated from a template database; any other is emptied
 * and the server migrates it. `seeded`: the copy is of what a server's first start over the shipped
 * content/ leaves behind — catalogue loaded, job queues made — so the test server skips the ~0.8 s
 * that costs.
 */
export async function freshDatabase({ seeded = false } = {}): Promise<{ dataDir: string; databaseUrl?: string; cleanup(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-test-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  if (TEST_DATABASE_URL) {
    // Recreating the database would cut off a server still running on it (a suite's outer server
    // beside a nested one); emptying its schema is what such suites were written against.
    const recreated = postgresInUse === 0 && (await recreatedFromTemplate(TEST_DATABASE_URL, seeded));
    if (!recreated) await emptyPostgresSchema(TEST_DATABASE_URL);
    postgresInUse++;
    let inUse = true;
    const release = () => {
      if (inUse) postgresInUse--;
      inUse = false;
      cleanup();
    };
    return { dataDir, databaseUrl: TEST_DATABASE_URL, cleanup: release };
  }
  copyTemplate(await template(seeded), dataDir);
  return { dataDir, cleanup };
}

/** Whether a server with these settings loads the shipped content/ on its first start (the default CONTENT_DIR does). */
export const loadsShippedContent = (env: Record<string, string>) => resolve(env.CONTENT_DIR ?? 'content') === resolve('content');

const templates = new Map<boolean, Promise<string>>();

function template(seeded: boolean): Promise<string> {
  let dir = templates.get(seeded);
  if (!dir) {
    dir = builtOnce(resolve('.test-data', `${seeded ? 'seeded' : 'template'}-${templateKey(seeded)}`), seeded ? seed : migrate);
    templates.set(seeded, dir);
  }
  return dir;
}

/** What a template is keyed by, so a change makes a new one: the migrations; seeded, also the code and content a first start runs. */
const templateKey = (seeded: boolean) => (seeded ? fingerprint(['migrations', 'src', 'content']) : fingerprint(['migrations']));

/** A hash of every file's path, size and modification time under `paths`. */
function fingerprint(paths: string[]): string {
  const hash = createHash('sha1');
  const walk = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  paths.forEach(walk);
  return hash.digest('hex').slice(0, 12);
}

async function migrate(building: string, databaseUrl?: string) {
  const db = await openDatabase({ dataDir: building, databaseUrl, entities: appEntities });
  await db.migrate();
  await db.close();
}

/** A first start over the shipped content/, on a copy of the migrated template (PGlite) or on `databaseUrl` as it is. */
async function seed(building: string, databaseUrl?: string) {
  if (!databaseUrl) copyTemplate(await template(false), building);
  const env = { NODE_ENV: 'test', DATA_DIR: building, LOG_LEVEL: 'silent', LOG_PRETTY: 'false', ...databaseEnv({ databaseUrl }) };
  const config = loadConfig(env, 'test');
  const kernel = await bootKernel(config, createLogger(config, false), { server: true });
  // Generated secrets (the token signing key) stay each server's own, as on a fresh install.
  await kernel.db.orm.em.fork().getConnection().execute('DELETE FROM app_settings');
  await kernel.shutdown();
}

/** The template's data, without its `ready` mark. */
const copyTemplate = (from: string, to: string) => cpSync(from, to, { recursive: true, filter: (path) => path !== join(from, 'ready') });

/** `dir`, made by `make` unless it is there: built aside and renamed into place, as several test processes may get here at once. */
async function builtOnce(dir: string, make: (building: string) => Promise<void>): Promise<string> {
  if (existsSync(join(dir, 'ready'))) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  const building = mkdtempSync(`${dir}-building-`);
  await make(building);
  mkdirSync(join(building, 'ready'));
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process's copy is in place (or a stale one without `ready`)
    if (!existsSync(join(dir, 'ready'))) {
      rmSync(dir, { recursive: true, force: true });
      return builtOnce(dir, make);
    }
  }
  pruneOlder(dir);
  return dir;
}

/** Templates of the same kind made for code that has since changed (an hour old, so no test run still copies them). */
function pruneOlder(dir: string) {
  const kind = basename(dir).replace(/-[^-]+$/, '-');
  for (const name of readdirSync(dirname(dir))) {
    const other = join(dirname(dir), name);
    // Another process may be renaming or removing its own build right now.
    const modified = statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (other !== dir && name.startsWith(kind) && modified < Date.now() - 3_600_000) rmSync(other, { recursive: true, force: true });
  }
}

/** A database test-all.mjs made for one worker: this process may drop and recreate it at will. */
const WORKER_DATABASE = /_worker_\d+$/;
const postgresTemplates = new Map<boolean, Promise<string | null>>();
/** Fresh PostgreSQL databases handed out and not yet cleaned up, in this process. */
let postgresInUse = 0;

/**
 * Drops and recreates `url`'s database as a copy of a template database on the same server (0.1 s,
 * against 0.4 s of migrations and 0.5 s of content on an emptied one). Only for a worker's own
 * database; false where that is not one, or the server refuses (then the schema is emptied instead).
 */
async function recreatedFromTemplate(url: string, seeded: boolean): Promise<boolean> {
  const name = databaseName(url);
  if (!WORKER_DATABASE.test(name)) return false;
  let made = postgresTemplates.get(seeded);
  if (!made) {
    made = postgresTemplate(url, seeded).catch((err: Error) => {
      console.warn(`      no template database (${err.message}): each test server migrates an emptied schema`);
      return null;
    });
    postgresTemplates.set(seeded, made);
  }
  const template = await made;
  if (!template) return false;
  await onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return true;
}

/**
 * The template database for `seeded`, made unless it is there: built under a name of its own and
 * renamed into place, as each worker's process may get here at once. Named after the worker
 * databases' base (test_worker_1 → test_tpl_…), so test-all.mjs drops them with the workers'.
 */
async function postgresTemplate(url: string, seeded: boolean): Promise<string> {
  const template = `${databaseName(url).replace(WORKER_DATABASE, '')}_tpl_${seeded ? 'seeded' : 'migrated'}_${templateKey(seeded)}`;
  const exists = async () => onServer(url, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1);
  if (await exists()) return template;
  const building = `${template}_${process.pid}`;
  await onServer(url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${building}"`);
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-template-'));
  try {
    await (seeded ? seed : migrate)(dataDir, withDatabase(url, building));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await onServer(url, async (c) => {
    try {
      await c.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    } catch (err) {
      if (!(await exists())) throw err;
      await c.query(`DROP DATABASE "${building}"`); // another process's copy is in place
    }
  });
  return template;
}

/** Runs `work` connected to the server's maintenance database (a database cannot drop or copy itself). */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function emptyPostgresSchema(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/** An empty database, no migration applied, for a migration test to migrate step by step; `close` removes it. */
/**
 * For a migration's suite: an empty database opened before its tests and closed after them, moved
 * up or down the migrations by name and queried with plain SQL (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
export function migrationDatabase() {
  let opened: Awaited<ReturnType<typeof unmigratedDatabase>> | undefined;
  before(async () => (opened = await unmigratedDatabase()));
  after(() => opened?.close());
  const db = () => opened!.db;
  return {
    up: (to: string) => db().orm.migrator.up({ to }),
    down: (to: string) => db().orm.migrator.down({ to }),
    /** Every migration not applied yet. */
    latest: () => db().migrate(),
    run: (query: string, params: unknown[] = []) => db().orm.em.fork().getConnection().execute(query, params),
  };
}

async function unmigratedDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-migration-'));
  if (TEST_DATABASE_URL) await emptyPostgresSchema(TEST_DATABASE_URL);
  const db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir, entities: appEntities });
  return {
    db,
    async close() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
