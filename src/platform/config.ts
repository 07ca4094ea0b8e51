import { createPublicKey } from 'node:crypto';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** A base URL, kept without its trailing slash so paths can be appended. */
const baseUrl = httpUrl.transform((url) => url.replace(/\/+$/, ''));

/**
 * bePaid's back office shows the shop's public key as bare base64 (DER SubjectPublicKeyInfo); PEM
 * is taken too, with real or `\n`-escaped line breaks. Kept as PEM, checked to be an RSA key here
 * so a wrong one stops start-up instead of rejecting every payment.
 */
const rsaPublicKey = z.string().transform((value, ctx) => {
  try {
    const key = value.includes('-----BEGIN')
      ? createPublicKey(value.replace(/\\n/g, '\n'))
      : createPublicKey({ key: Buffer.from(value.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
    return key.export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be the RSA public key from the bePaid back office (bare base64 or PEM)' });
    return z.NEVER;
  }
});

/** A line of text an operator writes: trimmed, at most `max` characters, no control characters. */
const text = (max: number) => z.string().trim().min(1).max(max).regex(/^[^\p{Cc}]*$/u, 'must be one line of text').optional();

/** A mail domain: labels of letters, digits and hyphens, a letters-only top level (so its addresses pass the email rule). */
const mailDomain = z.string().trim().toLowerCase().regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'must be a domain such as temp.rapport.invalid');

/**
 * Which sign-in buttons go through Auth0's social connections: button names, each optionally with
 * the tenant's connection name (`microsoft=windowslive`); a comma-separated list, blanks dropped.
 */
const auth0Connections = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^(google|facebook|github|microsoft|apple|twitter)(=[A-Za-z0-9_-]{1,100})?$/,
    'must list google, facebook, github, microsoft, apple or twitter, each optionally =<connection name>')));

/** Every setting Rapport reads. `.env.example` documents each one; keep the two in step. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  WEB_SOURCE_MAPS: bool.default(false),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BROWSER_SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  FREE_MONTHLY_SESSIONS: z.coerce.number().int().min(0).default(5),
  FREE_MONTHLY_COACH_SESSIONS: z.coerce.number().int().min(0).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool.optional(),
  /** <DATA_DIR>/logs/rapport.log is rotated when it reaches this size (fractions allowed: 0.5 is 512 KiB). */
  LOG_FILE_MAX_MB: z.coerce.number().min(0.01).max(1024).default(10),
  /** Log files kept in all, the one being written included: the logs take at most LOG_FILE_COUNT × LOG_FILE_MAX_MB. */
  LOG_FILE_COUNT: z.coerce.number().int().min(1).max(100).default(5),
  BODY_LIMIT_KB: z.coerce.number().int().min(1).max(10_240).default(100),
  LOGIN_ATTEMPTS_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  EMAIL_CHANGES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  WS_MAX_FRAME_BYTES: z.coerce.number().int().min(1024).default(64 * 1024),
  WS_MESSAGES_PER_10_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Who may set X-Forwarded-For: '' (nobody, the default), a hop count, or proxy addresses/CIDRs, comma-separated. */
  TRUST_PROXY: z.string().default(''),
  WS_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  WS_PING_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_BREAKER_FAILURE_THRESHOLD: z.coerce.number().int().min(1).default(5),
  AI_BREAKER_RESET_MS: z.coerce.number().int().min(100).default(30_000),
  /** Ask for the provider's token count in streamed replies; false for a server that refuses `stream_options`. */
  AI_STREAM_USAGE: bool.default(true),
  /** OWASP LLM10: a learner's and a session's model calls and tokens per UTC day; past either, the built-in engine plays. */
  AI_USER_CALLS_PER_DAY: z.coerce.number().int().min(1).default(300),
  AI_USER_TOKENS_PER_DAY: z.coerce.number().int().min(1).default(300_000),
  AI_SESSION_CALLS_PER_DAY: z.coerce.number().int().min(1).default(100),
  AI_SESSION_TOKENS_PER_DAY: z.coerce.number().int().min(1).default(100_000),
  /** OWASP LLM01: this many blocked messages of one learner in 10 minutes pause their sending for 10 minutes. */
  BLOCKED_MESSAGES_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
  OFFLINE_TYPING_DELAY_MS: z.coerce.number().int().min(0).default(20),
  ANALYSIS_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  // pg-boss 11 adds only 2^n seconds to this per retry (not a doubling): a minute apart, four retries
  // outlast an AI outage of several minutes and the circuit breaker's reset, where 10 s gave up in under one.
  ANALYSIS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  JOBS_SUPERVISE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(30),
  JOBS_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(2),
  SERVER_LEASE_SECONDS: z.coerce.number().int().min(2).max(300).default(10),
  PAYMENT_PROVIDER: z.enum(['none', 'bepaid']).default('none'),
  PAYMENT_CURRENCY: z.enum(['BYN', 'USD', 'RUB']).default('BYN'),
  PUBLIC_URL: baseUrl.optional(),
  BEPAID_CHECKOUT_URL: baseUrl.default('https://checkout.bepaid.by'),
  BEPAID_SHOP_ID: z.string().trim().min(1).optional(),
  BEPAID_SECRET_KEY: z.string().trim().min(1).optional(),
  BEPAID_PUBLIC_KEY: rsaPublicKey.optional(),
  BEPAID_TEST_MODE: bool.default(false),
  BEPAID_WIDGET_URL: httpUrl.default('https://js.bepaid.by/widget/be_gateway.js'),
  /** Who learners write to (footer, payment and verification help); unset: the texts name no address. */
  SUPPORT_EMAIL: z.email({ error: 'must be an email address such as support@example.com' }).optional(),
  SUPPORT_PHONE: z.string().trim().regex(/^\+?[\d ()-]{5,30}$/, 'must be a phone number such as +375 17 123-45-67').optional(),
  SUPPORT_HOURS: text(100),
  SUPPORT_HOURS_RU: text(100),
  /** The registered business that sells Premium: the footer and the public offer name it. */
  SELLER_NAME: text(200),
  SELLER_NAME_RU: text(200),
  SELLER_REGISTRATION_NUMBER: text(50),
  SELLER_ADDRESS: text(300),
  SELLER_ADDRESS_RU: text(300),
  /** The law the offer is made under, as the offer's sentence needs it: "the Republic of Belarus". */
  SELLER_JURISDICTION: text(100),
  SELLER_JURISDICTION_RU: text(100),
  /** Where mail goes out; unset: every mail is written to <DATA_DIR>/outbox as an .eml file instead. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Sessions added once, to that month's allowance, when a learner first verifies an email address. */
  EMAIL_VERIFICATION_BONUS_SESSIONS: z.coerce.number().int().min(0).max(1000).default(3),
  /** Accounts whose provider gave no email get an address in this domain; nothing is ever mailed there. */
  TEMP_EMAIL_DOMAIN: mailDomain.default('temp.rapport.invalid'),
  OAUTH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_AUTH_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_TOKENINFO_URL: httpUrl.default('https://oauth2.googleapis.com/tokeninfo'),
  GOOGLE_USERINFO_URL: httpUrl.default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_APP_ID: z.string().trim().regex(/^\d+$/, 'must be the numeric app id').optional(),
  FACEBOOK_APP_SECRET: z.string().trim().min(1).optional(),
  FACEBOOK_GRAPH_URL: baseUrl.default('https://graph.facebook.com/v25.0'),
  FACEBOOK_DIALOG_URL: httpUrl.default('https://www.facebook.com/v25.0/dialog/oauth'),
  AUTH0_ISSUER_URL: httpUrl.optional(),
  AUTH0_AUDIENCE: z.string().trim().min(1).optional(),
  AUTH0_CLIENT_ID: z.string().trim().min(1).optional(),
  AUTH0_CONNECTIONS: auth0Connections.default(['github', 'microsoft', 'apple', 'twitter']),
}).superRefine((env, ctx) => {
  // A relay rejects, or files as spam, mail from an address that is not the operator's.
  if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' });
  // A provider half set up would show a button that cannot work: all of its settings, or none.
  requireTogether(env, ctx, ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'], 'Facebook sign-in');
  requireTogether(env, ctx, ['AUTH0_ISSUER_URL', 'AUTH0_AUDIENCE', 'AUTH0_CLIENT_ID'], 'Auth0 sign-in');
  requireTogether(env, ctx, SELLER_DETAILS, 'the seller\'s details');
  // The public offer names it in its duties and its contact list: an offer without one would be incomplete.
  if (env.SELLER_NAME !== undefined && env.SUPPORT_EMAIL === undefined) {
    ctx.addIssue({ code: 'custom', path: ['SUPPORT_EMAIL'], message: 'is required with the seller\'s details (the public offer names it)' });
  }
  if (env.PAYMENT_PROVIDER !== 'bepaid') return;
  // Without them no checkout can be made, no notification checked, and bePaid has nowhere to call back;
  // without the seller and a support address the public offer a payer accepts would name nobody.
  for (const name of ['BEPAID_SHOP_ID', 'BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY', 'PUBLIC_URL', 'SUPPORT_EMAIL', ...SELLER_DETAILS] as const) {
    if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with PAYMENT_PROVIDER=bepaid' });
  }
});

const SELLER_DETAILS = ['SELLER_NAME', 'SELLER_REGISTRATION_NUMBER', 'SELLER_ADDRESS', 'SELLER_JURISDICTION'] as const;

function requireTogether(env: Record<string, unknown>, ctx: z.RefinementCtx, names: readonly string[], what: string): void {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === names.length) return;
  const set = names.filter((name) => !missing.includes(name)).join(', ');
  for (const name of missing) ctx.addIssue({ code: 'custom', path: [name], message: `is required for ${what} (${set} is set)` });
}

export type Config = z.infer<typeof envSchema> & {
  logPretty: boolean;
  version: string;
  /** An AI endpoint is set; otherwise the built-in offline engines play, coach and analyse. */
  aiConfigured: boolean;
  /**
   * A server readies its hot paths while it starts (V8 compiles each regular expression the first
   * time it runs: 1 s of CPU the first learners would wait for). Not a test server: it starts
   * hundreds of times per run and no learner waits for it.
   */
  warmUp: boolean;
  /** What links in mail start with: PUBLIC_URL, else this machine's own address (fine for development). */
  linkBaseUrl: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  // Empty strings in .env files mean "not set", not "set to empty".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    logPretty: c.LOG_PRETTY ?? c.NODE_ENV === 'development',
    version,
    aiConfigured: c.OPENAI_BASE_URL !== undefined || c.OPENAI_API_KEY !== undefined,
    warmUp: c.NODE_ENV !== 'test',
    linkBaseUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}
