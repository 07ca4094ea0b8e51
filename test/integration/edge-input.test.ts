import { expect } from 'chai';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';
import { aLearner, anAccount, sqlOn, type Person } from '../support/team.ts';
import { scenarioForm } from '../support/scenario-forms.ts';
import { fullEdit } from '../support/people.ts';

/**
 * Input at the edges of what the contracts describe, each refused with its own named problem (400)
 * and changing nothing — where each once reached the database and came back as a 500, or was
 * taken for something it was not.
 */
describe('Edge input: refused by name, never a 500, nothing changed', function () {
  this.timeout(60_000);
  let server: TestServer;
  let sql: ReturnType<typeof sqlOn>;
  let superAdmin: Person;

  before(async () => {
    server = await startTestServer();
    sql = sqlOn(server);
    superAdmin = await anAccount(server, 'SuperAdmin', null);
  });
  after(() => server.stop());

  const problemsOf = (body: { error: { code: string; details: { path: string; problem?: string }[] } }) =>
    [body.error.code, ...body.error.details.map((d) => `${d.path}: ${d.problem}`)];

  it('refuses a NUL or half an emoji anywhere in a request, nested too, naming the field; the goals stay as they were', async () => {
    const learner = await aLearner(server);
    const goals = (body: unknown) => server.api('/api/onboarding/goals', { token: learner.token, body });
    expect((await goals({ goalCategories: ['Sales'] })).status).to.equal(200);
    const profile = (await server.api('/api/onboarding/profile', { token: learner.token })).body;
    for (const [body, path] of [
      [{ goalCategories: ['a\u0000b'] }, 'body.goalCategories.0'],
      [{ goalCategories: ['Sales'], ownGoals: ['\ud800 calmer'] }, 'body.ownGoals.0'],
    ] as const) {
      const res = await goals(body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(problemsOf(res.body)).to.deep.equal(['VALIDATION_FAILED', `${path}: unreadableText`]);
    }
    expect((await server.api('/api/onboarding/validate-goals', { token: learner.token, body: { goalCategories: ['a\u0000b'] } })).status).to.equal(400);
    expect((await server.api('/api/onboarding/profile', { token: learner.token })).body).to.deep.equal(profile);
    // A whole emoji is text like any other.
    expect((await goals({ goalCategories: ['Sales'], ownGoals: ['stay calm 🙂'] })).status).to.equal(200);
  });

  it('refuses a scenario with a NUL in its name or half an emoji in its prompt, creating nothing', async () => {
    const [{ n: before }] = (await sql('select count(*)::int as n from scenarios')) as { n: number }[];
    for (const form of [scenarioForm({ name: 'Late\u0000delivery' }), scenarioForm({ systemPrompt: 'You are \udc00 a customer.' })]) {
      const res = await server.api('/api/superadmin/scenarios', { token: superAdmin.token, body: form });
      expect(res.status).to.equal(400);
      expect(res.body.error.details.map((d: { problem?: string }) => d.problem)).to.include('unreadableText');
    }
    expect(await sql('select count(*)::int as n from scenarios')).to.deep.equal([{ n: before }]);
  });

  it('refuses a date in the year 0000 on a user\'s page, and Premium set to end in the past, changing nothing', async () => {
    const learner = await aLearner(server);
    const detail = async () => (await server.api(`/api/superadmin/users/${learner.id}`, { token: superAdmin.token })).body;
    const before = await detail();
    const edit = await server.api(`/api/superadmin/users/${learner.id}`, {
      method: 'PUT', token: superAdmin.token, body: fullEdit(learner.email, { monthlyResetDate: '0000-01-01T00:00:00Z', registeredAt: '1899-12-31T23:59:59Z' }),
    });
    expect(edit.status).to.equal(400);
    expect(problemsOf(edit.body)).to.have.members(['VALIDATION_FAILED', 'body.monthlyResetDate: yearFrom1900', 'body.registeredAt: yearFrom1900']);
    const subscription = (body: unknown) => server.api(`/api/superadmin/users/${learner.id}/subscription`, { method: 'PUT', token: superAdmin.token, body });
    for (const subscriptionExpiresAt of ['2026-01-01T00:00:00Z', '0000-01-01T00:00:00Z']) {
      const res = await subscription({ subscriptionTier: 'Premium', subscriptionExpiresAt });
      expect(res.status, subscriptionExpiresAt).to.equal(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).to.deep.equal(['body.subscriptionExpiresAt']);
    }
    expect((await subscription({ subscriptionTier: 'Premium', subscriptionExpiresAt: '2026-01-01T00:00:00Z' })).body.error.details[0].problem).to.equal('premiumEndPast');
    const premiumPast = await server.api(`/api/superadmin/users/${learner.id}`, {
      method: 'PUT', token: superAdmin.token, body: fullEdit(learner.email, { subscriptionTier: 'Premium', subscriptionExpiresAt: '2026-01-01T00:00:00Z' }),
    });
    expect(problemsOf(premiumPast.body)).to.deep.equal(['VALIDATION_FAILED', 'body.subscriptionExpiresAt: premiumEndPast']);
    expect(await detail()).to.deep.equal(before);
    // Free with a past date given is not Premium: the date is dropped, as before.
    expect((await subscription({ subscriptionTier: 'Free', subscriptionExpiresAt: '2026-01-01T00:00:00Z' })).status).to.equal(200);
    expect((await subscription({ subscriptionTier: 'Premium', subscriptionExpiresAt: '2099-01-01T00:00:00Z' })).body)
      .to.include({ subscriptionTier: 'Premium', subscriptionExpiresAt: '2099-01-01T00:00:00.000Z' });
  });

  it('says a SuperAdmin\'s own address is locked (409 IDENTITY.SUPERADMIN_EMAIL_LOCKED), not that a good address is bad', async () => {
    const res = await server.api('/api/auth/update-email', { method: 'PUT', token: superAdmin.token, body: { email: uniqueEmail('newboss') } });
    expect([res.status, res.body.error.code]).to.deep.equal([409, 'IDENTITY.SUPERADMIN_EMAIL_LOCKED']);
    expect((await server.api('/api/auth/me', { token: superAdmin.token })).body.email).to.equal(superAdmin.email);
  });

  it('reads an id in a path only as plain digits: "0x1", " 1", "1e3" or one past the largest are refused, not taken for another id', async () => {
    const learner = await aLearner(server);
    for (const id of ['0x1', '%201', '1e3', '01', '1.0', '-1', '2147483648']) {
      for (const path of [`/api/results/${id}`, `/api/superadmin/users/${id}`, `/api/hackingattempts/${id}`]) {
        const res = await server.api(path, { token: path.startsWith('/api/results') ? learner.token : superAdmin.token });
        expect([res.status, res.body.error?.code], path).to.deep.equal([400, 'VALIDATION_FAILED']);
        expect(res.body.error.details[0].message, path).to.match(/^The id must be/);
      }
    }
    expect((await server.api(`/api/superadmin/users/${learner.id}`, { token: superAdmin.token })).status).to.equal(200);
  });

  it('refuses a hacking-attempts date range turned around, as the people console does', async () => {
    const res = await server.api('/api/hackingattempts?startDate=2026-12-06&endDate=2026-12-05', { token: superAdmin.token });
    expect([res.status, ...problemsOf(res.body)]).to.deep.equal([400, 'VALIDATION_FAILED', 'query.endDate: endBeforeStart']);
    expect((await server.api('/api/hackingattempts?startDate=2026-12-05&endDate=2026-12-05', { token: superAdmin.token })).status).to.equal(200);
  });

  it('signs up an address whose top level is internationalised, in the ASCII form mail uses (.рф)', async () => {
    const email = uniqueEmail('rf').replace(/@.*/, '@example.xn--p1ai');
    const res = await server.api('/api/auth/register', { body: { email, password: 'secret1', rememberMe: false, locale: 'ru' } });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
  });
});
