import { expect } from 'chai';
import { GrantPremium, PREMIUM_EXPIRY_QUEUE, UNLIMITED } from '#src/modules/billing/index.ts';
import { ChangeSubscription, CLI_OPERATOR } from '#src/modules/identity/index.ts';
import { addMonths } from '#src/modules/billing/domain/account.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { freePort } from '../support/app-server.ts';
import { startFakeBePaid, type FakeBePaid } from '../support/fake-bepaid-server.ts';
import { registerLearner, sql, storedAccount, type Learner } from '../support/billing.ts';
import { TEST_SELLER_ENV } from '../support/seller.ts';
import { Writable } from 'node:stream';
import { createLogger } from '#src/platform/logger.ts';

interface OrderRow {
  id: string;
  status: string;
  amount_minor: number;
  currency: string;
  checkout_token: string | null;
  paid_by: string | null;
  history: { status: string; at: string; note?: string }[];
}

/** A line the server logged about a payment notification: pino's level (30 info, 40 warn) and the outcome. */
interface NotificationLine { level: number; msg: string; orderId: string | null; outcome: string }

describe('Billing with bePaid (a protocol-faithful fake on 127.0.0.1)', function () {
  let bepaid: FakeBePaid;
  let server: TestServer;
  let publicUrl: string;
  const notificationLines: NotificationLine[] = [];
  before(async () => {
    bepaid = await startFakeBePaid();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    const console = new Writable({
      write(chunk, _encoding, done) {
        const lines = String(chunk).split('\n').filter(Boolean).map((l) => JSON.parse(l) as NotificationLine);
        notificationLines.push(...lines.filter((l) => l.msg?.startsWith('payment notification')));
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: 'info', logPretty: false, DATA_DIR: '.' }, false, console);
    // Every test signs up learners of its own, more than one address may in an hour.
    server = await startTestServer({ PORT: String(port), REGISTRATIONS_PER_HOUR: '100', ...bepaid.env(publicUrl) }, undefined, logger);
  });
  after(async () => {
    await server.stop();
    await bepaid.stop();
  });

  /** Orders a plan as the payment page does; answers the checkout's token. */
  async function checkout(learner: Learner, plan = 'monthly', lang = 'en'): Promise<string> {
    const res = await server.api(`/api/payments/session?lang=${lang}`, { token: learner.token, body: { plan } });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.token;
  }
  const orderOf = async (token: string) =>
    (await sql<OrderRow>(server, 'SELECT id, status, amount_minor, currency, checkout_token, paid_by, history FROM billing_orders WHERE checkout_token = ?', [token]))[0]!;
  const usageOf = async (learner: Learner) => (await server.api('/api/dashboard/usage', { token: learner.token })).body;
  const paymentsOf = (orderId: string) => sql<{ transaction_id: string; outcome: string }>(server, 'SELECT transaction_id, outcome FROM billing_payments WHERE order_id = ?', [orderId]);

  it('tells the payment page that bePaid takes payment, in which currency, and where its widget script is', async () => {
    const { checkout: info } = (await server.api('/api/billing/plans')).body;
    expect(info).to.deep.equal({ provider: 'bepaid', currency: 'BYN', widgetUrl: bepaid.widgetUrl });
  });

  it('names the seller and support as the operator set them, English standing in for a Russian text not given', async () => {
    const res = await server.api('/api/billing/seller');
    expect(res.status).to.equal(200);
    const s = TEST_SELLER_ENV;
    expect(res.body).to.deep.equal({
      supportEmail: s.SUPPORT_EMAIL, phone: s.SUPPORT_PHONE, supportHours: { en: s.SUPPORT_HOURS, ru: s.SUPPORT_HOURS_RU }, takesPayments: true,
      legal: { name: { en: s.SELLER_NAME, ru: s.SELLER_NAME_RU }, registrationNumber: s.SELLER_REGISTRATION_NUMBER,
        address: { en: s.SELLER_ADDRESS, ru: s.SELLER_ADDRESS_RU }, jurisdiction: { en: s.SELLER_JURISDICTION, ru: s.SELLER_JURISDICTION_RU } },
    });
    const other = await startTestServer({ SUPPORT_EMAIL: 'solo@example.com', SELLER_NAME: 'Solo LLC', SELLER_REGISTRATION_NUMBER: '1', SELLER_ADDRESS: 'Minsk', SELLER_JURISDICTION: 'Belarus' });
    try {
      expect((await other.api('/api/billing/seller')).body.legal.name).to.deep.equal({ en: 'Solo LLC', ru: 'Solo LLC' });
    } finally {
      await other.stop();
    }
  });

  it('lets the page load bePaid’s widget script and frame its checkout (Content-Security-Policy), nothing else', async () => {
    const csp = Object.fromEntries(((await server.api('/api/health')).headers.get('content-security-policy') ?? '').split(';')
      .map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(csp['script-src']).to.deep.equal(["'self'", bepaid.url]);
    expect(csp['frame-src']).to.deep.equal(["'self'", bepaid.url]);
    expect(csp['connect-src']).to.deep.equal(["'self'", bepaid.url]);
    expect(csp['frame-ancestors']).to.deep.equal(["'none'"]);
  });

  it('orders the plan and makes a bePaid checkout: Basic, X-API-Version 2, minor units, currency, our order as tracking_id, the URLs, test mode', async () => {
    const learner = await registerLearner(server);
    const res = await server.api('/api/payments/session?lang=ru', { token: learner.token, body: { plan: 'sixMonths' } });
    expect(res.status).to.equal(201);
    const sent = bepaid.checkouts.at(-1)!;
    expect(res.body).to.deep.equal({ token: sent.token, redirectUrl: `${bepaid.url}/v2/checkout?token=${sent.token}` });
    expect(sent.authorization).to.equal(bepaid.basic());
    expect(sent.apiVersion).to.equal('2');
    const order = await orderOf(sent.token);
    expect(sent.body.checkout).to.deep.equal({
      transaction_type: 'payment',
      test: true,
      order: { amount: 48061, currency: 'BYN', description: 'Rapport Premium, 6 месяцев', tracking_id: order.id },
      settings: {
        notification_url: `${publicUrl}/api/payments/webhooks/bepaid`, success_url: `${publicUrl}/dashboard?payment=success`,
        decline_url: `${publicUrl}/payment?payment=failed`, fail_url: `${publicUrl}/payment?payment=failed`, cancel_url: `${publicUrl}/payment?payment=failed`,
        language: 'ru',
      },
    });
    expect(order).to.deep.include({ status: 'pending', amount_minor: 48061, currency: 'BYN', paid_by: null });
    expect(order.history.map((e) => e.status)).to.deep.equal(['created', 'pending']);
  });

  it('answers 502 BILLING.PROVIDER_UNAVAILABLE when bePaid fails, and keeps the order, as failed', async () => {
    const learner = await registerLearner(server);
    bepaid.failNext(503);
    const res = await server.api('/api/payments/session', { token: learner.token, body: { plan: 'oneYear' } });
    expect([res.status, res.body.error.code]).to.deep.equal([502, 'BILLING.PROVIDER_UNAVAILABLE']);
    const [order] = await sql<OrderRow>(server, 'SELECT status, amount_minor, history FROM billing_orders WHERE user_id = ?', [learner.id]);
    expect(order).to.deep.include({ status: 'failed', amount_minor: 74761 });
    expect(order!.history.at(-1)!.note).to.match(/not answering/);
  });

  it('starts Premium when bePaid notifies a payment: unlimited usage (2147483647), in the profile too, with its end queued', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    const before = Date.now();
    const delivery = await bepaid.pay(token);
    expect(delivery).to.deep.equal({ status: 200, body: JSON.stringify({ received: true }) });
    const usage = await usageOf(learner);
    expect(usage).to.include({ subscriptionTier: 'Premium', sessionLimit: UNLIMITED, coachSessionLimit: UNLIMITED });
    const expires = new Date(usage.subscriptionExpiresAt).getTime();
    expect(expires).to.be.within(addMonths(new Date(before), 1).getTime(), addMonths(new Date(), 1).getTime());
    expect((await server.api('/api/auth/me', { token: learner.token })).body.usage).to.deep.equal(usage);
    const order = await orderOf(token);
    const uid = JSON.parse(bepaid.lastSent(token)!.raw).transaction.uid;
    expect(order).to.deep.include({ status: 'paid', paid_by: uid });
    expect(await paymentsOf(order.id)).to.deep.equal([{ transaction_id: uid, outcome: 'succeeded' }]);
    const jobs = await sql<{ start_after: Date }>(server, "SELECT start_after FROM pgboss.job WHERE name = ? AND data->>'userId' = ?", [PREMIUM_EXPIRY_QUEUE, String(learner.id)]);
    expect(jobs.map((j) => new Date(j.start_after).toISOString())).to.deep.equal([usage.subscriptionExpiresAt]);
  });

  it('extends an active Premium from its current expiry', async () => {
    const learner = await registerLearner(server);
    await bepaid.pay(await checkout(learner, 'monthly'));
    const first = new Date((await usageOf(learner)).subscriptionExpiresAt);
    await bepaid.pay(await checkout(learner, 'sixMonths'));
    expect((await usageOf(learner)).subscriptionExpiresAt).to.equal(addMonths(first, 6).toISOString());
  });

  it('refuses with 401 and changes nothing: a forged signature, a body changed after signing, no signature, wrong or no Basic', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    const genuine = bepaid.notificationFor(token, 'successful');
    const tampered = genuine.replace('"status":"successful"', '"status":"successful" ');
    const attempts = [
      bepaid.notify(token, genuine, { signature: bepaid.sign(`${genuine} `) }),
      bepaid.notify(token, tampered, { signature: bepaid.sign(genuine) }),
      bepaid.notify(token, genuine, { signature: null }),
      bepaid.notify(token, genuine, { signature: 'bm90IGEgc2lnbmF0dXJl' }),
      bepaid.notify(token, genuine, { basic: bepaid.basic(bepaid.shopId, 'not-the-secret') }),
      bepaid.notify(token, genuine, { basic: bepaid.basic('1', bepaid.secretKey) }),
      bepaid.notify(token, genuine, { basic: null }),
    ];
    for (const delivery of await Promise.all(attempts)) {
      expect(delivery.status).to.equal(401);
      expect(JSON.parse(delivery.body).error.code).to.equal('BILLING.NOTIFICATION_REJECTED');
    }
    const order = await orderOf(token);
    expect(order.status).to.equal('pending');
    expect(order.history.map((e) => e.status)).to.deep.equal(['created', 'pending']);
    expect(await paymentsOf(order.id)).to.deep.equal([]);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Free');
  });

  it('records an amount, currency or test-mode mismatch on the order and does not activate', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    for (const changes of [{ amount: 100 }, { currency: 'USD' }, { test: false }]) expect((await bepaid.pay(token, changes)).status).to.equal(200);
    const order = await orderOf(token);
    expect(order.status).to.equal('mismatch');
    expect(order.history.slice(2).map((e) => e.note!.replace(/^\S+ /, ''))).to.deep.equal([
      '(successful): amount 100 instead of 8900', '(successful): currency USD instead of BYN', '(successful): a live payment for a test order',
    ]);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Free');
    expect(await storedAccount(server, learner.id)).to.include({ tier: 'Free' });
  });

  it('records a declined payment as failed, with bePaid’s reason', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    expect((await bepaid.decline(token)).status).to.equal(200);
    const order = await orderOf(token);
    expect(order.status).to.equal('failed');
    expect(order.history.at(-1)!.note).to.match(/ failed: Insufficient funds$/);
    expect((await paymentsOf(order.id)).map((p) => p.outcome)).to.deep.equal(['failed']);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Free');
  });

  it('changes nothing on a replayed notification', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    await bepaid.pay(token);
    const after = { usage: await usageOf(learner), order: await orderOf(token) };
    const replay = await bepaid.notify(token, bepaid.lastSent(token)!.raw);
    expect(replay.status).to.equal(200);
    expect(await usageOf(learner)).to.deep.equal(after.usage);
    expect(await orderOf(token)).to.deep.equal(after.order);
    expect(await paymentsOf(after.order.id)).to.have.length(1);
  });

  /** A reversal (refund, chargeback) of the checkout's payment as bePaid notifies it: its own uid, the payment's as parent_uid. */
  async function reversal(token: string, changes: Partial<{ type: string; amount: number; status: string; parent_uid: string; tracking_id: string | null }> = {}) {
    const paidUid = (await orderOf(token)).paid_by!;
    // A refund made in bePaid's back office carries no tracking id of ours: the parent names the order.
    return bepaid.notificationFor(token, 'successful', { uid: `refund-${Math.random().toString(16).slice(2)}`, type: 'refund', parent_uid: paidUid, tracking_id: null, ...changes });
  }
  const latestNote = async (token: string) => (await orderOf(token)).history.at(-1)!.note;

  it('withdraws the Premium a payment bought when bePaid notifies its full refund: the learner is on Free again, this month as used as it was', async () => {
    const learner = await registerLearner(server);
    // The Free month used up (5 of 5), ten days before it starts again.
    const resetAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 10 * 86_400_000);
    await sql(server, 'UPDATE billing_accounts SET session_count = 5, coach_session_count = 2, monthly_reset_date = ? WHERE user_id = ?', [resetAt, learner.id]);
    const token = await checkout(learner);
    await bepaid.pay(token);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Premium');
    expect((await bepaid.notify(token, await reversal(token))).status).to.equal(200);
    // Not a fresh allowance: paying and having it refunded must not buy the month anew.
    expect(await usageOf(learner)).to.include({ subscriptionTier: 'Free', subscriptionExpiresAt: null, sessionCount: 5, sessionLimit: 5,
      coachSessionCount: 2, monthlyResetDate: resetAt.toISOString() });
    const order = await orderOf(token);
    expect(order.status).to.equal('refunded');
    expect(order.history.at(-1)!.note).to.match(/refund:successful: the whole amount given back; Premium ended$/);
    expect((await paymentsOf(order.id)).map((p) => p.outcome)).to.deep.equal(['succeeded', 'succeeded']);
  });

  it('moves the end back by the refunded order’s months, keeps the rest, and queues the end at the new date', async () => {
    const learner = await registerLearner(server);
    await bepaid.pay(await checkout(learner, 'monthly'));
    const monthEnd = (await usageOf(learner)).subscriptionExpiresAt;
    const six = await checkout(learner, 'sixMonths');
    await bepaid.pay(six);
    expect((await bepaid.notify(six, await reversal(six, { type: 'chargeback' }))).status).to.equal(200);
    const usage = await usageOf(learner);
    expect(usage).to.include({ subscriptionTier: 'Premium', subscriptionExpiresAt: monthEnd });
    expect(await latestNote(six)).to.match(/chargeback:successful: the whole amount given back; Premium shortened by 6 month\(s\)$/);
    const jobs = await sql<{ start_after: Date }>(server, "SELECT start_after FROM pgboss.job WHERE name = ? AND data->>'userId' = ?", [PREMIUM_EXPIRY_QUEUE, String(learner.id)]);
    expect(jobs.map((j) => new Date(j.start_after).toISOString())).to.include(monthEnd);
  });

  it('keeps Premium through a partial refund, and withdraws it once refunds add up to the whole amount', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    await bepaid.pay(token);
    await bepaid.notify(token, await reversal(token, { amount: 3000 }));
    expect((await usageOf(learner)).subscriptionTier).to.equal('Premium');
    expect(await latestNote(token)).to.match(/: 3000 of 8900 given back; nothing withdrawn before the whole amount is back$/);
    expect((await orderOf(token)).status).to.equal('paid');
    await bepaid.notify(token, await reversal(token, { amount: 5900 }));
    expect((await usageOf(learner)).subscriptionTier).to.equal('Free');
    expect((await orderOf(token)).status).to.equal('refunded');
    // A chargeback of a payment refunded already: nothing more to withdraw, and the operator is told it is money given back twice.
    await bepaid.pay(await checkout(learner));
    expect((await usageOf(learner)).subscriptionTier).to.equal('Premium');
    expect((await bepaid.notify(token, await reversal(token, { type: 'chargeback' }))).status).to.equal(200);
    expect((await usageOf(learner)).subscriptionTier, 'the new payment’s Premium stays').to.equal('Premium');
    expect(await latestNote(token)).to.match(/chargeback:successful: given back again, nothing more to withdraw; 17800 BYN given back for a payment of 8900, 8900 more than was paid: check with the provider$/);
  });

  it('notes a full refund for a learner already on Free as such: Premium ended early (revoked) or run out, nothing withdrawn', async () => {
    const revoked = await registerLearner(server);
    const revokedOrder = await checkout(revoked);
    await bepaid.pay(revokedOrder);
    // `rapport billing revoke`, the console's change to Free by another door.
    await server.kernel.inContext(() => server.kernel.container.get(ChangeSubscription).endPremium(revoked.email, CLI_OPERATOR));
    const free = await usageOf(revoked);
    expect(free.subscriptionTier).to.equal('Free');
    expect((await bepaid.notify(revokedOrder, await reversal(revokedOrder))).status).to.equal(200);
    expect(await latestNote(revokedOrder)).to.match(/refund:successful: the whole amount given back; the account is on Free, nothing to withdraw$/);
    expect((await orderOf(revokedOrder)).status).to.equal('refunded');
    expect(await usageOf(revoked)).to.deep.equal(free);

    const lapsed = await registerLearner(server);
    const lapsedOrder = await checkout(lapsed);
    await bepaid.pay(lapsedOrder);
    await sql(server, "UPDATE billing_accounts SET premium_expires_at = now() - interval '1 minute' WHERE user_id = ?", [lapsed.id]);
    await bepaid.notify(lapsedOrder, await reversal(lapsedOrder));
    expect(await latestNote(lapsedOrder)).to.match(/the whole amount given back; the account is on Free, nothing to withdraw$/);
    expect((await usageOf(lapsed)).subscriptionTier).to.equal('Free');
  });

  it('takes nothing from a Premium that began after the refunded payment: revoked then granted, or run out then bought again', async () => {
    const regranted = await registerLearner(server);
    const oldOrder = await checkout(regranted);
    await bepaid.pay(oldOrder);
    await server.kernel.inContext(async () => {
      await server.kernel.container.get(ChangeSubscription).endPremium(regranted.email, CLI_OPERATOR);
      await server.kernel.container.get(GrantPremium).execute(regranted.email, 2, CLI_OPERATOR);
    });
    const granted = await usageOf(regranted);
    expect((await bepaid.notify(oldOrder, await reversal(oldOrder))).status).to.equal(200);
    expect(await latestNote(oldOrder)).to.match(/the whole amount given back; the Premium it bought has ended since and the present one began later, nothing to withdraw$/);
    expect((await orderOf(oldOrder)).status).to.equal('refunded');
    expect(await usageOf(regranted)).to.deep.equal(granted);

    const rebought = await registerLearner(server);
    const first = await checkout(rebought);
    await bepaid.pay(first);
    await sql(server, "UPDATE billing_accounts SET premium_expires_at = now() - interval '1 minute' WHERE user_id = ?", [rebought.id]);
    await bepaid.pay(await checkout(rebought, 'sixMonths'));
    const sixMonths = await usageOf(rebought);
    await bepaid.notify(first, await reversal(first, { type: 'chargeback' }));
    expect(await latestNote(first)).to.match(/nothing to withdraw$/);
    expect(await usageOf(rebought)).to.deep.equal(sixMonths);
  });

  it('leaves Premium without an end as it is on a full refund, and says that is why', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    await bepaid.pay(token);
    await sql(server, 'UPDATE billing_accounts SET premium_expires_at = NULL WHERE user_id = ?', [learner.id]);
    await bepaid.notify(token, await reversal(token));
    expect(await latestNote(token)).to.match(/the whole amount given back; Premium has no end date, left as it is$/);
    expect(await usageOf(learner)).to.include({ subscriptionTier: 'Premium', subscriptionExpiresAt: null });
  });

  it('changes no Premium for a refund that failed, or one of another transaction (the second of a double payment)', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    await bepaid.pay(token);
    const premium = await usageOf(learner);
    await bepaid.notify(token, await reversal(token, { status: 'failed' }));
    const twice = JSON.parse(bepaid.notificationFor(token, 'successful')).transaction.uid as string;
    await bepaid.pay(token, { uid: twice });
    expect(await latestNote(token)).to.match(/paid again .*refund it$/);
    await bepaid.notify(token, await reversal(token, { parent_uid: twice, tracking_id: (await orderOf(token)).id }));
    expect(await usageOf(learner)).to.deep.equal(premium);
    const order = await orderOf(token);
    expect(order.status).to.equal('paid');
    expect(order.history.at(-1)!.note).to.match(new RegExp(`8900 BYN given back for ${twice}; nothing withdrawn$`));
    expect(order.history.some((e) => /refund:failed$/.test(e.note ?? ''))).to.equal(true);
  });

  it('turns away a refund that comes before its payment’s notification, keeping nothing, and withdraws once it comes again after it', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    // The payment's notification failed (a database blip): bePaid will send it again. Meanwhile the payment is refunded.
    const payment = bepaid.notificationFor(token, 'successful');
    const paidUid = JSON.parse(payment).transaction.uid as string;
    const order = await orderOf(token);
    for (const tracking_id of [null, order.id]) {
      const refund = bepaid.notificationFor(token, 'successful', { uid: `refund-${Math.random().toString(16).slice(2)}`, type: 'refund', parent_uid: paidUid, tracking_id });
      const early = await bepaid.notify(token, refund);
      expect([early.status, JSON.parse(early.body).error.code]).to.deep.equal([409, 'BILLING.REVERSAL_AHEAD_OF_PAYMENT']);
      expect(await paymentsOf(order.id)).to.deep.equal([]);
      expect(await sql(server, 'SELECT 1 FROM billing_payments WHERE transaction_id = ?', [JSON.parse(refund).transaction.uid])).to.deep.equal([]);
    }
    expect((await bepaid.notify(token, payment)).status).to.equal(200);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Premium');
    // Sent again after the payment, the refund takes back what it bought.
    expect((await bepaid.notify(token, await reversal(token))).status).to.equal(200);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Free');
    expect((await orderOf(token)).status).to.equal('refunded');
  });

  it('fails the order when bePaid says its checkout expired unpaid, and still activates a payment made after all', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    const expired = await bepaid.notify(token, bepaid.expiryNotificationFor(token));
    expect(expired.status, expired.body).to.equal(200);
    expect((await orderOf(token)).status).to.equal('failed');
    expect(await latestNote(token)).to.equal(`checkout:${token}: the checkout expired unpaid`);
    await bepaid.pay(token);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Premium');
  });

  it('activates a payment whose message is longer than the log keeps', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    expect((await bepaid.pay(token, { message: 'x'.repeat(600) })).status).to.equal(200);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Premium');
    const [payment] = await sql<{ message: string }>(server, 'SELECT message FROM billing_payments WHERE order_id = ?', [(await orderOf(token)).id]);
    expect(payment!.message).to.have.length(500);
  });

  it('flags a payment for an account given Premium without an end after the checkout opened: paid, "refund it", logged as a warning, Premium as it was', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    // An operator grants Premium with no end while the learner is on bePaid's page.
    await sql(server, "UPDATE billing_accounts SET tier = 'Premium', premium_expires_at = NULL WHERE user_id = ?", [learner.id]);
    const granted = await usageOf(learner);
    expect((await bepaid.pay(token)).status).to.equal(200);
    const order = await orderOf(token);
    const uid = JSON.parse(bepaid.lastSent(token)!.raw).transaction.uid;
    expect(order).to.deep.include({ status: 'paid', paid_by: uid });
    expect(order.history.at(-1)!.note).to.equal(`${uid} successful: the account has Premium with no end date, so this bought nothing; refund it`);
    expect(await usageOf(learner)).to.deep.equal(granted);
    expect(notificationLines.filter((l) => l.orderId === order.id).map((l) => [l.level, l.outcome])).to.deep.equal([[40, 'premium-without-end']]);
    expect((await sql<{ bought_nothing: boolean }>(server, 'SELECT bought_nothing FROM billing_orders WHERE id = ?', [order.id]))[0]!.bought_nothing).to.equal(true);
    // The operator then gives that Premium an end; the refund, when they make it, takes none of it back.
    const end = new Date('2030-12-31T12:00:00.000Z');
    await sql(server, 'UPDATE billing_accounts SET premium_expires_at = ? WHERE user_id = ?', [end, learner.id]);
    const dated = await usageOf(learner);
    expect(dated.subscriptionExpiresAt).to.equal(end.toISOString());
    await bepaid.notify(token, await reversal(token));
    expect(await latestNote(token)).to.match(/the whole amount given back; it bought nothing, nothing to withdraw$/);
    expect((await orderOf(token)).status).to.equal('refunded');
    expect(await usageOf(learner)).to.deep.equal(dated);
  });

  it('logs an ordinary activation at info, and what an operator must act on (paid twice) as a warning', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    await bepaid.pay(token);
    await bepaid.pay(token, { uid: `twice-${Math.random().toString(16).slice(2)}` });
    const { id } = await orderOf(token);
    expect(notificationLines.filter((l) => l.orderId === id).map((l) => [l.level, l.outcome])).to.deep.equal([[30, 'activated'], [40, 'paid-twice']]);
  });

  it('refuses a checkout, 409 BILLING.PREMIUM_WITHOUT_END, for Premium that has no end: nothing is ordered and bePaid is not asked', async () => {
    const learner = await registerLearner(server);
    await sql(server, "UPDATE billing_accounts SET tier = 'Premium', premium_expires_at = NULL WHERE user_id = ?", [learner.id]);
    const asked = bepaid.checkouts.length;
    const res = await server.api('/api/payments/session?lang=en', { token: learner.token, body: { plan: 'oneYear' } });
    expect([res.status, res.body.error.code]).to.deep.equal([409, 'BILLING.PREMIUM_WITHOUT_END']);
    expect(bepaid.checkouts).to.have.length(asked);
    expect(await sql(server, 'SELECT id FROM billing_orders WHERE user_id = ?', [learner.id])).to.deep.equal([]);
  });

  it('lets a learner open 10 checkouts in ten minutes, then answers 429 RATE_LIMITED without asking bePaid', async () => {
    const learner = await registerLearner(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.api('/api/payments/session', { token: learner.token, body: { plan: 'monthly' } })));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(10).fill(201));
    const asked = bepaid.checkouts.length;
    const refused = await server.api('/api/payments/session', { token: learner.token, body: { plan: 'monthly' } });
    expect([refused.status, refused.body.error.code]).to.deep.equal([429, 'RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 600);
    expect(bepaid.checkouts).to.have.length(asked);
    expect((await server.api('/api/payments/session', { token: (await registerLearner(server)).token, body: { plan: 'monthly' } })).status).to.equal(201);
  });

  it('counts only checkouts that were opened: ten that bePaid failed (502) do not lock the learner out of the eleventh', async () => {
    const learner = await registerLearner(server);
    for (let i = 0; i < 10; i++) {
      bepaid.failNext(503);
      const failed = await server.api('/api/payments/session', { token: learner.token, body: { plan: 'monthly' } });
      expect([failed.status, failed.body.error.code]).to.deep.equal([502, 'BILLING.PROVIDER_UNAVAILABLE']);
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.api('/api/payments/session', { token: learner.token, body: { plan: 'monthly' } })));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(10).fill(201));
    const refused = await server.api('/api/payments/session', { token: learner.token, body: { plan: 'monthly' } });
    expect([refused.status, refused.body.error.code]).to.deep.equal([429, 'RATE_LIMITED']);
  });

  it('activates once for 20 concurrent copies of one notification', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    const raw = bepaid.notificationFor(token, 'successful');
    const before = Date.now();
    const deliveries = await Promise.all(Array.from({ length: 20 }, () => bepaid.notify(token, raw)));
    expect(deliveries.map((d) => d.status)).to.deep.equal(Array(20).fill(200));
    const expires = new Date((await usageOf(learner)).subscriptionExpiresAt).getTime();
    expect(expires).to.be.within(addMonths(new Date(before), 1).getTime(), addMonths(new Date(), 1).getTime()); // one month, not twenty
    const order = await orderOf(token);
    expect(order.history.filter((e) => e.status === 'paid')).to.have.length(1);
    expect(await paymentsOf(order.id)).to.have.length(1);
  });

  it('lets a pending transaction change once, to its final word: incomplete, then successful, activates once', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    const pending = bepaid.notificationFor(token, 'successful', { status: 'incomplete' });
    const { uid } = JSON.parse(pending).transaction;
    expect((await bepaid.notify(token, pending)).status).to.equal(200);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Free');
    expect((await orderOf(token)).status).to.equal('pending');
    expect((await bepaid.pay(token, { uid })).status).to.equal(200);
    const premium = await usageOf(learner);
    expect(premium.subscriptionTier).to.equal('Premium');
    expect((await bepaid.notify(token, pending)).status).to.equal(200); // an old pending word changes nothing now
    expect(await usageOf(learner)).to.deep.equal(premium);
    expect(await paymentsOf((await orderOf(token)).id)).to.deep.equal([{ transaction_id: uid, outcome: 'succeeded' }]);
  });

  it('records a signed notification for no order of ours, activating nothing, and answers 400 to a signed body that is no notification', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    const stranger = bepaid.notificationFor(token, 'successful', { tracking_id: 'not-one-of-ours' });
    expect((await bepaid.notify(token, stranger)).status).to.equal(200);
    const uid = JSON.parse(stranger).transaction.uid;
    expect(await sql(server, 'SELECT order_id, outcome FROM billing_payments WHERE transaction_id = ?', [uid])).to.deep.equal([{ order_id: null, outcome: 'succeeded' }]);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Free');
    const nonsense = await bepaid.notify(token, '{"hello":"world"}');
    expect([nonsense.status, JSON.parse(nonsense.body).error.code]).to.deep.equal([400, 'VALIDATION_FAILED']);
  });

  it('pays through the hosted checkout page: the Pay button notifies, then returns the browser to the success banner', async () => {
    const learner = await registerLearner(server);
    const token = await checkout(learner);
    const page = await fetch(`${bepaid.url}/v2/checkout?token=${token}`);
    expect(await page.text()).to.include('<button type="submit">Pay</button>').and.include('<button type="submit">Decline</button>');
    const paid = await fetch(`${bepaid.url}/v2/checkout/pay`, { method: 'POST', body: new URLSearchParams({ token }), redirect: 'manual' });
    expect([paid.status, paid.headers.get('location')]).to.deep.equal([303, `${publicUrl}/dashboard?payment=success`]);
    expect((await usageOf(learner)).subscriptionTier).to.equal('Premium');
    const widget = await (await fetch(bepaid.widgetUrl)).text();
    expect(widget).to.include('window.BeGateway = BeGateway');
  });
});

describe('bePaid test mode at start-up', function () {
  /** The warnings a server logs while starting with these settings. */
  async function startUpWarnings(bepaid: FakeBePaid, testMode: string): Promise<string[]> {
    const warnings: string[] = [];
    const console = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { level: number | string; msg: string };
          if (entry.level === 40 || entry.level === 'warn') warnings.push(entry.msg);
        }
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: 'info', logPretty: false, DATA_DIR: '.' }, false, console);
    const port = await freePort();
    const server = await startTestServer({ PORT: String(port), LOG_LEVEL: 'info', ...bepaid.env(`http://127.0.0.1:${port}`, { BEPAID_TEST_MODE: testMode }) }, undefined, logger);
    await server.stop();
    return warnings;
  }

  it('warns that test cards give real Premium while BEPAID_TEST_MODE is on, and says nothing of it otherwise', async () => {
    const bepaid = await startFakeBePaid();
    try {
      const on = await startUpWarnings(bepaid, 'true');
      expect(on.filter((m) => /test mode/.test(m))).to.deep.equal(['bePaid test mode (BEPAID_TEST_MODE=true): test cards give real Premium; turn it off before taking payments']);
      expect((await startUpWarnings(bepaid, 'false')).filter((m) => /test mode/.test(m))).to.deep.equal([]);
    } finally {
      await bepaid.stop();
    }
  });
});
