import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'chai';
import { addMonths } from '#src/modules/billing/domain/account.ts';
import { openDatabase } from '#src/platform/db/database.ts';
import { appEntities } from '#src/modules.ts';
import { root, type CliRun } from '../support/cli.ts';
import { databaseEnv, freshDatabase } from '../support/test-database.ts';

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;

const node = join(root, 'node_modules', '.bin', 'node');
/**
 * Without colour and the spinner's cursor moves: what an operator reads on a terminal, as one line
 * (Ink wraps at the terminal's width: 80 columns under `script`, whose terminal reports none).
 */
const plain = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '').replace(/\s+/g, ' ');
const CONFIRM = '--yes is required when not run on a terminal: revoking ends Premium at once, so confirm with --yes';

/**
 * `rapport …` as an operator types it (bin/rapport.mjs: the bundle while it is current, the sources
 * otherwise), against the test's database, PGlite or PostgreSQL. `terminal`: stdin and stdout are
 * a terminal (util-linux `script`), and `input` is what is typed there.
 */
function rapport(database: Fresh, args: string[], { terminal = false, input = '' } = {}): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', FORCE_COLOR: '0' };
  delete env.DATABASE_URL;
  Object.assign(env, databaseEnv(database));
  const command = [node, join(root, 'bin', 'rapport.mjs'), ...args];
  const child = terminal
    ? spawn('script', ['-qefc', command.join(' '), '/dev/null'], { cwd: root, env })
    : spawn(command[0]!, command.slice(1), { cwd: root, env });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(input);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => {
      const json = args.includes('--json') && !terminal ? parsed(stdout) : undefined;
      done({ code, stdout, stderr, json });
    });
  });
}

/** The one JSON object `--json` promises, or what came instead, for the assertion to show. */
function parsed(stdout: string): unknown {
  try {
    return JSON.parse(stdout);
  } catch {
    return { notJson: stdout };
  }
}

async function query<T>(database: Fresh, sql: string, params: unknown[] = []): Promise<T[]> {
  const db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, entities: appEntities });
  try {
    return await db.orm.em.fork().getConnection().execute(sql, params);
  } finally {
    await db.close();
  }
}

interface AuditRow { actor_id: number | null; actor_email: string; action: string; ip: string | null; before: Record<string, unknown>; after: Record<string, unknown> }
const trailOf = (database: Fresh, email: string) => query<AuditRow>(database,
  `select actor_id, actor_email, action, ip, before, after from audit_entries where target_email = ? and action = 'user.subscription-updated' order by id`, [email]);

/** `rapport billing revoke`: the console's change to Free, for operators; on PGlite and on PostgreSQL alike. */
describe('rapport billing revoke', function () {
  this.timeout(240_000);
  let database: Fresh;
  const run = (...args: string[]) => rapport(database, args);
  const create = async (email: string) => {
    const res = await run('user', 'create', '--email', email, '--password', 'sesame-123', '--json');
    expect(res.code, res.stderr).to.equal(0);
    return res.json.user.id as number;
  };
  /** A plan as the console or time would leave it, with 2 sessions (1 coached) used this month. */
  const setPlan = async (userId: number, tier: 'Free' | 'Premium', expiresAt: Date | null) => query(database,
    `insert into billing_accounts (user_id, tier, premium_expires_at, session_count, coach_session_count, monthly_reset_date, reset_day, total_sessions, bonus_sessions)
     values (?, ?, ?, 2, 1, ?, ?, 2, 0) on conflict (user_id) do update set tier = excluded.tier, premium_expires_at = excluded.premium_expires_at`,
    [userId, tier, expiresAt, addMonths(new Date(), 1), new Date().getUTCDate()]);

  before(async () => {
    database = await freshDatabase();
  });
  after(() => database?.cleanup());

  it('puts a grant on the audit trail as the console’s change of plan: the CLI operator, Free before, Premium with its end after', async () => {
    await create('hedy@example.com');
    const status = await run('billing', 'status', '--email', 'hedy@example.com', '--json');
    expect([status.code, status.json.usage.subscriptionTier]).to.deep.equal([0, 'Free']);
    const granted = await run('billing', 'grant', '--email', 'hedy@example.com', '--months', '3', '--json');
    expect(granted.code, granted.stderr).to.equal(0);
    const [entry, ...more] = await trailOf(database, 'hedy@example.com');
    expect(more).to.deep.equal([]);
    expect(entry).to.deep.include({ actor_id: null, actor_email: 'cli', action: 'user.subscription-updated', ip: null });
    expect(entry!.before).to.deep.equal({ subscriptionTier: 'Free', subscriptionExpiresAt: null });
    expect(entry!.after).to.deep.equal({ subscriptionTier: 'Premium', subscriptionExpiresAt: granted.json.usage.subscriptionExpiresAt });

    // A grant refused (Premium without an end: nothing to add) leaves no entry.
    const id = await create('ida@example.com');
    await setPlan(id, 'Premium', null);
    expect((await run('billing', 'grant', '--email', 'ida@example.com', '--months', '1', '--json')).json.error.code).to.equal('BILLING.PREMIUM_WITHOUT_END');
    expect(await trailOf(database, 'ida@example.com')).to.deep.equal([]);
  });

  it('ends Premium now: Free with a fresh month, the CLI operator on the audit trail, the orders kept; a later grant starts from now', async () => {
    await create('ada@example.com');
    const granted = await run('billing', 'grant', '--email', 'ada@example.com', '--months', '6', '--json');
    const end = granted.json.usage.subscriptionExpiresAt as string;

    const revoked = await run('billing', 'revoke', '--email', 'Ada@Example.com', '--yes', '--json');
    expect(revoked.code, revoked.stderr).to.equal(0);
    expect(revoked.json).to.deep.include({ ok: true, email: 'ada@example.com', revoked: true, before: { subscriptionTier: 'Premium', subscriptionExpiresAt: end } });
    expect(revoked.json.usage).to.include({ subscriptionTier: 'Free', subscriptionExpiresAt: null, sessionCount: 0, sessionLimit: 5, coachSessionLimit: 2 });

    // The grant's entry, then the revocation's: the trail shows Premium begin and end.
    const [grant, entry, ...more] = await trailOf(database, 'ada@example.com');
    expect(more).to.deep.equal([]);
    expect(grant).to.deep.include({ actor_id: null, actor_email: 'cli', ip: null });
    expect(grant!.after).to.include({ subscriptionTier: 'Premium', subscriptionExpiresAt: end });
    expect(entry).to.deep.include({ actor_id: null, actor_email: 'cli', ip: null });
    expect(entry!.before).to.include({ subscriptionTier: 'Premium', subscriptionExpiresAt: end });
    expect(entry!.after).to.include({ subscriptionTier: 'Free', subscriptionExpiresAt: null });

    // Nothing refunded: the grant's order reads as it did; only the plan changed.
    const status = await run('billing', 'status', '--email', 'ada@example.com', '--json');
    expect(status.json.usage).to.include({ subscriptionTier: 'Free', subscriptionExpiresAt: null });
    expect(status.json.orders.map((o: { plan: string; months: number; status: string; refundedMinor: number }) => [o.plan, o.months, o.status, o.refundedMinor]))
      .to.deep.equal([['grant', 6, 'paid', 0]]);

    const before = new Date();
    const again = await run('billing', 'grant', '--email', 'ada@example.com', '--months', '1', '--json');
    expect(again.code).to.equal(0);
    const newEnd = new Date(again.json.usage.subscriptionExpiresAt).getTime();
    expect(newEnd).to.be.within(addMonths(before, 1).getTime(), addMonths(new Date(), 1).getTime());
  });

  it('says for humans until when Premium would have run, and that nothing was refunded', async () => {
    const id = await create('grace@example.com');
    await setPlan(id, 'Premium', null);
    const res = await run('billing', 'revoke', '--email', 'grace@example.com', '--yes');
    expect([res.code, res.stderr]).to.deep.equal([0, '']);
    expect(res.stdout).to.include('✓ grace@example.com: Premium ended, now on Free (it had no end date)')
      .and.include('nothing was refunded');
    const status = await run('billing', 'status', '--email', 'grace@example.com');
    expect(status.stdout).to.include('grace@example.com: Free');
  });

  it('leaves a learner already on Free as they are, with exit 0: counters untouched, nothing on the trail', async () => {
    const id = await create('free@example.com');
    await setPlan(id, 'Free', null);
    const json = await run('billing', 'revoke', '--email', 'free@example.com', '--yes', '--json');
    expect(json.code).to.equal(0);
    expect(json.json).to.deep.include({ ok: true, email: 'free@example.com', revoked: false, before: { subscriptionTier: 'Free', subscriptionExpiresAt: null } });
    expect(json.json.usage).to.include({ subscriptionTier: 'Free', sessionCount: 2, coachSessionCount: 1 });

    // Premium that ran out before any job ended it is Free too.
    await setPlan(id, 'Premium', new Date(Date.now() - 60_000));
    const human = await run('billing', 'revoke', '--email', 'free@example.com', '--yes');
    expect(human.code).to.equal(0);
    expect(human.stdout).to.include('✓ free@example.com is already on Free: nothing changed').and.not.include('refunded');
    expect(await trailOf(database, 'free@example.com')).to.deep.equal([]);
  });

  it('refuses an unknown user and bad input with exit 1, changing nothing', async () => {
    const unknown = await run('billing', 'revoke', '--email', 'nobody@example.com', '--yes', '--json');
    expect([unknown.code, unknown.json]).to.deep.equal([1, { ok: false, error: { code: 'IDENTITY.USER_NOT_FOUND', message: 'No user with email nobody@example.com.' } }]);
    const human = await run('billing', 'revoke', '--email', 'nobody@example.com', '--yes');
    expect([human.code, human.stdout]).to.deep.equal([1, '']);
    expect(human.stderr).to.include('✗ No user with email nobody@example.com.');
    const bad = await run('billing', 'revoke', '--email', 'nobody', '--yes', '--json');
    expect([bad.code, bad.json.error.code, bad.json.error.message]).to.deep.equal([1, 'VALIDATION_FAILED', '--email must be an email address such as name@example.com']);
    const missing = await run('billing', 'revoke', '--yes', '--json');
    expect([missing.code, missing.json.error]).to.deep.equal([1, { code: 'CLI.USAGE', message: "required option '--email <email>' not specified" }]);
  });

  it('without --yes and with no terminal to ask on, refuses before anything is read, and Premium stays', async () => {
    await create('linus@example.com');
    await run('billing', 'grant', '--email', 'linus@example.com', '--months', '2', '--json');
    const json = await run('billing', 'revoke', '--email', 'linus@example.com', '--json');
    expect([json.code, json.json.error.code, json.json.error.message]).to.deep.equal([1, 'VALIDATION_FAILED', CONFIRM]);
    const human = await run('billing', 'revoke', '--email', 'linus@example.com');
    expect([human.code, human.stdout]).to.deep.equal([1, '']);
    expect(human.stderr).to.include('✗').and.include(CONFIRM);
    // The same for a learner on Free or nobody at all: a script learns it lacks --yes whatever the data.
    expect((await run('billing', 'revoke', '--email', 'nobody@example.com', '--json')).json.error.message).to.equal(CONFIRM);
    expect((await run('billing', 'status', '--email', 'linus@example.com', '--json')).json.usage.subscriptionTier).to.equal('Premium');
    // Only the grant is on the trail: nothing was revoked.
    expect((await trailOf(database, 'linus@example.com')).map((e) => e.after.subscriptionTier)).to.deep.equal(['Premium']);
  });

  it('on a terminal asks first, naming the end: “n” keeps Premium (exit 1), “y” ends it', async () => {
    const status = await run('billing', 'status', '--email', 'linus@example.com', '--json');
    const end = status.json.usage.subscriptionExpiresAt as string;
    const question = `End linus@example.com’s Premium (until ${end}) now? They are on Free at once; nothing is refunded. [y/N]`;

    const declined = await rapport(database, ['billing', 'revoke', '--email', 'linus@example.com'], { terminal: true, input: 'n\r' });
    expect(declined.code).to.equal(1);
    expect(plain(declined.stdout)).to.include(question)
      .and.include(`✗ Not confirmed: nothing changed, linus@example.com keeps Premium until ${end}.`).and.include('(CLI.NOT_CONFIRMED)');
    expect((await run('billing', 'status', '--email', 'linus@example.com', '--json')).json.usage.subscriptionTier).to.equal('Premium');

    const confirmed = await rapport(database, ['billing', 'revoke', '--email', 'linus@example.com'], { terminal: true, input: 'y\r' });
    expect(confirmed.code, plain(confirmed.stdout)).to.equal(0);
    expect(plain(confirmed.stdout)).to.include(question).and.include(`✓ linus@example.com: Premium ended, now on Free (it would have run until ${end})`);
    expect((await trailOf(database, 'linus@example.com')).map((e) => [e.actor_email, e.after.subscriptionTier])).to.deep.equal([['cli', 'Premium'], ['cli', 'Free']]);

    // Already on Free: nothing to ask.
    const free = await rapport(database, ['billing', 'revoke', '--email', 'linus@example.com'], { terminal: true });
    expect(free.code).to.equal(0);
    expect(plain(free.stdout)).to.include('✓ linus@example.com is already on Free: nothing changed').and.not.include('[y/N]');
  });
});
