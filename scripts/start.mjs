// `npm start`: builds what is missing or older than its sources, then runs the server
// in this process (so SIGTERM/SIGINT reach its graceful shutdown directly).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const stamp = existsSync('dist/.build-stamp') ? statSync('dist/.build-stamp').mtimeMs : 0;
const stale = (...paths) => paths.some((p) => newest(p) > stamp);
const needServer = !existsSync('dist/server/main.js') || stale('src', 'migrations', 'package-lock.json');
const needWeb = !existsSync('dist/web/index.html') || stale('web', 'package-lock.json');
if (needServer || needWeb) {
  const what = needServer && needWeb ? 'all' : needServer ? 'server' : 'web';
  console.log(`Building ${what === 'all' ? 'server and web client' : what} (first start or sources changed)…`);
  execFileSync(process.execPath, ['scripts/build.mjs', what], { stdio: 'inherit' });
}
await import(pathToFileURL('dist/server/main.js').href);
