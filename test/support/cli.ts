import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'chai';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '#src/platform/db/embedded-node-flags.ts';
import { repoRoot as root } from './repo-root.ts';
import { databaseEnv } from './test-database.ts';

export { root };
const node = join(root, 'node_modules', '.bin', 'node');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The stdout parsed as the one JSON object `--json` promises. */
  json: any;
}

/** Runs `rapport …` the way `npm run cli` does (the built dist/server/cli.js), against an embedded database in `dataDir`. */
export const rapport = (dataDir: string, ...args: string[]) => rapportWith({}, dataDir, ...args);

export const rapportWith = (extraEnv: NodeJS.ProcessEnv, dataDir: string, ...args: string[]) => rapportFed('', extraEnv, dataDir, ...args);

/** A test database (test/support/test-database.ts): its data dir, and PostgreSQL's URL on that lane. */
export interface TestDatabaseAt {
  dataDir: string;
  databaseUrl?: string;
}

/** `rapport …` against a test database, on whichever database the lane runs. */
export const rapportOn = (database: TestDatabaseAt, ...args: string[]) => rapportWith(databaseEnv(database), database.dataDir, ...args);

/** The same, with `input` written to the command's stdin (then closed): a password for --password-stdin. */
export function rapportFed(input: string, extraEnv: NodeJS.ProcessEnv, dataDir: string, ...args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', FORCE_COLOR: '0' };
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  return new Promise((done, fail) => {
    const child = spawn(node, [...EMBEDDED_DATABASE_NODE_FLAGS, 'dist/server/cli.js', ...args], { cwd: root, env });
    // Decoded as a stream, so a multi-byte character split across two chunks (Russian text) survives.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', fail);
    child.stdin.end(input);
    child.on('close', (code) => {
      let json: unknown;
      if (args.includes('--json')) {
        expect(stdout.trim().split('\n'), `one JSON line on stdout, got: ${stdout}`).to.have.length(1);
        json = JSON.parse(stdout);
      }
      done({ code, stdout, stderr, json });
    });
  });
}
