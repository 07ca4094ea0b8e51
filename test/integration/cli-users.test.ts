import { expect } from 'chai';
import { rapportOn, type CliRun } from '../support/cli.ts';
import { databaseEnv } from '../support/test-database.ts';
import { plain, rapportAtTerminal } from '../support/cli-terminal.ts';
import { startTestServer, uniqueEmail } from '../support/test-server.ts';

/** Human output as one line: Ink wraps it at the terminal's width. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * `rapport user list` and `user show` (R2.10): the SuperAdmin console's Users list and User detail
 * for operators, on the database the server left (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe('rapport user list / show', function () {
  this.timeout(180_000);
  const [first, learner, online, admin] = [uniqueEmail('first'), uniqueEmail('learner'), uniqueEmail('online'), uniqueEmail('team-admin')];
  let cli: (...args: string[]) => Promise<CliRun>;
  let atTerminal: (...args: string[]) => Promise<CliRun>;
  let cleanup = async () => {};

  before(async () => {
    // What the server writes as people use it: accounts, a started session (the counters), a heartbeat (presence).
    const server = await startTestServer({ CONTENT_DIR: 'content' });
    const register = async (email: string) => (await server.api('/api/auth/register', { body: { email, password: 'secret1' } })).body.token as string;
    await register(first);
    const learnerToken = await register(learner);
    const [scenario] = (await server.api('/api/scenario')).body;
    expect((await server.api('/api/sessions', { token: learnerToken, body: { scenarioId: scenario.id, coachEnabled: false } })).status).to.equal(201);
    const onlineToken = await register(online);
    expect((await server.api('/api/auth/heartbeat', { token: onlineToken, method: 'POST' })).status).to.equal(204);
    await server.close(); // keeps the database, for the CLI
    cli = (...args) => rapportOn(server.database, ...args);
    atTerminal = (...args) => rapportAtTerminal(databaseEnv(server.database), server.database.dataDir, args);
    cleanup = () => server.stop();
    expect((await cli('user', 'create', '--email', admin, '--password', 'secret1', '--role', 'Admin', '--org', 'Acme', '--json')).code).to.equal(0);
  });
  after(() => cleanup());

  it('lists accounts newest first with the console\'s columns, and never a password hash', async () => {
    const res = await cli('user', 'list', '--json');
    expect(res.code, res.stderr).to.equal(0);
    expect(res.json.total).to.equal(4);
    expect(res.json.users.map((u: { email: string }) => u.email)).to.deep.equal([admin, online, learner, first]);
    const [a, o, l] = res.json.users;
    expect(a).to.include({ role: 'Admin', emailVerified: false, presence: 'Never', completedScenarios: 0, incompleteScenarios: 0 });
    expect(a.organization.name).to.equal('Acme');
    expect(o).to.include({ role: 'User', presence: 'Online' });
    expect(l).to.include({ completedScenarios: 0, incompleteScenarios: 1, organization: null });
    expect(Object.keys(l)).to.have.members(['id', 'email', 'role', 'organization', 'registeredAt', 'lastLoginAt', 'lastHeartbeatAt', 'presence',
      'completedScenarios', 'incompleteScenarios', 'emailVerified']);
    expect(res.stdout).not.to.match(/argon2|password/i);
  });

  it('searches part of the email in any case, filters by role and stops at --limit, counting every match', async () => {
    const part = learner.split('@')[0]!.toUpperCase();
    const found = await cli('user', 'list', '--search', part, '--json');
    expect(found.json.users.map((u: { email: string }) => u.email)).to.deep.equal([learner]);
    const admins = await cli('user', 'list', '--role', 'Admin', '--json');
    expect([admins.json.total, admins.json.users[0].email]).to.deep.equal([1, admin]);
    const two = await cli('user', 'list', '--limit', '2', '--json');
    expect([two.json.total, two.json.users.length]).to.deep.equal([4, 2]);
  });

  it('shows a table to people, and says when more match or none does', async () => {
    const table = await cli('user', 'list', '--limit', '2');
    expect(table.code).to.equal(0);
    expect(table.stdout).to.match(/ID\s+EMAIL\s+ROLE\s+ORGANISATION\s+REGISTERED\s+LAST LOGIN\s+PRESENCE\s+DONE\s+OPEN\s+VERIFIED/);
    expect(table.stdout).to.include(admin).and.include('Acme').and.include(online).and.not.include(learner);
    expect(flat(table.stdout)).to.include('2 of 4 account(s), newest first (--limit shows more)');
    const none = await cli('user', 'list', '--search', 'nobody-has-this');
    expect([none.code, none.stdout.trim()]).to.deep.equal([0, 'No account matches.']);
  });

  it('lays the table out in 80 columns on a terminal that reports none, a line per account', async () => {
    const res = await atTerminal('user', 'list');
    expect(res.code, plain(res.stdout)).to.equal(0);
    const shown = plain(res.stdout).split('\n');
    expect(shown.find((line) => line.startsWith('ID'))).to.match(/^ID\s+EMAIL\s+ROLE\s+ORGANISATION/);
    for (const email of [first, learner, online, admin]) expect(shown.filter((line) => line.includes(email)), email).to.have.length(1);
    expect(Math.max(...shown.map((line) => line.trimEnd().length))).to.be.at.most(80);
  });

  it('refuses bad options with one line each', async () => {
    const bad = await cli('user', 'list', '--limit', '0', '--role', 'Boss', '--json');
    expect(bad.code).to.equal(1);
    expect(bad.json.error.code).to.equal('VALIDATION_FAILED');
    expect(bad.json.error.details).to.deep.equal([
      { path: '--role', message: 'must be one of User, Admin, SuperAdmin (got "Boss")' },
      { path: '--limit', message: 'must be at least 1' },
    ]);
    const many = await cli('user', 'list', '--limit', '1001', '--json');
    expect(many.json.error.details).to.deep.equal([{ path: '--limit', message: 'must be at most 1000' }]);
    const words = await cli('user', 'list', '--limit', 'ten');
    expect(words.code).to.equal(1);
    expect(flat(words.stderr)).to.include('--limit must be a whole number');
  });

  it('shows one account by its email in any case: plan, counts and sign-in, but no hashes of passwords or links', async () => {
    const res = await cli('user', 'show', '--email', learner.toUpperCase(), '--json');
    expect(res.code, res.stderr).to.equal(0);
    expect(res.json.user).to.include({
      email: learner, role: 'User', subscriptionTier: 'Free', completedScenarios: 0, incompleteScenarios: 1, hasPassword: true, presence: 'Never',
    });
    expect(res.json.user.linkedProviders).to.deep.equal([]);
    expect(res.json.user).to.have.property('emailVerificationPending').that.is.a('boolean');
    expect(res.json.user).to.have.property('invitationPending', false);
    expect(res.json.user).not.to.have.any.keys('passwordHash', 'emailVerificationToken', 'inviteToken');
    expect(res.stdout).not.to.match(/argon2/);
    const human = await cli('user', 'show', '--email', admin);
    expect(human.code).to.equal(0);
    expect(flat(human.stdout)).to.include(`✓ ${admin} (Admin, id `).and.include('organisation: Acme (id ')
      .and.include('scenarios: 0 completed, 0 not finished').and.include('signs in with: password');
    expect(flat(human.stdout)).to.match(/this month: 0\/\d+ sessions/);
    // Premium's limits are said as the web says them, not as the number that stands for "none".
    expect((await cli('billing', 'grant', '--email', admin, '--months', '1')).code).to.equal(0);
    const premium = flat((await cli('user', 'show', '--email', admin)).stdout);
    expect(premium).to.include('this month: 0/∞ sessions, 0/∞ with the coach').and.not.include('2147483647');
  });

  it('says plainly when there is no such account or the email is not one', async () => {
    const missing = await cli('user', 'show', '--email', 'nobody@example.com', '--json');
    expect([missing.code, missing.json.error.code]).to.deep.equal([1, 'IDENTITY.USER_NOT_FOUND']);
    const human = await cli('user', 'show', '--email', 'nobody@example.com');
    expect(flat(human.stderr)).to.include('✗ No user with email nobody@example.com');
    const bad = await cli('user', 'show', '--email', 'not-an-email', '--json');
    expect(bad.json.error.details).to.deep.equal([{ path: '--email', message: 'must be an email address such as name@example.com' }]);
  });
});
