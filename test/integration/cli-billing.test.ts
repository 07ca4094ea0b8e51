// @embedded-database-only: every command here runs on a data dir of its own (PGlite), whatever the lane;
// on PostgreSQL (TEST_DATABASE_URL) the test runners leave this file out (scripts/embedded-only.mjs) rather than run it twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { addMonths } from '#src/modules/billing/domain/account.ts';
import { openDatabase } from '#src/platform/db/database.ts';
import { appEntities } from '#src/modules.ts';
import { rapport } from '../support/cli.ts';

describe('rapport billing', function () {
  this.timeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'rapport-cli-billing-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  before(async () => {
    const created = await rapport(dir, 'user', 'create', '--email', 'ada@example.com', '--password', 'sesame-123', '--json');
    expect(created.code).to.equal(0);
  });

  it('status shows a new learner on Free with the monthly allowance', async () => {
    const res = await rapport(dir, 'billing', 'status', '--email', 'ada@example.com', '--json');
    expect(res.code).to.equal(0);
    expect(res.json).to.deep.include({ ok: true, email: 'ada@example.com', totalSessions: 0, orders: [] });
    expect(res.json.usage).to.include({ subscriptionTier: 'Free', sessionLimit: 5, coachSessionLimit: 2, subscriptionExpiresAt: null });
  });

  it('grant starts Premium for the months given, and a second grant extends it from its end; status lists both grants', async () => {
    const before = new Date();
    const first = await rapport(dir, 'billing', 'grant', '--email', 'Ada@Example.com', '--months', '6', '--json');
    expect(first.code).to.equal(0);
    expect(first.json.usage).to.include({ subscriptionTier: 'Premium', sessionLimit: 2147483647 });
    const end = new Date(first.json.usage.subscriptionExpiresAt);
    expect(end.getTime()).to.be.within(addMonths(before, 6).getTime(), addMonths(new Date(), 6).getTime());

    const second = await rapport(dir, 'billing', 'grant', '--email', 'ada@example.com', '--months', '1');
    expect(second.code).to.equal(0);
    expect(second.stdout).to.include('✓').and.include(`Premium until ${addMonths(end, 1).toISOString()}`);

    const status = await rapport(dir, 'billing', 'status', '--email', 'ada@example.com', '--json');
    expect(status.json.usage.subscriptionExpiresAt).to.equal(addMonths(end, 1).toISOString());
    expect(status.json.orders.map((o: { plan: string; months: number; provider: string; status: string; amountMinor: number }) =>
      [o.plan, o.months, o.provider, o.status, o.amountMinor])).to.deep.equal([['grant', 1, 'manual', 'paid', 0], ['grant', 6, 'manual', 'paid', 0]]);
    // Each order's history, as an operator reads it: what was done and why.
    const human = await rapport(dir, 'billing', 'status', '--email', 'ada@example.com');
    expect(human.stdout).to.match(/paid: granted 6 month\(s\) by an operator/);
  });

  it('refuses an unknown email with exit 1 and IDENTITY.USER_NOT_FOUND, for grant and status alike', async () => {
    for (const args of [['grant', '--months', '1'], ['status']]) {
      const res = await rapport(dir, 'billing', ...args, '--email', 'nobody@example.com', '--json');
      expect(res.code).to.equal(1);
      expect(res.json).to.deep.equal({ ok: false, error: { code: 'IDENTITY.USER_NOT_FOUND', message: 'No user with email nobody@example.com.' } });
    }
  });

  it('refuses months that are not a whole number from 1 to 36, saying so, and grants nothing', async () => {
    for (const months of ['0', '37', '1.5', 'six', '-2']) {
      const res = await rapport(dir, 'billing', 'grant', '--email', 'ada@example.com', '--months', months, '--json');
      expect(res.code, months).to.equal(1);
      expect(res.json.error, months).to.deep.include({ code: 'VALIDATION_FAILED', message: '--months must be a whole number of months from 1 to 36' });
    }
    const human = await rapport(dir, 'billing', 'grant', '--email', 'ada@example.com', '--months', '40');
    expect([human.code, human.stdout]).to.deep.equal([1, '']);
    expect(human.stderr).to.include('✗').and.include('--months must be a whole number of months from 1 to 36');
    const missing = await rapport(dir, 'billing', 'grant', '--email', 'ada@example.com', '--json');
    expect(missing.json.error).to.deep.equal({ code: 'CLI.USAGE', message: "required option '--months <n>' not specified" });
    const status = await rapport(dir, 'billing', 'status', '--email', 'ada@example.com', '--json');
    expect(status.json.orders).to.have.length(2);
  });

  it('refuses to grant to Premium without an end (it would add nothing), saying so and writing no order; status shows it plainly', async () => {
    const created = await rapport(dir, 'user', 'create', '--email', 'grace@example.com', '--password', 'sesame-123', '--json');
    const db = await openDatabase({ dataDir: dir, entities: appEntities });
    try {
      await db.orm.em.getConnection().execute(
        `insert into billing_accounts (user_id, tier, premium_expires_at, session_count, coach_session_count, monthly_reset_date, reset_day, total_sessions, bonus_sessions)
         values (?, 'Premium', null, 0, 0, ?, ?, 0, 0) on conflict (user_id) do update set tier = 'Premium', premium_expires_at = null`,
        [created.json.user.id, addMonths(new Date(), 1), new Date().getUTCDate()]);
    } finally {
      await db.close();
    }
    const res = await rapport(dir, 'billing', 'grant', '--email', 'grace@example.com', '--months', '3', '--json');
    expect([res.code, res.json.error]).to.deep.equal([1, { code: 'BILLING.PREMIUM_WITHOUT_END', message: 'This account has Premium with no end date, so there is nothing to buy.' }]);
    const status = await rapport(dir, 'billing', 'status', '--email', 'grace@example.com');
    expect(status.stdout).to.include('grace@example.com: Premium without an end').and.not.include('null');
    expect((await rapport(dir, 'billing', 'status', '--email', 'grace@example.com', '--json')).json.orders).to.deep.equal([]);
  });
});
