// Builds what is missing or older than its sources: `npm start` and `npm run bench:web` run this
// first, so neither serves a stale client. `node scripts/build-if-stale.mjs` runs it alone.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const stamp = existsSync('dist/.build-stamp') ? statSync('dist/.build-stamp').mtimeMs : 0;
const stale = (...paths) => paths.some((p) => newest(p) > stamp);
const needServer = !existsSync('dist/server/main.js') || stale('src', 'migrations', 'package-lock.json');
const needWeb = !existsSync('dist/web/index.html') || stale('web', 'scripts/build.mjs', 'scripts/precompress.mjs', 'package-lock.json');
if (needServer || needWeb) {
  const what = needServer && needWeb ? 'all' : needServer ? 'server' : 'web';
  console.log(`Building ${what === 'all' ? 'server and web client' : what} (first start or sources changed)…`);
  execFileSync(process.execPath, ['scripts/build.mjs', what], { stdio: 'inherit' });
}
