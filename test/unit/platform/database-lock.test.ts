import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseLock } from '#src/platform/db/database-lock.ts';
import { AppError } from '#src/platform/errors.ts';

describe('DatabaseLock', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'rapport-lock-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a data dir held by a live process, naming it', () => {
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'rapport.lock'), String(holder.pid));
      const err = (() => {
        try {
          DatabaseLock.acquire(dir);
        } catch (e) {
          return e as AppError;
        }
      })();
      expect(err).to.be.instanceOf(AppError);
      expect(err!.code).to.equal('DB.IN_USE');
      expect(err!.message).to.contain(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    writeFileSync(join(dir, 'rapport.lock'), '2147483646');
    const lock = DatabaseLock.acquire(dir);
    expect(existsSync(join(dir, 'rapport.lock'))).to.equal(true);
    lock.release();
    expect(existsSync(join(dir, 'rapport.lock'))).to.equal(false);
  });
});
