import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { EMBEDDED_DATABASE_NODE_FLAGS } from '../src/platform/db/embedded-node-flags.ts';
import { ALLOCATOR_ENV } from '../src/platform/memory.ts';

/** JSON over the API of a bench's server: POST with a body, GET without; throws on any answer other than 2xx. */
export async function json<T>(url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}

/** The built server as `npm start` runs it (same Node flags); `env`: a bench's own settings on top. */
export function startBuiltServer(port: number, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [...EMBEDDED_DATABASE_NODE_FLAGS, 'dist/server/main.js'], {
    env: {
      ...process.env, ...ALLOCATOR_ENV, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_PRETTY: 'false',
      ...env,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** `body`: bytes a route of ours sent and their Content-Encoding, for the same-bytes baseline. */
export function startBareKoa(port: number, body?: { file: string; encoding: string }): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(port), ...(body ? { BARE_BODY_FILE: body.file, BARE_BODY_ENCODING: body.encoding } : {}) };
  const child = fork('bench/bare-koa.ts', { env, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve) => child.once('message', () => resolve(child)));
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(name: string, url: string, headers: Record<string, string> = {}, seconds = 10): Promise<LoadResult> {
  await autocannon({ url, connections: 100, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: 100, duration: seconds, headers });
  return { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** wrk (C; it counts body bytes without decoding them) if this machine has it: `apt-get install wrk`. */
export const hasWrk = () => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (e) {
    return (e as { status?: number }).status === 1; // wrk --version prints and exits 1
  }
};

/** wrk's threads: on a small machine one, so the server under test keeps a core of its own. */
export const wrkThreads = () => (cpus().length <= 2 ? 1 : 2);

export function loadWithWrk(name: string, url: string, headers: Record<string, string> = {}, seconds = 10): LoadResult {
  const args = [`-t${wrkThreads()}`, '-c100', '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`])];
  execFileSync('wrk', [...args, '-d2s', url]); // warm-up
  const out = execFileSync('wrk', [...args, `-d${seconds}s`, url]).toString();
  const ms = (p: string) => {
    const [, value, unit] = new RegExp(`${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out) ?? [];
    return Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? NaN);
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
  return { name, rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])), p50: ms('50'), p99: ms('99'), errors: Number(errors) };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One route measured several times: the median of each figure, errors summed. */
export const medianRun = (runs: LoadResult[]): LoadResult => ({
  name: runs[0].name,
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

export function table(rows: LoadResult[]): string {
  const lines = ['| route | req/s | p50 ms | p99 ms | errors |', '|---|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  return lines.join('\n');
}
