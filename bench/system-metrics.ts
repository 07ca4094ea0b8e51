// npm run bench:system-metrics — GET /api/superadmin/system-metrics (R2.11: ≤ 50 ms a request, polled
// every 3 s). The server runs in this process on a fresh embedded database (BENCH_DATABASE_URL: on
// PostgreSQL) so its event loop can be watched: the first request (it starts the background sampler),
// the page's cadence (a request every 3 s, BENCH_POLLS of them), requests back to back (BENCH_RUNS), and
// the event-loop delay with the sampler running against the same span idle. Then each systeminformation
// call alone. Prints Markdown for docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import si from 'systeminformation';
import { startServer } from '../src/server.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { CreateUser } from '../src/modules/identity/index.ts';

const POLLS = Number(process.env.BENCH_POLLS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TARGET_MS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const fmt = (n: number) => n.toFixed(2);

const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-metrics-'));
const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOG_PRETTY: 'false', NODE_ENV: 'production',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) }, 'bench');
const running = await startServer(config, createLogger(config));
const email = `bench-${Date.now()}@example.com`;
const password = 'bench-password-42';
await running.kernel.inContext(() => running.kernel.container.get(CreateUser).execute({ email, password, role: 'SuperAdmin' }));
const { token } = (await (await fetch(`${running.url}/api/auth/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
})).json()) as { token: string };

async function once(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${running.url}/api/superadmin/system-metrics`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  return performance.now() - started;
}

/** The event loop's delay over `ms`, while `during` runs (p99 and max, ms). */
async function loopDelay(ms: number, during: () => Promise<unknown> = () => sleep(ms)) {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  await during();
  h.disable();
  return { p99: h.percentile(99) / 1e6, max: h.max / 1e6 };
}

const idle = await loopDelay(POLLS * 3000 > 30_000 ? 30_000 : POLLS * 3000);
const first = await once();
const cadence: number[] = [];
const sampling = await loopDelay(0, async () => {
  for (let i = 0; i < POLLS; i++) {
    cadence.push(await once());
    await sleep(3000);
  }
});
const burst: number[] = [];
for (let i = 0; i < RUNS; i++) burst.push(await once());
await running.close();
rmSync(dataDir, { recursive: true, force: true });

async function timeCall(name: string, call: () => Promise<unknown>, times = 20) {
  await call(); // currentLoad's first call in a thread waits 0.5 s for a window of its own
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    await sleep(250); // currentLoad answers from its cache within 200 ms of the last call
    const started = performance.now();
    await call();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return `| ${name} | ${fmt(percentile(ms, 0.5))} | ${fmt(percentile(ms, 0.95))} | ${fmt(ms.at(-1)!)} |`;
}
const calls = [
  await timeCall('`si.currentLoad()` (runs `cat /proc/stat` synchronously)', () => si.currentLoad()),
  await timeCall('`si.mem()`', () => si.mem()),
  await timeCall('`si.fsSize()` (spawns `df`)', () => si.fsSize()),
];

cadence.sort((a, b) => a - b);
burst.sort((a, b) => a - b);
const verdict = (p95: number) => (p95 <= TARGET_MS ? 'met' : '**missed**');
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ` +
  `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
console.log('\n| requests | n | p50 ms | p95 ms | max ms | target (p95) | |');
console.log('|---|---:|---:|---:|---:|---:|---|');
console.log(`| first (starts the sampler thread: one 0.5 s CPU window) | 1 | ${fmt(first)} | — | ${fmt(first)} | — | |`);
console.log(`| every 3 s, as the page polls | ${POLLS} | ${fmt(percentile(cadence, 0.5))} | ${fmt(percentile(cadence, 0.95))} | ${fmt(cadence.at(-1)!)} | ${TARGET_MS} | ${verdict(percentile(cadence, 0.95))} |`);
console.log(`| back to back | ${RUNS} | ${fmt(percentile(burst, 0.5))} | ${fmt(percentile(burst, 0.95))} | ${fmt(burst.at(-1)!)} | ${TARGET_MS} | ${verdict(percentile(burst, 0.95))} |`);
console.log('\n| server event loop | delay p99 ms | delay max ms |');
console.log('|---|---:|---:|');
console.log(`| idle (no sampler), ${Math.round(Math.min(30_000, POLLS * 3000) / 1000)} s | ${fmt(idle.p99)} | ${fmt(idle.max)} |`);
console.log(`| sampler thread running (a sample every 2 s), polled every 3 s, ${POLLS * 3} s | ${fmt(sampling.p99)} | ${fmt(sampling.max)} |`);
console.log('\n| systeminformation call alone, on this (main) thread, 20 times | p50 ms | p95 ms | max ms |');
console.log('|---|---:|---:|---:|');
console.log(calls.join('\n'));
process.exit(0);
