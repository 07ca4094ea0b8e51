// The web build's last step (scripts/build.mjs): a brotli (.br) and a gzip (.gz) copy beside every
// compressible file of the built client, made once at their best levels, so the server sends them
// as they are (src/platform/http/web-client.ts) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this, what compression saves is lost in the extra header and the decoding. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}

/** Writes x.br and x.gz beside each compressible file x of `dir` (source maps excepted: never sent to browsers by default). */
export async function precompress(dir: string): Promise<PrecompressSummary> {
  const names = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.has(extname(name)));
  const summary: PrecompressSummary = { files: 0, bytes: 0, brBytes: 0, gzipBytes: 0 };
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      if ((await stat(path)).size < MIN_BYTES) return;
      const original = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: original.length },
        }),
        gzipped(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the original (already-compressed data) would only cost the decoding.
      if (br.length < original.length) await writeFile(`${path}.br`, br);
      if (gz.length < original.length) await writeFile(`${path}.gz`, gz);
      summary.files += 1;
      summary.bytes += original.length;
      summary.brBytes += Math.min(br.length, original.length);
      summary.gzipBytes += Math.min(gz.length, original.length);
    }),
  );
  return summary;
}
