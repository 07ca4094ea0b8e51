import { createHash, createPublicKey, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { ValidationError } from '#src/platform/errors.ts';
import { validationErrorOf } from '#src/platform/http/validation-details.ts';
import type { Logger } from '#src/platform/logger.ts';
import { NotificationRejectedError, ProviderUnavailableError } from '../domain/billing.errors.ts';
import type { PaymentNotice } from '../domain/order.ts';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderRequest } from '../domain/ports.ts';

export interface BePaidOptions {
  /** e.g. https://checkout.bepaid.by, without a trailing slash. */
  checkoutUrl: string;
  shopId: string;
  secretKey: string;
  /** The shop's RSA public key from the bePaid back office, as PEM (config.ts converts the bare base64 form). */
  publicKeyPem: string;
  widgetUrl: string;
  timeoutMs?: number;
}

/** bePaid's answer to a checkout (docs.bepaid.by, "Create a payment token"). */
const checkoutAnswer = z.object({ checkout: z.object({ token: z.string().min(1), redirect_url: z.url() }) });

/** A notification carries the transaction as bePaid's transaction answers do (docs.bepaid.by, "Webhook notifications"). */
const transactionNotification = z.object({
  transaction: z.object({
    uid: z.string().min(1).max(255),
    /** payment for a checkout like ours; refund, chargeback and void give its money back (`parent_uid`). */
    type: z.string().max(40).nullish(),
    parent_uid: z.string().max(255).nullish(),
    status: z.string().min(1).max(40),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(3).max(3),
    tracking_id: z.string().max(255).nullish(),
    test: z.boolean().default(false),
    message: z.string().nullish(),
  }),
});

/** A checkout's payment token ran out unpaid: no transaction, the checkout itself (same page, "expired payment token"). */
const expiryNotification = z.object({
  token: z.string().min(1).max(255),
  status: z.literal('expired'),
  test: z.boolean().default(false),
  order: z.object({ amount: z.number().int().nonnegative(), currency: z.string().min(3).max(3), tracking_id: z.string().max(255).nullish() }),
});

const REVERSALS = new Set(['refund', 'chargeback', 'void']);

/** The provider's message as the payment log keeps it (500 characters). */
const MESSAGE_LENGTH = 500;

const OUTCOMES: Record<string, PaymentNotice['outcome']> = {
  successful: 'succeeded', failed: 'failed', declined: 'failed', expired: 'failed', error: 'failed',
};

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * bePaid Checkout API v2 (hosted page and widget) with signed notifications. Checkouts are made
 * with HTTP Basic (shop id and secret key) and `X-API-Version: 2`; a notification must carry the
 * same Basic credentials and a `Content-Signature`: the base64 RSA-SHA256 signature of the raw
 * body by the shop's key pair, of which bePaid keeps the private half.
 */
export class BePaidPaymentProvider implements PaymentProvider {
  readonly name = 'bepaid' as const;
  private readonly publicKey: KeyObject;
  private readonly basic: Buffer;

  constructor(private readonly options: BePaidOptions, private readonly logger: Logger) {
    this.publicKey = createPublicKey(options.publicKeyPem);
    this.basic = digest(this.authorization());
  }

  get widgetUrl(): string {
    return this.options.widgetUrl;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const body = {
      checkout: {
        transaction_type: 'payment',
        test: request.test,
        order: { amount: request.amountMinor, currency: request.currency, description: request.description, tracking_id: request.orderId },
        settings: {
          notification_url: request.urls.notification, success_url: request.urls.success, decline_url: request.urls.decline,
          fail_url: request.urls.fail, cancel_url: request.urls.cancel, language: request.locale,
        },
      },
    };
    let status = 0;
    let answer: unknown;
    try {
      const res = await fetch(`${this.options.checkoutUrl}/ctp/api/checkouts`, {
        method: 'POST',
        headers: { authorization: this.authorization(), 'content-type': 'application/json', accept: 'application/json', 'x-api-version': '2' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      status = res.status;
      answer = await res.json().catch(() => undefined);
    } catch (err) {
      this.logger.warn({ err, orderId: request.orderId }, 'bePaid: the checkout could not be created (no answer)');
      throw new ProviderUnavailableError();
    }
    const parsed = checkoutAnswer.safeParse(answer);
    if (status < 200 || status >= 300 || !parsed.success) {
      // Only bePaid's explanation (`message`, `errors`) is logged: a 2xx answer that fails to parse may
      // still carry the checkout's token, which pays for this order.
      this.logger.warn({ status, reason: explanationOf(answer), orderId: request.orderId }, 'bePaid refused to create the checkout');
      throw new ProviderUnavailableError();
    }
    return { token: parsed.data.checkout.token, redirectUrl: parsed.data.checkout.redirect_url };
  }

  readNotification({ rawBody, headers }: ProviderRequest): PaymentNotice {
    if (!this.fromOurShop(headers.authorization) || !this.signedByBePaid(rawBody, headers['content-signature'])) throw new NotificationRejectedError();
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new ValidationError([{ path: 'body', message: 'The notification is not JSON.' }]);
    }
    if (typeof json === 'object' && json !== null && !('transaction' in json)) {
      const expiry = expiryNotification.safeParse(json);
      if (!expiry.success) throw validationErrorOf(expiry.error, ['body']);
      const { token, order, test } = expiry.data;
      return {
        kind: 'expiry', transactionId: `checkout:${token}`.slice(0, 255), parentTransactionId: null, orderId: order.tracking_id ?? null,
        outcome: 'failed', status: 'expired', amountMinor: order.amount, currency: order.currency, test, message: null,
      };
    }
    const parsed = transactionNotification.safeParse(json);
    if (!parsed.success) {
      throw validationErrorOf(parsed.error, ['body']);
    }
    const t = parsed.data.transaction;
    const type = t.type ?? 'payment';
    const kind = type === 'payment' ? 'payment' : REVERSALS.has(type) ? 'reversal' : null;
    return {
      kind: kind ?? 'payment', transactionId: t.uid, parentTransactionId: t.parent_uid ?? null, orderId: t.tracking_id ?? null,
      // Another type (an authorisation, a capture) is recorded and changes nothing.
      outcome: kind ? (OUTCOMES[t.status] ?? 'pending') : 'pending',
      status: (type !== 'payment' ? `${type}:${t.status}` : t.status).slice(0, 40),
      amountMinor: t.amount, currency: t.currency, test: t.test, message: t.message?.slice(0, MESSAGE_LENGTH) ?? null,
    };
  }

  private authorization(): string {
    return `Basic ${Buffer.from(`${this.options.shopId}:${this.options.secretKey}`).toString('base64')}`;
  }

  /** Compared as digests, so the time taken says nothing about how much of the secret was right. */
  private fromOurShop(header: string | undefined): boolean {
    return header !== undefined && timingSafeEqual(digest(header.trim().replace(/^basic\s+/i, 'Basic ')), this.basic);
  }

  private signedByBePaid(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature) return false;
    try {
      return verify('sha256', rawBody, this.publicKey, Buffer.from(signature.trim(), 'base64'));
    } catch {
      return false;
    }
  }
}

function explanationOf(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null) return answer === undefined ? 'no JSON body' : typeof answer;
  const { message, errors } = answer as { message?: unknown; errors?: unknown };
  return message === undefined && errors === undefined ? 'no message' : { message, errors };
}
