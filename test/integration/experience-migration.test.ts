import { expect } from 'chai';
import { migrationDatabase } from '../support/test-database.ts';

const BEFORE_EXPERIENCE = 'Migration20261205015253_password_resets';

describe('The experience points migration', function () {
  this.timeout(60_000);
  const { up, down, latest, run } = migrationDatabase();
  const result = (id: number, userId: number, overall: number) =>
    `(${id}, ${userId}, 1, ${overall}, 5, 5, 5, 5, 5, '{}', '[]', '[]', now())`;

  it('gives every account what its results and achievements are worth, on top of points set by hand; down takes them back', async () => {
    await up(BEFORE_EXPERIENCE);
    await run(`INSERT INTO users (id, email, role, locale, experience_points, registered_at) VALUES
      (1, 'ada@example.com', 'User', 'en', 0, now()), (2, 'boris@example.com', 'User', 'ru', 25, now()), (3, 'new@example.com', 'User', 'en', 0, now())`);
    // 6.25 rounds to 63 as Math.round does (PostgreSQL's round on a double would give 62).
    await run(`INSERT INTO session_results (session_id, user_id, scenario_id, overall, empathy, clarity, problem_solving, composure, active_listening,
      feedback, strengths, improvements, completed_at) VALUES ${[result(11, 1, 7.4), result(12, 1, 6.25), result(21, 2, 0)].join(', ')}`);
    await run(`INSERT INTO achievements (id, key, name, name_ru, description, description_ru, icon, tier, criterion) VALUES
      (1, 'first', 'First', 'Первое', 'd', 'о', 'x', 'Bronze', '{}'), (2, 'gold', 'Gold', 'Золото', 'd', 'о', 'x', 'Gold', '{}')`);
    await run(`INSERT INTO user_achievements (user_id, achievement_id, session_id, earned_at) VALUES (1, 1, 11, now()), (1, 2, 12, now()), (2, 1, 21, now())`);

    await latest();
    const points = () => run('SELECT email, experience_points FROM users ORDER BY id');
    expect(await points()).to.deep.equal([
      { email: 'ada@example.com', experience_points: (10 + 74) + (10 + 63) + 50 + 200 },
      { email: 'boris@example.com', experience_points: 25 + 10 + 50 },
      { email: 'new@example.com', experience_points: 0 },
    ]);

    await down(BEFORE_EXPERIENCE);
    expect(await points()).to.deep.equal([
      { email: 'ada@example.com', experience_points: 0 },
      { email: 'boris@example.com', experience_points: 25 },
      { email: 'new@example.com', experience_points: 0 },
    ]);
  });
});
