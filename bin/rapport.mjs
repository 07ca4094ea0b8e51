#!/usr/bin/env node
// The `rapport` bin: runs cli/main.ts through tsx on a Node new enough for the project
// (this one when it is >= 22.17, else the project's own node_modules/.bin/node).
// Plain JavaScript on purpose, so that any Node can start it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

// tsx is resolved from the package, and reads the package's tsconfig (decorators), whatever the cwd.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const child = spawn(projectNode(), ['--import', tsx, join(root, 'cli', 'main.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? join(root, 'tsconfig.json') },
});

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
