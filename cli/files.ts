import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { AppError } from '#src/platform/errors.ts';

const REASONS: Record<string, string> = {
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EEXIST: 'a part of its path is a file, not a folder',
  EACCES: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
};

/** A file system refusal (a folder in the way, no permission, disk full) said plainly; anything else as it is. */
export function cannotWrite(e: unknown, path: string): unknown {
  const err = e as NodeJS.ErrnoException;
  if (!err?.syscall || err.path === undefined) return e; // a database refusal (ECONNREFUSED…) has no file path
  // Opened as OWNER_ONLY, the working file was put there by something else while this ran.
  const known = err.code === 'EEXIST' && err.syscall === 'open' ? 'something else is writing the same file' : err.code && REASONS[err.code];
  const reason = known ? `${known} (${err.code})` : (err.code ?? err.message);
  return new AppError('CLI.CANNOT_WRITE', `Cannot write ${path}: ${reason}`);
}

/**
 * How `write` below must open the file it is given: made new (one put there meanwhile, a link
 * included, is refused, never followed) and readable by its owner only, as exports hold people's
 * conversations and the scenarios' hidden prompts.
 */
export const OWNER_ONLY = { mode: 0o600, flags: 'wx' } as const;

/**
 * Writes `path` (its parent folders made) through `write`, which writes the file it is given (opened
 * as OWNER_ONLY says): one beside the target, renamed into place when whole, so a write cut short
 * never looks like a whole file and never replaces a good one. The working file's name is this run's
 * own: two runs writing one path each rename a whole file of their own, the later one last (a run that
 * is killed leaves its `….partial` behind, named as what it is). A refusal of the file system is
 * CLI.CANNOT_WRITE.
 */
export async function writeInPlace(path: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    await write(partial);
    renameSync(partial, path);
  } catch (e) {
    throw cannotWrite(e, path);
  } finally {
    removeQuietly(partial);
  }
}

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Its folder could not be made: nothing was written there.
  }
}

/** `-` for a file to read means standard input, as for most Unix tools (`… | rapport security scan -`). */
export const STDIN = '-';

/** All of standard input (or `stream`), as text. */
export async function readAllText(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) text += chunk as string;
  return text;
}
