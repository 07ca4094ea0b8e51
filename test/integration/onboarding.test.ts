import { expect } from 'chai';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

describe('Onboarding API', function () {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content' });
    token = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token;
  });
  after(() => server.stop());

  it('needs a signed-in user', async () => {
    expect((await server.api('/api/onboarding/profile')).status).to.equal(401);
    expect((await server.api('/api/onboarding/goals', { body: { goalCategories: ['Sales'] } })).status).to.equal(401);
  });

  it('starts with no previous categories', async () => {
    expect((await server.api('/api/onboarding/profile', { token })).body).to.deep.equal({ previousCategories: [], updatedAt: null });
  });

  it('validates goals against the real categories without saving', async () => {
    const [first, second] = (await server.api('/api/scenario/categories')).body as { name: string; name_ru: string }[];
    const res = await server.api('/api/onboarding/validate-goals', { token, body: { goalCategories: [` ${first.name_ru} `, '', second.name, 'Juggling'] } });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({
      valid: false,
      goalCategories: [first.name, second.name],
      errors: [{ goal: 'Juggling', message: '"Juggling" is not a category of the catalogue.' }],
    });
    expect((await server.api('/api/onboarding/profile', { token })).body.previousCategories).to.deep.equal([]);
  });

  it('saves normalised goals, refuses invalid ones without changing the saved ones', async () => {
    const [first, second] = (await server.api('/api/scenario/categories')).body as { name: string; name_ru: string }[];
    const saved = await server.api('/api/onboarding/goals', { token, body: { goalCategories: [first.name.toUpperCase(), first.name_ru, ` ${second.name}`] } });
    expect(saved.body).to.deep.equal({ success: true, goalCategories: [first.name, second.name] });
    const refused = await server.api('/api/onboarding/goals', { token, body: { goalCategories: ['  '] } });
    expect(refused.status).to.equal(400);
    expect(refused.body.error).to.include({ code: 'CURRICULUM.GOALS_INVALID', message: 'Choose at least one goal.' });
    const profile = (await server.api('/api/onboarding/profile', { token })).body;
    expect(profile.previousCategories).to.deep.equal([first.name, second.name]);
    expect(Date.parse(profile.updatedAt)).to.be.greaterThan(Date.now() - 60_000);
    const again = await server.api('/api/onboarding/goals', { token, body: { goalCategories: [second.name] } });
    expect(again.body.goalCategories).to.deep.equal([second.name]);
  });

  it('answers 400 with field paths for a malformed body', async () => {
    const res = await server.api('/api/onboarding/goals', { token, body: { goalCategories: 'Sales' } });
    expect(res.status).to.equal(400);
    expect(res.body.error.details[0].path).to.equal('body.goalCategories');
  });
});
