import type { Context } from 'koa';
import { AppError } from '../errors.ts';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');

/**
 * The request body's exact bytes, up to `limitBytes` (PAYLOAD_TOO_LARGE beyond, read no further).
 * A compressed body is refused rather than inflated: what was signed is what was sent.
 */
export async function readRawBody(ctx: Context, limitBytes: number): Promise<Buffer> {
  const encoding = ctx.get('content-encoding').trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw new AppError('UNSUPPORTED_ENCODING', 'Send this request body uncompressed.');
  if (Number(ctx.get('content-length') || 0) > limitBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
