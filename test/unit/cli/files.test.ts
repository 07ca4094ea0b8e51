import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { expect } from 'chai';
import { readAllText, writeInPlace } from '../../../cli/files.ts';
import { AppError } from '#src/platform/errors.ts';

async function failure(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected a failure');
}

describe('cli: files', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'rapport-cli-files-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  describe('writeInPlace', () => {
    it('makes the parent folders and leaves only the whole file', async () => {
      const path = join(dir, 'a', 'b', 'pack.json');
      await writeInPlace(path, (partial) => writeFile(partial, '{}\n'));
      expect(readFileSync(path, 'utf8')).to.equal('{}\n');
      expect(readdirSync(join(dir, 'a', 'b'))).to.deep.equal(['pack.json']);
    });

    it('is CLI.CANNOT_WRITE, naming the path and why, for a folder in the way or a file as a parent; nothing is left behind', async () => {
      mkdirSync(join(dir, 'folder'));
      writeFileSync(join(dir, 'file'), 'kept');
      const folder = await failure(writeInPlace(join(dir, 'folder'), (partial) => writeFile(partial, 'x')));
      expect([folder.code, folder.message]).to.deep.equal(['CLI.CANNOT_WRITE', `Cannot write ${join(dir, 'folder')}: it is a folder (EISDIR)`]);
      const underFile = await failure(writeInPlace(join(dir, 'file', 'pack.json'), (partial) => writeFile(partial, 'x')));
      expect(underFile.code).to.equal('CLI.CANNOT_WRITE');
      expect(underFile.message).to.match(new RegExp(`^Cannot write ${join(dir, 'file', 'pack.json')}: a part of its path is a file, not a folder \\((ENOTDIR|EEXIST)\\)$`));
      expect(readdirSync(dir).sort()).to.deep.equal(['file', 'folder']);
      expect(readFileSync(join(dir, 'file'), 'utf8')).to.equal('kept');
    });

    it('lets two writes of one path each rename a whole file of its own, the later last', async () => {
      const path = join(dir, 'export.json');
      let releaseFirst!: () => void;
      const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
      const first = writeInPlace(path, async (partial) => {
        await writeFile(partial, 'first, ');
        await firstMayEnd; // still writing when the second starts
        await writeFile(partial, 'first, whole', { flag: 'a' });
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      await writeInPlace(path, (partial) => writeFile(partial, 'second, whole'));
      expect(readFileSync(path, 'utf8')).to.equal('second, whole');
      releaseFirst();
      await first;
      expect(readFileSync(path, 'utf8')).to.equal('first, first, whole');
      expect(readdirSync(dir)).to.deep.equal(['export.json']);
    });

    it('passes on a failure that is not the file system’s as it is', async () => {
      const e = await failure(writeInPlace(join(dir, 'x.json'), () => Promise.reject(new Error('the database went away'))));
      expect(e.message).to.equal('the database went away');
      expect(readdirSync(dir)).to.deep.equal([]);
    });
  });

  it('readAllText reads a stream to its end, multi-byte characters split across chunks included', async () => {
    const input = new PassThrough();
    const bytes = Buffer.from('{"text":"Привет"}\n');
    input.write(bytes.subarray(0, 12));
    input.end(bytes.subarray(12));
    expect(await readAllText(input)).to.equal('{"text":"Привет"}\n');
  });
});
