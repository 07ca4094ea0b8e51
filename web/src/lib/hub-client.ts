/**
 * A small client for Rapport's WebSocket hubs (DESIGN.md §4): invoke/result/event JSON frames,
 * invocation ids with promises and timeouts, event subscriptions, automatic reconnect with
 * exponential backoff and a callback to rejoin after each (re)connection.
 *
 * It imports nothing and touches no DOM: the token and the socket are handed in, so the same code
 * runs in the browser and in Node's unit tests (Node 22+ has a global WebSocket).
 */

/** client -> server */
export interface InvokeFrame {
  type: 'invoke';
  id: string;
  method: string;
  args: unknown[];
}

export interface HubErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/** server -> client */
export type ServerFrame =
  | { type: 'result'; id: string | null; ok: true; result: unknown }
  | { type: 'result'; id: string | null; ok: false; error: HubErrorBody }
  | { type: 'event'; name: string; data: unknown };

export class HubError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message || code);
    this.name = 'HubError';
  }
}

export const HUB_NOT_CONNECTED = 'HUB.NOT_CONNECTED';
export const HUB_DISCONNECTED = 'HUB.DISCONNECTED';
export const HUB_TIMEOUT = 'HUB.TIMEOUT';
/** The server closes with 4401 when the user was signed out (forced logout). */
export const SIGNED_OUT_CLOSE_CODE = 4401;

export function isHubError(error: unknown, code?: string): error is HubError {
  return error instanceof HubError && (code === undefined || error.code === code);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one text frame; anything that is not a well-formed server frame gives null (and is ignored). */
export function parseServerFrame(raw: unknown): ServerFrame | null {
  if (typeof raw !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  if (json.type === 'event') {
    return typeof json.name === 'string' && json.name ? { type: 'event', name: json.name, data: json.data } : null;
  }
  if (json.type !== 'result') return null;
  const id = typeof json.id === 'string' ? json.id : typeof json.id === 'number' ? String(json.id) : json.id === null ? null : undefined;
  if (id === undefined) return null;
  if (json.ok === true) return { type: 'result', id, ok: true, result: json.result ?? null };
  if (json.ok !== false) return null;
  const error = isRecord(json.error) ? json.error : {};
  return {
    type: 'result',
    id,
    ok: false,
    error: {
      code: typeof error.code === 'string' ? error.code : 'UNKNOWN_ERROR',
      message: typeof error.message === 'string' ? error.message : '',
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
}

export function invokeFrame(id: string, method: string, args: readonly unknown[]): string {
  const frame: InvokeFrame = { type: 'invoke', id, method, args: [...args] };
  return JSON.stringify(frame);
}

export interface BackoffOptions {
  /** Delay before the first retry. */
  initialMs: number;
  maxMs: number;
  factor: number;
  /** 0..1: the delay varies by up to this share either way, so many clients do not retry in step. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 15_000, factor: 2, jitter: 0.2 };

/** Delay before retry number `attempt` (0-based): initial × factor^attempt, capped, with jitter. */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const base = Math.min(options.maxMs, options.initialMs * options.factor ** Math.max(0, attempt));
  const spread = base * options.jitter * (random() * 2 - 1);
  return Math.round(Math.min(options.maxMs, Math.max(0, base + spread)));
}

/** ws(s)://host/path?access_token=… for a page served from `origin` (http(s)://host). */
export function hubUrl(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('access_token', token);
  return url.toString();
}

/** The part of the WebSocket API the client uses (the browser's and Node's global WebSocket fit). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

/**
 * idle: not started. connecting: the first attempt. connected. reconnecting: the connection was
 * lost (or the first attempt failed) and another attempt is scheduled or running. failed: gave up
 * after too many attempts (retryNow() starts over). closed: stopped, or the user was signed out.
 */
export type HubState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface HubClientOptions {
  /** The socket URL for a token (see hubUrl). */
  url: (token: string) => string;
  /**
   * The access token to connect with; null when there is no session (the client stops and calls
   * onSignedOut). `afterFailure` is true when the previous attempt never opened: the token may be
   * stale, so check or refresh it.
   */
  getToken: (context: { afterFailure: boolean }) => Promise<string | null>;
  createSocket?: (url: string) => SocketLike;
  /** Default time an invocation may take; each call can override it. */
  invokeTimeoutMs?: number;
  backoff?: Partial<BackoffOptions>;
  /** Attempts in a row before the state becomes 'failed'. */
  maxReconnectAttempts?: number;
  /** Runs after every successful (re)connection: join rooms, load state. */
  onConnected?: () => void | Promise<void>;
  /** The user is signed out: the server closed with 4401 ('closed'), or there is no token ('no-token'). */
  onSignedOut?: (reason: 'closed' | 'no-token') => void;
  random?: () => number;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: HubError): void;
  timer: ReturnType<typeof setTimeout>;
}

type Listener<T> = (value: T) => void;

export class HubClient {
  private socket: SocketLike | null = null;
  private currentState: HubState = 'idle';
  private readonly pending = new Map<string, Pending>();
  private readonly handlers = new Map<string, Set<Listener<unknown>>>();
  private readonly stateListeners = new Set<Listener<HubState>>();
  private nextId = 0;
  /** Bumped whenever an attempt starts or the client stops: older sockets and timers are ignored. */
  private generation = 0;
  private attempts = 0;
  private failedBeforeOpen = false;
  private everConnected = false;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly backoff: BackoffOptions;

  constructor(private readonly options: HubClientOptions) {
    this.backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  }

  get state(): HubState {
    return this.currentState;
  }

  /** Connects (once); later drops reconnect by themselves. */
  start(): void {
    if (this.currentState !== 'idle') return;
    this.stopped = false;
    void this.connect();
  }

  /** Connects at once, forgetting earlier failures (the Retry button, the browser coming online). */
  retryNow(): void {
    if (this.stopped || this.currentState === 'connected') return;
    this.attempts = 0;
    void this.connect();
  }

  /** Closes for good: no reconnect; invocations still waiting fail. */
  stop(): void {
    this.stopped = true;
    this.generation++;
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close(1000, 'Client closed');
    }
    this.rejectPending(new HubError(HUB_DISCONNECTED, 'The connection was closed.'));
    this.setState('closed');
  }

  invoke<T = unknown>(method: string, args: readonly unknown[] = [], options: { timeoutMs?: number } = {}): Promise<T> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN || this.currentState !== 'connected') {
      return Promise.reject(new HubError(HUB_NOT_CONNECTED, 'Not connected.'));
    }
    const id = String(++this.nextId);
    const timeoutMs = options.timeoutMs ?? this.options.invokeTimeoutMs ?? 30_000;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new HubError(HUB_TIMEOUT, `${method} took too long.`));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      try {
        socket.send(invokeFrame(id, method, args));
      } catch {
        clearTimeout(timer);
        this.pending.delete(id);
        reject(new HubError(HUB_NOT_CONNECTED, 'Not connected.'));
      }
    });
  }

  /** Subscribes to one event; returns the unsubscriber. */
  on<T = unknown>(name: string, handler: (data: T) => void): () => void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    const listener = handler as Listener<unknown>;
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Observes the connection state (called at once with the current one). */
  onState(listener: (state: HubState) => void): () => void {
    this.stateListeners.add(listener);
    listener(this.currentState);
    return () => this.stateListeners.delete(listener);
  }

  private setState(next: HubState): void {
    if (next === this.currentState) return;
    this.currentState = next;
    for (const listener of [...this.stateListeners]) listener(next);
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.clearRetry();
    if (this.socket) {
      detach(this.socket);
      this.socket.close(1000, 'Reconnecting');
      this.socket = null;
    }
    this.setState(this.everConnected || this.failedBeforeOpen ? 'reconnecting' : 'connecting');

    let token: string | null;
    try {
      token = await this.options.getToken({ afterFailure: this.failedBeforeOpen });
    } catch {
      if (generation === this.generation) this.scheduleRetry();
      return;
    }
    if (generation !== this.generation || this.stopped) return;
    if (!token) {
      this.signedOut('no-token');
      return;
    }

    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? defaultSocket)(this.options.url(token));
    } catch {
      this.failedBeforeOpen = true;
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      opened = true;
      this.attempts = 0;
      this.failedBeforeOpen = false;
      this.everConnected = true;
      this.setState('connected');
      Promise.resolve()
        .then(() => this.options.onConnected?.())
        .catch(() => undefined); // the callback reports its own failures
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onerror = () => {}; // a close event always follows
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.rejectPending(new HubError(HUB_DISCONNECTED, 'The connection was lost.'));
      if (this.stopped) return;
      if (event.code === SIGNED_OUT_CLOSE_CODE) {
        this.signedOut('closed');
        return;
      }
      if (!opened) this.failedBeforeOpen = true;
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const maxAttempts = this.options.maxReconnectAttempts ?? 10;
    if (this.attempts >= maxAttempts) {
      this.setState('failed');
      return;
    }
    this.setState('reconnecting');
    const delay = backoffDelay(this.attempts++, this.backoff, this.options.random);
    const generation = this.generation;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (generation === this.generation && !this.stopped) void this.connect();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private signedOut(reason: 'closed' | 'no-token'): void {
    this.stop();
    this.options.onSignedOut?.(reason);
  }

  private receive(raw: unknown): void {
    const frame = parseServerFrame(raw);
    if (!frame) return;
    if (frame.type === 'event') {
      for (const handler of [...(this.handlers.get(frame.name) ?? [])]) {
        try {
          handler(frame.data);
        } catch (error) {
          console.error(`Hub event handler for ${frame.name} failed`, error);
        }
      }
      return;
    }
    if (frame.id === null) return;
    const waiting = this.pending.get(frame.id);
    if (!waiting) return;
    this.pending.delete(frame.id);
    clearTimeout(waiting.timer);
    if (frame.ok) waiting.resolve(frame.result);
    else waiting.reject(new HubError(frame.error.code, frame.error.message, frame.error.details));
  }

  private rejectPending(error: HubError): void {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      this.pending.delete(id);
      waiting.reject(error);
    }
  }
}

function detach(socket: SocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
}

function defaultSocket(url: string): SocketLike {
  return new WebSocket(url) as unknown as SocketLike;
}
