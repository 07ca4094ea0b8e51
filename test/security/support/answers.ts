import { statusFor } from '#src/platform/http/error-middleware.ts';
import type { RawResponse } from './http.ts';

/** Error codes are dotted upper-case names (`VALIDATION_FAILED`, `AUTH.FORBIDDEN`), never a message or an exception's name. */
const STABLE_CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)*$/;
/** What an internal failure looks like when it leaks: a stack frame, a file path, SQL, a driver's words. */
const LEAK = /\bat .+:\d+:\d+|node_modules|\/src\/|\b(select|insert|update|delete)\b .+\b(from|into|set)\b|\bsyntax error\b|\brelation "|\bZ_DATA_ERROR\b|TypeError|ReferenceError|undefined is not/i;

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
  if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'error') return `a ${res.status} without the error envelope: ${res.text.slice(0, 200)}`;
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
