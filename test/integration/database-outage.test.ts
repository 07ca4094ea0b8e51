import { expect } from 'chai';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postgresAnswers, TEST_DATABASE_URL } from '../support/test-database.ts';

/** A TCP relay in front of PostgreSQL that the test can cut, as a network partition or a restart would. */
class CuttableRelay {
  private readonly sockets = new Set<Socket>();
  private server?: Server;
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.close(() => resolve());
      for (const s of this.sockets) s.destroy();
    });
  }
}

describe('When the database is unreachable', function () {
  this.timeout(60_000);
  let relay: CuttableRelay;
  let server: TestServer;

  before(async function () {
    if (!(await postgresAnswers())) this.skip();
    const target = new URL(TEST_DATABASE_URL!);
    relay = new CuttableRelay(target);
    await relay.open();
    const through = new URL(TEST_DATABASE_URL!);
    through.host = `127.0.0.1:${relay.port}`;
    server = await startTestServer({ DATABASE_URL: through.toString() });
  });
  after(async () => {
    await server?.stop().catch(() => undefined);
    await relay?.cut();
  });

  it('answers 503 DB.UNAVAILABLE with Retry-After instead of 500, and recovers when it is back', async () => {
    expect((await server.api('/api/auth/login', { body: { email: 'nobody@example.com', password: 'secret1' } })).status).to.equal(401);
    await relay.cut();
    const down = await server.api('/api/auth/login', { body: { email: 'nobody@example.com', password: 'secret1' } });
    expect(down.status).to.equal(503);
    expect(down.body.error.code).to.equal('DB.UNAVAILABLE');
    expect(down.headers.get('retry-after')).to.equal('5');
    const health = await server.api('/api/health');
    expect(health.status).to.equal(503);
    await relay.open();
    let back = 0;
    for (let i = 0; i < 20 && back !== 401; i++) {
      back = (await server.api('/api/auth/login', { body: { email: 'nobody@example.com', password: 'secret1' } })).status;
      if (back !== 401) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).to.equal(401);
  });
});
