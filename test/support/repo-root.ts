import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository's root: the nearest folder above this module with a package.json. Found, not
 * fixed, because this module also runs from the CI's bundle of the suites (dist/tests, ADR 0045).
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const repoRoot = findRoot(import.meta.dirname);
