// npm run bench:superadmin — the SuperAdmin people console at 100,000 users (issue R2.10 "Scale").
// Seeds a PostgreSQL database of its own once (bench/seed-people.ts; BENCH_DATABASE_URL or
// DATABASE_URL, default postgres://postgres@127.0.0.1:5432/rapport_bench), starts the built server on
// it, signs in as the seeded SuperAdmin and times each console request one at a time: 5 warm-ups,
// then BENCH_RUNS (default 50) measured, client-side, body read. Then one export streamed to nowhere
// while the server's RSS is sampled and /api/health is asked again and again. Prints Markdown for docs/benchmarks.md.
// `npm run bench:superadmin -- --seed-only` only seeds (or reports the seeded database);
// `-- --export-only` skips the console requests and measures the export alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startBuiltServer, stop, waitHealthy } from './support.ts';
import { DEFAULT_BENCH_DATABASE_URL, SEED_PASSWORD, SEED_SUPERADMIN, seedPeople } from './seed-people.ts';
import { consoleCases, prepareTargets, type Case } from './superadmin.cases.ts';

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UPS = 5;

const seeded = await seedPeople(url, undefined, (line) => console.error(`seed: ${line}`));
const what = Object.entries(seeded.counts).map(([table, n]) => `${table} ${n.toLocaleString('en')}`).join(', ');
console.error(`${seeded.reused ? 'Seeded database reused' : 'Seeded'} in ${seeded.seconds.toFixed(1)} s: ${what}`);
if (process.argv.includes('--seed-only')) process.exit(0);
const exportOnly = process.argv.includes('--export-only');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Timing { name: string; target?: number; p50: number; p95: number; p99: number; errors: number; note?: string }

async function measure(base: string, token: string, c: Case): Promise<Timing> {
  const headers = { authorization: `Bearer ${token}` };
  let errors = 0;
  let status = 0;
  const once = async (i: number) => {
    const started = performance.now();
    const res = await fetch(base + c.paths[i % c.paths.length], { headers });
    await res.arrayBuffer();
    status = res.status;
    if (res.status !== 200) errors++;
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UPS; i++) await once(i);
  // A route that is not there yet is reported, not timed.
  if (errors === WARM_UPS) return { name: c.name, target: c.target, p50: NaN, p95: NaN, p99: NaN, errors, note: `HTTP ${status}` };
  errors = 0;
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push(await once(WARM_UPS + i));
  ms.sort((a, b) => a - b);
  return { name: c.name, target: c.target, p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), p99: percentile(ms, 0.99), errors };
}

/**
 * The whole export read and dropped, the server's RSS sampled every 20 ms meanwhile, and
 * `/api/health` asked one request after another: how the server answers everyone else meanwhile.
 */
async function measureExport(base: string, token: string, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(pid)); }, 20);
  const started = performance.now();
  let done = false;
  const health: number[] = [];
  const pinging = (async () => {
    while (!done) {
      const t = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const res = await fetch(`${base}/api/superadmin/export-data`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  if (res.body) for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await pinging;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  health.sort((a, b) => a - b);
  return {
    status: res.status, disposition: res.headers.get('content-disposition'), seconds, mb: bytes / 1024 / 1024, before, peak,
    health: { n: health.length, p50: percentile(health, 0.5), p99: percentile(health, 0.99), max: health.at(-1)! },
  };
}

const fmt = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1));
function row(t: Timing): string {
  const verdict = t.note ? t.note : t.target === undefined ? '' : t.p95 <= t.target ? 'met' : '**missed**';
  return `| ${t.name} | ${fmt(t.p50)} | ${fmt(t.p95)} | ${fmt(t.p99)} | ${t.target ?? '—'} | ${t.errors} | ${verdict} |`;
}

const db = new pg.Client({ connectionString: url });
await db.connect();
const targets = await prepareTargets(db);
const version = (await db.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
await db.end();

const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-superadmin-'));
const port = await freePort();
const server = startBuiltServer(port, dataDir, { DATABASE_URL: url });
const base = `http://127.0.0.1:${port}`;
try {
  await waitHealthy(`${base}/api/health`, server);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: SEED_SUPERADMIN, password: SEED_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in as ${SEED_SUPERADMIN}: HTTP ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const loadBefore = loadavg()[0]!;
  const lines: string[] = [];
  for (const c of exportOnly ? [] : consoleCases(targets)) {
    const t = await measure(base, token, c);
    lines.push(row(t));
    console.error(row(t));
  }
  const ex = await measureExport(base, token, server.pid!);
  const growth = ex.peak - ex.before;

  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Data: ${what}; heavy user ${targets.heavy.id} (${targets.heavy.sessions} sessions, ${targets.heavy.messages} messages, ${targets.heavy.logins} sign-ins)`);
  console.log(`${RUNS} requests per row after ${WARM_UPS} warm-ups, one at a time, client-side ms (p99 of ${RUNS} is about the slowest); `
    + `load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end\n`);
  if (!exportOnly) {
    console.log('| request | p50 ms | p95 ms | p99 ms | target p95 ms | errors | |\n|---|---:|---:|---:|---:|---:|---|');
    console.log(lines.join('\n'));
  }
  console.log(`\nExport: HTTP ${ex.status}, ${ex.disposition ?? 'no Content-Disposition'}, ${ex.mb.toFixed(1)} MB in ${ex.seconds.toFixed(1)} s; `
    + `server RSS ${ex.before.toFixed(0)} MB before, peak ${ex.peak.toFixed(0)} MB: growth ${growth.toFixed(0)} MB (target ≤ 100 MB: ${growth <= 100 && ex.status === 200 ? 'met' : '**missed**'}); `
    + `meanwhile /api/health (${ex.health.n} requests) p50 ${fmt(ex.health.p50)} ms, p99 ${fmt(ex.health.p99)} ms, slowest ${fmt(ex.health.max)} ms`);
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
