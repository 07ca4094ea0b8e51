import { expect } from 'chai';
import { migrationDatabase } from '../support/test-database.ts';

const BEFORE_BILLING = 'Migration20261124124422_dialogue_state';

describe('The billing migration', function () {
  this.timeout(60_000);
  const { up, down, latest, run } = migrationDatabase();

  it('moves every user’s plan and counters into billing_accounts, then drops them from users; down puts them back', async () => {
    await up(BEFORE_BILLING);
    await run(`INSERT INTO users (email, role, locale, subscription_tier, subscription_expires_at, session_count_this_month, coach_session_count_this_month,
      monthly_reset_date, total_sessions, registered_at) VALUES
      ('free@example.com', 'User', 'en', 'Free', NULL, 3, 1, '2026-12-01T00:00:00Z', 12, now()),
      ('premium@example.com', 'User', 'ru', 'Premium', '2027-03-15T10:00:00Z', 40, 9, '2026-12-05T00:00:00Z', 120, now())`);
    await latest();
    const accounts = await run(`SELECT u.email, a.tier, a.premium_expires_at, a.session_count, a.coach_session_count, a.monthly_reset_date, a.total_sessions
      FROM billing_accounts a JOIN users u ON u.id = a.user_id ORDER BY u.email`);
    expect(accounts.map((a) => ({ ...a, premium_expires_at: a.premium_expires_at && new Date(a.premium_expires_at).toISOString(),
      monthly_reset_date: new Date(a.monthly_reset_date).toISOString() }))).to.deep.equal([
      { email: 'free@example.com', tier: 'Free', premium_expires_at: null, session_count: 3, coach_session_count: 1,
        monthly_reset_date: '2026-12-01T00:00:00.000Z', total_sessions: 12 },
      { email: 'premium@example.com', tier: 'Premium', premium_expires_at: '2027-03-15T10:00:00.000Z', session_count: 40, coach_session_count: 9,
        monthly_reset_date: '2026-12-05T00:00:00.000Z', total_sessions: 120 },
    ]);
    const columns = await run("SELECT column_name FROM information_schema.columns WHERE table_name = 'users'");
    expect(columns.map((c) => c.column_name)).to.not.include.members(['subscription_tier', 'session_count_this_month', 'monthly_reset_date', 'total_sessions']);

    await down(BEFORE_BILLING);
    const back = await run('SELECT email, subscription_tier, session_count_this_month, total_sessions FROM users ORDER BY email');
    expect(back).to.deep.equal([
      { email: 'free@example.com', subscription_tier: 'Free', session_count_this_month: 3, total_sessions: 12 },
      { email: 'premium@example.com', subscription_tier: 'Premium', session_count_this_month: 40, total_sessions: 120 },
    ]);
  });
});
