import { expect } from 'chai';
import { rapportOn, rapportWith, type CliRun } from '../support/cli.ts';
import { plain, rapportAtTerminal } from '../support/cli-terminal.ts';
import { databaseEnv, freshDatabase, postgresAnswers } from '../support/test-database.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { TestHubClient } from '../support/hub-client.ts';
import { aMember } from '../support/team-fixtures.ts';

/** Human output as one line: Ink wraps it at the terminal's width. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const CONFIRM = '--yes is required when not run on a terminal: deleting erases the account and its data for good, so confirm with --yes';

/** `rapport user delete` (R2.10, ADR 0030): the console's deletion for operators, on the suite's database. */
describe('rapport user delete', function () {
  this.timeout(120_000);
  let rapport: (...args: string[]) => Promise<CliRun>;
  let atTerminal: (args: string[], input?: string) => Promise<CliRun>;
  let cleanup = () => {};
  before(async () => {
    const database = await freshDatabase();
    rapport = (...args) => rapportOn(database, ...args);
    atTerminal = (args, input) => rapportAtTerminal(databaseEnv(database), database.dataDir, args, input);
    cleanup = database.cleanup;
  });
  after(() => cleanup());
  const create = (email: string, role = 'User') => rapport('user', 'create', '--email', email, '--password', 'secret1', '--role', role, '--json');

  it('refuses without --yes where there is no terminal to ask on, says why, and deletes nothing', async () => {
    const email = uniqueEmail('learner');
    expect((await create(email)).code).to.equal(0);
    const json = await rapport('user', 'delete', '--email', email, '--json');
    expect(json.code).to.equal(1);
    expect(json.json.error).to.include({ code: 'VALIDATION_FAILED', message: CONFIRM });
    const human = await rapport('user', 'delete', '--email', email);
    expect(human.code).to.equal(1);
    expect(flat(human.stderr)).to.include('✗').and.include(CONFIRM);
    // Still there: its role can be changed.
    expect((await rapport('user', 'set-role', '--email', email, '--role', 'Admin', '--json')).code).to.equal(0);
  });

  it('refuses the last SuperAdmin, deletes them once another exists, then knows no such user', async () => {
    const [boss, next] = [uniqueEmail('boss'), uniqueEmail('next')];
    expect((await create(boss, 'SuperAdmin')).code).to.equal(0);
    const last = await rapport('user', 'delete', '--email', boss, '--yes', '--json');
    expect([last.code, last.json.error]).to.deep.equal([1, {
      code: 'IDENTITY.LAST_SUPERADMIN', message: 'This is the last SuperAdmin. Make another account SuperAdmin before deleting this one.',
    }]);
    expect((await create(next, 'SuperAdmin')).code).to.equal(0);
    const deleted = await rapport('user', 'delete', '--email', boss.toUpperCase(), '--yes', '--json');
    expect(deleted.code, deleted.stdout + deleted.stderr).to.equal(0);
    expect(deleted.json).to.deep.include({ ok: true });
    expect(deleted.json.user).to.include({ email: boss, role: 'SuperAdmin' });
    const gone = await rapport('user', 'delete', '--email', boss, '--yes');
    expect(gone.code).to.equal(1);
    expect(flat(gone.stderr)).to.include('✗').and.include(`No user with email ${boss}`);
  });

  it('says what it did, for humans', async () => {
    const email = uniqueEmail('learner');
    const { json } = await create(email);
    const res = await rapport('user', 'delete', '--email', email, '--yes');
    expect(res.code).to.equal(0);
    expect(flat(res.stdout)).to.include('✓').and.include(`Deleted ${email} (id ${json.user.id}); their sessions and personal data are erased`);
  });

  it('on a terminal asks first, naming the account: “n” keeps it (exit 1), “y” deletes it', async () => {
    const email = uniqueEmail('asked');
    const { json } = await create(email, 'Admin');
    const question = `Delete ${email} (Admin, id ${json.user.id}) for good? Their sessions and personal data are erased; this cannot be undone. [y/N]`;

    const declined = await atTerminal(['user', 'delete', '--email', email], 'n\r');
    expect(declined.code).to.equal(1);
    expect(flat(plain(declined.stdout))).to.include(question)
      .and.include(`✗ Not confirmed: nothing deleted, ${email} keeps their account.`).and.include('(CLI.NOT_CONFIRMED)');
    expect((await rapport('user', 'show', '--email', email, '--json')).json.user.id).to.equal(json.user.id);

    const confirmed = await atTerminal(['user', 'delete', '--email', email], 'y\r');
    expect(confirmed.code, plain(confirmed.stdout)).to.equal(0);
    expect(flat(plain(confirmed.stdout))).to.include(question).and.include(`✓ Deleted ${email} (id ${json.user.id})`);
    expect((await rapport('user', 'show', '--email', email, '--json')).json.error.code).to.equal('IDENTITY.USER_NOT_FOUND');

    // Nobody to delete: nothing to ask.
    const nobody = await atTerminal(['user', 'delete', '--email', email]);
    expect(nobody.code).to.equal(1);
    expect(flat(plain(nobody.stdout))).to.include(`No user with email ${email}`).and.not.include('[y/N]');
  });
});

// The CLI beside a running server needs PostgreSQL (the embedded database belongs to one process).
describe('rapport user delete beside a running server (PostgreSQL)', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async function () {
    if (!(await postgresAnswers())) this.skip();
    server = await startTestServer();
  });
  after(() => server?.stop());

  it('closes the deleted learner’s socket on the server at once, and the server refuses their token', async () => {
    const learner = await aMember(server, 'User', null);
    expect((await server.api('/api/auth/me', { token: learner.token })).status).to.equal(200);
    const hub = await TestHubClient.connect(server.url, learner.token);
    const closed = new Promise<number>((resolve) => hub.ws.once('close', (code) => resolve(code)));

    const run = await rapportWith({ DATABASE_URL: server.database.databaseUrl!, LOG_LEVEL: 'warn' }, server.database.dataDir,
      'user', 'delete', '--email', learner.email, '--yes', '--json');
    expect(run.code, run.stderr).to.equal(0);

    expect(await closed).to.equal(4401);
    expect(hub.named('forced-logout')).to.deep.equal([{ reason: 'account-deleted' }]);
    expect((await server.api('/api/auth/me', { token: learner.token })).status).to.equal(401);
  });
});
