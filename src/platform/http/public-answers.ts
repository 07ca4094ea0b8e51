import type { Context, Next } from 'koa';
import { offeredAnswer, sendPrecompressed, type KeptAnswer } from './precompressed.ts';

/** Bounded: a flood of distinct URLs only empties the store. */
const MAX_KEPT = 1000;

/**
 * Answers a GET or HEAD from the public answers routes offered to keep (sendPrecompressed's
 * `keepWhile`), before routing, query validation and the handler run again. Sits after the access
 * log, error boundary and authentication, so a kept answer is logged like any other, and still
 * negotiates its encoding and answers 304 per request. Keyed by the URL as sent and the
 * Accept-Language header, the only two things a public answer may depend on. ADR 0009.
 */
export function publicAnswers() {
  const kept = new Map<string, KeptAnswer>();
  return (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const key = `${ctx.url}\n${ctx.get('Accept-Language')}`;
    const entry = kept.get(key);
    if (entry?.keepWhile()) {
      sendPrecompressed(ctx, entry.answer, { alsoVaryOn: entry.alsoVaryOn });
      return;
    }
    return next().then(() => {
      const offered = offeredAnswer(ctx);
      if (offered) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, offered);
      } else if (entry) {
        kept.delete(key);
      }
    });
  };
}
