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

/**
 * Sends a precompressed answer in the encoding the caller accepts, or 304 when the caller
 * already holds this version (If-None-Match). `alsoVaryOn`: other request headers the answer
 * depends on (Accept-Language for a localised one).
 */
export function sendPrecompressed(ctx: Context, answer: PrecompressedJson, alsoVaryOn?: string): void {
  ctx.vary(alsoVaryOn ? `Accept-Encoding, ${alsoVaryOn}` : 'Accept-Encoding');
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', 'no-cache'); // may be kept, but must be revalidated: imports change it
  ctx.status = 200; // Koa judges freshness only for a 2xx answer
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = preferredEncoding(ctx);
  ctx.type = 'application/json';
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = answer[encoding];
  } else {
    ctx.body = answer.identity;
  }
}
