// Runs each test file in a mocha process of its own, one after another: every integration test
// server starts an embedded PostgreSQL (WASM in a worker thread), and dozens of them in one process
// crashed it (SIGSEGV) once the suite grew. One process per file keeps each run small and isolated.
// `node scripts/mocha-each.mjs "test/integration/**/*.test.ts" [more mocha options…]` (npm run test:integration;
// `npm test` runs the same files as jobs of its own: scripts/test-all.mjs).
import { spawnSync } from 'node:child_process';
import { globSync } from 'node:fs';
import { embeddedOnly } from './embedded-only.mjs';

const patterns = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const options = process.argv.slice(2).filter((a) => a.startsWith('-'));
const matched = [...new Set(patterns.flatMap((p) => globSync(p)))].sort();
const files = process.env.TEST_DATABASE_URL ? matched.filter((f) => !embeddedOnly(f)) : matched;
if (files.length < matched.length) console.log(`On PostgreSQL: ${matched.length - files.length} files that run on the embedded database only are left out`);
if (!files.length) {
  console.error(`No test files match ${patterns.join(' ')}`);
  process.exit(1);
}
const failed = [];
const took = [];
for (const file of files) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['node_modules/mocha/bin/mocha.js', ...options, file], { stdio: 'inherit' });
  took.push([file, (performance.now() - started) / 1000]);
  if (run.status !== 0) failed.push(`${file} (${run.signal ?? `exit ${run.status}`})`);
}
// The slowest files, so a run creeping towards CI's time budget shows where the time goes.
const slowest = took.sort((a, b) => b[1] - a[1]).slice(0, 8).map(([file, s]) => `${s.toFixed(0).padStart(4)} s  ${file}`);
console.log(`\nSlowest files:\n${slowest.join('\n')}`);
console.log(`\n${files.length - failed.length} of ${files.length} test files passed${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
