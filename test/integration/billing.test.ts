import { get } from 'node:http';
import { expect } from 'chai';
import { ExpirePremium, GrantPremium, PREMIUM_EXPIRY_QUEUE, UNLIMITED } from '#src/modules/billing/index.ts';
import { CLI_OPERATOR } from '#src/modules/identity/index.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { eventually, registerLearner, sql, storedAccount } from '../support/billing.ts';
import { anAccount } from '../support/team.ts';

/** SPEC §9 as written, in floating point, apart from the server's integer arithmetic. */
const round2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;
function specPrice(months: number, discount: number) {
  const USD = round2(29.99 * months * (1 - discount));
  const BYN = round2((USD * 89) / 29.99);
  const RUB = Math.round((USD * 2416) / 29.99);
  return { totals: { USD, BYN, RUB }, perMonth: { USD: round2(USD / months), BYN: round2(BYN / months), RUB: Math.round(RUB / months) } };
}

describe('Billing without a payment provider (PAYMENT_PROVIDER=none)', function () {
  let server: TestServer;
  let scenarioId: number;
  before(async () => {
    server = await startTestServer({ CONTENT_DIR: 'content', FREE_MONTHLY_SESSIONS: '3', FREE_MONTHLY_COACH_SESSIONS: '1', OFFLINE_TYPING_DELAY_MS: '0' });
    scenarioId = (await server.api('/api/scenario')).body[0].id;
  });
  after(() => server.stop());

  const start = (token: string, coachEnabled = false) =>
    server.api('/api/sessions', { token, body: { scenarioId, coachEnabled, personaId: 0, locale: 'en', gender: 'male', avatarUrl: '/avatars/male/1.svg' } });

  it('lists every plan with its USD, BYN and RUB totals by SPEC’s formula, to anyone, and says online payment is not set up', async () => {
    const res = await server.api('/api/billing/plans');
    expect(res.status).to.equal(200);
    expect(res.body.basePriceUsd).to.equal(29.99);
    expect(res.body.checkout).to.deep.equal({ provider: 'none', currency: 'BYN', widgetUrl: null });
    const terms = { monthly: [1, 0], sixMonths: [6, 0.1], oneYear: [12, 0.3] } as const;
    expect(res.body.plans.map((p: { key: string }) => p.key)).to.deep.equal(['monthly', 'sixMonths', 'oneYear']);
    for (const plan of res.body.plans) {
      const [months, discount] = terms[plan.key as keyof typeof terms];
      const expected = specPrice(months, discount);
      expect(plan, plan.key).to.deep.include({ months, discountPercent: discount * 100, bestValue: plan.key === 'oneYear' });
      expect(plan.totals, plan.key).to.deep.equal(expected.totals);
      expect(plan.perMonth, plan.key).to.deep.equal(expected.perMonth);
      expect(plan.baseMonthly, plan.key).to.deep.equal(specPrice(1, 0).totals);
    }
    // The same answer for everyone: revalidated by its ETag.
    const revalidated = await new Promise<number | undefined>((resolve, reject) => {
      get(`${server.url}/api/billing/plans`, { headers: { 'if-none-match': res.headers.get('etag')! } }, (r) => {
        r.resume();
        resolve(r.statusCode);
      }).on('error', reject);
    });
    expect(revalidated).to.equal(304);
  });

  it('names no seller and no support address that the operator has not set', async () => {
    const res = await server.api('/api/billing/seller');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ supportEmail: null, phone: null, supportHours: null, takesPayments: false, legal: null });
  });

  it('refuses to start a payment: 401 without a token, 400 for an unknown plan, 503 BILLING.NOT_CONFIGURED otherwise, and orders nothing', async () => {
    const { token } = await registerLearner(server);
    const anonymous = await server.api('/api/payments/session', { body: { plan: 'monthly' } });
    expect([anonymous.status, anonymous.body.error.code]).to.deep.equal([401, 'AUTH.UNAUTHENTICATED']);
    const unknown = await server.api('/api/payments/session', { token, body: { plan: 'lifetime' } });
    expect([unknown.status, unknown.body.error.code]).to.deep.equal([400, 'VALIDATION_FAILED']);
    expect(unknown.body.error.details).to.deep.equal([
      { path: 'body.plan', message: 'Plan must be one of monthly, sixMonths, oneYear.', code: 'invalid_value', values: ['monthly', 'sixMonths', 'oneYear'] },
    ]);
    const none = await server.api('/api/payments/session', { token, body: { plan: 'oneYear' } });
    expect(none.status).to.equal(503);
    expect(none.body.error).to.deep.include({ code: 'BILLING.NOT_CONFIGURED', message: 'Online payment is not set up on this server.' });
    expect(await sql(server, 'SELECT id FROM billing_orders')).to.deep.equal([]);
  });

  it('lets the page load scripts and frames from its own origin only', async () => {
    const csp = (await server.api('/api/health')).headers.get('content-security-policy')!;
    expect(csp).to.include("script-src 'self';").and.include("connect-src 'self';").and.not.include('frame-src');
  });

  it('refuses every notification with 401: with no provider there is no key to check one against', async () => {
    const res = await server.api('/api/payments/webhooks/bepaid', { body: { transaction: { uid: '1-a', status: 'successful', amount: 2999, currency: 'BYN' } } });
    expect([res.status, res.body.error.code]).to.deep.equal([401, 'BILLING.NOTIFICATION_REJECTED']);
  });

  it('answers usage from billing, in the dashboard call and the profile, and counts sessions there', async () => {
    const learner = await registerLearner(server);
    expect((await start(learner.token, true)).status).to.equal(201);
    const usage = (await server.api('/api/dashboard/usage', { token: learner.token })).body;
    expect(usage).to.include({ sessionCount: 1, sessionLimit: 3, coachSessionCount: 1, coachSessionLimit: 1, subscriptionTier: 'Free', subscriptionExpiresAt: null });
    expect((await server.api('/api/auth/me', { token: learner.token })).body.usage).to.deep.equal(usage);
    expect(await storedAccount(server, learner.id)).to.include({ tier: 'Free', session_count: 1, coach_session_count: 1 });
  });

  it('puts an operator’s grant on the learner’s audit trail as the console’s change of plan: the CLI as actor, Free before, Premium and its end after', async () => {
    const superAdmin = await anAccount(server, 'SuperAdmin', null);
    const trailOf = async (id: number) => (await server.api(`/api/superadmin/users/${id}/audit`, { token: superAdmin.token })).body.items as
      { action: string; actorId: number | null; actorEmail: string; targetUserId: number; targetEmail: string; ip: string | null; before: object; after: object }[];
    const grant = (email: string, months: number) =>
      server.kernel.inContext(() => server.kernel.container.get(GrantPremium).execute(email, months, CLI_OPERATOR));

    const learner = await registerLearner(server);
    expect((await start(learner.token)).status).to.equal(201); // a plan stored, as the console would show it
    const first = await grant(learner.email, 2);
    const second = await grant(learner.email, 1);
    const trail = await trailOf(learner.id);
    expect(trail.map((e) => [e.action, e.actorId, e.actorEmail, e.targetUserId, e.targetEmail, e.ip])).to.deep.equal([
      ['user.subscription-updated', null, 'cli', learner.id, learner.email, null], ['user.subscription-updated', null, 'cli', learner.id, learner.email, null],
    ]);
    expect(trail.map((e) => [e.before, e.after]).reverse()).to.deep.equal([
      [{ subscriptionTier: 'Free', subscriptionExpiresAt: null }, { subscriptionTier: 'Premium', subscriptionExpiresAt: first.usage.subscriptionExpiresAt }],
      [{ subscriptionExpiresAt: first.usage.subscriptionExpiresAt }, { subscriptionExpiresAt: second.usage.subscriptionExpiresAt }],
    ]);

  });

  it('starts the counters again once the monthly reset date has passed', async () => {
    const learner = await registerLearner(server);
    for (let i = 0; i < 3; i++) expect((await start(learner.token)).status).to.equal(201);
    expect((await start(learner.token)).body.error.code).to.equal('USAGE.SESSION_LIMIT');
    await sql(server, "UPDATE billing_accounts SET monthly_reset_date = now() - interval '1 hour' WHERE user_id = ?", [learner.id]);
    const reset = (await server.api('/api/dashboard/usage', { token: learner.token })).body;
    expect(reset.sessionCount).to.equal(0);
    expect(new Date(reset.monthlyResetDate).getTime()).to.be.greaterThan(Date.now() + 27 * 86_400_000);
    expect((await start(learner.token)).status).to.equal(201);
    expect(await storedAccount(server, learner.id)).to.include({ session_count: 1 });
  });

  it('lets an operator grant Premium (unlimited), queues its end, and the expiry job returns the learner to Free with a fresh month', async () => {
    const learner = await registerLearner(server);
    for (let i = 0; i < 3; i++) await start(learner.token);
    const granted = await server.kernel.inContext(() => server.kernel.container.get(GrantPremium).execute(learner.email.toUpperCase(), 2, CLI_OPERATOR));
    expect(granted.usage).to.include({ subscriptionTier: 'Premium', sessionLimit: UNLIMITED, coachSessionLimit: UNLIMITED });
    expect((await start(learner.token)).status).to.equal(201); // past the Free allowance
    const [job] = await sql<{ start_after: Date }>(server, "SELECT start_after FROM pgboss.job WHERE name = ? AND data->>'userId' = ?", [PREMIUM_EXPIRY_QUEUE, String(learner.id)]);
    expect(new Date(job!.start_after).toISOString()).to.equal(granted.usage.subscriptionExpiresAt);

    await sql(server, "UPDATE billing_accounts SET premium_expires_at = now() - interval '1 minute' WHERE user_id = ?", [learner.id]);
    await server.kernel.jobs.send(PREMIUM_EXPIRY_QUEUE, { userId: learner.id });
    const lapsed = await eventually(async () => {
      const row = await storedAccount(server, learner.id);
      return row?.tier === 'Free' && row;
    });
    expect(lapsed).to.include({ premium_expires_at: null, session_count: 0, coach_session_count: 0 });
    expect(new Date(lapsed.monthly_reset_date).getTime()).to.be.greaterThan(Date.now() + 27 * 86_400_000);
    const usage = (await server.api('/api/dashboard/usage', { token: learner.token })).body;
    expect(usage).to.include({ subscriptionTier: 'Free', sessionLimit: 3, sessionCount: 0, subscriptionExpiresAt: null });
    const [order] = await sql<{ provider: string; status: string; amount_minor: number; plan: string }>(server,
      'SELECT provider, status, amount_minor, plan FROM billing_orders WHERE user_id = ?', [learner.id]);
    expect(order).to.deep.equal({ provider: 'manual', status: 'paid', amount_minor: 0, plan: 'grant' });
  });

  it('at a server’s start, returns to Free the Premium that ran out with no job to end it', async () => {
    const learner = await registerLearner(server);
    await server.kernel.inContext(() => server.kernel.container.get(GrantPremium).execute(learner.email, 1, CLI_OPERATOR));
    await sql(server, "DELETE FROM pgboss.job WHERE name = ? AND data->>'userId' = ?", [PREMIUM_EXPIRY_QUEUE, String(learner.id)]);
    await sql(server, "UPDATE billing_accounts SET premium_expires_at = now() - interval '2 days' WHERE user_id = ?", [learner.id]);
    const swept = await server.kernel.inContext(() => server.kernel.container.get(ExpirePremium).sweep());
    expect(swept).to.be.at.least(1);
    expect(await storedAccount(server, learner.id)).to.include({ tier: 'Free', premium_expires_at: null });
  });
});
