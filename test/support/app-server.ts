import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { rapportFed } from './cli.ts';
import { databaseEnv, freshDatabase, loadsShippedContent } from './test-database.ts';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '#src/platform/db/embedded-node-flags.ts';
import { ALLOCATOR_ENV } from '#src/platform/memory.ts';

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies on the spot, as in a crash. */
  kill(): Promise<void>;
}

/** A port nothing listens on now, for a server that must know its own URL before it starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });

/**
 * A Rapport server in its own process (`node <args>`) on a free port, started over the given
 * database, resolved once /api/health answers.
 */
export async function spawnServer(
  args: string[], db: { dataDir: string; databaseUrl?: string }, env: Record<string, string> = {}, options: { quiet?: boolean } = {},
): Promise<ServerProcess> {
  // A caller that must know the address before start (PUBLIC_URL for a payment provider) picks the port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...ALLOCATOR_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: db.dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      LOG_PRETTY: 'false',
      // Links in mail point at this very server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...databaseEnv(db),
      ...env,
    },
    // Quiet: its stdout (the log lines) goes nowhere; errors still show.
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await exited;
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} during start-up.`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error('The server did not become healthy within 30 s.');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** An account an operator makes with `rapport user create` (the only way to a SuperAdmin). */
export interface OperatorAccount {
  email: string;
  password: string;
  role: 'User' | 'Admin' | 'SuperAdmin';
  /** `--org`: the organisation the account belongs to (the CLI creates it when missing). */
  organization?: string;
}

export interface AppServerOptions {
  /** Created by the CLI over the fresh database before the server starts (PGlite serves one process at a time). */
  accounts?: readonly OperatorAccount[];
  /** Its log lines are not printed (a test that logs at info, for the Logs page, would flood the output). */
  quiet?: boolean;
}

/**
 * The built product as a user gets it (`node --liftoff-only dist/server/main.js` with the allocator's setting, as npm start runs it, web client included),
 * on a free port over a fresh database. Run `npm run build` first (npm test does).
 */
export async function startAppServer(env: Record<string, string> = {}, options: AppServerOptions = {}): Promise<AppServer> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('The app is not built: run `npm run build` before the e2e suite.');
  }
  const db = await freshDatabase({ seeded: loadsShippedContent(env) });
  for (const { email, password, role, organization } of options.accounts ?? []) {
    const org = organization ? ['--org', organization] : [];
    // Through stdin, as an operator should: the e2e suite's sign-ins prove the password arrived whole.
    const run = await rapportFed(`${password}\n`, databaseEnv(db), db.dataDir, 'user', 'create', '--email', email, '--password-stdin', '--role', role, ...org, '--json');
    if (run.code !== 0) {
      db.cleanup();
      throw new Error(`rapport user create ${email} exited with ${run.code}: ${run.stderr || run.stdout}`);
    }
  }
  const server = await spawnServer([...EMBEDDED_DATABASE_NODE_FLAGS, 'dist/server/main.js'], db, env, { quiet: options.quiet });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      db.cleanup();
    },
  };
}
