// `npm test`: every check. The quick ones run two at a time; once they pass, every file of the long
// suites (integration and security on PGlite, the same on PostgreSQL when TEST_POSTGRES_URL is set —
// .ci/run sets it when a server answers —, and e2e) is a job: a mocha process of its own (an embedded
// database per process, see scripts/mocha-each.mjs) running the file from the suites' bundle
// (scripts/bundle-suites.mjs, ADR 0045). TEST_WORKERS workers (3) take the jobs, the longest kinds
// first, so no suite waits behind another on a two-core machine. A PostgreSQL job empties its
// database's schema, so each worker runs them on a database of its own (created beside
// TEST_POSTGRES_URL's; where that is refused, the PostgreSQL jobs run one at a time on
// TEST_POSTGRES_URL itself); at most E2E_WORKERS (2) e2e files run at once.
// Each job's output is printed whole when it ends, so jobs never interleave; the slowest jobs, the
// failed ones and the test counts close the run.
import { spawn } from 'node:child_process';
import { globSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseName, withDatabase } from '../test/support/database-url.ts';
import { bundleSuites } from './bundle-suites.mjs';
import { embeddedOnly } from './embedded-only.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const minutes = (ms) => `${(ms / 60_000).toFixed(1).padStart(5)} min`;
const started = performance.now();

/**
 * Runs a command with its output kept, not interleaved with the others'; resolves when it ends. Past
 * `deadlineMs` it is asked what holds it open (SIGUSR2: scripts/hang-report.mjs), then killed, so one
 * hung job fails with its output so far instead of holding the run until CI's own limit.
 */
function collected(command, args, env, deadlineMs) {
  return new Promise((resolve) => {
    const at = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    let overdue = false;
    const deadline = deadlineMs && setTimeout(() => {
      overdue = true;
      child.kill('SIGUSR2');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref(); // a process too busy to answer
    }, deadlineMs);
    child.on('close', (code, signal) => {
      clearTimeout(deadline);
      const why = overdue ? `still running after ${minutes(deadlineMs).trim()}` : (signal ?? `exit ${code}`);
      resolve({ ok: code === 0 && !overdue, why, ms: performance.now() - at, output: Buffer.concat(chunks) });
    });
  });
}

/** `npm run script`, its output printed whole when it ends; resolves to whether it passed. */
async function runScript(script) {
  const { ok, ms, output } = await collected(npm, ['run', '--silent', script]);
  process.stdout.write(output);
  console.log(`${minutes(ms)}  ${script}${ok ? '' : '  FAILED'}`);
  return ok;
}

// The quick checks, two at a time: each of the static ones keeps about one core busy.
for (const group of [['typecheck', 'lint'], ['lint:boundaries', 'test:unit'], ['build']]) {
  const passed = await Promise.all(group.map(runScript));
  if (passed.includes(false)) process.exit(1);
}

const files = (pattern) => globSync(pattern).sort();
const postgres = process.env.TEST_POSTGRES_URL;
const workers = Number(process.env.TEST_WORKERS || 3);
// The PGlite jobs must not pick up a PostgreSQL URL from the caller's environment.
const embedded = { TEST_DATABASE_URL: '' };
const onPostgresToo = (file) => !embeddedOnly(file);

/** One database per worker beside `url`'s (same server, names ending in _worker_N); null where that is refused. */
async function workerDatabases(url, count) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await dropTemplates(client, url); // an interrupted run's
    const urls = [];
    for (let i = 1; i <= count; i++) {
      const name = `${databaseName(url)}_worker_${i}`;
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}"`);
      urls.push(withDatabase(url, name));
    }
    return urls;
  } catch (err) {
    console.log(`No database per worker (${err.message}): the PostgreSQL files run one at a time on TEST_POSTGRES_URL`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The template databases test/support/test-database.ts makes beside the workers' (test_tpl_…). */
async function dropTemplates(client, url) {
  const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${databaseName(url)}_tpl_`]);
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

async function dropDatabases(url, urls) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const u of urls) await client.query(`DROP DATABASE IF EXISTS "${databaseName(u)}" WITH (FORCE)`);
  await dropTemplates(client, url);
  await client.end();
}

const perWorker = postgres ? await workerDatabases(postgres, workers) : null;

/**
 * The files that take a minute or more (CLI processes, the fuzz): offered first in their suite, so the
 * run does not end with one of them on one core while the other workers have nothing left to take.
 */
const LONG = ['test/security/fuzz.test.ts', 'test/integration/cli.test.ts', 'test/integration/cli-scenarios.test.ts', 'test/integration/cli-billing-revoke.test.ts'];
const longFirst = (list) => [...list.filter((f) => LONG.includes(f)), ...list.filter((f) => !LONG.includes(f))];

/** Jobs in the order they are offered: e2e files are the longest, then the PostgreSQL ones. */
const jobs = [
  ...files('test/e2e/**/*.e2e.ts').map((file) => ({ suite: 'e2e', file, env: embedded, options: ['--timeout=180000'], slot: 'browser' })),
  ...(postgres
    ? [
        ...longFirst(files('test/security/**/*.test.ts')).filter(onPostgresToo).map((file) => ({ suite: 'security', db: 'PostgreSQL', file, options: ['--timeout=60000'] })),
        ...longFirst(files('test/integration/**/*.test.ts')).filter(onPostgresToo).map((file) => ({ suite: 'integration', db: 'PostgreSQL', file })),
        // Without a database per worker they share TEST_POSTGRES_URL's, one at a time.
      ].map((job) => ({ ...job, env: { TEST_DATABASE_URL: postgres }, slot: perWorker ? undefined : 'postgres' }))
    : []),
  ...longFirst(files('test/security/**/*.test.ts')).map((file) => ({ suite: 'security', db: 'PGlite', file, env: embedded, options: ['--timeout=60000'] })),
  ...longFirst(files('test/integration/**/*.test.ts')).map((file) => ({ suite: 'integration', db: 'PGlite', file, env: embedded })),
];
if (!postgres) console.log('TEST_POSTGRES_URL is not set: the integration and security suites run on PGlite only');

// Every job runs its file from the suites' bundle (ADR 0045): plain JavaScript, no tsx in the process.
const bundleStarted = performance.now();
const bundled = await bundleSuites([...new Set(jobs.map((job) => job.file))]);
console.log(`${minutes(performance.now() - bundleStarted)}  bundled ${bundled.size} test files into dist/tests`);

// The jobs' scratch files — every test server's embedded database, a 40 MB copy of a template — go to
// memory (tmpfs) where the machine has room: on a virtual disk each copy took about half a second.
const scratch = (() => {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 4 * 2 ** 30 ? { TMPDIR: '/dev/shm' } : {};
  } catch {
    return {};
  }
})();
if (scratch.TMPDIR) console.log(`Test scratch files in ${scratch.TMPDIR} (tmpfs)`);

// Node's compile cache (V8 code cache on disk) for every process of every job: the CLI's 12 MB bundle is
// compiled once, not again in each `rapport …` a CLI test starts (cli.test.ts: 11% less CPU). Node
// keys each entry by the file's content, so a rebuilt bundle is never served stale code.
const compileCache = { NODE_COMPILE_CACHE: join(scratch.TMPDIR ?? tmpdir(), 'rapport-compile-cache') };

// No one file takes more than about three minutes, even on a loaded machine: one past this has hung.
const JOB_DEADLINE_MS = Number(process.env.JOB_DEADLINE_MINUTES || 10) * 60_000;

const SLOTS = { browser: Number(process.env.E2E_WORKERS || 2), postgres: 1 };
const busy = { browser: 0, postgres: 0 };
const done = [];

/** 'integration on PostgreSQL', and with the file: how the log names a job. */
const suiteOf = (job) => `${job.suite}${job.db ? ` on ${job.db}` : ''}`;
const nameOf = (job) => `${suiteOf(job)}: ${job.file}`;

async function runJob(job, worker) {
  const database = job.db === 'PostgreSQL' && perWorker ? { TEST_DATABASE_URL: perWorker[worker] } : {};
  // .mocharc.json's settings but tsx: the reporter, the default timeout, V8's baseline WASM compiler and
  // --exit (a `before` hook that fails half-way leaves the fake servers it started open: the process
  // waited on them for ever, and held a CI run past its limit).
  const mocha = ['--liftoff-only', '--enable-source-maps', '--import=./scripts/hang-report.mjs', 'node_modules/mocha/bin/mocha.js', '--no-config', '--reporter=spec', '--timeout=30000', '--exit'];
  const run = await collected(process.execPath, [...mocha, ...(job.options ?? []), bundled.get(job.file)], { ...scratch, ...compileCache, ...job.env, ...database }, JOB_DEADLINE_MS);
  const result = { ...job, ...run, output: run.output.toString('utf8') };
  console.log(`\n===== ${nameOf(job)} ${result.ok ? 'passed' : `FAILED (${result.why})`} in ${(result.ms / 1000).toFixed(0)} s =====\n${result.output}`);
  return result;
}

/** Takes the first job whose slot is free, until none is left. */
async function worker(index) {
  for (;;) {
    const next = jobs.findIndex((job) => !job.slot || busy[job.slot] < SLOTS[job.slot]);
    if (next < 0) {
      if (!jobs.length) return;
      await new Promise((r) => setTimeout(r, 200)); // every job left waits for a slot another worker holds
      continue;
    }
    const [job] = jobs.splice(next, 1);
    if (job.slot) busy[job.slot]++;
    done.push(await runJob(job, index));
    if (job.slot) busy[job.slot]--;
  }
}

await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
if (perWorker) await dropDatabases(postgres, perWorker);

// What ran: tests per suite and database (from mocha's own summary lines), the slowest files, failures.
const count = (output, word) => [...output.matchAll(new RegExp(`^\\s+(\\d+) ${word}`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
const totals = new Map();
for (const r of done) {
  const key = suiteOf(r);
  const t = totals.get(key) ?? { files: 0, failedFiles: 0, passing: 0, pending: 0, failing: 0, ms: 0 };
  t.files++;
  t.failedFiles += r.ok ? 0 : 1;
  t.passing += count(r.output, 'passing');
  t.pending += count(r.output, 'pending');
  t.failing += count(r.output, 'failing');
  t.ms += r.ms;
  totals.set(key, t);
}
console.log('\nSlowest files:');
for (const r of [...done].sort((a, b) => b.ms - a.ms).slice(0, 12)) console.log(`${(r.ms / 1000).toFixed(0).padStart(5)} s  ${nameOf(r)}`);
console.log('\nSuites (file time added up; the files of each ran beside the others):');
for (const [key, t] of totals) {
  const failedFiles = t.failedFiles ? ` (${t.failedFiles} files failed)` : '';
  console.log(`${minutes(t.ms)}  ${key}: ${t.files} files, ${t.passing} passing, ${t.pending} pending, ${t.failing} failing${failedFiles}`);
}
const failed = done.filter((r) => !r.ok);
// Each failure's own report again, last, so a log that keeps only its tail still says why.
for (const r of failed) {
  const at = r.output.search(/^\s+\d+ failing/m);
  const lines = (at < 0 ? r.output : r.output.slice(at)).split('\n');
  const report = (at < 0 ? lines.slice(-60) : lines.slice(0, 60)).join('\n');
  console.log(`\n----- why ${nameOf(r)} failed -----\n${report}`);
}
if (failed.length) console.log(`\nFAILED: ${failed.map((r) => `${nameOf(r)} (${r.why})`).join(', ')}`);
console.log(`\n${minutes(performance.now() - started)}  in all`);
process.exit(failed.length ? 1 : 0);
