import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_SELLER_ENV } from './seller.ts';

/**
 * A protocol-faithful bePaid on 127.0.0.1 (Checkout API v2, docs.bepaid.by): checkouts need HTTP
 * Basic with the shop's id and secret key and `X-API-Version: 2`, and answer bePaid's shapes; the
 * hosted checkout page has Pay and Decline buttons that send the notification bePaid would (Basic
 * and a `Content-Signature` by the shop's RSA key, made at start) and then return the browser to
 * the shop; the widget script opens that page.
 */

/** The request body of POST /ctp/api/checkouts, as far as the fake checks it. */
export interface CheckoutBody {
  checkout: {
    transaction_type: string;
    test?: boolean;
    order: { amount: number; currency: string; description: string; tracking_id?: string };
    settings: { notification_url: string; success_url: string; decline_url: string; fail_url: string; cancel_url: string; language?: string };
  };
}

export interface RecordedCheckout {
  token: string;
  authorization: string | undefined;
  apiVersion: string | undefined;
  body: CheckoutBody;
}

/** The shop's answer to a notification. */
export interface Delivery {
  status: number;
  body: string;
}

export interface Sent {
  raw: string;
  signature: string;
}

/** Fields of the notification's transaction a test may change (to forge an amount, a currency…). */
export type TransactionChanges = Partial<{
  uid: string; status: string; amount: number; currency: string; tracking_id: string | null; test: boolean; message: string;
  /** refund, chargeback or void: money given back for the payment `parent_uid`. */
  type: string; parent_uid: string;
}>;

export interface FakeBePaid {
  /** BEPAID_CHECKOUT_URL */
  url: string;
  shopId: string;
  secretKey: string;
  /** The shop's public key as bePaid's back office shows it: bare base64 (DER SubjectPublicKeyInfo). */
  publicKey: string;
  widgetUrl: string;
  /** The settings a Rapport server needs to use this fake (PUBLIC_URL: where it is reachable). */
  env(publicUrl: string, extra?: Record<string, string>): Record<string, string>;
  /** Checkouts made, oldest first; refusals (bad credentials, no API version) are not here. */
  checkouts: RecordedCheckout[];
  /** Requests to /ctp/api/checkouts refused, with why. */
  refusals: string[];
  /** The next checkout request is answered with this status (bePaid down, or refusing), and this body. */
  failNext(status: number, body?: unknown): void;
  /** The Pay button: a successful transaction for the checkout, notified; resolves to the shop's answer. */
  pay(token: string, changes?: TransactionChanges): Promise<Delivery>;
  /** The Decline button: a failed transaction, notified. */
  decline(token: string, changes?: TransactionChanges): Promise<Delivery>;
  /** The notification body bePaid would send for the checkout. */
  notificationFor(token: string, status: 'successful' | 'failed', changes?: TransactionChanges): string;
  /** The notification bePaid sends when a checkout's payment token runs out unpaid (no transaction). */
  expiryNotificationFor(token: string): string;
  /** Posts a body to the checkout's notification_url: signed and with the shop's Basic unless told otherwise (null: left out). */
  notify(token: string, raw: string, options?: { signature?: string | null; basic?: string | null }): Promise<Delivery>;
  /** The last notification sent for the checkout, exactly as sent. */
  lastSent(token: string): Sent | undefined;
  sign(raw: string): string;
  basic(shopId?: string, secretKey?: string): string;
  stop(): Promise<void>;
}

const basicOf = (id: string, key: string) => `Basic ${Buffer.from(`${id}:${key}`).toString('base64')}`;

export async function startFakeBePaid(): Promise<FakeBePaid> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const shopId = String(361 + Math.floor(Math.random() * 1000));
  const secretKey = randomBytes(24).toString('hex');
  const checkouts: RecordedCheckout[] = [];
  const refusals: string[] = [];
  const sent = new Map<string, Sent>();
  let failNext: { status: number; body: unknown } | undefined;
  let url = '';

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => json(res, 500, { message: `fake bePaid: ${(err as Error).message}` }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', url);
    if (req.method === 'POST' && path.pathname === '/ctp/api/checkouts') return createCheckout(req, res);
    if (req.method === 'GET' && path.pathname === '/v2/checkout') return checkoutPage(res, path.searchParams.get('token') ?? '');
    if (req.method === 'POST' && (path.pathname === '/v2/checkout/pay' || path.pathname === '/v2/checkout/decline')) {
      const token = new URLSearchParams(await read(req)).get('token') ?? '';
      const checkout = find(token);
      if (!checkout) return html(res, 404, '<p>Unknown payment token.</p>');
      const paid = path.pathname.endsWith('/pay');
      await (paid ? api.pay(token) : api.decline(token));
      const settings = checkout.body.checkout.settings;
      res.writeHead(303, { location: paid ? settings.success_url : settings.decline_url }).end();
      return;
    }
    if (req.method === 'GET' && path.pathname === '/widget/be_gateway.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(widgetScript(url));
      return;
    }
    json(res, 404, { message: `fake bePaid: no route ${req.method} ${path.pathname}` });
  }

  async function createCheckout(req: IncomingMessage, res: ServerResponse) {
    const raw = await read(req);
    if (req.headers.authorization !== basicOf(shopId, secretKey)) {
      refusals.push('credentials');
      return json(res, 401, { message: 'Access denied: the shop id and secret key do not match.' });
    }
    if (req.headers['x-api-version'] !== '2') {
      refusals.push('api version');
      return json(res, 400, { message: 'Send X-API-Version: 2 for the Checkout API v2.' });
    }
    if (failNext !== undefined) {
      const { status, body } = failNext;
      failNext = undefined;
      return json(res, status, body);
    }
    const body = JSON.parse(raw) as CheckoutBody;
    const errors = problemsOf(body);
    if (errors.length) return json(res, 422, { message: 'there are errors in request parameters.', errors: { checkout: errors } });
    const token = randomBytes(32).toString('hex');
    checkouts.push({ token, authorization: req.headers.authorization, apiVersion: req.headers['x-api-version'] as string, body });
    json(res, 200, { checkout: { token, redirect_url: `${url}/v2/checkout?token=${token}` } });
  }

  function checkoutPage(res: ServerResponse, token: string) {
    const checkout = find(token);
    if (!checkout) return html(res, 404, '<p>Unknown payment token.</p>');
    const { order } = checkout.body.checkout;
    const form = (action: string, label: string) =>
      `<form method="post" action="/v2/checkout/${action}"><input type="hidden" name="token" value="${token}"><button type="submit">${label}</button></form>`;
    html(res, 200, `<h1>bePaid test checkout</h1><p>${escape(order.description)}: ${(order.amount / 100).toFixed(2)} ${escape(order.currency)}</p>` +
      form('pay', 'Pay') + form('decline', 'Decline'));
  }

  const find = (token: string) => checkouts.find((c) => c.token === token);

  const api: FakeBePaid = {
    url: '',
    shopId,
    secretKey,
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    widgetUrl: '',
    checkouts,
    refusals,
    env(publicUrl, extra = {}) {
      return {
        PAYMENT_PROVIDER: 'bepaid', PUBLIC_URL: publicUrl, BEPAID_CHECKOUT_URL: url, BEPAID_SHOP_ID: shopId, BEPAID_SECRET_KEY: secretKey,
        BEPAID_PUBLIC_KEY: api.publicKey, BEPAID_TEST_MODE: 'true', BEPAID_WIDGET_URL: api.widgetUrl, ...TEST_SELLER_ENV, ...extra,
      };
    },
    failNext(status, body = { message: 'Service temporarily unavailable.' }) {
      failNext = { status, body };
    },
    pay: (token, changes) => api.notify(token, api.notificationFor(token, 'successful', changes)),
    decline: (token, changes) => api.notify(token, api.notificationFor(token, 'failed', changes)),
    notificationFor(token, status, changes = {}) {
      const checkout = find(token);
      if (!checkout) throw new Error(`fake bePaid: no checkout ${token}`);
      const { order, test } = checkout.body.checkout;
      const now = new Date().toISOString();
      return JSON.stringify({
        transaction: {
          uid: `${Math.floor(1000 + Math.random() * 9000)}-${randomBytes(5).toString('hex')}`, status, amount: order.amount, currency: order.currency,
          description: order.description, type: 'payment', payment_method_type: 'credit_card', tracking_id: order.tracking_id,
          message: status === 'successful' ? 'Successfully processed' : 'Insufficient funds', test: test ?? false,
          created_at: now, updated_at: now, paid_at: status === 'successful' ? now : null,
          credit_card: { holder: 'TEST CARD', stamp: randomBytes(16).toString('hex'), brand: 'visa', last_4: '0000', first_1: '4', exp_month: 5, exp_year: 2030 },
          ...changes,
        },
      });
    },
    expiryNotificationFor(token) {
      const checkout = find(token);
      if (!checkout) throw new Error(`fake bePaid: no checkout ${token}`);
      const { order, settings, test } = checkout.body.checkout;
      return JSON.stringify({
        token, shop_id: Number(shopId), transaction_type: 'payment', gateway_response: null, status: 'expired', test: test ?? false,
        order: { ...order, additional_data: {}, expired_at: new Date().toISOString() }, settings, customer: { first_name: null, last_name: null },
      });
    },
    async notify(token, raw, options = {}) {
      const checkout = find(token);
      if (!checkout) throw new Error(`fake bePaid: no checkout ${token}`);
      const signature = options.signature === undefined ? api.sign(raw) : options.signature;
      const basic = options.basic === undefined ? basicOf(shopId, secretKey) : options.basic;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signature !== null) headers['content-signature'] = signature;
      if (basic !== null) headers.authorization = basic;
      if (options.signature === undefined && options.basic === undefined) sent.set(token, { raw, signature: signature! });
      const res = await fetch(checkout.body.checkout.settings.notification_url, { method: 'POST', headers, body: raw });
      return { status: res.status, body: await res.text() };
    },
    lastSent: (token) => sent.get(token),
    sign: (raw) => sign('sha256', Buffer.from(raw), privateKey).toString('base64'),
    basic: (id = shopId, key = secretKey) => basicOf(id, key),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.url = url;
  api.widgetUrl = `${url}/widget/be_gateway.js`;
  return api;
}

/** What bePaid would refuse in a checkout request (its required fields, docs.bepaid.by "Create a payment token"). */
function problemsOf(body: CheckoutBody): string[] {
  const c = body?.checkout;
  if (!c) return ['checkout is required'];
  const problems: string[] = [];
  if (!['payment', 'authorization', 'tokenization', 'charge'].includes(c.transaction_type)) problems.push('transaction_type is invalid');
  if (!Number.isInteger(c.order?.amount) || c.order.amount <= 0) problems.push('order.amount must be a positive integer (minor units)');
  if (!/^[A-Z]{3}$/.test(c.order?.currency ?? '')) problems.push('order.currency must be an ISO 4217 code');
  if (!c.order?.description) problems.push('order.description is required');
  for (const key of ['notification_url', 'success_url', 'decline_url', 'fail_url', 'cancel_url'] as const) {
    if (c.settings?.[key] !== undefined && !/^https?:\/\//.test(c.settings[key])) problems.push(`settings.${key} must be a URL`);
  }
  return problems;
}

/** Just enough of bePaid's widget: `new BeGateway(params).createWidget()` opens the checkout page for the token. */
const widgetScript = (origin: string) => `(function () {
  function BeGateway(params) { this.params = params || {}; }
  BeGateway.prototype.createWidget = function () {
    var p = this.params;
    var token = p.token || (p.checkout && p.checkout.token);
    var base = String(p.checkout_url || ${JSON.stringify(origin)}).replace(/\\/+$/, '');
    window.location.href = base + '/v2/checkout?token=' + encodeURIComponent(token);
  };
  window.BeGateway = BeGateway;
})();
`;

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function read(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><title>bePaid</title><body>${body}</body></html>`);
}
