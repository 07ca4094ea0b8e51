import { statusFor } from '#src/platform/http/error-middleware.ts';
import type { RawResponse } from './http.ts';

/** Error codes are dotted upper-case names (`VALIDATION_FAILED`, `AUTH.FORBIDDEN`), never a message or an exception's name. */
const STABLE_CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)*$/;
/** What an internal failure looks like when it leaks: a stack frame, a file path, SQL, a driver's words. */
const LEAK = /\bat .+:\d+:\d+|node_modules|\/src\/|\b(select|insert|update|delete)\b .+\b(from|into|set)\b|\bsyntax error\b|\brelation "|\bZ_DATA_ERROR\b|TypeError|ReferenceError|undefined is not/i;

/**
 * Routes declared with `successEnvelope` (SPEC §7: email verification answers `success` and
 * `message` always) repeat the error at the top level: success false, the same code and message,
 * and the details' own fields. Nothing else may sit beside `error`.
 */
function flatFieldsProblem(body: Record<string, unknown>): string | null {
  const keys = Object.keys(body).filter((k) => k !== 'error');
  if (keys.length === 0) return null;
  const error = body.error as { code?: unknown; message?: unknown; details?: unknown };
  const details = error.details && typeof error.details === 'object' && !Array.isArray(error.details) ? (error.details as Record<string, unknown>) : {};
  if (body.success !== false || body.code !== error.code || body.message !== error.message) return 'flat fields that do not repeat the error';
  const stray = keys.filter((k) => !['success', 'code', 'message'].includes(k) && body[k] !== details[k]);
  return stray.length ? `fields beside the error envelope: ${stray.join(', ')}` : null;
}

/**
 * What is wrong with an API answer, or null: never a 5xx; every refusal is JSON
 * `{ error: { code, message, details? } }` with a stable code whose status is the one the error
 * middleware maps it to, and a message that leaks nothing of the server's insides (`sent`: the
 * request's text, which a message may quote).
 */
export function problemWith(res: Pick<RawResponse, 'status' | 'headers' | 'json' | 'text'>, sent = ''): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 200)}`;
  if (res.status < 400) return null;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return `a ${res.status} that is not JSON: ${res.text.slice(0, 120)}`;
  const body = res.json as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined;
  if (!body || typeof body !== 'object' || !('error' in body)) return `a ${res.status} without the error envelope: ${res.text.slice(0, 200)}`;
  const flat = flatFieldsProblem(body as Record<string, unknown>);
  if (flat) return `${flat}: ${res.text.slice(0, 200)}`;
  const { code, message, ...rest } = body.error ?? {};
  const extra = Object.keys(rest).filter((k) => k !== 'details');
  if (extra.length) return `error carries ${extra.join(', ')}`;
  if (typeof code !== 'string' || !STABLE_CODE.test(code)) return `unstable error code ${JSON.stringify(code)}`;
  if (typeof message !== 'string' || !message.trim()) return `${code} without a message`;
  if (statusFor(code) !== res.status) return `${code} answered ${res.status}, not ${statusFor(code)}`;
  const leak = LEAK.exec(message)?.[0];
  // A message may quote the request (a goal that is not a category): only what the request did not say is a leak.
  if (leak && !sent.includes(leak)) return `${code} message leaks internals: ${message}`;
  return null;
}
