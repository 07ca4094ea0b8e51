import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Context } from 'koa';
import { preferredEncoding } from './negotiation.ts';

/** A JSON answer encoded, compressed and tagged once, then sent as-is to every caller. */
export interface PrecompressedJson {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function precompressJson(value: unknown): PrecompressedJson {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
  };
}

export interface SendOptions {
  /** The other request header the answer depends on: Accept-Language for a localised one. */
  alsoVaryOn?: 'Accept-Language';
  /**
   * Says the answer is the same for every caller of this URL in this Accept-Language, so it may
   * be kept and sent again before routing for as long as this holds (public-answers.ts, ADR 0009).
   */
  keepWhile?: () => boolean;
}

/** An answer a route offered to keep, as public-answers.ts keeps it. */
export interface KeptAnswer extends SendOptions {
  answer: PrecompressedJson;
  keepWhile: () => boolean;
}

/** The answer this request's route offered to keep, if any. */
export const offeredAnswer = (ctx: Pick<Context, 'state'>): KeptAnswer | undefined => ctx.state.offeredAnswer;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a precompressed answer in the encoding the caller accepts, or 304 when the caller
 * already holds this version (If-None-Match). Headers are set directly rather than through
 * ctx.vary/ctx.type: this is the busiest public answer, and those parse and look up each time.
 */
export function sendPrecompressed(ctx: Context, answer: PrecompressedJson, { alsoVaryOn, keepWhile }: SendOptions = {}): void {
  const vary = alsoVaryOn ? `Accept-Encoding, ${alsoVaryOn}` : 'Accept-Encoding';
  if (ctx.res.hasHeader('Vary')) ctx.vary(vary);
  else ctx.set('Vary', vary);
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', 'no-cache'); // may be kept, but must be revalidated: imports change it
  if (keepWhile) ctx.state.offeredAnswer = { answer, alsoVaryOn, keepWhile } satisfies KeptAnswer;
  if (ctx.get('If-None-Match')) {
    ctx.status = 200; // Koa judges freshness only for a 2xx answer
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
  }
  const encoding = preferredEncoding(ctx);
  ctx.set('Content-Type', JSON_TYPE);
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = answer[encoding];
  } else {
    ctx.body = answer.identity;
  }
}
