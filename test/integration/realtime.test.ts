import { expect } from 'chai';
import WebSocket from 'ws';
import { ResetPassword } from '#src/modules/identity/index.ts';
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

describe('Realtime hubs', function () {
  let server: TestServer;
  let token: string;
  let email: string;
  before(async () => {
    server = await startTestServer({ WS_MESSAGES_PER_10_SECONDS: '5', WS_MAX_FRAME_BYTES: '2048' });
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

  it('rate-limits a connection that sends too many frames', async () => {
    const { ws, next } = await connect(server, token);
    for (let i = 0; i < 7; i++) ws.send(JSON.stringify({ type: 'invoke', id: String(i), method: 'X' }));
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await next()).error!.code);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).to.have.length(2);
    expect(ws.readyState).to.equal(WebSocket.OPEN);
    ws.close();
  });

  it('closes a connection whose frame is over the maximum size', async () => {
    const { ws } = await connect(server, token);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send('x'.repeat(4096));
    expect(await closed).to.equal(1009);
  });

  it('delivers forced-logout to the user\'s sockets and closes them', async () => {
    const { ws, next } = await connect(server, token);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await server.kernel.inContext(() => server.kernel.container.get(ResetPassword).execute(email, 'another1'));
    const event = await next();
    expect(event).to.deep.include({ type: 'event', name: 'forced-logout' });
    expect(await closed).to.equal(4401);
  });
});
