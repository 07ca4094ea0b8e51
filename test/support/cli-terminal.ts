import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '#src/platform/db/embedded-node-flags.ts';
import { root, type CliRun } from './cli.ts';

const node = join(root, 'node_modules', '.bin', 'node');
const quoted = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** What a terminal showed, without colours, cursor moves and carriage returns. */
export const plain = (text: string) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');

/**
 * `rapport …` (the built dist/server/cli.js, as support/cli.ts runs it) on a terminal: stdin, stdout
 * and stderr are one pseudo-terminal (util-linux `script`), `input` is what is typed there, and
 * everything shown comes back as `stdout`. Started from a test, the terminal reports 0 columns, as
 * `ssh -t` without a size does.
 */
export function rapportAtTerminal(env: NodeJS.ProcessEnv, dataDir: string, args: string[], input = ''): Promise<CliRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', FORCE_COLOR: '0' };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  const command = [node, ...EMBEDDED_DATABASE_NODE_FLAGS, 'dist/server/cli.js', ...args].map(quoted).join(' ');
  const child = spawn('script', ['-qefc', command, '/dev/null'], { cwd: root, env: childEnv });
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(input);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr, json: undefined }));
  });
}
