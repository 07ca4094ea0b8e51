// @embedded-database-only: the embedded database's worker on its own, whatever the lane; on PostgreSQL (TEST_DATABASE_URL)
// the test runners leave this file out (scripts/embedded-only.mjs) rather than run it twice.
import { expect } from 'chai';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlReader } from '#src/platform/db/database-link.ts';
import type { PgliteResponse } from '#src/platform/db/pglite-protocol.ts';
import { WorkerThreadPglite } from '#src/platform/db/worker-thread-pglite.ts';

/** The embedded database's worker-thread adapter, on its own: what MikroORM and pg-boss rely on. */
describe('Embedded database in a worker thread', function () {
  this.timeout(60_000);
  let dir: string;
  let db: WorkerThreadPglite;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rapport-pglite-'));
    db = await WorkerThreadPglite.open({ dataDir: join(dir, 'cluster'), settings: ['shared_buffers=16MB'] });
    await db.exec('create table notes (id int primary key, body text not null, at timestamptz not null default now())');
  });

  after(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => db.exec('truncate notes'));

  it('creates a new cluster, runs queries with parameters and keeps timestamps as strings for the ORM', async () => {
    expect(existsSync(join(dir, 'cluster', 'PG_VERSION'))).to.equal(true);
    const inserted = await db.query('insert into notes (id, body) values ($1, $2)', [1, 'hello']);
    expect(inserted.affectedRows).to.equal(1);
    const { rows } = await db.query('select id, body, at from notes', [], { rowMode: 'object' });
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ id: 1, body: 'hello' });
    expect((rows[0] as { at: unknown }).at).to.be.a('string');
  });

  it('commits a transaction’s writes together, and a throw inside it rolls all of them back', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['kept']);
      await tx.query('insert into notes (id, body) values (2, $1)', ['kept too']);
    });
    const failure = await db
      .transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (3, $1)', ['lost']);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e);
    expect((failure as Error).message).to.equal('changed my mind');
    const { rows } = await db.query('select id from notes order by id');
    expect(rows.map((r) => (r as { id: number }).id)).to.deep.equal([1, 2]);
  });

  it('runs a query from outside an open transaction after it, never inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['inside']);
      await held;
      throw new Error('roll back');
    });
    let transactionOver = false;
    void transaction.catch(() => (transactionOver = true));
    await new Promise((r) => setTimeout(r, 50));
    const outside = db.query('select count(*)::int as n from notes').then((result) => ({ result, transactionOver }));
    await new Promise((r) => setTimeout(r, 50));
    release();
    const { result, transactionOver: afterIt } = await outside;
    expect(afterIt).to.equal(true);
    expect(result.rows).to.deep.equal([{ n: 0 }]);
  });

  it('passes PostgreSQL’s error fields through, so the ORM can tell a unique violation', async () => {
    await db.query('insert into notes (id, body) values (1, $1)', ['first']);
    const error = (await db.query('insert into notes (id, body) values (1, $1)', ['again']).catch((e) => e)) as Error & {
      code?: string;
      constraint?: string;
    };
    expect(error).to.be.instanceOf(Error);
    expect(error.code).to.equal('23505');
    expect(error.constraint).to.equal('notes_pkey');
  });

  it('answers single queries on a reader’s channel (the export’s), typed the same, and nothing else there', async () => {
    await db.query('insert into notes (id, body) values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const reader = await openSqlReader({ kind: 'pglite', port: db.readerPort() }, 'test');
    try {
      const rows = await reader.query('select id, body, at from notes where id > $1 order by id', [0]);
      expect(rows.map((r) => [r.id, r.body])).to.deep.equal([[1, 'one'], [2, 'two']]);
      expect(rows[0]!.at).to.be.a('string');
      const failure = (await reader.query('select * from no_such_table', []).catch((e) => e)) as Error & { code?: string };
      expect(failure.code).to.equal('42P01');
    } finally {
      await reader.close();
    }
    const port = db.readerPort();
    const refused = new Promise<PgliteResponse>((resolve) => port.once('message', resolve));
    port.postMessage({ id: 7, op: 'begin', txId: 99 });
    expect(await refused).to.deep.include({ id: 7, ok: false });
    port.close();
    expect((await db.query('select count(*)::int as n from notes')).rows).to.deep.equal([{ n: 2 }]);
  });

  it('refuses work once closed, with a clear message', async () => {
    const other = await WorkerThreadPglite.open({ dataDir: join(dir, 'cluster-2'), settings: [] });
    await other.close();
    const error = (await other.query('select 1').catch((e) => e)) as Error;
    expect(error.message).to.equal('The embedded database is closed');
  });
});
