import { expect } from 'chai';
import type { Socket } from 'node:net';
import pg from 'pg';
import WebSocket from 'ws';
import { ResetPassword } from '#src/modules/identity/index.ts';
import { JoseAccessTokens } from '#src/modules/identity/infrastructure/jose-access-tokens.ts';
import { TEST_DATABASE_URL } from '../support/test-database.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server.ts';

type Frame = { type: string; id?: string | null; ok?: boolean; error?: { code: string }; name?: string; data?: unknown };

function connect(server: TestServer, token?: string): Promise<{ ws: WebSocket; frames: Frame[]; next(): Promise<Frame> }> {
  const url = server.url.replace('http', 'ws') + '/hubs/simulation' + (token ? `?access_token=${token}` : '');
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: ((f: Frame) => void)[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const next = () => new Promise<Frame>((resolve) => (frames.length ? resolve(frames.shift()!) : waiters.push(resolve)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, next }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The client's TCP socket under ws, to stop reading from it. */
const tcp = (ws: WebSocket) => (ws as unknown as { _socket: Socket })._socket;

describe('Realtime hubs', function () {
  let server: TestServer;
  let token: string;
  let email: string;
  before(async () => {
    server = await startTestServer({ WS_MESSAGES_PER_10_SECONDS: '5', WS_MAX_FRAME_BYTES: '2048', WS_MAX_SOCKETS_PER_USER: '3' });
    email = uniqueEmail();
    token = (await server.api('/api/auth/register', { body: { email, password: 'secret1' } })).body.token;
  });
  after(() => server.stop());

  it('refuses a connection without a valid token (401) and an unknown hub (404)', async () => {
    const err1 = await connect(server).catch((e: Error) => e);
    expect(String(err1)).to.contain('HTTP 401');
    const err2 = await connect(server, 'not.a.token').catch((e: Error) => e);
    expect(String(err2)).to.contain('HTTP 401');
    const url = server.url.replace('http', 'ws') + `/hubs/nope?access_token=${token}`;
    const err3 = await new Promise<string>((resolve) => {
      const ws = new WebSocket(url);
      ws.on('unexpected-response', (_q, res) => resolve(`HTTP ${res.statusCode}`));
      ws.on('open', () => resolve('open'));
    });
    expect(err3).to.equal('HTTP 404');
  });

  it('answers a bad frame with an error result and keeps the connection', async () => {
    const { ws, next } = await connect(server, token);
    ws.send('this is not json');
    const bad = await next();
    expect(bad).to.deep.include({ type: 'result', id: null, ok: false });
    expect(bad.error!.code).to.equal('HUB.BAD_FRAME');
    ws.send(JSON.stringify({ type: 'invoke', id: '7', method: 'NoSuchMethod', args: [] }));
    const unknown = await next();
    expect(unknown).to.deep.include({ type: 'result', id: '7', ok: false });
    expect(unknown.error!.code).to.equal('HUB.METHOD_NOT_FOUND');
    expect(ws.readyState).to.equal(WebSocket.OPEN);
    ws.close();
  });

  const newUser = async () => (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body.token as string;

  it('rate-limits a user who sends too many frames, over all their sockets, and every refusal carries its id', async () => {
    const own = await newUser();
    const [a, b] = [await connect(server, own), await connect(server, own)];
    for (let i = 0; i < 7; i++) (i % 2 ? b : a).ws.send(JSON.stringify({ type: 'invoke', id: `f${i}`, method: 'X' }));
    const replies: Frame[] = [];
    for (let i = 0; i < 4; i++) replies.push(await a.next());
    for (let i = 0; i < 3; i++) replies.push(await b.next());
    expect(replies.filter((r) => r.error!.code === 'RATE_LIMITED')).to.have.length(2);
    expect(replies.map((r) => r.id).sort()).to.deep.equal(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6']);
    expect(a.ws.readyState).to.equal(WebSocket.OPEN);
    a.ws.close();
    b.ws.close();
  });

  it('calls only the hub\'s own methods: object internals are METHOD_NOT_FOUND, never a dump', async () => {
    const { ws, next } = await connect(server, await newUser());
    for (const method of ['constructor', '__proto__', 'hasOwnProperty', 'toString']) {
      ws.send(JSON.stringify({ type: 'invoke', id: method, method, args: [] }));
      const reply = await next();
      expect(reply).to.deep.include({ type: 'result', id: method, ok: false });
      expect(reply.error!.code, method).to.equal('HUB.METHOD_NOT_FOUND');
      await new Promise((r) => setTimeout(r, 2100)); // stay within 5 frames per 10 s
    }
    ws.close();
  });

  it('refuses more open sockets per user than allowed (1008)', async () => {
    const own = await newUser();
    const open = [await connect(server, own), await connect(server, own), await connect(server, own)];
    const extra = await connect(server, own);
    const code = await new Promise<number>((resolve) => extra.ws.on('close', (c) => resolve(c)));
    expect(code).to.equal(1008);
    open.forEach((c) => c.ws.close());
  });

  it('closes a connection whose frame is over the maximum size', async () => {
    const { ws } = await connect(server, token);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send('x'.repeat(4096));
    expect(await closed).to.equal(1009);
  });

  it('closes a socket that stops reading (1013) rather than queue its frames without end', async () => {
    const { token: reader, user } = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body;
    const { ws } = await connect(server, reader);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const received: number[] = [];
    ws.on('message', (data: Buffer) => received.push(data.length));
    // The client stops reading its TCP socket; the server keeps sending a megabyte at a time.
    tcp(ws).pause();
    const megabyte = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 40; i++) {
      server.hubs.emitToUser(user.id, 'bulk', megabyte);
      await new Promise((resolve) => setImmediate(resolve));
    }
    tcp(ws).resume();
    expect(await closed).to.equal(1013);
    expect(received.length, 'what was queued before the limit still arrives, then no more').to.be.within(8, 39);
  });

  it('delivers forced-logout to the user\'s sockets and closes them', async () => {
    const { ws, next } = await connect(server, token);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await server.kernel.inContext(() => server.kernel.container.get(ResetPassword).execute(email, 'another1'));
    const event = await next();
    expect(event).to.deep.include({ type: 'event', name: 'forced-logout' });
    expect(await closed).to.equal(4401);
  });

  it('ends the socket of an account signed out while the event bus was away, once it listens again (PostgreSQL)', async function () {
    if (!TEST_DATABASE_URL) this.skip(); // the embedded database's bus is in-process: it never loses a connection
    const { token: signedOut, user } = (await server.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body;
    const { ws } = await connect(server, signedOut);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const admin = new pg.Client({ connectionString: server.database.databaseUrl });
    await admin.connect();
    try {
      // A sign-out everywhere whose event this process never hears: said while its listener is cut off.
      const listeners = (await admin.query(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (query ilike 'listen %' or query ilike '%pg_notify(%')`)).rows;
      expect(listeners, "the server's LISTEN connection").to.have.length.at.least(1);
      for (const { pid } of listeners) await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.query(`update users set force_logout_at = now() + interval '1 second' where id = $1`, [user.id]);
      expect(await closed).to.equal(4401);
    } finally {
      await admin.end();
    }
  });

  it('closes a socket when its token expires (4001), so the client reconnects with a fresh one', async function () {
    this.timeout(20_000);
    const secret = 'a-test-signing-secret-of-enough-length-0123456789';
    const shortLived = await startTestServer({ JWT_SECRET: secret });
    try {
      const { user } = (await shortLived.api('/api/auth/register', { body: { email: uniqueEmail(), password: 'secret1' } })).body;
      // The server's own token format and key, with a two-second lifetime.
      const tokens = new JoseAccessTokens(2);
      await tokens.useSecret(secret);
      const { ws } = await connect(shortLived, await tokens.issue(user, 'a-session'));
      const opened = Date.now();
      const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
      expect(code).to.equal(4001);
      expect(Date.now() - opened).to.be.below(4000);
    } finally {
      await shortLived.stop();
    }
  });
});
