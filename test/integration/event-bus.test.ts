import { expect } from 'chai';
import pino from 'pino';
import { PostgresEventBus } from '#src/platform/events/postgres-event-bus.ts';
import { InProcessEventBus } from '#src/platform/events/in-process-event-bus.ts';
import { TEST_DATABASE_URL } from '../support/test-database.ts';

const logger = pino({ level: 'silent' });
const received = (bus: { subscribe: PostgresEventBus['subscribe'] }, name: string) =>
  new Promise<Record<string, unknown>>((resolve) => bus.subscribe(name, resolve));

describe('Event bus', () => {
  it('in-process: delivers to every subscriber and survives a failing handler', async () => {
    const bus = new InProcessEventBus(logger);
    bus.subscribe('x', () => {
      throw new Error('boom');
    });
    const got = received(bus, 'x');
    await bus.publish('x', { n: 1 });
    expect(await got).to.deep.equal({ n: 1 });
    await bus.close();
  });

  // Two buses are two connections, exactly as two server processes would hold them.
  // Registered only where PostgreSQL is configured: the PGlite run has no second process to reach.
  if (TEST_DATABASE_URL) describe('PostgreSQL LISTEN/NOTIFY', () => {
    it('delivers an event raised by one process to subscribers in another', async () => {
      const a = await PostgresEventBus.connect(TEST_DATABASE_URL!, logger);
      const b = await PostgresEventBus.connect(TEST_DATABASE_URL!, logger);
      try {
        const inB = received(b, 'identity.forced-logout');
        const inA = received(a, 'identity.forced-logout');
        await a.publish('identity.forced-logout', { userId: 42 });
        expect(await inB).to.deep.equal({ userId: 42 });
        expect(await inA).to.deep.equal({ userId: 42 });
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
});
