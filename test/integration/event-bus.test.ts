import { expect } from 'chai';
import pg from 'pg';
import pino from 'pino';
import { z } from 'zod';
import { busEvent, EventsMayHaveBeenMissed, type BusEvent } from '#src/platform/events/bus-event.ts';
import { PostgresEventBus } from '#src/platform/events/postgres-event-bus.ts';
import { InProcessEventBus } from '#src/platform/events/in-process-event-bus.ts';
import { postgresAnswers, TEST_DATABASE_URL } from '../support/test-database.ts';

const logger = pino({ level: 'silent' });
const Ping = busEvent('test.ping', z.object({ n: z.number() }));
const ForcedLogout = busEvent('test.forced-logout', z.object({ userId: z.number().int() }));
const received = <T>(bus: { subscribe: PostgresEventBus['subscribe'] }, event: BusEvent<T>) =>
  new Promise<T>((resolve) => bus.subscribe(event, resolve));

describe('Event bus', () => {
  it('in-process: delivers to every subscriber and survives a failing handler', async () => {
    const bus = new InProcessEventBus(logger);
    bus.subscribe(Ping, () => {
      throw new Error('boom');
    });
    const got = received(bus, Ping);
    await bus.publish(Ping, { n: 1 });
    expect(await got).to.deep.equal({ n: 1 });
    await bus.close();
  });

  // Two buses are two connections, exactly as two server processes would hold them.
  // Pending where no PostgreSQL answers: the PGlite run has no second process to reach.
  describe('PostgreSQL LISTEN/NOTIFY', () => {
    before(async function () {
      if (!(await postgresAnswers())) this.skip();
    });

    it('delivers an event raised by one process to subscribers in another', async () => {
      const a = await PostgresEventBus.connect(TEST_DATABASE_URL!, logger);
      const b = await PostgresEventBus.connect(TEST_DATABASE_URL!, logger);
      try {
        const inB = received(b, ForcedLogout);
        const inA = received(a, ForcedLogout);
        await a.publish(ForcedLogout, { userId: 42 });
        expect(await inB).to.deep.equal({ userId: 42 });
        expect(await inA).to.deep.equal({ userId: 42 });
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('sends what was published before close() (a CLI command closes right after its change)', async () => {
      const a = await PostgresEventBus.connect(TEST_DATABASE_URL!, logger);
      const b = await PostgresEventBus.connect(TEST_DATABASE_URL!, logger);
      try {
        const got: number[] = [];
        const all = new Promise<void>((resolve) => b.subscribe(Ping, ({ n }) => void (got.push(n) === 3 && resolve())));
        for (const n of [1, 2, 3]) void a.publish(Ping, { n }).catch(() => undefined); // not awaited, as a flush's announcement
        await a.close();
        await all;
        expect(got).to.deep.equal([1, 2, 3]);
      } finally {
        await b.close();
      }
    });

    it('reconnects once after losing its connection, still delivers, and close() leaves no connection open', async () => {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      // Every other session on this database: the buses' own (the file's other tests have closed theirs).
      const connections = async () =>
        (await admin.query(`SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).rows as { pid: number; query: string }[];
      const a = await PostgresEventBus.connect(TEST_DATABASE_URL!, logger);
      const [lost] = await connections(); // a's
      const b = await PostgresEventBus.connect(TEST_DATABASE_URL!, logger);
      try {
        const missed = received(a, EventsMayHaveBeenMissed);
        const missedInB: unknown[] = [];
        b.subscribe(EventsMayHaveBeenMissed, (event) => void missedInB.push(event));
        await admin.query('SELECT pg_terminate_backend($1)', [lost.pid]); // a restart, a failover, an idle timeout
        // What b said while a was away is gone: a tells its own caches so, once it listens again.
        expect(await missed).to.deep.equal({});
        let got: number | undefined;
        a.subscribe(Ping, ({ n }) => void (got = n));
        for (let n = 1; got === undefined && n < 50; n++) {
          await b.publish(Ping, { n });
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(got, 'delivered after the reconnect').to.be.a('number');
        expect(missedInB, 'said in a\'s process only').to.deep.equal([]);
        expect(await connections(), 'one connection per bus, the lost one not doubled').to.have.length(2);
      } finally {
        await a.close();
        await b.close();
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(await connections(), 'nothing left connected').to.deep.equal([]);
      await admin.end();
    });
  });
});
