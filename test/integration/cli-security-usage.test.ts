// @embedded-database-only: every command here runs on a data dir of its own (PGlite), whatever the lane;
// on PostgreSQL (TEST_DATABASE_URL) scripts/mocha-each.mjs leaves this file out rather than run it twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { openDatabase } from '#src/platform/db/database.ts';
import { appEntities } from '#src/modules.ts';
import { rapport } from '../support/cli.ts';
import { addLedgerRows } from '../support/ai-usage-ledger.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('rapport security usage', function () {
  this.timeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'rapport-cli-usage-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const today = new Date();
  const date = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  let ada: number;

  before(async () => {
    const created = await rapport(dir, 'user', 'create', '--email', 'ada@example.com', '--password', 'sesame-123', '--json');
    expect(created.code).to.equal(0);
    ada = created.json.user.id;
    // The ledger as a few days of traffic leave it: written straight in, with the server stopped (as the CLI needs).
    const db = await openDatabase({ dataDir: dir, entities: appEntities });
    try {
      const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY_MS);
      await addLedgerRows(db, [
        { called_at: at(0), purpose: 'character', user_id: ada, session_id: 1, prompt_tokens: 1000, completion_tokens: 200 },
        { called_at: at(0), purpose: 'coach', user_id: ada, session_id: 1, prompt_tokens: 300, completion_tokens: 20, estimated: true },
        { called_at: at(0), purpose: 'character', user_id: ada, session_id: 1, outcome: 'refused', model: null },
        { called_at: at(1), purpose: 'analysis', user_id: 4242, session_id: 9, prompt_tokens: 5000, completion_tokens: 1500, outcome: 'failed' },
        { called_at: at(5), purpose: 'curriculum', user_id: ada, prompt_tokens: 777 },
      ]);
    } finally {
      await db.close();
    }
  });

  it('--json gives the report the API gives: every day of the period, purposes, totals and top learners', async () => {
    const res = await rapport(dir, 'security', 'usage', '--days', '3', '--json');
    expect(res.code).to.equal(0);
    const report = res.json;
    expect(report).to.include({ ok: true, from: date(2), to: date(0) });
    expect(report.days.map((d: { date: string }) => d.date)).to.deep.equal([date(2), date(1), date(0)]);
    expect(report.days[0]).to.include({ calls: 0, totalTokens: 0 });
    expect(report.days[1].purposes).to.deep.equal([
      { purpose: 'analysis', calls: 1, promptTokens: 5000, completionTokens: 1500, totalTokens: 6500, estimatedCalls: 0, failedCalls: 1, refusedTurns: 0 },
    ]);
    expect(report.days[2]).to.include({ calls: 2, promptTokens: 1300, completionTokens: 220, estimatedCalls: 1, refusedTurns: 1 });
    expect(report.total).to.include({ calls: 3, totalTokens: 8020, failedCalls: 1, refusedTurns: 1 }); // five days ago is outside
    expect(report.topUsers.map((u: { userId: number; email: string | null; totalTokens: number }) => [u.userId, u.email, u.totalTokens]))
      .to.deep.equal([[4242, null, 6500], [ada, 'ada@example.com', 1520]]);
  });

  it('prints a line per day and the top learners for people, over 7 days by default', async () => {
    const res = await rapport(dir, 'security', 'usage');
    expect(res.code).to.equal(0);
    // Ink wraps at the terminal's width (80 columns when piped): compared with the wrapping undone.
    const out = res.stdout.replace(/\s+/g, ' ');
    expect(out).to.include(`AI usage ${date(6)} to ${date(0)} (UTC): 4 calls, 8,797 tokens (1 estimated, 1 failed, 1 refused)`);
    expect(out).to.include(`${date(0)} 2 calls, 1,520 tokens (1 estimated, 1 refused) — character 1 call, 1,200 tokens; coach 1 call, 320 tokens`);
    expect(out).to.include(`${date(5)} 1 call, 777 tokens — curriculum 1 call, 777 tokens`);
    expect(out).to.include('1. user 4242 (id 4242): 1 call, 6,500 tokens (1 failed)');
    expect(out).to.include(`2. ada@example.com (id ${ada}): 3 calls, 2,297 tokens (1 estimated, 1 refused)`);
    expect(out).to.include('Daily caps: 300 calls / 300,000 tokens per learner, 100 calls / 100,000 tokens per session (UTC days).');
  });

  it('refuses a period that is not 1 to 90 whole days, with exit 1', async () => {
    for (const days of ['0', '91', 'week']) {
      const res = await rapport(dir, 'security', 'usage', '--days', days, '--json');
      expect(res.code, days).to.equal(1);
      expect(res.json.error, days).to.deep.equal({ code: 'VALIDATION_FAILED', message: '--days must be a whole number of days from 1 to 90',
        details: [{ path: '--days', message: 'must be a whole number of days from 1 to 90' }] });
    }
  });
});
