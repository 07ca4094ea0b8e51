import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { migrationsList } from '#migrations/index.ts';
import { appEntities } from '#src/modules.ts';
import { openDatabase } from '#src/platform/db/database.ts';
import { rapportWith, type CliRun } from '../support/cli.ts';
import { databaseName, withDatabase } from '../support/database-url.ts';
import { postgresAnswers, TEST_DATABASE_URL } from '../support/test-database.ts';

const every = migrationsList.map((m) => m.name);
const PASSWORD = 's3cret-pw';

/**
 * Which PostgreSQL database the CLI opens, and how it migrates it (the embedded database's side is
 * in cli.test.ts): a mistyped name is refused rather than created, a command that only reads applies
 * no migration, and migrations started at once run one after the other. Each test works on scratch
 * databases of its own beside TEST_DATABASE_URL's, dropped after.
 */
describe('rapport on PostgreSQL: the database it opens and migrates', function () {
  this.timeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-cli-database-'));
  const scratch: string[] = [];
  /** A database name of this run's own, dropped after the suite. */
  const scratchName = (label: string) => {
    const name = `${databaseName(TEST_DATABASE_URL!)}_cli_${label}_${process.pid}`;
    scratch.push(name);
    return name;
  };
  /** The URL of `name` on the test server, with a password (trust authentication ignores it) the output must never show. */
  const urlOf = (name: string, user?: string) => {
    const url = new URL(withDatabase(TEST_DATABASE_URL!, name));
    if (user) url.username = user;
    url.password = PASSWORD;
    return url.toString();
  };
  const cli = (name: string, ...args: string[]) => rapportWith({ DATABASE_URL: urlOf(name) }, dataDir, ...args);

  before(async function () {
    if (!(await postgresAnswers())) this.skip();
  });
  after(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (scratch.length) await onServer(async (c) => {
      for (const name of scratch) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  });

  it('refuses a database that does not exist, naming it and never the password, and creates none', async () => {
    const name = scratchName('typo');
    const { hostname, port } = new URL(TEST_DATABASE_URL!);
    for (const args of [['user', 'list'], ['user', 'show', '--email', 'ada@example.com'], ['db', 'status'], ['scenarios', 'import', 'content/', '--dry-run'],
      ['user', 'set-role', '--email', 'ada@example.com', '--role', 'Admin'], ['export', '--out', join(dataDir, 'export.json')]]) {
      const res = await cli(name, ...args, '--json');
      expect([res.code, res.json.error.code], args.join(' ')).to.deep.equal([1, 'CLI.NO_DATABASE']);
      expect(res.json.error.message, args.join(' ')).to.equal(
        `No database named ${name} on PostgreSQL ${new URL(TEST_DATABASE_URL!).username || '(default)'}@${hostname}:${port || 5432}: ` +
          'check the name in DATABASE_URL, or create one here with rapport db migrate');
      expect(res.stdout + res.stderr).not.to.include(PASSWORD);
    }
    const human = await cli(name, 'user', 'list');
    expect([human.code, human.stdout]).to.deep.equal([1, '']);
    expect(human.stderr).to.include(`✗ No database named ${name}`).and.include('(CLI.NO_DATABASE)');
    expect(await exists(name)).to.equal(false);
  });

  it('creates it where a command creates something, as on the embedded database: db migrate, user create', async () => {
    const migrated = scratchName('migrated');
    const res = await cli(migrated, 'db', 'migrate', '--json');
    expect(res.code, res.stdout + res.stderr).to.equal(0);
    expect(res.json).to.deep.include({ applied: every, upToDate: false });
    expect((await cli(migrated, 'user', 'list', '--json')).json).to.deep.equal({ ok: true, users: [], total: 0 });

    const created = scratchName('created');
    expect((await cli(created, 'user', 'create', '--email', 'ada@example.com', '--password', 'secret1', '--json')).code).to.equal(0);
    expect((await cli(created, 'user', 'list', '--json')).json.total).to.equal(1);
  });

  it('says a PostgreSQL that refuses the role is unavailable, naming the database, never the password', async () => {
    const role = `no_such_role_${process.pid}`;
    const { hostname, port } = new URL(TEST_DATABASE_URL!);
    for (const args of [['user', 'list'], ['db', 'migrate']]) {
      const res = await rapportWith({ DATABASE_URL: urlOf('rapport', role) }, dataDir, ...args, '--json');
      expect([res.code, res.json.error.code], args.join(' ')).to.deep.equal([1, 'DB.UNAVAILABLE']);
      expect(res.json.error.message).to.equal(`Cannot connect to the database (PostgreSQL ${role}@${hostname}:${port || 5432}/rapport): role "${role}" does not exist`);
      expect(res.stdout + res.stderr).not.to.include(PASSWORD);
    }
  });

  it('applies no pending migration for a command that only reads, and db status reports them without making a table', async () => {
    const name = scratchName('stale');
    await onServer((c) => c.query(`CREATE DATABASE "${name}"`));
    const status = await cli(name, 'db', 'status', '--json');
    expect(status.json).to.deep.include({ ok: true, applied: [], pending: every });
    expect(await tableOf(name, 'mikro_orm_migrations'), 'db status changes nothing').to.equal(false);
    const never = await cli(name, 'user', 'list', '--json');
    expect([never.code, never.json.error.code, never.json.error.details]).to.deep.equal([1, 'CLI.MIGRATIONS_PENDING', { pending: every }]);
    expect(await tableOf(name, 'mikro_orm_migrations')).to.equal(false);

    // A database the previous version left: every migration but the last.
    const db = await openDatabase({ dataDir, databaseUrl: urlOf(name), entities: appEntities });
    try {
      await db.orm.migrator.up({ to: every.at(-2) });
    } finally {
      await db.close();
    }
    for (const args of [['user', 'show', '--email', 'ada@example.com'], ['scenarios', 'import', 'content/', '--dry-run'], ['billing', 'status', '--email', 'ada@example.com']]) {
      const res = await cli(name, ...args, '--json');
      expect([res.code, res.json.error.code, res.json.error.details], args.join(' ')).to.deep.equal([1, 'CLI.MIGRATIONS_PENDING', { pending: [every.at(-1)] }]);
      expect(res.json.error.message).to.include(`/${name})`).and.include('run rapport db migrate first').and.not.include(PASSWORD);
    }
    expect((await cli(name, 'db', 'status', '--json')).json.pending).to.deep.equal([every.at(-1)]);
    expect((await cli(name, 'db', 'migrate', '--json')).json.applied).to.deep.equal([every.at(-1)]);
    expect((await cli(name, 'user', 'list', '--json')).code).to.equal(0);
  });

  it('runs migrations started at once one after the other: every command succeeds, each migration is applied once', async () => {
    const name = scratchName('race');
    await onServer((c) => c.query(`CREATE DATABASE "${name}"`));
    const runs: CliRun[] = await Promise.all([
      cli(name, 'db', 'migrate', '--json'),
      cli(name, 'db', 'migrate', '--json'),
      cli(name, 'user', 'create', '--email', 'ada@example.com', '--password', 'secret1', '--json'),
    ]);
    for (const run of runs) expect(run.code, run.stdout + run.stderr).to.equal(0);
    const [first, second] = runs.map((run) => run.json.applied as string[]);
    // Whoever took the lock first applied them all (the user create, maybe); the others found nothing to do.
    expect([...first!, ...second!].sort()).to.satisfy((names: string[]) => names.length === 0 || names.join() === [...every].sort().join());
    const recorded = await onDatabase(name, async (c) => (await c.query<{ name: string }>('SELECT name FROM mikro_orm_migrations ORDER BY id')).rows.map((r) => r.name));
    expect(recorded).to.deep.equal(every);
  });

  it('creates a missing database once when commands that may create it start at once: the others find it made', async () => {
    const name = scratchName('born');
    // Opened side by side in this process, so both look for the database before either creates it.
    const opened = await Promise.all([0, 1, 2].map(() => openDatabase({ dataDir, databaseUrl: urlOf(name), entities: appEntities })));
    try {
      const applied = await Promise.all(opened.map((db) => db.migrate()));
      expect(applied.flat().sort()).to.deep.equal([...every].sort());
    } finally {
      await Promise.all(opened.map((db) => db.close()));
    }
    const bornByCli = scratchName('born_cli');
    const runs = await Promise.all([
      cli(bornByCli, 'db', 'migrate', '--json'),
      cli(bornByCli, 'user', 'create', '--email', 'ada@example.com', '--password', 'secret1', '--json'),
    ]);
    for (const run of runs) expect(run.code, run.stdout + run.stderr).to.equal(0);
    expect((await cli(bornByCli, 'user', 'list', '--json')).json.total).to.equal(1);
  });
});

/** Runs `work` on the test server's maintenance database (a database cannot create or drop itself). */
const onServer = <T>(work: (client: pg.Client) => Promise<T>) => onDatabase('postgres', work);

async function onDatabase<T>(name: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(TEST_DATABASE_URL!, name) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const exists = (name: string) => onServer(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
const tableOf = (name: string, table: string) => onDatabase(name, async (c) => (await c.query('SELECT to_regclass($1) IS NOT NULL AS present', [table])).rows[0].present as boolean);
