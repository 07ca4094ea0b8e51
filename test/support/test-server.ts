import type { Clock } from '#src/platform/clock.ts';
import { loadConfig, type Config } from '#src/platform/config.ts';
import { createLogger, type Logger } from '#src/platform/logger.ts';
import { startServer, type RunningServer } from '#src/server.ts';
import { databaseEnv, freshDatabase, loadsShippedContent } from './test-database.ts';

export interface TestServer extends RunningServer {
  /** The database it runs on, for a second server that shares it (PostgreSQL only). */
  database: { dataDir: string; databaseUrl?: string };
  /** fetch against the server, JSON in and out. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }): Promise<ApiResponse>;
  /** Stops the server and keeps its database (for the CLI, or a server started over it next); once only. */
  close(): Promise<void>;
  /** Stops the server, if close() has not, and removes its database (a sharing server's leaves the owner's). */
  stop(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

/**
 * The real server, in this process, on a free port, over a fresh database (or another server's, to
 * share it). `logger`: where its log lines go (by default the console, silent unless TEST_LOG_LEVEL),
 * or how to make it from the server's configuration (to write its log files into its own DATA_DIR).
 * `clock`: what the server takes for now (see fake-clock.ts), for rules that turn on dates.
 */
export async function startTestServer(
  env: Record<string, string> = {}, shareWith?: TestServer, logger?: Logger | ((config: Config) => Logger), options: { clock?: Clock } = {},
): Promise<TestServer> {
  const db = shareWith ? { ...shareWith.database, cleanup() {} } : await freshDatabase({ seeded: loadsShippedContent(env) });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: db.dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      LOG_PRETTY: 'false',
      WEB_DIST_DIR: 'dist/web',
      ...databaseEnv(db),
      ...env,
    },
    'test',
  );
  const log = typeof logger === 'function' ? logger(config) : (logger ?? createLogger(config, false));
  const running = await startServer(config, log, { clock: options.clock });
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= running.close());
  return {
    ...running,
    close,
    database: { dataDir: db.dataDir, databaseUrl: db.databaseUrl },
    async api(path, init = {}) {
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      if (init.body !== undefined) headers['content-type'] ??= 'application/json';
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const res = await fetch(running.url + path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, headers: res.headers, body };
    },
    async stop() {
      await close();
      db.cleanup();
    },
  };
}

let counter = 0;
/** A unique email per call, so tests sharing a server never collide. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;
