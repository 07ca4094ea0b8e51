import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';
import { logContext } from './log-context.ts';
import { openRotatingLogFile } from './log-files.ts';

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
    // However many slashes: a router takes /api//invitations/x for a path of its own, a logger must not.
    .replace(/(\/+email-verification\/+validate\/+)[^/?#]*/gi, '$1[Redacted]')
    .replace(/(\/+api\/+invitations\/+)[^/?#]*/gi, '$1[Redacted]');
}

/** Where a line's `reqId` comes from when the call does not give one: the request being served. */
function requestIdOfContext(): { reqId?: string } {
  const reqId = logContext.requestId();
  return reqId === undefined ? {} : { reqId };
}

type LoggerConfig = Pick<Config, 'LOG_LEVEL' | 'logPretty' | 'DATA_DIR'> & Partial<Pick<Config, 'LOG_FILE_MAX_MB' | 'LOG_FILE_COUNT'>>;

/**
 * JSON lines to stdout (pretty in development) and to `<DATA_DIR>/logs/rapport.log`, rotated by
 * size (log-files.ts), which the SuperAdmin's logs hub tails. Streams, not transports: no worker
 * threads at start-up. Lines logged while a request or hub invocation is served carry its `reqId`.
 */
export function createLogger(
  config: LoggerConfig,
  toFile = true,
  /** The CLI logs to stderr so that `--json` output on stdout stays one clean object. */
  console: NodeJS.WritableStream = process.stdout,
): Logger {
  const streams: pino.StreamEntry[] = [
    { level: 'trace', stream: config.logPretty ? pretty({ colorize: true, sync: true, destination: console }) : console },
  ];
  if (toFile && config.LOG_LEVEL !== 'silent') {
    const limits = { maxBytes: Math.round((config.LOG_FILE_MAX_MB ?? 10) * 1024 * 1024), count: config.LOG_FILE_COUNT ?? 5 };
    streams.push({ level: 'trace', stream: openRotatingLogFile(config.DATA_DIR, limits) });
  }
  return pino(
    { level: config.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[Redacted]' }, mixin: requestIdOfContext },
    pino.multistream(streams),
  );
}
