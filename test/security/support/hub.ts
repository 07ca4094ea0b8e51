import WebSocket from 'ws';

export interface Frame {
  type: string;
  id?: string | null;
  ok?: boolean;
  result?: unknown;
  error?: { code: string; message: string; details?: unknown };
  name?: string;
  data?: any;
}

/** A hub socket spoken to frame by frame: replies in order, events kept apart. */
export interface RawHub {
  ws: WebSocket;
  /** Every event received so far. */
  events: Frame[];
  /** The next result frame. */
  next(): Promise<Frame>;
  /** Sends an invocation and waits for the next result (the hub answers in order, one socket at a time). */
  invoke(method: string, args?: unknown[], id?: string): Promise<Frame>;
  /** The close code, once the socket closes. */
  closed: Promise<number>;
}

const hubUrl = (baseUrl: string, token?: string, hub = 'simulation') =>
  `${baseUrl.replace(/^http/, 'ws')}/hubs/${hub}${token === undefined ? '' : `?access_token=${encodeURIComponent(token)}`}`;

/** Opens /hubs/simulation with the token; rejects with `HTTP <status>` when the upgrade is refused. */
export function openHub(baseUrl: string, token?: string, headers: Record<string, string> = {}): Promise<RawHub> {
  const ws = new WebSocket(hubUrl(baseUrl, token), { headers });
  const results: Frame[] = [];
  const events: Frame[] = [];
  const waiting: ((f: Frame) => void)[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    if (frame.type === 'event') return void events.push(frame);
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else results.push(frame);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = () => new Promise<Frame>((resolve) => (results.length ? resolve(results.shift()!) : waiting.push(resolve)));
  let counter = 0;
  const invoke = (method: string, args: unknown[] = [], id = `i${++counter}`) => {
    ws.send(JSON.stringify({ type: 'invoke', id, method, args }));
    return next();
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, events, next, invoke, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** What an upgrade with this token gets: 'open', or the HTTP status of the refusal. */
export async function upgradeAnswer(baseUrl: string, token?: string): Promise<string> {
  try {
    const hub = await openHub(baseUrl, token);
    hub.ws.close();
    return 'open';
  } catch (e) {
    return (e as Error).message;
  }
}
