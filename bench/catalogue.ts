// npm run bench:catalogue — GET /api/scenario at 100 connections beside the bare koa route in the
// same run (wrk when installed, else autocannon; BENCH_ROUNDS rounds of BENCH_SECONDS, medians),
// then the time to import a 300-scenario pack (fresh, and again unchanged) on the embedded
// database. Needs the built server (npm run build). Prints Markdown for docs/benchmarks.md.
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { bootKernel } from '../src/kernel.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { ImportContentPacks } from '../src/modules/practice/index.ts';
import { freePort, hasWrk, load, loadWithWrk, medianRun, startBareKoa, startBuiltServer, stop, table, waitHealthy, wrkThreads, type LoadResult } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
interface Route {
  name: string;
  url: string;
  headers: Record<string, string>;
}
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-bench-'));
  dirs.push(dir);
  return dir;
};

/** 300 scenarios: the shipped ones, repeated under new keys, plus the persona archetypes. */
function bigPack() {
  const read = (f: string) => JSON.parse(readFileSync(join('content', f), 'utf8'));
  const shipped = ['customer-service', 'conflict-resolution', 'giving-feedback', 'leadership', 'negotiation', 'teamwork', 'sales',
    'difficult-conversations', 'job-interviews'].flatMap((f) => read(`${f}.json`).scenarios as { key: string }[]);
  const scenarios = Array.from({ length: 300 }, (_, i) => ({ ...shipped[i % shipped.length], key: `${shipped[i % shipped.length].key}-${i}` }));
  return [{ file: 'personas.json', data: read('personas.json') }, { file: 'big.json', data: { pack: 'big', scenarios } }];
}

/** The body exactly as sent (fetch would decompress it), and the encoding it was sent in. */
const rawBody = (url: string, headers: Record<string, string>) =>
  new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d))
        .on('end', () => resolve({ body: Buffer.concat(parts), encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    }).on('error', reject);
  });

async function timeImport(): Promise<{ fresh: number; again: number }> {
  const config = loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'silent', LOG_PRETTY: 'false', DATABASE_URL: process.env.BENCH_DATABASE_URL }, 'bench');
  const kernel = await bootKernel(config, createLogger(config, false));
  try {
    const documents = bigPack();
    const run = async () => {
      const started = performance.now();
      const report = await kernel.inContext(() => kernel.container.get(ImportContentPacks).execute(documents));
      return { ms: performance.now() - started, report };
    };
    const fresh = await run();
    const again = await run();
    if (fresh.report.totals.created < 300 || again.report.totals.unchanged < 300) throw new Error('the import did not do what it should');
    return { fresh: fresh.ms, again: again.ms };
  } finally {
    await kernel.shutdown();
  }
}

try {
  const port = await freePort();
  const server = startBuiltServer(port, tempDir());
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/api/health`, server);
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }; // what Chromium sends
  const asSent = await rawBody(`${base}/api/scenario`, browser);
  const enc = asSent.encoding;
  const bodyFile = join(tempDir(), 'scenario-list.body');
  writeFileSync(bodyFile, asSent.body);
  const barePort = await freePort();
  const bare = await startBareKoa(barePort, { file: bodyFile, encoding: enc });
  const count = ((await (await fetch(`${base}/api/scenario`)).json()) as unknown[]).length;
  const routes: Route[] = [
    { name: 'bare koa + @koa/router JSON route', url: `http://127.0.0.1:${barePort}/bare`, headers: {} },
    { name: `GET /api/scenario, all ${count} scenarios, as a browser asks (${enc})`, url: `${base}/api/scenario`, headers: browser },
    { name: `bare koa sending those same ${enc} bytes`, url: `http://127.0.0.1:${barePort}/bare-same-bytes`, headers: browser },
    { name: `GET /api/scenario?difficulty=Beginner&lang=ru (${enc})`, url: `${base}/api/scenario?difficulty=Beginner&lang=ru`, headers: browser },
    { name: `GET /api/scenario, all ${count}, uncompressed`, url: `${base}/api/scenario`, headers: {} },
  ];
  // wrk counts body bytes without decoding them; autocannon decodes every body as text, which
  // costs it ~10× for binary (brotli) bodies, so it measures itself rather than the server.
  const generator = hasWrk() ? 'wrk' : 'autocannon';
  const measure = (r: Route) => (generator === 'wrk' ? loadWithWrk(r.name, r.url, r.headers, seconds) : load(r.name, r.url, r.headers, seconds));
  // Routes take turns, round after round, so a slow spell of the machine lands on all of them.
  const runs: LoadResult[][] = routes.map(() => []);
  for (let round = 0; round < rounds; round++) for (const [i, route] of routes.entries()) runs[i].push(await measure(route));
  const rows = runs.map(medianRun);
  const generatorCheck = [
    await load('bare koa, 15 KiB of ASCII', `http://127.0.0.1:${barePort}/bare-ascii-15k`, {}, seconds),
    await load('bare koa, 15 KiB of random bytes', `http://127.0.0.1:${barePort}/bare-random-15k`, {}, seconds),
  ];
  await stop(server);
  await stop(bare);
  const imports = await timeImport();

  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL server (BENCH_DATABASE_URL)' : 'embedded PGlite'}`);
  console.log(`100 connections, ${generator}${generator === 'wrk' ? ` (${wrkThreads()} thread)` : ''} on the same machine; ` +
    `${rounds} rounds of ${seconds} s per route (each after a 2 s warm-up), routes in turn; medians\n`);
  console.log(table(rows));
  const pct = (r: LoadResult) => `${((r.rps / rows[0].rps) * 100).toFixed(0)}%`;
  console.log(`\nGET /api/scenario (${enc}) throughput = ${pct(rows[1])} of the bare route, p99 ${rows[1].p99} ms (targets ≥ 60%, ≤ 25 ms); ` +
    `uncompressed ${pct(rows[4])}, p99 ${rows[4].p99} ms; bare koa sending the same ${(statSync(bodyFile).size / 1024).toFixed(1)} KiB: ${pct(rows[2])}`);
  console.log(`Per round, list / bare: ${runs[1].map((r, i) => `${((r.rps / runs[0][i].rps) * 100).toFixed(0)}%`).join(', ')}`);
  if (generator === 'autocannon') console.log('\n(wrk is not installed: `apt-get install wrk`. autocannon under-reports binary bodies; see below)');
  console.log('\nLoad generator check (autocannon, one run each; it decodes every body as text):\n');
  console.log(table(generatorCheck));
  console.log(`\nImport of a 300-scenario pack: ${imports.fresh.toFixed(0)} ms fresh, ${imports.again.toFixed(0)} ms again unchanged (target ≤ 5000 ms)`);
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
