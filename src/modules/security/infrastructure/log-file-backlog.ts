import { open } from 'node:fs/promises';

const CHUNK_BYTES = 64 * 1024;
/** A backlog never reads more than this much of a file, however long its lines. */
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * The last `count` complete lines of a file, read backwards in chunks, and the offset just past the
 * last of them: where a tail picks up, so a line still being written is read whole, once, by the tail.
 * A missing file has no lines (offset 0).
 */
export async function readLastLines(file: string, count: number): Promise<{ lines: string[]; offset: number }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return { lines: [], offset: 0 };
  try {
    const { size } = await handle.stat();
    const chunks: Buffer[] = [];
    let start = size;
    let newlines = 0;
    while (start > 0 && size - start < MAX_BYTES && newlines <= count) {
      const from = Math.max(0, start - CHUNK_BYTES);
      const chunk = Buffer.alloc(start - from);
      await handle.read(chunk, 0, chunk.length, from);
      chunks.unshift(chunk);
      for (const byte of chunk) if (byte === 0x0a) newlines++;
      start = from;
    }
    const region = Buffer.concat(chunks);
    const end = region.lastIndexOf(0x0a);
    if (end < 0) return { lines: [], offset: start };
    const lines = region.subarray(0, end).toString('utf8').split('\n');
    // Read from the middle of the file, the first piece is the end of a line whose start was not read.
    if (start > 0) lines.shift();
    return { lines: lines.filter((line) => line.trim() !== '').slice(-count), offset: start + end + 1 };
  } finally {
    await handle.close();
  }
}
