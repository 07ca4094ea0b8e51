import { resolve } from 'node:path';
import { appEntities } from '#src/modules.ts';
import { loadConfig, type Config } from '#src/platform/config.ts';
import { databaseExists, openDatabase, pgliteDir, type Database } from '#src/platform/db/database.ts';
import { isDatabaseUnavailable, MigrationsPendingError } from '#src/platform/db/database-errors.ts';
import { AppError } from '#src/platform/errors.ts';
import { createLogger, type Logger } from '#src/platform/logger.ts';
import { version } from '#src/platform/version.ts';

/** The process configuration; the CLI logs only warnings unless LOG_LEVEL says otherwise. */
export function cliConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL || 'warn' }, version);
}

export const cliLogger = (config: Config): Logger => createLogger(config, false, process.stderr);

/**
 * Opens only the database, without start-up tasks: those need migrated tables,
 * which is exactly what `db status` and `db migrate` cannot assume. Only `creates` may make one.
 */
export async function withDatabase<T>(fn: (db: Database, config: Config) => Promise<T>, { creates = false } = {}): Promise<T> {
  const config = cliConfig();
  return explained(config, async () => {
    await requireDatabase(config, creates);
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
  });
}

/**
 * Refuses, before anything is opened or made, a database that is not there, unless the command
 * is one that may create it (`creates`): anything else there means DATA_DIR or DATABASE_URL
 * points at the wrong place (a mistyped name), and a database made for it would answer "no such
 * user" and take data the server never sees. A PostgreSQL that cannot be reached, or refuses the
 * role or password, is said to be so (DB.UNAVAILABLE) whatever the command.
 */
export async function requireDatabase(config: Config, creates: boolean): Promise<void> {
  let exists: boolean;
  try {
    exists = await databaseExists({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (e) {
    throw unreachable(config, e);
  }
  if (exists || creates) return;
  const info = describeDatabase(config);
  const where = info.kind === 'pglite'
    ? `No database at ${info.path}: set DATA_DIR (or DATABASE_URL) to the server's`
    : `No database named ${info.database} on PostgreSQL ${info.user}@${info.host}:${info.port}: check the name in DATABASE_URL`;
  throw new AppError('CLI.NO_DATABASE', `${where}, or create one here with rapport db migrate`);
}

/**
 * Runs `work`, saying which database a failure to reach it concerns (never DATABASE_URL's
 * password), and what to do about migrations a command that only reads would not apply.
 */
export async function explained<T>(config: Config, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const label = () => databaseLabel(describeDatabase(config));
    if (e instanceof MigrationsPendingError) {
      // A few are named; a database never migrated lacks them all, which only --json lists.
      const count = `${e.pending.length} migration${e.pending.length === 1 ? '' : 's'}${e.pending.length <= 3 ? ` (${e.pending.join(', ')})` : ''}`;
      throw new AppError('CLI.MIGRATIONS_PENDING',
        `The database (${label()}) lacks ${count} this version needs, and this command only reads, so it applies none: run rapport db migrate first (a starting server applies them too)`,
        { pending: e.pending });
    }
    if (!(e instanceof AppError) && config.DATABASE_URL && isDatabaseUnavailable(e)) throw unreachable(config, e);
    throw e;
  }
}

/** PostgreSQL out of reach, or refusing us, with where (never the password) and why. */
function unreachable(config: Config, e: unknown): AppError {
  // Node's AggregateError (every address of a host refused) has no message of its own, only a code.
  const { message, code } = e as { message?: string; code?: string };
  // The driver's words name the host or the role, never the password.
  return new AppError('DB.UNAVAILABLE', `Cannot connect to the database (${databaseLabel(describeDatabase(config))}): ${message || code || String(e)}`);
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

