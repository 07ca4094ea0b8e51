// The people console's data at scale (issue R2.10 "Scale"), on a PostgreSQL database of its own:
// 100,000 users, ~200 organisations, ~300,000 sign-ins, 200,000 sessions, ~1,000,000 messages,
// the results of the completed sessions and 30,000 audit entries. Set-based SQL (generate_series)
// in one transaction, so a failed run leaves nothing behind and a finished one is reused: the bench
// seeds once per database.
// Pseudo-random values come from hashes of the row number, so every seeded database is the same.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import pg from 'pg';
import { bootKernel } from '../src/kernel.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { ImportContentPacks, readContentDocuments } from '../src/modules/practice/index.ts';
import { seedStatements, type SeedSize } from './seed-people.sql.ts';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rapport_bench';
/** Every seeded account signs in with this password (one argon2 hash, shared). */
export const SEED_PASSWORD = 'bench-password';
export const SEED_SUPERADMIN = 'superadmin@rapport-bench.example';
const MARKER = 'bench.people-seed';

export const FULL_SIZE: SeedSize = { users: 100_000, organizations: 200, sessions: 200_000, logins: 300_000, audit: 30_000 };

export interface SeedReport {
  reused: boolean;
  seconds: number;
  counts: Record<string, number>;
}

/** The bench's own database: created when missing, and never one a test suite uses. */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name || name === 'test' || name === 'postgres') throw new Error(`refusing to seed "${name}": give the bench a database of its own (e.g. rapport_bench)`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Migrates the way the server does and loads the scenario catalogue the sessions point at. */
async function migrateAndImportContent(url: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-seed-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_PRETTY: 'false', DATABASE_URL: url }, 'bench');
  const kernel = await bootKernel(config, createLogger(config, false), { migrate: true });
  try {
    await kernel.inContext(() => kernel.container.get(ImportContentPacks).execute(readContentDocuments('content')));
  } finally {
    await kernel.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function columnsOf(client: pg.Client, table: string): Promise<Set<string>> {
  const { rows } = await client.query<{ column_name: string }>(
    'select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1', [table]);
  return new Set(rows.map((r) => r.column_name));
}

export async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'organizations', 'login_attempts', 'practice_sessions', 'session_messages', 'session_results', 'billing_accounts', 'audit_entries']) {
    if (!(await columnsOf(client, table)).size) continue;
    // Planner estimates would do for a report, but exact counts are cheap enough once.
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

/** Seeds `url` unless an earlier run finished there; `log` hears what each step took. */
export async function seedPeople(url: string, size: SeedSize = FULL_SIZE, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const started = performance.now();
  await ensureDatabase(url);
  await migrateAndImportContent(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const done = await client.query<{ value: string }>('select value from app_settings where key = $1', [MARKER]);
    if (done.rowCount) {
      const seededWith = done.rows[0]!.value;
      log(`reusing the seeded database (${seededWith})`);
      if (seededWith !== JSON.stringify(size)) log(`it was seeded for another size or layout than ${JSON.stringify(size)}: drop it to seed again`);
      return { reused: true, seconds: (performance.now() - started) / 1000, counts: await countRows(client) };
    }
    const hash = await argon2.hash(SEED_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const schema = {
      userCounters: (await columnsOf(client, 'users')).has('completed_scenarios'),
      messageUserId: (await columnsOf(client, 'session_messages')).has('user_id'),
      auditEntries: (await columnsOf(client, 'audit_entries')).size > 0,
      resetDay: (await columnsOf(client, 'billing_accounts')).has('reset_day'),
    };
    await client.query('begin');
    for (const [label, sql] of seedStatements(size, schema)) {
      const at = performance.now();
      const res = await client.query(sql, sql.includes('$1') ? [hash] : []);
      log(`${label}: ${res.rowCount ?? 0} rows, ${((performance.now() - at) / 1000).toFixed(1)} s`);
    }
    await client.query(`insert into app_settings (key, value, created_at) values ($1, $2, now())`, [MARKER, JSON.stringify(size)]);
    await client.query('commit');
    const at = performance.now();
    // Fresh statistics and visibility maps, as autovacuum would leave a live database.
    await client.query('vacuum analyze');
    log(`vacuum analyze: ${((performance.now() - at) / 1000).toFixed(1)} s`);
    return { reused: false, seconds: (performance.now() - started) / 1000, counts: await countRows(client) };
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}
