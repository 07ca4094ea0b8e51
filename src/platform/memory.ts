import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full, compacting collection that also hands unused heap back to the system. Start-up work
 * (migrations, content packs, opening the embedded database) grows V8's heap to sizes an idle
 * server never needs again, and V8 would keep it for a long while. The server calls this once
 * the start-up is done (~70 MB less resident on a first start).
 */
export function releaseStartupMemory(): void {
  setFlagsFromString('--expose-gc'); // gc() is reachable only in contexts made after this
  const gc = runInNewContext('gc') as (options: object) => void;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * glibc's allocator returns a freed block of over 128 KB to the system, but then raises that
 * threshold to the block's size (up to 32 MB). So argon2id's 19 MB blocks, hashed on libuv's
 * threads, stay in per-thread arenas after the first sign-in: ~100 MB more after a burst of
 * sign-ups, for good (docs/benchmarks.md, "Live chat"). Set, the threshold stays at glibc's own
 * starting value. glibc reads it at process start only: `npm start` sets it, the server warns without.
 */
export const ALLOCATOR_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

export const hasAllocatorEnv = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Object.entries(ALLOCATOR_ENV).every(([name, value]) => env[name] === value);
