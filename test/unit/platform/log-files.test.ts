import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { logDirectory, openRotatingLogFile } from '#src/platform/log-files.ts';

type Destination = ReturnType<typeof openRotatingLogFile>;

/**
 * Everything written reached the files, then the file is closed. The writes are asynchronous and
 * sonic-boom's flush(cb) does not wait for them (minLength 0), so this reads its buffer's state.
 */
async function written(dest: Destination): Promise<void> {
  const state = dest as unknown as { _len: number; _writing: boolean };
  while (state._len > 0 || state._writing) await once(dest, 'drain');
  const closed = once(dest, 'close');
  dest.end();
  await closed;
}

/** A JSON line of about 200 bytes, numbered. */
const line = (n: number) => `${JSON.stringify({ level: 30, time: 1_700_000_000_000 + n, n, msg: 'burst line', pad: 'x'.repeat(140) })}\n`;

function filesIn(dataDir: string) {
  const dir = logDirectory(dataDir);
  return readdirSync(dir).sort().map((name) => ({ name, size: statSync(join(dir, name)).size, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The numbers of the lines a file holds, in order; throws on a line that is not whole JSON. */
const numbersIn = (text: string) => text.split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { n: number }).n);

describe('openRotatingLogFile', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'rapport-log-files-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('under a burst of lines written in one go', () => {
    it('keeps every file within its size and the folder within size × count, the newest lines whole and in order', async () => {
      const limits = { maxBytes: 64 * 1024, count: 4 };
      const dest = openRotatingLogFile(dataDir, limits);
      const total = 20_000; // ≈ 4 MB, sixty times what the files may hold
      for (let n = 0; n < total; n++) dest.write(line(n));
      await written(dest);

      const files = filesIn(dataDir);
      expect(files.map((f) => f.name)).to.deep.equal(['rapport.1.log', 'rapport.2.log', 'rapport.3.log', 'rapport.log']);
      for (const f of files) expect(f.size, f.name).to.be.at.most(limits.maxBytes);
      expect(files.reduce((sum, f) => sum + f.size, 0)).to.be.at.most(limits.count * limits.maxBytes);
      // Oldest to newest: rapport.3, .2, .1, then the current file; together one unbroken run ending with the last line.
      const byAge = ['rapport.3.log', 'rapport.2.log', 'rapport.1.log', 'rapport.log'].map((name) => files.find((f) => f.name === name)!);
      const numbers = byAge.flatMap((f) => numbersIn(f.text));
      expect(numbers.at(-1)).to.equal(total - 1);
      expect(numbers).to.deep.equal(Array.from({ length: numbers.length }, (_, i) => numbers[0]! + i));
      expect(numbers.length).to.be.above(3 * 250); // the three rotated files are (nearly) full
    });

    it('keeps only the current file when the count is 1', async () => {
      const dest = openRotatingLogFile(dataDir, { maxBytes: 16 * 1024, count: 1 });
      for (let n = 0; n < 2_000; n++) dest.write(line(n));
      await written(dest);
      const files = filesIn(dataDir);
      expect(files.map((f) => f.name)).to.deep.equal(['rapport.log']);
      expect(files[0]!.size).to.be.at.most(16 * 1024);
      expect(numbersIn(files[0]!.text).at(-1)).to.equal(1_999);
    });
  });

  describe('when it starts over files left by an earlier run', () => {
    const dir = () => logDirectory(dataDir);
    beforeEach(() => {
      mkdirSync(dir(), { recursive: true });
      for (const n of [1, 2, 5, 9]) writeFileSync(join(dir(), `rapport.${n}.log`), line(n));
      writeFileSync(join(dir(), 'notes.txt'), 'not a log file');
    });

    it('drops rotated files beyond the count and rotates a full rapport.log before writing to it', async () => {
      writeFileSync(join(dir(), 'rapport.log'), line(0).repeat(300)); // ≈ 60 KB of a 64 KB limit
      const dest = openRotatingLogFile(dataDir, { maxBytes: 64 * 1024, count: 3 });
      for (let n = 1; n <= 40; n++) dest.write(line(n));
      await written(dest);

      const files = filesIn(dataDir);
      expect(files.map((f) => f.name)).to.deep.equal(['notes.txt', 'rapport.1.log', 'rapport.2.log', 'rapport.log']);
      expect(numbersIn(files[1]!.text)).to.have.length(300); // the old rapport.log, untouched
      expect(numbersIn(files[2]!.text)).to.deep.equal([1]); // the old rapport.1.log
      expect(numbersIn(files[3]!.text)).to.deep.equal(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('counts what rapport.log already holds towards its size', async () => {
      writeFileSync(join(dir(), 'rapport.log'), line(0).repeat(200)); // ≈ 40 KB: 100 more lines take it past 64 KB
      const dest = openRotatingLogFile(dataDir, { maxBytes: 64 * 1024, count: 3 });
      for (let n = 1; n <= 100; n++) dest.write(line(n));
      await written(dest);

      const [, rotated, , current] = filesIn(dataDir);
      expect(rotated!.size).to.be.at.most(64 * 1024);
      const before = numbersIn(rotated!.text);
      const after = numbersIn(current!.text);
      expect(before.slice(0, 200).every((n) => n === 0)).to.equal(true);
      expect([...before.slice(200), ...after]).to.deep.equal(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(after.length).to.be.above(0);
    });
  });
});
