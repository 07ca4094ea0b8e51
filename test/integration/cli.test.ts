// @embedded-database-only: every command here runs on a data dir of its own (PGlite), whatever the lane;
// on PostgreSQL (TEST_DATABASE_URL) the test runners leave this file out (scripts/embedded-only.mjs) rather than run it twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { migrationsList } from '#migrations/index.ts';
import { appEntities } from '#src/modules.ts';
import { openDatabase, type Database } from '#src/platform/db/database.ts';
import { rapport, rapportFed, rapportWith } from '../support/cli.ts';

/** Works on the embedded database in `dataDir` as the CLI left it (no CLI runs meanwhile: it is one process's). */
async function onDatabase(dataDir: string, work: (db: Database) => Promise<unknown>): Promise<void> {
  const db = await openDatabase({ dataDir, entities: appEntities });
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('rapport CLI', function () {
  this.timeout(60_000);
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'rapport-cli-'));
    dirs.push(dir);
    return dir;
  };
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('explains itself with --help', async () => {
    const res = await rapport(freshDir(), '--help');
    expect(res.code).to.equal(0);
    expect(res.stdout).to.include('db').and.include('user');
    const sub = await rapport(freshDir(), 'user', 'create', '--help');
    expect(sub.stdout).to.include('--email').and.include('--password-stdin').and.include('--role').and.include('--json');
  });

  describe('db', () => {
    const dir = freshDir();
    const every = migrationsList.map((m) => m.name);

    it('status on a data dir with no database says so, and creates nothing', async () => {
      const res = await rapport(dir, 'db', 'status', '--json');
      expect([res.code, res.json.error.code]).to.deep.equal([1, 'CLI.NO_DATABASE']);
      expect(res.json.error.message).to.include(join(dir, 'pglite')).and.include('rapport db migrate');
      expect(readdirSync(dir), 'not even the lock file').to.deep.equal([]);
    });

    it('migrate creates the database and applies every migration, after which status shows them applied', async () => {
      const migrated = await rapport(dir, 'db', 'migrate', '--json');
      expect(migrated.code).to.equal(0);
      expect(migrated.json).to.deep.include({ ok: true, applied: every, upToDate: false });
      expect(migrated.json.database).to.deep.equal({ kind: 'pglite', path: join(dir, 'pglite') });
      const after = await rapport(dir, 'db', 'status', '--json');
      expect(after.json).to.deep.include({ ok: true, applied: every, pending: [] });
    });

    it('migrate again says up to date, with a ✓ line for humans', async () => {
      const res = await rapport(dir, 'db', 'migrate');
      expect(res.code).to.equal(0);
      expect(res.stdout).to.include('✓').and.include('up to date');
    });

    it('a command that only reads changes nothing: no job queue, signing key or achievement catalogue is installed for it', async () => {
      // What the server's first start (or a command that writes) makes; a read must find the database as it was.
      const installed = async () => {
        let made: unknown[] = [];
        await onDatabase(dir, async (db) => {
          const [row] = await db.orm.em.getConnection().execute(`SELECT
            (SELECT count(*) FROM information_schema.schemata WHERE schema_name = 'pgboss')::int AS queue,
            (SELECT count(*) FROM app_settings)::int AS keys, (SELECT count(*) FROM achievements)::int AS achievements`);
          made = [row.queue, row.keys, row.achievements];
        });
        return made;
      };
      for (const args of [['user', 'list'], ['user', 'show', '--email', 'ada@example.com'], ['org', 'list'], ['scenarios', 'list'],
        ['scenarios', 'import', 'content/', '--dry-run'], ['billing', 'status', '--email', 'ada@example.com'], ['export', '--out', join(dir, 'read-export.json')]]) {
        const res = await rapport(dir, ...args, '--json');
        expect(res.stderr, args.join(' ')).not.to.include('job queue');
        expect(await installed(), args.join(' ')).to.deep.equal([0, 0, 0]);
      }
      expect((await rapport(dir, 'org', 'create', '--name', 'Initech', '--json')).code).to.equal(0);
      const [queue, keys, achievements] = await installed();
      expect([queue, keys], 'a command that writes boots as the server does').to.deep.equal([1, 1]);
      expect(achievements).to.be.greaterThan(0);
    });

    it('a command that only reads, or a dry run, applies no pending migration: it says to run db migrate', async () => {
      const last = every.at(-1)!;
      await onDatabase(dir, (db) => db.orm.migrator.down()); // as a database left by the previous version is
      const status = await rapport(dir, 'db', 'status', '--json');
      expect(status.json).to.deep.include({ ok: true, applied: every.slice(0, -1), pending: [last] });
      for (const args of [['user', 'list'], ['user', 'show', '--email', 'ada@example.com'], ['scenarios', 'import', 'content/', '--dry-run'], ['export', '--out', join(dir, 'export.json')]]) {
        const res = await rapport(dir, ...args, '--json');
        expect([res.code, res.json.error.code], args.join(' ')).to.deep.equal([1, 'CLI.MIGRATIONS_PENDING']);
        expect(res.json.error.details, args.join(' ')).to.deep.equal({ pending: [last] });
        expect(res.json.error.message).to.include('rapport db migrate').and.include(join(dir, 'pglite')).and.include(last);
      }
      expect(existsSync(join(dir, 'export.json'))).to.equal(false);
      const human = await rapport(dir, 'org', 'list');
      expect([human.code, human.stdout]).to.deep.equal([1, '']);
      expect(human.stderr).to.include('✗').and.include('run rapport db migrate first').and.include('(CLI.MIGRATIONS_PENDING)');
      expect((await rapport(dir, 'db', 'status', '--json')).json.pending, 'still pending').to.deep.equal([last]);
      // A command that changes something migrates first, as the server does.
      expect((await rapport(dir, 'org', 'create', '--name', 'Acme', '--json')).code).to.equal(0);
      expect((await rapport(dir, 'db', 'status', '--json')).json.pending).to.deep.equal([]);
    });
  });

  describe('user', () => {
    const dir = freshDir();
    const password = 'sesame-123';

    it('create --json creates a user with the given role and never prints the password', async () => {
      const res = await rapport(dir, 'user', 'create', '--email', ' Boss@Example.com\r', '--password', password, '--role', 'Admin', '--json');
      expect(res.code).to.equal(0);
      expect(res.json.ok).to.equal(true);
      expect(res.json.user).to.include({ email: 'boss@example.com', role: 'Admin' });
      expect(res.json.user.id).to.be.a('number');
      expect(res.stdout + res.stderr).not.to.include(password);
    });

    it('refuses the same email again with exit 1 and IDENTITY.EMAIL_TAKEN', async () => {
      const res = await rapport(dir, 'user', 'create', '--email', 'boss@example.com', '--password', password, '--json');
      expect(res.code).to.equal(1);
      expect(res.json).to.deep.equal({
        ok: false,
        error: { code: 'IDENTITY.EMAIL_TAKEN', message: 'An account with this email already exists.' },
      });
    });

    it('says what is wrong with each bad option, exits 1 and creates nothing', async () => {
      const badEmail = await rapport(dir, 'user', 'create', '--email', 'not-an-email', '--password', password, '--json');
      expect(badEmail.code).to.equal(1);
      expect(badEmail.json.error.code).to.equal('VALIDATION_FAILED');
      expect(badEmail.json.error.message).to.match(/^--email must be an email address/);

      const shortPassword = await rapport(dir, 'user', 'create', '--email', 'short@example.com', '--password', '12345', '--json');
      expect(shortPassword.code).to.equal(1);
      expect(shortPassword.json.error.message).to.equal('--password must be at least 6 characters long');
      expect(shortPassword.stdout).not.to.include('12345');

      const badRole = await rapport(dir, 'user', 'create', '--email', 'root@example.com', '--password', password, '--role', 'Root');
      expect(badRole.code).to.equal(1);
      expect(badRole.stdout).to.equal('');
      expect(badRole.stderr).to.include('✗').and.include('--role must be one of User, Admin, SuperAdmin (got "Root")');
    });

    it('set-role changes the role of an existing user and refuses an unknown one', async () => {
      const ok = await rapport(dir, 'user', 'set-role', '--email', 'boss@example.com', '--role', 'superadmin', '--json');
      expect(ok.code).to.equal(0);
      expect(ok.json.user).to.include({ email: 'boss@example.com', role: 'SuperAdmin' });
      // short@example.com was refused above, so it must not exist.
      const unknown = await rapport(dir, 'user', 'set-role', '--email', 'short@example.com', '--role', 'Admin', '--json');
      expect(unknown.code).to.equal(1);
      expect(unknown.json.error.code).to.equal('IDENTITY.USER_NOT_FOUND');
    });

    it('reset-password succeeds for an existing user and refuses an unknown one', async () => {
      const ok = await rapport(dir, 'user', 'reset-password', '--email', 'boss@example.com', '--password', 'another-1', '--json');
      expect(ok.code).to.equal(0);
      expect(ok.json).to.deep.include({ ok: true });
      expect(ok.json.user).to.include({ email: 'boss@example.com', role: 'SuperAdmin' });
      expect(ok.stdout).not.to.include('another-1');
      // root@example.com was refused above (bad role), so it must not exist.
      const unknown = await rapport(dir, 'user', 'reset-password', '--email', 'root@example.com', '--password', 'another-1');
      expect(unknown.code).to.equal(1);
      expect(unknown.stderr).to.include('✗').and.include('No user with email root@example.com');
    });

    it('will not demote the last SuperAdmin', async () => {
      const res = await rapport(dir, 'user', 'set-role', '--email', 'boss@example.com', '--role', 'Admin', '--json');
      expect([res.code, res.json.error?.code]).to.deep.equal([1, 'IDENTITY.LAST_SUPERADMIN']);
      expect((await rapport(dir, 'user', 'show', '--email', 'boss@example.com', '--json')).json.user.role).to.equal('SuperAdmin');
    });

    it('puts every change on the audit trail, by the operator at the CLI', async () => {
      expect((await rapport(dir, 'user', 'set-org', '--email', 'boss@example.com', '--org', 'Acme', '--json')).code).to.equal(0);
      const out = join(dir, 'audit.json');
      expect((await rapport(dir, 'export', '--out', out, '--json')).code).to.equal(0);
      const entries = (JSON.parse(readFileSync(out, 'utf8')).auditEntries as { action: string; actorEmail: string; targetEmail: string; before: object; after: object }[])
        .map((e) => [e.action, e.actorEmail, e.targetEmail, e.before, e.after]);
      expect(entries).to.deep.equal([
        ['user.created', 'cli', 'boss@example.com', {}, { email: 'boss@example.com', role: 'Admin', organization: null }],
        ['user.updated', 'cli', 'boss@example.com', { role: 'Admin' }, { role: 'SuperAdmin' }],
        ['user.password-reset', 'cli', 'boss@example.com', { password: '(changed)' }, { password: '(changed)' }],
        ['user.updated', 'cli', 'boss@example.com', { organization: null }, { organization: 'Acme' }],
      ]);
    });

    it('takes the password from the first line of stdin with --password-stdin, and exactly one of the two options', async () => {
      const created = await rapportFed('from-stdin-1\nsecond line\n', {}, dir, 'user', 'create', '--email', 'piped@example.com', '--password-stdin', '--locale', 'RU', '--json');
      expect(created.code, created.stderr).to.equal(0);
      expect(created.json.user).to.include({ email: 'piped@example.com' });
      expect((await rapport(dir, 'user', 'show', '--email', 'piped@example.com', '--json')).json.user.locale, 'pages and mail in Russian').to.equal('ru');
      expect(created.stdout + created.stderr).not.to.include('from-stdin-1');

      const short = await rapportFed('12345\n', {}, dir, 'user', 'reset-password', '--email', 'piped@example.com', '--password-stdin', '--json');
      expect(short.json.error.message).to.equal('--password must be at least 6 characters long');
      const both = await rapportFed('another-2\n', {}, dir, 'user', 'reset-password', '--email', 'piped@example.com', '--password-stdin', '--password', 'another-2', '--json');
      expect([both.code, both.json.error.message]).to.deep.equal([1, '--password give --password or --password-stdin, not both']);
      const neither = await rapport(dir, 'user', 'create', '--email', 'nobody@example.com', '--json');
      expect([neither.code, neither.json.error.message]).to.deep.equal([1, '--password is required: give --password-stdin (or --password)']);
      expect((await rapport(dir, 'user', 'show', '--email', 'nobody@example.com', '--json')).json.error.code).to.equal('IDENTITY.USER_NOT_FOUND');
    });
  });

  describe('errors before the database', () => {
    it('will not start an empty database where a command only reads or changes what is there', async () => {
      const dir = freshDir();
      for (const args of [['user', 'list'], ['user', 'show', '--email', 'ada@example.com'], ['user', 'set-role', '--email', 'ada@example.com', '--role', 'Admin'],
        ['db', 'status'], ['scenarios', 'import', 'content/', '--dry-run'], ['user', 'delete', '--email', 'ada@example.com', '--yes']]) {
        const res = await rapport(dir, ...args, '--json');
        expect([res.code, res.json.error.code], args.join(' ')).to.deep.equal([1, 'CLI.NO_DATABASE']);
        expect(res.json.error.message).to.include(join(dir, 'pglite')).and.include('DATA_DIR');
      }
      expect(existsSync(join(dir, 'pglite'))).to.equal(false);
    });

    it('reports a missing required option as a usage error', async () => {
      const res = await rapport(freshDir(), 'user', 'set-role', '--email', 'a@example.com', '--json');
      expect(res.code).to.equal(1);
      expect(res.json.error).to.deep.equal({ code: 'CLI.USAGE', message: "required option '--role <role>' not specified" });
    });

    it('reports an unknown option as a usage error', async () => {
      const res = await rapport(freshDir(), 'db', 'status', '--json', '--no-such-flag');
      expect(res.code).to.equal(1);
      expect(res.json.error).to.deep.equal({ code: 'CLI.USAGE', message: "unknown option '--no-such-flag'" });
    });

    it('says which PostgreSQL does not answer, never with its password, whatever the command', async () => {
      const port = await closedPort();
      const url = `postgres://rapport:s3cret-pw@127.0.0.1:${port}/rapport`;
      for (const args of [['user', 'list'], ['user', 'create', '--email', 'ada@example.com', '--password', 'secret1'], ['db', 'migrate'], ['db', 'status']]) {
        const res = await rapportWith({ DATABASE_URL: url }, freshDir(), ...args, '--json');
        expect([res.code, res.json.error.code], args.join(' ')).to.deep.equal([1, 'DB.UNAVAILABLE']);
        expect(res.json.error.message).to.equal(`Cannot connect to the database (PostgreSQL rapport@127.0.0.1:${port}/rapport): connect ECONNREFUSED 127.0.0.1:${port}`);
        expect(res.stdout + res.stderr).not.to.include('s3cret-pw');
      }
    });

    it('reports invalid configuration, without a stack trace', async () => {
      const res = await rapportWith({ DATABASE_URL: 'mysql://db/rapport' }, freshDir(), 'db', 'status');
      expect(res.code).to.equal(1);
      expect(res.stderr).to.include('✗ Invalid configuration').and.include('DATABASE_URL: must be a postgres://');
      expect(res.stderr).not.to.include('    at ');
    });
  });

  describe('while another process holds the data dir', () => {
    let holder: ChildProcess;
    const dir = freshDir();
    before(async () => {
      // A process that really holds the lock (a pid file alone holds nothing: ADR 0015).
      holder = spawn(process.execPath, ['--import', 'tsx', 'test/support/lock-holder.ts', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise((resolve) => holder.stdout!.once('data', resolve));
    });
    after(() => holder.kill('SIGKILL'));

    it('exits 1 and names the process that holds it', async () => {
      // The holder made no database (a command that only reads would say there is none): one that may create it.
      const res = await rapport(dir, 'db', 'migrate');
      expect(res.code).to.equal(1);
      expect(res.stderr).to.include(`is in use by process ${holder.pid}`);
      const json = await rapport(dir, 'user', 'create', '--email', 'late@example.com', '--password', 'secret1', '--json');
      expect(json.code).to.equal(1);
      expect(json.json.error.code).to.equal('DB.IN_USE');
      expect(json.json.error.message).to.include('in use by process');
      expect(existsSync(join(dir, 'rapport.lock')), 'the lock of the other process stays').to.equal(true);
      expect(existsSync(join(dir, 'pglite')), 'nothing was opened').to.equal(false);
    });
  });
});
