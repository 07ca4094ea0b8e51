import type { Context } from 'koa';
import Negotiator from 'negotiator';

const MAX_REMEMBERED = 256;

/**
 * Negotiation results remembered per header value. Browsers send the same few Accept-*
 * headers on every request, and parsing them again (negotiator) was ~5% of the CPU of a
 * cached catalogue answer. Bounded: a flood of distinct headers only empties the memo.
 */
function rememberedPerHeader(header: string, negotiate: (ctx: Context) => string | false) {
  const memo = new Map<string, string | false>();
  return (ctx: Context): string | false => {
    const value = ctx.get(header);
    let result = memo.get(value);
    if (result === undefined) {
      if (memo.size >= MAX_REMEMBERED) memo.clear();
      result = negotiate(ctx);
      memo.set(value, result);
    }
    return result;
  };
}

const ENCODINGS = ['br', 'gzip', 'identity'];

/**
 * The content coding to send a precompressed answer in (false: none the caller accepts). The
 * caller's q-values decide; on a tie the smaller coding wins. Koa's acceptsEncodings (negotiator
 * 0.6) breaks ties by the header's order, so Chromium's `gzip, deflate, br, zstd` got gzip.
 */
export const preferredEncoding = rememberedPerHeader(
  'accept-encoding',
  (ctx) => new Negotiator(ctx.req).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? false,
);

/** Rapport's language the caller prefers by Accept-Language (false: neither). */
export const preferredLanguage = rememberedPerHeader('accept-language', (ctx) => ctx.acceptsLanguages('en', 'ru'));
