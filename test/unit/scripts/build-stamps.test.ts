import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isCurrent, serverBuildIsCurrent } from '../../../scripts/build-stamps.mjs';

/** What `npm run cli` and the `rapport` bin decide from: a build is current only while no source is newer than its stamp. */
describe('build stamps (scripts/build-stamps.mjs)', () => {
  let root: string;
  const file = (path: string, at: number) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '');
    utimesSync(join(root, path), at, at);
    // A directory's own time counts too (a file removed changes only its folder): set them back, so only the files decide here.
    for (let dir = dirname(join(root, path)); dir !== root; dir = dirname(dir)) utimesSync(dir, 1, 1);
  };
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'rapport-stamps-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is current when the stamp is newer than every source, however deep', () => {
    file('src/modules/a/b.ts', 100);
    file('dist/.build-stamp-server', 200);
    expect(isCurrent('server', ['src'], root)).to.equal(true);
  });

  it('is stale when one source changed after the build, or there is no stamp', () => {
    file('src/modules/a/b.ts', 100);
    file('src/main.ts', 300);
    file('dist/.build-stamp-server', 200);
    expect(isCurrent('server', ['src'], root)).to.equal(false);
    expect(isCurrent('web', ['src'], root)).to.equal(false);
  });

  it('wants the server bundle and the CLI bundle both, beside a current stamp', () => {
    for (const source of ['src/main.ts', 'cli/main.ts', 'migrations/m.ts', 'package-lock.json']) file(source, 100);
    file('dist/.build-stamp-server', 200);
    file('dist/server/main.js', 200);
    expect(serverBuildIsCurrent(root)).to.equal(false);
    file('dist/server/cli.js', 200);
    expect(serverBuildIsCurrent(root)).to.equal(true);
  });
});
