import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

export type { Logger };

/** Paths whose values never reach a log line, wherever they appear. */
export const REDACTED_PATHS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'refreshToken',
  'accessToken',
  'access_token',
  'secretKey',
  'BEPAID_SECRET_KEY',
  'SMTP_URL',
  'FACEBOOK_APP_SECRET',
  'appSecret',
  'idToken',
  'id_token',
  'code_verifier',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.secretKey',
  '*.BEPAID_SECRET_KEY',
  '*.SMTP_URL',
  '*.FACEBOOK_APP_SECRET',
  '*.appSecret',
  '*.idToken',
  '*.id_token',
  '*.code_verifier',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
];

/**
 * Removes secrets a URL carries before it is logged: `access_token` (WebSocket auth), a `token`
 * (a verification or invitation link) or any provider token or code in the query, and the token
 * in the path of GET /api/email-verification/validate/{token} and of /api/invitations/{token}[/…].
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:access_token|token|input_token|appsecret_proof|code)=)[^&]*/gi, '$1[Redacted]')
    .replace(/(\/email-verification\/validate\/)[^/?#]*/gi, '$1[Redacted]')
    .replace(/(\/api\/invitations\/)[^/?#]*/gi, '$1[Redacted]');
}

/**
 * JSON lines to stdout (pretty in development) and to `<DATA_DIR>/logs/rapport.log`,
 * which the superadmin logs hub tails. Streams, not transports: no worker threads at start-up.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'logPretty' | 'DATA_DIR'>,
  toFile = true,
  /** The CLI logs to stderr so that `--json` output on stdout stays one clean object. */
  console: NodeJS.WritableStream = process.stdout,
): Logger {
  const streams: pino.StreamEntry[] = [
    { level: 'trace', stream: config.logPretty ? pretty({ colorize: true, sync: true, destination: console }) : console },
  ];
  if (toFile && config.LOG_LEVEL !== 'silent') {
    const dest = pino.destination({ dest: join(config.DATA_DIR, 'logs', 'rapport.log'), mkdir: true, sync: false });
    streams.push({ level: 'trace', stream: dest });
  }
  return pino(
    { level: config.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } },
    pino.multistream(streams),
  );
}
