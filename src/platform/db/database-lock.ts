import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppError } from '../errors.ts';

/**
 * PGlite has no lock of its own: two processes opening one data dir lose data silently.
 * A pid file makes the second one fail loudly instead.
 */
export class DatabaseLock {
  private constructor(private readonly file: string) {}

  static acquire(dataDir: string): DatabaseLock {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, 'rapport.lock');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(file, String(process.pid), { flag: 'wx' });
        return new DatabaseLock(file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        const holder = Number(readFileSync(file, 'utf8').trim());
        if (holder && holder !== process.pid && isAlive(holder)) {
          throw new AppError(
            'DB.IN_USE',
            `The database in ${resolve(dataDir)} is in use by process ${holder}. ` +
              'Stop that process first, or set DATABASE_URL to use PostgreSQL, where several processes can share the database.',
            { pid: holder },
          );
        }
        rmSync(file, { force: true }); // left behind by a process that is gone
      }
    }
    throw new AppError('DB.LOCK_FAILED', `Could not lock ${resolve(dataDir)}.`);
  }

  release(): void {
    rmSync(this.file, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
