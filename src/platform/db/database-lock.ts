import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import { AppError } from '../errors.ts';

/**
 * PGlite has no lock of its own: two processes opening one data dir lose data silently.
 * The lock is a listening socket in Linux's abstract namespace, named after the data dir: the
 * kernel frees it the moment its process dies — a crashed holder not yet reaped, or a pid since
 * reused by another program, never blocks a restart. A pid file beside the data only names the
 * holder in the message. Elsewhere (macOS) the pid file is the lock, checked for a live process.
 */
export class DatabaseLock {
  private constructor(
    private readonly file: string,
    private readonly socket: Server | null,
  ) {}

  static async acquire(dataDir: string): Promise<DatabaseLock> {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, 'rapport.lock');
    const refuse = () => {
      const holder = holderOf(file);
      return new AppError(
        'DB.IN_USE',
        `The database in ${resolve(dataDir)} is in use by ${holder ? `process ${holder}` : 'another process'}. ` +
          'Stop that process first, or set DATABASE_URL to use PostgreSQL, where several processes can share the database.',
        { pid: holder },
      );
    };
    let socket: Server | null = null;
    if (process.platform === 'linux') {
      socket = await listenAbstract(`rapport-db-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40)}`);
      if (!socket) throw refuse();
    } else {
      const holder = holderOf(file);
      if (holder && holder !== process.pid && isAlive(holder)) throw refuse();
    }
    writeFileSync(file, String(process.pid));
    return new DatabaseLock(file, socket);
  }

  release(): void {
    if (holderOf(this.file) === process.pid) rmSync(this.file, { force: true });
    this.socket?.close();
  }
}

/** The socket, or null when a live process listens on that name already. */
function listenAbstract(name: string): Promise<Server | null> {
  return new Promise((done, fail) => {
    const server = createServer((connection) => connection.destroy());
    server.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' ? done(null) : fail(e)));
    // A leading NUL puts the name in the abstract namespace: no file, nothing left behind by a crash.
    server.listen({ path: `\0${name}` }, () => done(server.unref()));
  });
}

function holderOf(file: string): number | null {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || null;
  } catch {
    return null;
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
