#!/usr/bin/env node
// The `rapport` bin, on a Node new enough for the project (this one when it is >= 22.17, else the
// project's own node_modules/.bin/node): the bundled CLI (dist/server/cli.js, as `npm run cli` runs
// it) while it is newer than its sources, else cli/main.ts through tsx, which starts about a second
// slower. Plain JavaScript on purpose, so that any Node can start it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverBuildIsCurrent } from '../scripts/build-stamps.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const MIN = [22, 17];

function recentEnough(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MIN[0] || (major === MIN[0] && minor >= MIN[1]);
}

function projectNode() {
  if (recentEnough(process.versions.node)) return process.execPath;
  const local = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
  if (existsSync(local)) return local;
  console.error(`rapport needs Node ${MIN.join('.')} or newer (this is ${process.version}); run npm install in ${root}.`);
  process.exit(1);
}

function fromSource() {
  // tsx is resolved from the package, and reads the package's tsconfig (decorators), whatever the cwd.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { args: ['--import', tsx, join(root, 'cli', 'main.ts')], env: { TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? join(root, 'tsconfig.json') } };
}

// --liftoff-only: the embedded database's WASM starts faster (src/platform/db/embedded-node-flags.ts).
// Node's compile cache, in the temp dir unless NODE_COMPILE_CACHE names another (NODE_DISABLE_COMPILE_CACHE=1
// turns it off): V8 compiles the 12 MB bundle once, not at every command (`rapport user list` 1.11 → 1.01 s).
const bundled = { args: ['--liftoff-only', join(root, 'dist', 'server', 'cli.js')], env: { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE || join(tmpdir(), 'node-compile-cache') } };
const how = serverBuildIsCurrent(root) ? bundled : fromSource();
const child = spawn(projectNode(), [...how.args, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...how.env } });

// The child shares the terminal, so Ctrl+C reaches it directly; forward what only we receive.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}

child.on('error', (err) => {
  console.error(`rapport: could not start Node: ${err.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
});
