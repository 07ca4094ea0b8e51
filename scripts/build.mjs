// Builds what `npm start` serves: the server bundle (esbuild) and the web client (Vite).
// `node scripts/build.mjs server|web` builds one of them. Runs on the project's Node 24 (npm run build),
// which imports the TypeScript of precompress.ts as it is.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { precompress } from './precompress.ts';
import { nodeBundle, WORKERS } from './bundling.mjs';
import { ASCII_SUPPORTED, asciiOnly } from './ascii-bundle.mjs';

const what = process.argv[2] ?? 'all';

/** When each part was last built: scripts/build-if-stale.mjs compares its sources with this. */
function stamp(part) {
  mkdirSync('dist', { recursive: true });
  writeFileSync(`dist/.build-stamp-${part}`, new Date().toISOString());
}

if (what === 'all' || what === 'server') {
  const built = await build({
    // The embedded database, the data export and the System Monitoring page's sampler run in worker threads
    // of their own (src/platform/db/worker-thread-pglite.ts, src/platform/export/worker-thread-export.ts,
    // src/modules/security/infrastructure/systeminformation-system-probe.ts).
    entryPoints: {
      'server/main': 'src/main.ts',
      // The operator CLI, bundled like the server: started through tsx it spent ~2 s compiling before each command.
      'server/cli': 'cli/main.ts',
      ...Object.fromEntries(Object.entries(WORKERS).map(([name, file]) => [`server/${name}`, file])),
    },
    outdir: 'dist',
    // Dependencies are bundled too: loaded from node_modules they were some two thousand ES modules,
    // and resolving and linking them was half of every CLI command's start (ADR 0044).
    ...nodeBundle(),
    supported: ASCII_SUPPORTED,
    metafile: true,
  });
  // One byte a character in V8's memory (scripts/ascii-bundle.mjs): 11 MB less for the server.
  for (const file of Object.keys(built.metafile.outputs).filter((f) => f.endsWith('.js'))) writeFileSync(file, asciiOnly(readFileSync(file, 'utf8')));
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
