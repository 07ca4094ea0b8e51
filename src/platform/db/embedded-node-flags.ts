/**
 * Node flags for a process that runs the embedded database (ADR 0008). `npm start` and `npm run cli`
 * pass them (package.json); so do the benches and the tests that start the built server or CLI.
 * A short CLI command saves ~0.5 s of CPU by not optimising the WASM it is about to drop.
 *
 * `--liftoff-only` keeps V8 to its baseline WASM compiler. Optimising PostgreSQL's WASM with TurboFan
 * peaks at ~700 MB of compiler memory and leaves ~100 MB of it resident for good. Liftoff code is as
 * fast for the small indexed queries Rapport runs; large scans take about twice as long. V8 reads the
 * flag only at process start, so it cannot be set from inside.
 */
export const EMBEDDED_DATABASE_NODE_FLAGS = ['--liftoff-only'];

export const hasEmbeddedDatabaseNodeFlags = (execArgv: string[] = process.execArgv) =>
  EMBEDDED_DATABASE_NODE_FLAGS.every((flag) => execArgv.includes(flag));
