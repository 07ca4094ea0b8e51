// When each part of dist/ was built, and whether its sources changed since: scripts/build-if-stale.mjs
// builds what is stale, and bin/rapport.mjs runs the bundled CLI only while it is current.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under `path` (0 when it is missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** Whether `part` (server or web) was built after the last change under `sources`, all relative to `root`. */
export function isCurrent(part, sources, root = '.') {
  const builtAt = newest(join(root, `dist/.build-stamp-${part}`));
  return builtAt > 0 && sources.every((p) => newest(join(root, p)) <= builtAt);
}

const SERVER_SOURCES = ['src', 'cli', 'migrations', 'scripts/build.mjs', 'scripts/bundling.mjs', 'scripts/ascii-bundle.mjs', 'package-lock.json'];
const WEB_SOURCES = ['web', 'scripts/build.mjs', 'scripts/precompress.ts', 'package-lock.json'];

/** dist/server/main.js and dist/server/cli.js, built after their sources' last change. */
export const serverBuildIsCurrent = (root = '.') =>
  existsSync(join(root, 'dist/server/main.js')) && existsSync(join(root, 'dist/server/cli.js')) && isCurrent('server', SERVER_SOURCES, root);

/** dist/web, built after the web client's sources' last change. */
export const webBuildIsCurrent = (root = '.') => existsSync(join(root, 'dist/web/index.html')) && isCurrent('web', WEB_SOURCES, root);
