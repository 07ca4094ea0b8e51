import { expect } from 'chai';
import { migrationDatabase } from '../support/test-database.ts';

const BEFORE = 'Migration20261207031117_order_bought_nothing';

/** Each account gets the day of the month its counters reset on (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('The migration keeping the counters\' reset day', function () {
  this.timeout(60_000);
  const { up, down, latest, run } = migrationDatabase();
  const days = async () => (await run('SELECT user_id, reset_day FROM billing_accounts ORDER BY user_id')).map((a) => [a.user_id, a.reset_day]);

  it('takes the day of each account\'s reset date in UTC, whatever the session\'s time zone; and goes down and up', async () => {
    await up(BEFORE);
    await run(`SET TIME ZONE 'Pacific/Auckland'`);
    await run(`INSERT INTO billing_accounts (user_id, tier, session_count, coach_session_count, monthly_reset_date, total_sessions) VALUES
      (1, 'Free', 0, 0, '2026-12-31T23:30:00Z', 0), (2, 'Free', 0, 0, '2027-01-01T00:00:00Z', 0), (3, 'Premium', 4, 1, '2027-02-28T10:00:00Z', 9)`);
    await latest();
    expect(await days()).to.deep.equal([[1, 31], [2, 1], [3, 28]]);

    await down(BEFORE);
    expect(await run(`SELECT column_name FROM information_schema.columns WHERE table_name = 'billing_accounts' AND column_name = 'reset_day'`)).to.deep.equal([]);
    await latest();
    expect(await days()).to.deep.equal([[1, 31], [2, 1], [3, 28]]);
  });
});
