import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseLock } from '#src/platform/db/database-lock.ts';
import { AppError } from '#src/platform/errors.ts';

/** Starts `command` and resolves with the holder's pid once it prints `locked <pid>`. */
function holdLock(command: string, args: string[]): Promise<{ child: ChildProcess; holder: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const pid = /locked (\d+)/.exec(out)?.[1];
      if (pid) resolve({ child, holder: Number(pid) });
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code}) before locking`)));
  });
}

const refusal = async (dir: string) => {
  try {
    await DatabaseLock.acquire(dir);
  } catch (e) {
    return e as AppError;
  }
  throw new Error('the lock was granted');
};

describe('DatabaseLock', function () {
  this.timeout(20_000);
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'rapport-lock-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a data dir held by a live process, naming it', async () => {
    const { child, holder } = await holdLock(process.execPath, ['--import', 'tsx', 'test/support/lock-holder.ts', dir]);
    try {
      const err = await refusal(dir);
      expect(err).to.be.instanceOf(AppError);
      expect(err.code).to.equal('DB.IN_USE');
      expect(err.message).to.contain(`in use by process ${holder}`);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('is free the moment its holder dies, even while the dead holder is not yet reaped (a zombie)', async () => {
    // sh starts the holder and becomes `sleep`, which never reaps it: killed, the holder stays a zombie.
    const script = `"${process.execPath}" --import tsx test/support/lock-holder.ts "${dir}" & exec sleep 15`;
    const { child, holder } = await holdLock('sh', ['-c', script]);
    try {
      process.kill(holder, 'SIGKILL');
      const state = () => readFileSync(`/proc/${holder}/stat`, 'utf8').split(') ')[1]![0];
      for (let i = 0; i < 50 && state() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 20));
      expect(state()).to.equal('Z');
      // A multi-threaded holder shows Z once its main thread is gone; its sockets close as its last
      // thread exits, a moment later. Still a zombie (never reaped), it must not hold the lock.
      let lock: DatabaseLock | undefined;
      for (let i = 0; i < 40 && !lock; i++) lock = await DatabaseLock.acquire(dir).catch(() => new Promise<undefined>((r) => setTimeout(r, 50)));
      expect(lock, 'the lock of a dead, unreaped holder').to.not.equal(undefined);
      expect(state()).to.equal('Z');
      lock!.release();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('is not fooled by a pid file naming a live process that holds nothing (a reused pid)', async () => {
    const stranger = spawn('sleep', ['15']);
    try {
      writeFileSync(join(dir, 'rapport.lock'), String(stranger.pid));
      const lock = await DatabaseLock.acquire(dir);
      expect(readFileSync(join(dir, 'rapport.lock'), 'utf8')).to.equal(String(process.pid));
      lock.release();
    } finally {
      stranger.kill();
    }
  });

  it('refuses a second holder in the same process, and is free again once released', async () => {
    const lock = await DatabaseLock.acquire(dir);
    expect((await refusal(dir)).code).to.equal('DB.IN_USE');
    lock.release();
    expect(existsSync(join(dir, 'rapport.lock'))).to.equal(false);
    (await DatabaseLock.acquire(dir)).release();
  });
});
