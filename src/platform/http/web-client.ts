import { statSync, type Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'koa';
import send from 'koa-send';
import { NotFoundError } from '../errors.ts';
import { preferredEncoding } from './negotiation.ts';

export interface WebClientOptions {
  /** Send *.map files, and point browsers at them with a SourceMap header (WEB_SOURCE_MAPS). */
  sourceMaps: boolean;
}

/** Vite names everything under assets/ by its content hash: a changed file is a new URL. */
const HASHED = 'assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SIBLINGS = { br: '.br', gzip: '.gz' } as const;

/** The file's stats, or undefined for anything that is not a readable file (a name too long, a path through a file, …). */
const fileStats = (path: string): Stats | undefined => {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats?.isFile() ? stats : undefined;
  } catch {
    return undefined; // ENAMETOOLONG, ELOOP, EACCES: a request path, not a fault of the server's
  }
};

/**
 * Serves the built web client (ADR 0005, ADR 0018). Hashed assets are cached for a year; everything
 * else — index.html, which answers every client route, robots.txt, avatars — is revalidated on each
 * use. A file the build precompressed (scripts/precompress.ts) goes out as its .br or .gz copy when
 * the caller accepts that encoding. A missing asset is a 404, never the page in its place.
 */
export function webClient(distDir: string, { sourceMaps }: WebClientOptions) {
  const root = resolve(distDir);
  return async (ctx: Context) => {
    const file = ctx.path === '/' ? 'index.html' : ctx.path.slice(1);
    const notFound = new NotFoundError('No such file.');
    // Node does not normalise request paths: `/../x` arrives as it is and must not reach beyond the root.
    if (!resolve(root, file).startsWith(root + sep)) throw notFound;
    if (file.endsWith('.map') && !sourceMaps) throw notFound;
    if (file !== 'index.html' && fileStats(join(root, file))) return serve(ctx, root, file, sourceMaps);
    if (file.startsWith(HASHED) || file.endsWith('.map')) throw notFound;
    if (!fileStats(join(root, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web client is not built yet. Run `npm run build` (npm start does this for you).';
      return;
    }
    // Every other page is a client-side route: the web app decides what to show.
    return serve(ctx, root, 'index.html', sourceMaps);
  };
}

/** The copy of `file` to send: its .br or .gz sibling when the caller accepts that encoding and the build made one. */
function encodedCopy(ctx: Context, root: string, file: string) {
  const encoding = preferredEncoding(ctx);
  if (encoding === 'br' || encoding === 'gzip') {
    const stats = fileStats(join(root, file + SIBLINGS[encoding]));
    if (stats) return { sent: file + SIBLINGS[encoding], stats, encoding };
  }
  return { sent: file, stats: fileStats(join(root, file))!, encoding: undefined };
}

async function serve(ctx: Context, root: string, file: string, sourceMaps: boolean): Promise<void> {
  if (Object.values(SIBLINGS).some((ext) => fileStats(join(root, file + ext)))) ctx.vary('Accept-Encoding');
  const { sent, stats, encoding } = encodedCopy(ctx, root, file);
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.type = extname(file); // of the original: koa-send would type x.js.br by its .br
  ctx.set('Cache-Control', file.startsWith(HASHED) ? IMMUTABLE : 'no-cache');
  if (sourceMaps && fileStats(join(root, `${file}.map`))) ctx.set('SourceMap', `/${file}.map`);
  // One tag per encoded copy: a cache must not answer a br request with the gzip bytes.
  ctx.set('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`);
  ctx.set('Last-Modified', stats.mtime.toUTCString());
  ctx.status = 200; // Koa judges freshness only for a 2xx answer
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // koa-send guards the root (no `..`, no dotfiles) and streams the file with its length.
  if (!(await send(ctx, sent, { root, brotli: false, gzip: false }))) throw new NotFoundError('No such file.');
}
