// npm run bench:http — throughput and latency of GET /api/health and GET /api/auth/me at 100
// connections, beside a bare koa route measured in the same run; then cold start to healthy.
// Needs the built server (npm run build). Prints Markdown for docs/benchmarks.md.
import { cpus } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, load, median, startBareKoa, startBuiltServer, stop, table, waitHealthy } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-'));
try {
  const barePort = await freePort();
  const bare = await startBareKoa(barePort);
  const port = await freePort();
  const server = startBuiltServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/api/health`, server);

  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password', rememberMe: false }),
  });
  const { token } = (await reg.json()) as { token: string };

  const rows = [
    await load('bare koa + @koa/router JSON route', `http://127.0.0.1:${barePort}/bare`, {}, seconds),
    await load('GET /api/health (database ping)', `${base}/api/health`, {}, seconds),
    await load('GET /api/auth/me (JWT verify + user read)', `${base}/api/auth/me`, { authorization: `Bearer ${token}` }, seconds),
  ];
  await stop(server);
  await stop(bare);

  // Cold start: the built server on an existing, migrated data dir, until /api/health answers.
  const starts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const p = await freePort();
    const s = startBuiltServer(p, dataDir);
    starts.push(await waitHealthy(`http://127.0.0.1:${p}/api/health`, s));
    await stop(s);
  }

  const ratio = (rows[2].rps / rows[0].rps) * 100;
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL server (BENCH_DATABASE_URL)' : 'embedded PGlite'}`);
  console.log(`100 connections, ${seconds} s per route after a 2 s warm-up (autocannon, same machine)\n`);
  console.log(table(rows));
  console.log(`\n/api/auth/me throughput = ${ratio.toFixed(0)}% of the bare route (target ≥ 50%)`);
  console.log(`Cold start to healthy (existing data dir, 5 runs): median ${median(starts).toFixed(0)} ms, ` +
    `runs ${starts.map((s) => s.toFixed(0)).join(', ')} ms (target ≤ 3000 ms)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
