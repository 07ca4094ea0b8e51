// @embedded-database-only: every command here runs on a data dir of its own (PGlite), whatever the lane;
// on PostgreSQL (TEST_DATABASE_URL) scripts/mocha-each.mjs leaves this file out rather than run it twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { addMonths } from '#src/modules/billing/domain/account.ts';
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
});
