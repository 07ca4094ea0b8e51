// `npm test`: every check. Once the quick ones pass, the long suites run in lanes at once, so CI
// stays within its 30 minutes on a two-core machine: each test process is mostly single-threaded and
// waits on sockets, timers and browsers (a two-lane run used 31 CPU-minutes in 28 minutes on 2 cores).
// Lane "database": integration and security suites on PGlite; lane "browser": the e2e suite; lane
// "postgres", when TEST_POSTGRES_URL is set (.ci/run sets it when a server answers): the integration
// and security suites on that PostgreSQL. A lane's output goes to a file and is printed whole when
// the lane ends, so lanes never interleave; each step's time is reported.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];

/** Runs `npm run <script>`; resolves to its exit code. `out` is a stream to write to, or inherit. */
function run(script, env = {}, out) {
  const started = performance.now();
  // The PGlite lane must not pick up a PostgreSQL URL from the caller's environment.
  const childEnv = { ...process.env, TEST_DATABASE_URL: '', ...env };
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { env: childEnv, stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    child.on('close', (code, signal) => {
      const label = env.TEST_DATABASE_URL ? `${script} (PostgreSQL)` : script;
      timings.push(`${((performance.now() - started) / 60_000).toFixed(1).padStart(5)} min  ${label}${code === 0 ? '' : `  FAILED (${signal ?? code})`}`);
      resolve(code ?? 1);
    });
  });
}

async function steps(list, out) {
  for (const [script, env] of list) {
    const code = await run(script, env, out);
    if (code !== 0) return code;
  }
  return 0;
}

async function lane(name, list) {
  const file = join(mkdtempSync(join(tmpdir(), 'rapport-test-')), `${name}.log`);
  const out = createWriteStream(file);
  const code = await steps(list, out);
  await new Promise((resolve) => out.end(resolve));
  console.log(`\n===== lane "${name}" ${code === 0 ? 'passed' : 'FAILED'} =====\n`);
  process.stdout.write(readFileSync(file));
  return code;
}

const started = performance.now();
let status = await steps([['typecheck'], ['lint:boundaries'], ['lint'], ['test:unit'], ['build']]);
if (status === 0) {
  const postgres = process.env.TEST_POSTGRES_URL;
  if (!postgres) console.log('TEST_POSTGRES_URL is not set: the integration and security suites run on PGlite only');
  const onPostgres = { TEST_DATABASE_URL: postgres };
  const codes = await Promise.all([
    lane('database', [['test:integration'], ['test:security']]),
    lane('browser', [['test:e2e']]),
    ...(postgres ? [lane('postgres', [['test:integration', onPostgres], ['test:security', onPostgres]])] : []),
  ]);
  status = codes.find((c) => c !== 0) ?? 0;
}
console.log(`\n${timings.join('\n')}\n${((performance.now() - started) / 60_000).toFixed(1).padStart(5)} min  in all`);
process.exit(status);
