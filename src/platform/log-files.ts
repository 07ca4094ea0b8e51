import { readdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';

/** Where the server's JSON lines go: the file being written, and the rotated ones, newest first. */
export const LOG_FILE_NAME = 'rapport.log';
export const logDirectory = (dataDir: string) => join(dataDir, 'logs');
export const currentLogFile = (dataDir: string) => join(logDirectory(dataDir), LOG_FILE_NAME);
/** rapport.1.log is the newest rotated file, rapport.<count-1>.log the oldest kept. */
export const rotatedLogFile = (dataDir: string, index: number) => join(logDirectory(dataDir), `rapport.${index}.log`);
const ROTATED = /^rapport\.(\d+)\.log$/;

export interface LogFileLimits {
  /** The size at which the current file is rotated. */
  maxBytes: number;
  /** Files kept in all, the current one included (at least 1). */
  count: number;
}

/** The largest chunk written at once (sonic-boom's own default), smaller for small files so each stays under maxBytes. */
const chunkBytes = (maxBytes: number) => Math.max(1, Math.min(16 * 1024, Math.floor(maxBytes / 4)));

/**
 * `<DATA_DIR>/logs/rapport.log`, written asynchronously by pino's own destination (sonic-boom) and
 * rotated by size, logrotate's way: renamed to rapport.1.log (older files move up, the oldest goes)
 * and reopened under the same name, which is what a tail (the logs hub's, or `tail -F`) follows.
 *
 * Why not pino-roll (ADR 0032): it rotates on sonic-boom's 'drain', which never comes while lines keep
 * arriving, so a burst or steady traffic grew one file far past its size. Here the size is checked
 * after every chunk written and sonic-boom's reopen takes the rest of the buffer to the new file, so
 * each file stays within maxBytes (one line longer than a chunk aside) and the whole within count × maxBytes.
 */
export function openRotatingLogFile(dataDir: string, limits: LogFileLimits): ReturnType<typeof pino.destination> {
  const file = currentLogFile(dataDir);
  const chunk = chunkBytes(limits.maxBytes);
  const rotateAt = Math.max(1, limits.maxBytes - chunk);
  dropBeyond(dataDir, limits.count);
  let size = sizeOf(file);
  // Left full by an earlier run: rotated first, so the first chunk cannot take it past the limit.
  if (size >= rotateAt) {
    shiftRotated(dataDir, limits.count);
    size = 0;
  }
  const destination = pino.destination({ dest: file, mkdir: true, sync: false, maxWrite: chunk });
  destination.on('write', (written: number) => {
    size += written;
    if (size < rotateAt) return;
    size = 0;
    try {
      shiftRotated(dataDir, limits.count);
    } catch (error) {
      // The logger cannot log its own failure; the lines keep going to the file it has.
      process.stderr.write(`rapport: could not rotate ${file}: ${(error as Error).message}\n`);
    }
    // Called while sonic-boom finishes a write: it reopens once that write is done, before the next.
    destination.reopen();
  });
  return destination;
}

function shiftRotated(dataDir: string, count: number): void {
  const current = currentLogFile(dataDir);
  if (count === 1) return ignoreMissing(() => unlinkSync(current));
  // rapport.<count-2>.log → rapport.<count-1>.log replaces the oldest; then each one moves up.
  for (let i = count - 1; i >= 2; i--) ignoreMissing(() => renameSync(rotatedLogFile(dataDir, i - 1), rotatedLogFile(dataDir, i)));
  ignoreMissing(() => renameSync(current, rotatedLogFile(dataDir, 1)));
}

/** Rotated files a larger LOG_FILE_COUNT kept before this start. */
function dropBeyond(dataDir: string, count: number): void {
  let names: string[];
  try {
    names = readdirSync(logDirectory(dataDir));
  } catch {
    return; // no folder yet
  }
  for (const name of names) {
    const index = Number(ROTATED.exec(name)?.[1] ?? 0);
    if (index >= count) ignoreMissing(() => unlinkSync(join(logDirectory(dataDir), name)));
  }
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

function ignoreMissing(fn: () => void): void {
  try {
    fn();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
