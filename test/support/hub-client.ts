import WebSocket from 'ws';

/*
 * The web's HubClient (web/src/lib/hub) speaks the hub protocol here too, so tests and benches
 * exercise the browser's own framing, ids and timeouts. web/ is type-checked by its own tsconfig:
 * it is loaded at run time (see test/unit/web/auth-helpers.test.ts) and typed below by what is used.
 */
type HubState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';
interface WebHubClient {
  start(): void;
  stop(): void;
  invoke(method: string, args: readonly unknown[]): Promise<unknown>;
  on(name: string, handler: (data: any) => void): () => void;
  onAny(handler: (name: string, data: unknown) => void): () => void;
  onState(listener: (state: HubState) => void): () => void;
}
interface WebHub {
  HubClient: new (options: {
    url: (token: string) => string;
    getToken: () => Promise<string>;
    createSocket: (url: string) => unknown;
    invokeTimeoutMs: number;
    maxReconnectAttempts: number;
  }) => WebHubClient;
  hubUrl(origin: string, path: string, token: string): string;
  isHubError(error: unknown): error is Error & { code: string; details?: unknown };
}
// Imported on first connect, not at the top level: mocha loads a test file with require() first, and a
// graph with top-level await makes it fall back to import(), which loaded every module a second time.
let webHub: Promise<WebHub> | undefined;
// In the CI's bundle of the suites (dist/tests, ADR 0045) the web client's hub is a module beside it.
const WEB_HUB = import.meta.url.endsWith('.ts') ? new URL('../../web/src/lib/hub/index.ts', import.meta.url) : new URL('./web-hub.js', import.meta.url);
const loadWebHub = () => (webHub ??= import(WEB_HUB.href) as Promise<WebHub>);

/** Far beyond any test's own time limit: a reply that never comes fails the test, not this client. */
const INVOKE_TIMEOUT_MS = 120_000;

export interface HubEvent {
  name: string;
  data: any;
}

export interface InvokeResult {
  ok: boolean;
  result?: any;
  error?: { code: string; message: string; details?: unknown };
}

/** A test client for /hubs/<name>: invoke() resolves with the result frame (it never throws), events are collected. */
export class TestHubClient {
  readonly events: HubEvent[] = [];
  private readonly watchers: (() => void)[] = [];

  private constructor(
    private readonly web: WebHub,
    private readonly client: WebHubClient,
    /** The `ws` socket under the client, for tests that drop it abruptly (terminate()). */
    readonly ws: WebSocket,
  ) {
    client.onAny((name, data) => {
      this.events.push({ name, data });
      for (const w of [...this.watchers]) w();
    });
  }

  /** Opens one connection; it does not reconnect (a test that wants a new one connects again). */
  static async connect(baseUrl: string, token: string, hub = 'simulation'): Promise<TestHubClient> {
    const web = await loadWebHub();
    let socket: WebSocket | undefined;
    let failure: Error | undefined;
    const client = new web.HubClient({
      url: (t) => web.hubUrl(baseUrl, `/hubs/${hub}`, t),
      getToken: async () => token,
      createSocket: (url) => {
        socket = new WebSocket(url);
        // Listened to for good: `ws` throws an 'error' nobody listens to (the client detaches on stop).
        socket.on('error', (error) => (failure = error));
        return socket;
      },
      invokeTimeoutMs: INVOKE_TIMEOUT_MS,
      maxReconnectAttempts: 0,
    });
    return new Promise((resolve, reject) => {
      const off = client.onState((state) => {
        if (state !== 'connected' && state !== 'failed' && state !== 'closed') return;
        off();
        if (state === 'connected') resolve(new TestHubClient(web, client, socket!));
        else reject(failure ?? new Error(`hub connection ${state}`));
      });
      client.start();
    });
  }

  invoke(method: string, ...args: unknown[]): Promise<InvokeResult> {
    return this.client.invoke(method, args).then(
      (result) => ({ ok: true, result }),
      (error: unknown) => {
        if (!this.web.isHubError(error)) throw error;
        const details = error.details === undefined ? {} : { details: error.details };
        return { ok: false, error: { code: error.code, message: error.message, ...details } };
      },
    );
  }

  /** Calls `handler` as each `name` event arrives (the benches time them). */
  on(name: string, handler: (data: any) => void): () => void {
    return this.client.on(name, handler);
  }

  /** The first matching event, already received or still to come. */
  waitFor(name: string, match: (data: any) => boolean = () => true, timeoutMs = 10_000): Promise<any> {
    const found = () => this.events.find((e) => e.name === name && match(e.data));
    return new Promise((resolve, reject) => {
      const hit = found();
      if (hit) return resolve(hit.data);
      const timer = setTimeout(() => reject(new Error(`no ${name} event within ${timeoutMs} ms`)), timeoutMs);
      const watcher = () => {
        const e = found();
        if (!e) return;
        clearTimeout(timer);
        this.watchers.splice(this.watchers.indexOf(watcher), 1);
        resolve(e.data);
      };
      this.watchers.push(watcher);
    });
  }

  named(name: string): any[] {
    return this.events.filter((e) => e.name === name).map((e) => e.data);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) resolve();
      else this.ws.once('close', () => resolve());
      this.client.stop();
    });
  }
}
