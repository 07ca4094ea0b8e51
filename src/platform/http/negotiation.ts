import type { Context } from 'koa';

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

/** The content coding to send a precompressed answer in (false: none the caller accepts). */
export const preferredEncoding = rememberedPerHeader('accept-encoding', (ctx) => ctx.acceptsEncodings('br', 'gzip', 'identity'));

/** Rapport's language the caller prefers by Accept-Language (false: neither). */
export const preferredLanguage = rememberedPerHeader('accept-language', (ctx) => ctx.acceptsLanguages('en', 'ru'));
