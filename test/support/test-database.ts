import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '#src/platform/db/database.ts';
import { appEntities } from '#src/modules.ts';

/** PostgreSQL for the integration suite when TEST_DATABASE_URL is set; PGlite otherwise. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

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
 * A fresh, migrated database for one test server. PGlite: a copy of a migrated template data dir
 * (a new cluster takes seconds to initialise; a copy starts in under one). PostgreSQL: an empty schema.
 */
export async function freshDatabase(): Promise<{ dataDir: string; databaseUrl?: string; cleanup(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-test-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  if (TEST_DATABASE_URL) {
    await emptyPostgresSchema(TEST_DATABASE_URL);
    return { dataDir, databaseUrl: TEST_DATABASE_URL, cleanup };
  }
  cpSync(await template(), dataDir, { recursive: true });
  return { dataDir, cleanup };
}

let templateDir: Promise<string> | undefined;

function template(): Promise<string> {
  // Keyed by the migrations, so a new migration makes a new template.
  const key = createHash('sha1').update(readFileSync(resolve('migrations/index.ts'))).digest('hex').slice(0, 12);
  return (templateDir ??= migratedTemplate(resolve('.test-data', `template-${key}`)));
}

async function migratedTemplate(dir: string): Promise<string> {
  if (existsSync(join(dir, 'ready'))) return dir;
  // Built aside and renamed into place: `npm test` runs two suites at once, and both may get here.
  mkdirSync(dirname(dir), { recursive: true });
  const building = mkdtempSync(`${dir}-building-`);
  const db = await openDatabase({ dataDir: building, entities: appEntities });
  await db.migrate();
  await db.close();
  mkdirSync(join(building, 'ready'));
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // the other suite's copy is in place (or a stale one without `ready`)
    if (!existsSync(join(dir, 'ready'))) {
      rmSync(dir, { recursive: true, force: true });
      return migratedTemplate(dir);
    }
  }
  return dir;
}

async function emptyPostgresSchema(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/** An empty database, no migration applied, for a migration test to migrate step by step; `close` removes it. */
export async function unmigratedDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
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
