import { HUB_CLOSE_CODES } from '../../../../src/shared/hub-protocol';
import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from './backoff';
import { EventListeners } from './event-listeners';
import { invokeFrame, parseServerFrame } from './frames';
import { HUB_DISCONNECTED, HUB_NOT_CONNECTED, HubError } from './hub-error';
import { PendingInvocations } from './pending-invocations';
import { defaultSocket, detach, SOCKET_OPEN, type SocketLike } from './socket';

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

/**
 * The connection to one hub (DESIGN.md §4) and its states: connect, reconnect with backoff after a
 * drop, give up, stop. It touches no DOM and is handed its token and socket, so the same code runs
 * in the browser and in Node (the tests and benches; Node 22+ has a global WebSocket).
 */
export class HubClient {
  private socket: SocketLike | null = null;
  private currentState: HubState = 'idle';
  private readonly pending = new PendingInvocations();
  private readonly events = new EventListeners();
  private readonly stateListeners = new Set<(state: HubState) => void>();
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
    this.pending.rejectAll(new HubError(HUB_DISCONNECTED, 'The connection was closed.'));
    this.setState('closed');
  }

  invoke<T = unknown>(method: string, args: readonly unknown[] = [], options: { timeoutMs?: number } = {}): Promise<T> {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN || this.currentState !== 'connected') {
      return Promise.reject(new HubError(HUB_NOT_CONNECTED, 'Not connected.'));
    }
    const timeoutMs = options.timeoutMs ?? this.options.invokeTimeoutMs ?? 30_000;
    return this.pending.add<T>(method, timeoutMs, (id) => socket.send(invokeFrame(id, method, args)));
  }

  /** Subscribes to one event; returns the unsubscriber. */
  on<T = unknown>(name: string, handler: (data: T) => void): () => void {
    return this.events.on(name, handler as (data: unknown) => void);
  }

  /** Subscribes to every event; returns the unsubscriber. */
  onAny(handler: (name: string, data: unknown) => void): () => void {
    return this.events.onAny(handler);
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
    this.listen(socket);
  }

  private listen(socket: SocketLike): void {
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
      this.pending.rejectAll(new HubError(HUB_DISCONNECTED, 'The connection was lost.'));
      if (this.stopped) return;
      if (event.code === HUB_CLOSE_CODES.signedOut) {
        this.signedOut('closed');
        return;
      }
      // An expired token closes the socket (4001): the next token must be a fresh one.
      if (!opened || event.code === HUB_CLOSE_CODES.tokenExpired) this.failedBeforeOpen = true;
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
    if (frame.type === 'event') this.events.emit(frame.name, frame.data);
    else this.pending.settle(frame);
  }
}
