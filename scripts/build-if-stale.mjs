// Builds what is missing or older than its sources: `npm start` and `npm run bench:web` run this
// first, so neither serves a stale client; `npm run cli` runs it with `server` (the CLI is bundled with
// the server), which leaves the web client alone. Reports on stderr: a CLI's stdout may be JSON.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = (part) => newest(`dist/.build-stamp-${part}`);
const stale = (part, ...paths) => paths.some((p) => newest(p) > builtAt(part));
const serverOnly = process.argv[2] === 'server';
const needServer = !existsSync('dist/server/main.js') || !existsSync('dist/server/cli.js') || stale('server', 'src', 'cli', 'migrations', 'package-lock.json');
const needWeb =
  !serverOnly && (!existsSync('dist/web/index.html') || stale('web', 'web', 'scripts/build.mjs', 'scripts/precompress.ts', 'package-lock.json'));
if (needServer || needWeb) {
  const what = needServer && needWeb ? 'all' : needServer ? 'server' : 'web';
  console.error(`Building ${what === 'all' ? 'server and web client' : what} (first start or sources changed)…`);
  execFileSync(process.execPath, ['scripts/build.mjs', what], { stdio: ['ignore', process.stderr, 'inherit'] });
}
