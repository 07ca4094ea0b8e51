import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import sinon from 'sinon';
import { WebSocketServer } from 'ws';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/lib/${path}`, import.meta.url).href) as Promise<T>;

type HubState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';
interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  factor: number;
  jitter: number;
}
interface HubClient {
  readonly state: HubState;
  start(): void;
  retryNow(): void;
  stop(): void;
  invoke<T = unknown>(method: string, args?: readonly unknown[], options?: { timeoutMs?: number }): Promise<T>;
  on<T = unknown>(name: string, handler: (data: T) => void): () => void;
  onAny(handler: (name: string, data: unknown) => void): () => void;
  onState(listener: (state: HubState) => void): () => void;
}
interface HubClientOptions {
  url: (token: string) => string;
  getToken: (context: { afterFailure: boolean }) => Promise<string | null>;
  createSocket?: (url: string) => SocketLike;
  invokeTimeoutMs?: number;
  backoff?: Partial<BackoffOptions>;
  maxReconnectAttempts?: number;
  onConnected?: () => void | Promise<void>;
  onSignedOut?: (reason: 'closed' | 'no-token') => void;
  random?: () => number;
}
interface HubModule {
  HubClient: new (options: HubClientOptions) => HubClient;
  HubError: new (code: string, message: string) => Error & { code: string };
  parseServerFrame(raw: unknown): unknown;
  invokeFrame(id: string, method: string, args: readonly unknown[]): string;
  backoffDelay(attempt: number, options?: BackoffOptions, random?: () => number): number;
  hubUrl(origin: string, path: string, token: string): string;
  DEFAULT_BACKOFF: BackoffOptions;
}

/** A socket the test drives by hand: it records what the client sends. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  lastInvoke(): { id: string; method: string; args: unknown[] } {
    return JSON.parse(this.sent.at(-1)!) as { id: string; method: string; args: unknown[] };
  }
}

describe('hub client (web)', () => {
  let m: HubModule;
  before(async () => {
    m = await load<HubModule>('hub/index.ts');
  });

  describe('parseServerFrame', () => {
    it('reads results, errors and events', () => {
      expect(m.parseServerFrame('{"type":"result","id":"7","ok":true,"result":{"ok":true}}')).to.deep.equal({
        type: 'result', id: '7', ok: true, result: { ok: true },
      });
      expect(
        m.parseServerFrame('{"type":"result","id":"8","ok":false,"error":{"code":"AI.UNAVAILABLE","message":"down"}}'),
      ).to.deep.equal({ type: 'result', id: '8', ok: false, error: { code: 'AI.UNAVAILABLE', message: 'down' } });
      expect(m.parseServerFrame('{"type":"event","name":"message","data":{"id":1}}')).to.deep.equal({
        type: 'event', name: 'message', data: { id: 1 },
      });
    });

    it('takes numeric ids as strings and a missing result as null', () => {
      expect(m.parseServerFrame('{"type":"result","id":3,"ok":true}')).to.deep.equal({ type: 'result', id: '3', ok: true, result: null });
    });

    it('gives an error without code a stable one', () => {
      expect(m.parseServerFrame('{"type":"result","id":"1","ok":false}')).to.deep.equal({
        type: 'result', id: '1', ok: false, error: { code: 'UNKNOWN_ERROR', message: '' },
      });
    });

    it('ignores anything that is not a server frame', () => {
      for (const raw of ['not json', '[]', 'null', '{"type":"invoke","id":"1"}', '{"type":"event"}', '{"type":"result","ok":true}', '{"type":"result","id":"1"}', 42]) {
        expect(m.parseServerFrame(raw), String(raw)).to.equal(null);
      }
    });
  });

  it('writes invoke frames', () => {
    expect(JSON.parse(m.invokeFrame('7', 'JoinSession', [12]))).to.deep.equal({ type: 'invoke', id: '7', method: 'JoinSession', args: [12] });
  });

  it('builds ws and wss URLs with the token', () => {
    expect(m.hubUrl('http://localhost:3000', '/hubs/simulation', 'a.b.c')).to.equal('ws://localhost:3000/hubs/simulation?access_token=a.b.c');
    expect(m.hubUrl('https://rapport.training', '/hubs/simulation', 'x y')).to.equal('wss://rapport.training/hubs/simulation?access_token=x+y');
  });

  describe('backoffDelay', () => {
    const exact = { initialMs: 500, maxMs: 8000, factor: 2, jitter: 0 };
    it('doubles from the initial delay up to the cap', () => {
      expect([0, 1, 2, 3, 4, 5, 10].map((n) => m.backoffDelay(n, exact))).to.deep.equal([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    });
    it('spreads by the jitter share either way, never past the cap or below zero', () => {
      const jittery = { ...exact, jitter: 0.2 };
      expect(m.backoffDelay(1, jittery, () => 0)).to.equal(800);
      expect(m.backoffDelay(1, jittery, () => 1)).to.equal(1200);
      expect(m.backoffDelay(9, jittery, () => 1)).to.equal(8000);
      expect(m.backoffDelay(0, { ...exact, jitter: 1 }, () => 0)).to.equal(0);
    });
    it('has defaults', () => {
      const delay = m.backoffDelay(0);
      expect(delay).to.be.within(m.DEFAULT_BACKOFF.initialMs * 0.5, m.DEFAULT_BACKOFF.initialMs * 1.5);
    });
  });

  describe('HubClient', () => {
    let clock: sinon.SinonFakeTimers;
    let sockets: FakeSocket[];
    let states: HubState[];
    beforeEach(() => {
      clock = sinon.useFakeTimers();
      sockets = [];
      states = [];
    });
    afterEach(() => clock.restore());

    function client(overrides: Partial<HubClientOptions> = {}): HubClient {
      const hub = new m.HubClient({
        url: (token) => `ws://test/hubs/simulation?access_token=${token}`,
        getToken: async () => 'token-1',
        createSocket: (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
        backoff: { initialMs: 100, maxMs: 1000, factor: 2, jitter: 0 },
        ...overrides,
      });
      hub.onState((state) => states.push(state));
      return hub;
    }

    async function connected(hub: HubClient): Promise<FakeSocket> {
      hub.start();
      await clock.tickAsync(0);
      const socket = sockets.at(-1)!;
      socket.open();
      return socket;
    }

    it('connects with the token and reports its state', async () => {
      const hub = client();
      const socket = await connected(hub);
      expect(socket.url).to.equal('ws://test/hubs/simulation?access_token=token-1');
      expect(states).to.deep.equal(['idle', 'connecting', 'connected']);
      expect(hub.state).to.equal('connected');
    });

    it('resolves an invocation with its result and rejects with the server error', async () => {
      const hub = client();
      const socket = await connected(hub);
      const joined = hub.invoke('JoinSession', [5]);
      const first = socket.lastInvoke();
      expect(first).to.include({ method: 'JoinSession' });
      expect(first.args).to.deep.equal([5]);
      const sent = hub.invoke('SendMessage', ['Hello']);
      const second = socket.lastInvoke();
      expect(second.id).to.not.equal(first.id);
      // Results may come back in any order.
      socket.receive({ type: 'result', id: second.id, ok: false, error: { code: 'AI.UNAVAILABLE', message: 'The AI is down' } });
      socket.receive({ type: 'result', id: first.id, ok: true, result: { ok: true } });
      expect(await joined).to.deep.equal({ ok: true });
      const error = await sent.then(() => null, (e: unknown) => e as Error & { code: string });
      expect(error).to.be.instanceOf(m.HubError);
      expect(error!.code).to.equal('AI.UNAVAILABLE');
      expect(error!.message).to.equal('The AI is down');
    });

    it('refuses to invoke while not connected', async () => {
      const hub = client();
      const error = await hub.invoke('JoinSession', [1]).catch((e: { code: string }) => e);
      expect(error).to.have.property('code', 'HUB.NOT_CONNECTED');
    });

    it('times an invocation out', async () => {
      const hub = client({ invokeTimeoutMs: 1000 });
      await connected(hub);
      const result = hub.invoke('EndSession', [1]).catch((e: { code: string }) => e.code);
      await clock.tickAsync(999);
      const slow = hub.invoke('SendMessage', ['x'], { timeoutMs: 5000 }).catch((e: { code: string }) => e.code);
      await clock.tickAsync(1);
      expect(await result).to.equal('HUB.TIMEOUT');
      await clock.tickAsync(4998);
      let settled = false;
      void slow.then(() => (settled = true));
      await clock.tickAsync(0);
      expect(settled).to.equal(false);
      await clock.tickAsync(2);
      expect(await slow).to.equal('HUB.TIMEOUT');
    });

    it('delivers events to subscribers of one event or of all, until they unsubscribe, and ignores junk', async () => {
      const hub = client();
      const socket = await connected(hub);
      const seen: unknown[] = [];
      const all: unknown[] = [];
      const off = hub.on('message', (data) => seen.push(data));
      hub.onAny((name, data) => all.push([name, data]));
      hub.on('message', () => {
        throw new Error('a broken handler does not stop the others');
      });
      const consoleError = sinon.stub(console, 'error');
      try {
        socket.receive({ type: 'event', name: 'message', data: { id: 1 } });
        socket.receive({ type: 'event', name: 'typing-indicator', data: {} });
        socket.receive('garbage');
        off();
        socket.receive({ type: 'event', name: 'message', data: { id: 2 } });
      } finally {
        consoleError.restore();
      }
      expect(seen).to.deep.equal([{ id: 1 }]);
      expect(all).to.deep.equal([['message', { id: 1 }], ['typing-indicator', {}], ['message', { id: 2 }]]);
    });

    it('reconnects with backoff after a drop, fails waiting invocations and calls the rejoin callback again', async () => {
      let joins = 0;
      const hub = client({ onConnected: () => void joins++ });
      const socket = await connected(hub);
      await clock.tickAsync(0);
      expect(joins).to.equal(1);
      const waiting = hub.invoke('SendMessage', ['hi']).catch((e: { code: string }) => e.code);
      socket.drop();
      expect(await waiting).to.equal('HUB.DISCONNECTED');
      expect(hub.state).to.equal('reconnecting');

      await clock.tickAsync(99);
      expect(sockets).to.have.length(1);
      await clock.tickAsync(1);
      expect(sockets).to.have.length(2);
      sockets[1]!.drop(); // never opened
      await clock.tickAsync(199);
      expect(sockets).to.have.length(2);
      await clock.tickAsync(1);
      expect(sockets).to.have.length(3);
      sockets[2]!.open();
      await clock.tickAsync(0);
      expect(hub.state).to.equal('connected');
      expect(joins).to.equal(2);

      // A success resets the backoff.
      sockets[2]!.drop();
      await clock.tickAsync(100);
      expect(sockets).to.have.length(4);
    });

    it('asks for a checked token after an attempt that never opened', async () => {
      const contexts: boolean[] = [];
      const hub = client({ getToken: async ({ afterFailure }) => (contexts.push(afterFailure), 'token') });
      hub.start();
      await clock.tickAsync(0);
      sockets[0]!.drop();
      await clock.tickAsync(100);
      sockets[1]!.open();
      sockets[1]!.drop();
      await clock.tickAsync(100);
      expect(contexts).to.deep.equal([false, true, false]);
    });

    it('asks for a fresh token when the server closes because the token expired (4001)', async () => {
      const contexts: boolean[] = [];
      const hub = client({ getToken: async ({ afterFailure }) => (contexts.push(afterFailure), 'token') });
      hub.start();
      await clock.tickAsync(0);
      sockets[0]!.open();
      sockets[0]!.drop(4001);
      await clock.tickAsync(1_000);
      expect(contexts).to.deep.equal([false, true]);
      expect(hub.state).to.not.equal('closed');
    });

    it('gives up after the maximum attempts and starts over on retryNow', async () => {
      const hub = client({ maxReconnectAttempts: 2 });
      hub.start();
      await clock.tickAsync(0);
      sockets[0]!.drop();
      await clock.tickAsync(100);
      sockets[1]!.drop();
      await clock.tickAsync(200);
      sockets[2]!.drop();
      expect(hub.state).to.equal('failed');
      await clock.tickAsync(10_000);
      expect(sockets).to.have.length(3);
      hub.retryNow();
      await clock.tickAsync(0);
      expect(sockets).to.have.length(4);
      sockets[3]!.open();
      expect(hub.state).to.equal('connected');
    });

    it('retries when the token cannot be fetched (network down)', async () => {
      let calls = 0;
      const hub = client({
        getToken: async () => {
          if (++calls === 1) throw new Error('offline');
          return 'token';
        },
      });
      hub.start();
      await clock.tickAsync(0);
      expect(sockets).to.have.length(0);
      expect(hub.state).to.equal('reconnecting');
      await clock.tickAsync(100);
      expect(sockets).to.have.length(1);
    });

    it('stops and reports a sign-out on close code 4401 or when there is no token', async () => {
      const reasons: string[] = [];
      const hub = client({ onSignedOut: (reason) => void reasons.push(reason) });
      const socket = await connected(hub);
      socket.drop(4401);
      expect(hub.state).to.equal('closed');
      expect(reasons).to.deep.equal(['closed']);
      await clock.tickAsync(60_000);
      expect(sockets).to.have.length(1);

      const anonymous = client({ getToken: async () => null, onSignedOut: (reason) => void reasons.push(reason) });
      anonymous.start();
      await clock.tickAsync(0);
      expect(anonymous.state).to.equal('closed');
      expect(reasons).to.deep.equal(['closed', 'no-token']);
    });

    it('stop() closes the socket, fails waiting calls and never reconnects', async () => {
      const hub = client();
      const socket = await connected(hub);
      const waiting = hub.invoke('JoinSession', [1]).catch((e: { code: string }) => e.code);
      hub.stop();
      expect(socket.closedWith).to.equal(1000);
      expect(await waiting).to.equal('HUB.DISCONNECTED');
      await clock.tickAsync(60_000);
      expect(sockets).to.have.length(1);
      expect(hub.state).to.equal('closed');
    });
  });

  describe('over a real WebSocket', () => {
    let server: WebSocketServer;
    let port: number;
    before(async () => {
      server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      port = (server.address() as AddressInfo).port;
      server.on('connection', (socket, request) => {
        const token = new URL(request.url ?? '/', 'http://x').searchParams.get('access_token');
        socket.on('message', (raw) => {
          const frame = JSON.parse(String(raw)) as { id: string; method: string; args: unknown[] };
          if (frame.method === 'Echo') {
            socket.send(JSON.stringify({ type: 'event', name: 'echoed', data: { token, args: frame.args } }));
            socket.send(JSON.stringify({ type: 'result', id: frame.id, ok: true, result: frame.args[0] }));
          } else if (frame.method === 'SignOut') socket.close(4401, 'Signed out');
        });
      });
    });
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('invokes, receives events and sees a 4401 close as a sign-out (global WebSocket)', async () => {
      let signedOut = false;
      const hub = new m.HubClient({
        url: (token) => m.hubUrl(`http://127.0.0.1:${port}`, '/hubs/simulation', token),
        getToken: async () => 'real-token',
        onSignedOut: () => (signedOut = true),
      });
      const connected = new Promise<void>((resolve) => hub.onState((s) => s === 'connected' && resolve()));
      const events: unknown[] = [];
      hub.on('echoed', (data) => events.push(data));
      hub.start();
      await connected;
      expect(await hub.invoke('Echo', ['hello'])).to.equal('hello');
      expect(events).to.deep.equal([{ token: 'real-token', args: ['hello'] }]);
      const closed = new Promise<void>((resolve) => hub.onState((s) => s === 'closed' && resolve()));
      void hub.invoke('SignOut').catch(() => undefined);
      await closed;
      expect(signedOut).to.equal(true);
    });
  });
});
