import { expect } from 'chai';
import { migrationDatabase } from '../support/test-database.ts';

const BEFORE = 'Migration20261124155818_assignments';
const LEARNER_VIEWS = 'Migration20261124184448_superadmin_learner_views';

describe('The migration that gives every line its learner (R2.10)', function () {
  this.timeout(60_000);
  const { up, down, run } = migrationDatabase();
  const indexes = async (table: string) => (await run(`SELECT indexname FROM pg_indexes WHERE tablename = '${table}'`)).map((r) => r.indexname as string);

  it('copies each session’s learner onto its existing lines and indexes both tables by learner; down undoes it', async () => {
    await up(BEFORE);
    await run("INSERT INTO categories (id, name, name_ru) VALUES (1, 'Service', 'Сервис')");
    await run(`INSERT INTO scenarios (id, key, name, name_ru, description, description_ru, category_id, difficulty, system_prompt, "cast", created_at, updated_at)
      VALUES (1, 'late-order', 'Late order', 'Опоздавший заказ', 'd', 'д', 1, 'Beginner', 'p', '[]', now(), now())`);
    await run(`INSERT INTO practice_sessions (id, user_id, scenario_id, persona_gender, locale, coach_enabled, status, started_at)
      VALUES (10, 7, 1, 'male', 'en', false, 'Completed', now()), (11, 8, 1, 'female', 'ru', true, 'InProgress', now())`);
    await run(`INSERT INTO session_messages (session_id, sender, content, created_at)
      VALUES (10, 'ai', 'Hello', now()), (10, 'user', 'Hi', now()), (11, 'ai', 'Привет', now())`);

    await up(LEARNER_VIEWS);
    expect(await run('SELECT session_id, user_id FROM session_messages ORDER BY id')).to.deep.equal([
      { session_id: 10, user_id: 7 }, { session_id: 10, user_id: 7 }, { session_id: 11, user_id: 8 },
    ]);
    expect(await indexes('session_messages')).to.include('session_messages_user_id_created_at_id_index');
    expect(await indexes('practice_sessions')).to.include('practice_sessions_user_id_started_at_id_index').and.not.include('practice_sessions_user_id_index');
    // A line without its learner is refused: the column is required from now on.
    const refused = await run("INSERT INTO session_messages (session_id, sender, content, created_at) VALUES (10, 'user', 'x', now())").then(() => null, (e: Error) => e);
    expect(refused?.message).to.match(/user_id/);

    await down(BEFORE);
    const columns = await run("SELECT column_name FROM information_schema.columns WHERE table_name = 'session_messages'");
    expect(columns.map((c) => c.column_name)).to.not.include('user_id');
    expect(await indexes('practice_sessions')).to.include('practice_sessions_user_id_index');
    expect(await run('SELECT count(*)::int AS n FROM session_messages')).to.deep.equal([{ n: 3 }]);
  });
});
