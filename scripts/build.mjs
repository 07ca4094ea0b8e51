// Builds what `npm start` serves: the server bundle (esbuild) and the web client (Vite).
// `node scripts/build.mjs server|web` builds one of them. Runs on the project's Node 24 (npm run build),
// which imports the TypeScript of precompress.ts as it is.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { precompress } from './precompress.ts';

const what = process.argv[2] ?? 'all';

/** When each part was last built: scripts/build-if-stale.mjs compares its sources with this. */
function stamp(part) {
  mkdirSync('dist', { recursive: true });
  writeFileSync(`dist/.build-stamp-${part}`, new Date().toISOString());
}

/**
 * Ink loads its React devtools bridge only when DEV=true, but the bundle would link it, and its
 * package, react-devtools-core, is not installed: an empty stand-in takes its place.
 */
const withoutInkDevtools = {
  name: 'without-ink-devtools',
  setup(build) {
    build.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'empty' }));
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export default { connectToDevTools() {} };' }));
  },
};

if (what === 'all' || what === 'server') {
  await build({
    // The embedded database, the data export and the System Monitoring page's sampler run in worker threads
    // of their own (src/platform/db/worker-thread-pglite.ts, src/platform/export/worker-thread-export.ts,
    // src/modules/security/infrastructure/systeminformation-system-probe.ts).
    entryPoints: {
      'server/main': 'src/main.ts',
      // The operator CLI, bundled like the server: started through tsx it spent ~2 s compiling before each command.
      'server/cli': 'cli/main.ts',
      'server/pglite-worker': 'src/platform/db/pglite-worker.ts',
      'server/export-worker': 'src/platform/export/export-worker.ts',
      'server/system-sampler-worker': 'src/modules/security/infrastructure/system-sampler-worker.ts',
    },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Dependencies are bundled too: loaded from node_modules they were some two thousand ES modules,
    // and resolving and linking them was half of every CLI command's start (ADR 0044). Only what
    // loads files beside its own code stays in node_modules: PGlite's WASM and data, argon2's addon.
    external: ['@electric-sql/pglite', 'argon2'],
    plugins: [withoutInkDevtools],
    // Libraries read constructors' names (MikroORM finds its Migrator extension by name).
    keepNames: true,
    // For the CommonJS dependencies' own require() of Node's built-ins and of the externals.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
  });
  stamp('server');
  console.log('built dist/server/main.js and dist/server/cli.js');
}
if (what === 'all' || what === 'web') {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  const { files, bytes, brBytes, gzipBytes } = await precompress('dist/web');
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  stamp('web');
  console.log(`built dist/web (${files} files precompressed: ${kb(bytes)} → ${kb(brBytes)} brotli, ${kb(gzipBytes)} gzip)`);
}
