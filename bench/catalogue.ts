// npm run bench:catalogue — GET /api/scenario at 100 connections beside the bare koa route in the
// same run, then the time to import a 300-scenario pack (fresh, and again unchanged) on the
// embedded database. Needs the built server (npm run build). Prints Markdown for docs/benchmarks.md.
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { bootKernel } from '../src/kernel.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { ImportContentPacks } from '../src/modules/practice/index.ts';
import { freePort, hasWrk, load, loadWithWrk, startBareKoa, startBuiltServer, stop, table, waitHealthy, type LoadResult } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
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

/** The body exactly as sent (fetch would decompress it). */
const rawBody = (url: string, headers: Record<string, string>) =>
  new Promise<Buffer>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d)).on('end', () => resolve(Buffer.concat(parts)));
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
  const bodyFile = join(tempDir(), 'scenario-list.br');
  writeFileSync(bodyFile, await rawBody(`${base}/api/scenario`, { 'accept-encoding': 'br' }));
  const barePort = await freePort();
  const bare = await startBareKoa(barePort, bodyFile);
  const count = ((await (await fetch(`${base}/api/scenario`)).json()) as unknown[]).length;
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }; // what Chromium sends
  const rows = [
    await load('bare koa + @koa/router JSON route', `http://127.0.0.1:${barePort}/bare`, {}, seconds),
    await load(`GET /api/scenario, all ${count} scenarios, as a browser asks (br)`, `${base}/api/scenario`, browser, seconds),
    await load('bare koa sending those same br bytes', `http://127.0.0.1:${barePort}/bare-same-bytes`, browser, seconds),
    await load('GET /api/scenario?difficulty=Beginner&lang=ru (br)', `${base}/api/scenario?difficulty=Beginner&lang=ru`, browser, seconds),
    await load(`GET /api/scenario, all ${count}, uncompressed`, `${base}/api/scenario`, {}, seconds),
  ];
  const generatorCheck = [
    await load('bare koa, 15 KiB of ASCII', `http://127.0.0.1:${barePort}/bare-ascii-15k`, {}, seconds),
    await load('bare koa, 15 KiB of random bytes', `http://127.0.0.1:${barePort}/bare-random-15k`, {}, seconds),
  ];
  // The same routes with a load generator that does not decode bodies, where the machine has one.
  const wrkRows = hasWrk()
    ? [
        loadWithWrk('bare koa + @koa/router JSON route', `http://127.0.0.1:${barePort}/bare`, {}, seconds),
        loadWithWrk(`GET /api/scenario, all ${count} scenarios, as a browser asks (br)`, `${base}/api/scenario`, browser, seconds),
        loadWithWrk('bare koa sending those same br bytes', `http://127.0.0.1:${barePort}/bare-same-bytes`, browser, seconds),
        loadWithWrk(`GET /api/scenario, all ${count}, uncompressed`, `${base}/api/scenario`, {}, seconds),
      ]
    : [];
  await stop(server);
  await stop(bare);
  const imports = await timeImport();

  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL server (BENCH_DATABASE_URL)' : 'embedded PGlite'}`);
  console.log(`100 connections, ${seconds} s per route after a 2 s warm-up (autocannon, same machine)\n`);
  console.log(table(rows));
  const pct = (r: (typeof rows)[number]) => `${((r.rps / rows[0].rps) * 100).toFixed(0)}%`;
  console.log(`\nGET /api/scenario (br) throughput = ${pct(rows[1])} of the bare route, p99 ${rows[1].p99} ms (targets ≥ 60%, ≤ 25 ms); ` +
    `uncompressed ${pct(rows[4])}, p99 ${rows[4].p99} ms`);
  console.log(`Against bare koa sending the same ${(statSync(bodyFile).size / 1024).toFixed(1)} KiB: ${((rows[1].rps / rows[2].rps) * 100).toFixed(0)}%`);
  console.log('\nLoad generator check (autocannon decodes every body as text):\n');
  console.log(table(generatorCheck));
  if (wrkRows.length) {
    console.log(`\nThe same with wrk (2 threads, 100 connections, ${seconds} s; it does not decode bodies):\n`);
    console.log(table(wrkRows));
    const wrkPct = (r: LoadResult) => `${((r.rps / wrkRows[0].rps) * 100).toFixed(0)}%`;
    console.log(`\nwrk: GET /api/scenario (br) = ${wrkPct(wrkRows[1])} of the bare route, p99 ${wrkRows[1].p99} ms; uncompressed ${wrkPct(wrkRows[3])}; ` +
      `bare koa sending the br bytes ${wrkPct(wrkRows[2])}`);
  } else {
    console.log('\n(wrk is not installed: `apt-get install wrk` adds the same routes measured without body decoding)');
  }
  console.log(`Import of a 300-scenario pack: ${imports.fresh.toFixed(0)} ms fresh, ${imports.again.toFixed(0)} ms again unchanged (target ≤ 5000 ms)`);
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
