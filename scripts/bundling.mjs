// esbuild settings shared by the server and CLI bundles (scripts/build.mjs, ADR 0044) and the CI's
// bundle of the test suites (scripts/bundle-suites.mjs, ADR 0045).

/** Packages that load files beside their own code (WASM and data, a native addon): never bundled. */
export const EXTERNAL = ['@electric-sql/pglite', 'argon2'];

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

/** A Node ESM bundle with its dependencies in it but for `external`. */
export const nodeBundle = (external = EXTERNAL) => ({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  plugins: [withoutInkDevtools],
  // Libraries read constructors' names (MikroORM finds its Migrator extension by name).
  keepNames: true,
  // For the CommonJS dependencies' own require() of Node's built-ins and of the externals.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});

/** The worker threads' scripts, which their starters find beside themselves (WORKER_SCRIPT). */
export const WORKERS = {
  'pglite-worker': 'src/platform/db/pglite-worker.ts',
  'export-worker': 'src/platform/export/export-worker.ts',
  'system-sampler-worker': 'src/modules/security/infrastructure/system-sampler-worker.ts',
};
