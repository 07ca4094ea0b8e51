import { expect } from 'chai';
import { migrationDatabase } from '../support/test-database.ts';

const BEFORE_PEOPLE = 'Migration20261124155818_assignments';

/** R2.10's migrations over a database that already has learners and sessions (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('The people console\'s migrations', function () {
  this.timeout(60_000);
  const { up, down, latest, run } = migrationDatabase();

  it('counts each learner\'s sessions into the new counters, indexes the email search, and goes down and up again', async () => {
    await up(BEFORE_PEOPLE);
    await run(`INSERT INTO users (email, role, locale, registered_at) VALUES ('busy@example.com', 'User', 'en', now()), ('idle@example.com', 'User', 'en', now())`);
    await run(`INSERT INTO categories (name, name_ru) VALUES ('Service', 'Сервис')`);
    await run(`INSERT INTO scenarios (key, name, name_ru, description, description_ru, category_id, difficulty, system_prompt, "cast", created_at, updated_at)
      SELECT 'refund', 'Refund', 'Возврат', 'd', 'о', id, 'Beginner', 'p', '[]', now(), now() FROM categories`);
    await run(`INSERT INTO practice_sessions (user_id, scenario_id, persona_gender, locale, status, started_at)
      SELECT u.id, s.id, 'female', 'en', status, now() FROM users u, scenarios s, (VALUES ('Completed'), ('Completed'), ('Completed'), ('InProgress')) v(status)
      WHERE u.email = 'busy@example.com'`);
    await latest();
    expect(await run('SELECT email, completed_scenarios, incomplete_scenarios FROM users ORDER BY email')).to.deep.equal([
      { email: 'busy@example.com', completed_scenarios: 3, incomplete_scenarios: 1 },
      { email: 'idle@example.com', completed_scenarios: 0, incomplete_scenarios: 0 },
    ]);
    const indexes = async () => (await run("SELECT indexname FROM pg_indexes WHERE tablename = 'users'")).map((i) => i.indexname as string);
    expect(await indexes()).to.include.members(['users_email_search_index', 'users_last_login_at_id_index', 'users_completed_scenarios_id_index']);
    expect(await run("SELECT email FROM users WHERE email LIKE '%usy@%'")).to.deep.equal([{ email: 'busy@example.com' }]);

    await down(BEFORE_PEOPLE);
    const columns = (await run("SELECT column_name FROM information_schema.columns WHERE table_name = 'users'")).map((c) => c.column_name);
    expect(columns).to.not.include.members(['completed_scenarios', 'incomplete_scenarios']);
    expect(await indexes()).to.not.include.members(['users_email_search_index', 'users_email_trgm_index']);
    expect(await run("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'audit_entries'")).to.deep.equal([{ n: 0 }]);
    await latest();
    expect(await run("SELECT completed_scenarios FROM users WHERE email = 'busy@example.com'")).to.deep.equal([{ completed_scenarios: 3 }]);
  });
});
