import WebSocket from 'ws';

export interface HubEvent {
  name: string;
  data: any;
}

/** A test client for /hubs/<name>: invoke() resolves with the result frame, events are collected. */
export class TestHubClient {
  readonly events: HubEvent[] = [];
  private nextId = 1;
  private readonly pending = new Map<string, (frame: any) => void>();
  private readonly watchers: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.type === 'result') this.pending.get(frame.id)?.(frame);
      else if (frame.type === 'event') {
        this.events.push({ name: frame.name, data: frame.data });
        for (const w of [...this.watchers]) w();
      }
    });
  }

  static connect(baseUrl: string, token: string, hub = 'simulation'): Promise<TestHubClient> {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/hubs/${hub}?access_token=${token}`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestHubClient(ws)));
      ws.once('unexpected-response', (_q, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  invoke(method: string, ...args: unknown[]): Promise<{ ok: boolean; result?: any; error?: { code: string; message: string } }> {
    const id = String(this.nextId++);
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.ws.send(JSON.stringify({ type: 'invoke', id, method, args }));
    });
  }

  /** The first event (from now on, or already received when `seen` is 0) that matches. */
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
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
