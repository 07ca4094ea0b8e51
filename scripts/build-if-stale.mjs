// Builds what is missing or older than its sources: `npm start` and `npm run bench:web` run this
// first, so neither serves a stale client; `npm run cli` runs it with `server` (the CLI is bundled with
// the server), which leaves the web client alone. Reports on stderr: a CLI's stdout may be JSON.
import { execFileSync } from 'node:child_process';
import { serverBuildIsCurrent, webBuildIsCurrent } from './build-stamps.mjs';

const serverOnly = process.argv[2] === 'server';
const needServer = !serverBuildIsCurrent();
const needWeb = !serverOnly && !webBuildIsCurrent();
if (needServer || needWeb) {
  const what = needServer && needWeb ? 'all' : needServer ? 'server' : 'web';
  console.error(`Building ${what === 'all' ? 'server and web client' : what} (first start or sources changed)…`);
  execFileSync(process.execPath, ['scripts/build.mjs', what], { stdio: ['ignore', process.stderr, 'inherit'] });
}
