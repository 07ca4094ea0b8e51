import { resolve } from 'node:path';
import { appEntities } from '#src/modules.ts';
import { loadConfig, type Config } from '#src/platform/config.ts';
import { openDatabase, pgliteDir, type Database } from '#src/platform/db/database.ts';
import { createLogger, type Logger } from '#src/platform/logger.ts';
import { version } from '#src/platform/version.ts';

/** The process configuration; the CLI logs only warnings unless LOG_LEVEL says otherwise. */
export function cliConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL || 'warn' }, version);
}

export const cliLogger = (config: Config): Logger => createLogger(config, false, process.stderr);

/**
 * Opens only the database, without start-up tasks: those need migrated tables,
 * which is exactly what `db status` and `db migrate` cannot assume.
 */
export async function withDatabase<T>(fn: (db: Database, config: Config) => Promise<T>): Promise<T> {
  const config = cliConfig();
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    entities: appEntities,
    logger: cliLogger(config),
  });
  try {
    return await fn(db, config);
  } finally {
    await db.close();
  }
}

export type DatabaseInfo =
  | { kind: 'pglite'; path: string }
  | { kind: 'postgresql'; host: string; port: number; database: string; user: string };

/** Where the data lives, for humans; never includes the password of DATABASE_URL. */
export function describeDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseInfo {
  if (!config.DATABASE_URL) return { kind: 'pglite', path: pgliteDir(resolve(config.DATA_DIR)) };
  let url: URL;
  try {
    url = new URL(config.DATABASE_URL);
  } catch {
    return { kind: 'postgresql', host: '(unparsable DATABASE_URL)', port: 0, database: '', user: '' };
  }
  return {
    kind: 'postgresql',
    host: url.hostname || 'localhost',
    port: Number(url.port) || 5432,
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)',
    user: decodeURIComponent(url.username) || '(default)',
  };
}

export const databaseLabel = (info: DatabaseInfo) =>
  info.kind === 'pglite'
    ? `embedded PGlite at ${info.path}`
    : `PostgreSQL ${info.user}@${info.host}:${info.port}/${info.database}`;

