import { APIError, APIUserAbortError } from 'openai';
import type { Logger } from '../logger.ts';

/** Neither says anything about the provider's health: the caller gave up, or this one request was bad. */
export function isHarmless(error: unknown): boolean {
  return error instanceof APIUserAbortError || (error instanceof APIError && (error.status === 400 || error.status === 422));
}

/** Only what helps an operator; never request headers, and the key masked should a provider echo it. */
export function describe(error: unknown, apiKey: string | undefined): Record<string, unknown> {
  const mask = (text: string | undefined) => (apiKey && text ? text.replaceAll(apiKey, '[Redacted]') : text);
  if (error instanceof APIError) {
    const { status, code, type, requestID } = error;
    return { name: error.constructor.name, status, code, type, message: mask(error.message), requestId: requestID };
  }
  const e = error as Error | undefined;
  return { name: e?.name, message: mask(e?.message ?? String(error)), cause: mask((e?.cause as Error | undefined)?.message) };
}

export function sdkLogger(log: Logger) {
  const at = (level: 'error' | 'warn' | 'info' | 'debug') => (message: string) => log[level]({ source: 'openai-sdk' }, message);
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}
