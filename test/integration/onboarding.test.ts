import { expect } from 'chai';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

describe('Onboarding API', function () {
  let server: TestServer;
  let token: string;
  let first: { name: string; name_ru: string };
  let second: { name: string; name_ru: string };
  const register = async () => (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;
  const profileOf = async (as: string) => (await server.api('/api/onboarding/profile', { token: as })).body;

  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content' });
    token = await register();
    [first, second] = (await server.api('/api/scenario/categories')).body as { name: string; name_ru: string }[];
  });
  after(() => server.stop());

  it('needs a signed-in user', async () => {
    expect((await server.api('/api/onboarding/profile')).status).to.equal(401);
    expect((await server.api('/api/onboarding/goals', { body: { goalCategories: ['Sales'] } })).status).to.equal(401);
    expect((await server.api('/api/onboarding/validate-goals', { body: { goalCategories: ['Sales'] } })).status).to.equal(401);
  });

  it('starts with no previous categories and no goals of one’s own', async () => {
    expect(await profileOf(token)).to.deep.equal({ previousCategories: [], ownGoals: [], updatedAt: null });
  });

  it('sorts goals into the real categories and the learner’s own words without saving', async () => {
    const res = await server.api('/api/onboarding/validate-goals', {
      token,
      body: { goalCategories: [` ${first.name_ru} `, ''], ownGoals: [second.name.toUpperCase(), 'negotiating', '  Juggling ', 'juggling'] },
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ valid: true, goalCategories: [first.name, second.name, 'Negotiation'], ownGoals: ['Juggling'], errors: [] });
    expect(await profileOf(token)).to.deep.include({ previousCategories: [], ownGoals: [] });
  });

  it('saves a mix of chosen categories, matched typed goals and the learner’s own words; the profile returns both', async () => {
    const saved = await server.api('/api/onboarding/goals', {
      token,
      body: { goalCategories: [first.name, first.name_ru], ownGoals: ['продажи клиентам', 'Speaking up in meetings', 'Говорить «нет» начальнику'] },
    });
    expect(saved.status).to.equal(200);
    expect(saved.body).to.deep.equal({ success: true, goalCategories: [first.name, 'Sales'], ownGoals: ['Speaking up in meetings', 'Говорить «нет» начальнику'] });
    const profile = await profileOf(token);
    expect(profile).to.deep.include({ previousCategories: [first.name, 'Sales'], ownGoals: ['Speaking up in meetings', 'Говорить «нет» начальнику'] });
    expect(Date.parse(profile.updatedAt)).to.be.greaterThan(Date.now() - 60_000);
  });

  it('takes typed goals sent as categories (older clients) and keeps the ones that name none', async () => {
    const learner = await register();
    const saved = await server.api('/api/onboarding/goals', { token: learner, body: { goalCategories: ['Juggling', second.name_ru] } });
    expect(saved.body).to.deep.equal({ success: true, goalCategories: [second.name], ownGoals: ['Juggling'] });
  });

  describe('refuses only genuinely invalid goals, saying which field, and keeps the saved ones', () => {
    let before: unknown;
    beforeEach(async () => {
      before = await profileOf(token);
    });
    afterEach(async () => {
      expect(await profileOf(token)).to.deep.equal(before);
    });

    it('a goal over 100 characters', async () => {
      const tooLong = `  ${'w'.repeat(101)} `;
      const res = await server.api('/api/onboarding/goals', { token, body: { goalCategories: [second.name], ownGoals: ['fine', tooLong] } });
      expect(res.status).to.equal(400);
      expect(res.body.error).to.deep.equal({
        code: 'CURRICULUM.GOALS_INVALID',
        message: `"${'w'.repeat(40)}…" is 101 characters long; a goal can be at most 100.`,
        details: [{ problem: 'too-long', field: 'ownGoals', index: 1, goal: 'w'.repeat(101), length: 101, message: `"${'w'.repeat(40)}…" is 101 characters long; a goal can be at most 100.` }],
      });
      const check = await server.api('/api/onboarding/validate-goals', { token, body: { goalCategories: [second.name], ownGoals: ['fine', tooLong] } });
      expect(check.body).to.deep.include({ valid: false, goalCategories: [second.name], ownGoals: ['fine'] });
      expect(check.body.errors.map((e: { field: string; index: number }) => [e.field, e.index])).to.deep.equal([['ownGoals', 1]]);
    });

    it('no goal at all', async () => {
      const res = await server.api('/api/onboarding/goals', { token, body: { goalCategories: ['  '], ownGoals: [''] } });
      expect(res.status).to.equal(400);
      expect(res.body.error).to.deep.include({ code: 'CURRICULUM.GOALS_INVALID', message: 'Choose at least one practice area or write a goal of your own.' });
      expect(res.body.error.details).to.deep.equal([
        { problem: 'none', field: 'goalCategories', index: null, goal: null, message: 'Choose at least one practice area or write a goal of your own.' },
      ]);
    });

    it('more than 10 goals of one’s own', async () => {
      const ownGoals = Array.from({ length: 11 }, (_, i) => `goal number ${i + 1}`);
      const res = await server.api('/api/onboarding/goals', { token, body: { goalCategories: [], ownGoals } });
      expect(res.status).to.equal(400);
      expect(res.body.error.details).to.deep.equal([
        { problem: 'too-many', field: 'ownGoals', index: null, goal: null, count: 11, message: 'At most 10 goals in your own words can be saved; there are 11.' },
      ]);
    });

    it('a malformed body, with field paths', async () => {
      const res = await server.api('/api/onboarding/goals', { token, body: { goalCategories: 'Sales', ownGoals: [3] } });
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('VALIDATION_FAILED');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).to.deep.equal(['body.goalCategories', 'body.ownGoals.0']);
    });
  });

  it('reads a profile saved before goals of one’s own existed as having none (the column’s default)', async () => {
    const learner = await register();
    const { id } = (await server.api('/api/auth/me', { token: learner })).body as { id: number };
    const sql = server.kernel.db.orm.em.fork().getConnection();
    await sql.execute(`insert into "onboarding_profiles" ("user_id", "goal_categories", "updated_at") values (?, ?, now())`, [id, JSON.stringify([first.name])]);
    expect(await profileOf(learner)).to.deep.include({ previousCategories: [first.name], ownGoals: [] });
  });

  it('takes ten saves a minute from one learner (each screens their own words), then says when to come back', async () => {
    const busy = await register();
    for (let i = 0; i < 10; i++) {
      expect((await server.api('/api/onboarding/goals', { token: busy, body: { goalCategories: [first.name], ownGoals: [`Goal ${i}`] } })).status).to.equal(200);
    }
    const refused = await server.api('/api/onboarding/goals', { token: busy, body: { goalCategories: [first.name], ownGoals: ['One more'] } });
    expect(refused.status).to.equal(429);
    expect(refused.body.error.code).to.equal('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);
    expect((await profileOf(busy)).ownGoals).to.deep.equal(['Goal 9']);
    expect((await server.api('/api/onboarding/goals', { token: await register(), body: { goalCategories: [first.name] } })).status, 'others save on').to.equal(200);
  });

  it('keeps each learner’s goals apart', async () => {
    const other = await register();
    await server.api('/api/onboarding/goals', { token: other, body: { goalCategories: [second.name], ownGoals: ['Their own goal'] } });
    const mine = await profileOf(token);
    await server.api('/api/onboarding/goals', { token, body: { goalCategories: [first.name], ownGoals: ['My new goal'] } });
    expect(await profileOf(other)).to.deep.include({ previousCategories: [second.name], ownGoals: ['Their own goal'] });
    expect(await profileOf(token)).to.deep.include({ previousCategories: [first.name], ownGoals: ['My new goal'] });
    expect(mine.ownGoals).to.not.deep.equal(['My new goal']);
  });
});
