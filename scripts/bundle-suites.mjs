// The CI's bundle of the long suites (ADR 0045): each test file of the integration, security and e2e
// suites becomes one ES module in dist/tests, with the code they share split into chunks beside them.
// A mocha process then loads a few files of plain JavaScript instead of compiling and linking some two
// thousand modules through tsx: about 2.5 s of CPU less for each of the ~180 test files of `npm test`.
// Everything lands in one flat folder, two levels below the root, so what finds a file from its own
// module (the worker threads' scripts, package.json, the web client's hub) finds it there too.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { EXTERNAL, nodeBundle, WORKERS } from './bundling.mjs';

export const SUITES_DIR = join('dist', 'tests');

/** What the tests drive rather than contain: the browser, axe (which reads its own script), the assertion libraries. */
const TEST_EXTERNAL = [...EXTERNAL, 'playwright', 'playwright-core', 'axe-core', 'chai', 'sinon', 'mocha', 'tsx'];

/** `test/integration/cli.test.ts` → `integration-cli.test`: one flat name per test file. */
const entryName = (file) => `${basename(dirname(file))}-${basename(file, '.ts')}`;

/** Bundles `files`; returns where each one's module is. */
export async function bundleSuites(files) {
  rmSync(SUITES_DIR, { recursive: true, force: true });
  const entryPoints = {
    ...Object.fromEntries(files.map((file) => [entryName(file), file])),
    ...WORKERS,
    // test/support/hub-client.ts imports the web client's hub on first use.
    'web-hub': 'web/src/lib/hub/index.ts',
  };
  await build({ ...nodeBundle(TEST_EXTERNAL), entryPoints, outdir: SUITES_DIR, splitting: true });
  return new Map(files.map((file) => [file, join(SUITES_DIR, `${entryName(file)}.js`)]));
}
