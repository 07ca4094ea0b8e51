import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { WebSocket } from 'ws';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { logContext } from '../log-context.ts';
import type { AuthUser, TokenVerifier } from '../http/auth.ts';
import { HUB_CLOSE_CODES } from '#src/shared/hub-protocol.ts';
import { invokeFrame, type ServerFrame } from './frames.ts';
import type { InvokeFrame } from '#src/shared/hub-protocol.ts';

export interface HubConnection {
  readonly id: string;
  readonly hub: string;
  readonly user: AuthUser;
  /** The client's address (through the trusted proxies only). */
  readonly ip: string | null;
  readonly rooms: Set<string>;
  /** Per-connection state a hub keeps between invocations (e.g. the joined session). */
  readonly state: Map<string, unknown>;
}

export type HubMethod = (conn: HubConnection, args: unknown[]) => Promise<unknown>;

export interface HubDefinition {
  name: string;
  /** Only own keys are methods: `constructor`, `__proto__` and friends are never callable. */
  methods: Record<string, HubMethod>;
  /** Only these roles may open the hub: anyone else is refused at the upgrade (HTTP 403). Default: any signed-in user. */
  roles?: readonly string[];
  /** Runs once the socket is accepted (e.g. to send what the client needs first). */
  onConnect?(conn: HubConnection): void;
  onDisconnect?(conn: HubConnection): void;
}

type Hub = Pick<HubDefinition, 'roles' | 'onConnect' | 'onDisconnect'> & { methods: Methods };

export interface HubServerOptions {
  logger: Logger;
  verifier: TokenVerifier;
  maxFrameBytes: number;
  /** Frames per user (every socket of theirs together) per 10 s. */
  messagesPer10Seconds: number;
  /** Open sockets per user; one more is refused. */
  maxSocketsPerUser: number;
  pingIntervalMs: number;
  /** The client's address for an upgrade request, as TRUST_PROXY allows. */
  clientIp(req: IncomingMessage): string | null;
  /** Runs an invocation with its own request context (a forked EntityManager). */
  runInContext<T>(fn: () => Promise<T>): Promise<T>;
}

interface Live extends HubConnection {
  /** As the account is now: refreshed at every check of the token (an address changed since the upgrade). */
  user: AuthUser;
  socket: WebSocket;
  alive: boolean;
  /** The access token it was opened with: checked again before every invocation. */
  token: string;
  expiry?: NodeJS.Timeout;
  /** Frames refused in a row for the user's budget. */
  refusals: number;
}

/**
 * Refusals in a row after which a socket is closed (1008): a client that goes on sending past
 * RATE_LIMITED is flooding, and each frame still costs a parse and a reply.
 */
const REFUSALS_BEFORE_CLOSE = 50;

/** Sockets whose tokens recheckAll verifies at once: each may read its account from the database. */
const RECHECK_AT_ONCE = 20;

/** Bytes queued for one socket past which it is closed (1013): many histories' worth, never one chat's stream. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

type Methods = Map<string, HubMethod>;

const userRoom = (userId: number) => `user:${userId}`;

/**
 * WebSocket hubs (DESIGN.md §4): token-authenticated connections exchanging invoke/result/event
 * frames, grouped in rooms. Each hub is one path: /hubs/<name>.
 */
export class HubServer {
  private readonly hubs = new Map<string, Hub>();
  private readonly connections = new Map<string, Live>();
  private readonly rooms = new Map<string, Set<Live>>();
  private readonly limiter: RateLimiterMemory;
  private pinger?: NodeJS.Timeout;

  constructor(private readonly options: HubServerOptions) {
    this.limiter = new RateLimiterMemory({ points: options.messagesPer10Seconds, duration: 10 });
  }

  /** Defines a hub, or adds methods to one already defined (modules contribute to a shared hub). */
  define(hub: HubDefinition): void {
    const methods = Object.entries(hub.methods);
    const existing = this.hubs.get(hub.name);
    if (!existing) this.hubs.set(hub.name, { methods: new Map(methods), roles: hub.roles, onConnect: hub.onConnect, onDisconnect: hub.onDisconnect });
    else for (const [name, method] of methods) existing.methods.set(name, method);
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Options for the ws server: refuse unknown paths and missing or bad tokens before upgrading. */
  wsOptions() {
    return {
      maxPayload: this.options.maxFrameBytes,
      verifyClient: (
        info: { req: IncomingMessage },
        done: (ok: boolean, code?: number, message?: string) => void,
      ) => {
        const url = new URL(info.req.url ?? '/', 'http://localhost');
        const hub = /^\/hubs\/([\w-]+)$/.exec(url.pathname)?.[1];
        if (!hub || !this.hubs.has(hub)) return done(false, 404, 'Not Found');
        const token = url.searchParams.get('access_token') ?? /^Bearer\s+(\S+)$/i.exec(info.req.headers.authorization ?? '')?.[1];
        if (!token) return done(false, 401, 'Unauthorized');
        this.options.runInContext(() => this.options.verifier.verify(token)).then(
          (user) => {
            if (!user) return done(false, 401, 'Unauthorized');
            const roles = this.hubs.get(hub)?.roles;
            if (roles && !roles.includes(user.role)) return done(false, 403, 'Forbidden');
            Object.assign(info.req, { hubUser: user, hubName: hub, hubToken: token });
            done(true);
          },
          () => done(false, 401, 'Unauthorized'),
        );
      },
    };
  }

  /** koa-websocket middleware: every upgraded socket arrives here already verified. */
  middleware() {
    return (ctx: Context & { websocket: WebSocket }) => {
      const req = ctx.req as IncomingMessage & { hubUser?: AuthUser; hubName?: string; hubToken?: string };
      if (!req.hubUser || !req.hubName || !req.hubToken) return ctx.websocket.close(HUB_CLOSE_CODES.policyViolation, 'Unauthorized');
      if ((this.rooms.get(userRoom(req.hubUser.id))?.size ?? 0) >= this.options.maxSocketsPerUser) {
        return ctx.websocket.close(HUB_CLOSE_CODES.policyViolation, 'Too many open connections');
      }
      this.accept(ctx.websocket, req.hubName, req.hubUser, req.hubToken, this.options.clientIp(req));
    };
  }

  private accept(socket: WebSocket, hub: string, user: AuthUser, token: string, ip: string | null): void {
    const conn: Live = { id: randomUUID(), hub, user, ip, rooms: new Set(), state: new Map(), socket, alive: true, token, refusals: 0 };
    // A socket lives no longer than its token: the client reconnects with a fresh one.
    if (user.expiresAt) {
      conn.expiry = setTimeout(() => socket.close(HUB_CLOSE_CODES.tokenExpired, 'Token expired'), Math.max(0, user.expiresAt - Date.now()));
      conn.expiry.unref();
    }
    this.connections.set(conn.id, conn);
    this.join(conn, userRoom(user.id));
    socket.on('pong', () => (conn.alive = true));
    socket.on('message', (data, isBinary) => void this.onMessage(conn, isBinary ? null : data.toString()));
    socket.on('close', () => this.drop(conn));
    this.startPinging();
    try {
      this.hubs.get(hub)?.onConnect?.(conn);
    } catch (err) {
      this.options.logger.error({ err, hub }, 'hub connection set-up failed');
    }
  }

  /** Each invocation is a request of its own: the lines it logs carry one request id. */
  private onMessage(conn: Live, raw: string | null): Promise<void> {
    return logContext.run(randomUUID(), () => this.invoke(conn, raw));
  }

  private async invoke(conn: Live, raw: string | null): Promise<void> {
    const frame = readFrame(raw);
    // Whatever goes wrong from here on, the reply carries the invocation's id when it has one.
    const id = frame.ok ? frame.data.id : frame.id;
    try {
      // Both outcomes counted as the limiter answers, in the frames' order: reset later, after the
      // await, a burst's last accepted frames would undo the refusals that followed them.
      await this.limiter.consume(String(conn.user.id)).then(() => {
        conn.refusals = 0;
      }, () => {
        if (++conn.refusals >= REFUSALS_BEFORE_CLOSE) setImmediate(() => conn.socket.close(HUB_CLOSE_CODES.policyViolation, 'Too many messages'));
        throw new AppError('RATE_LIMITED', 'Too many messages. Slow down and try again in a few seconds.');
      });
      if (!frame.ok) throw frame.error;
      const method = this.hubs.get(conn.hub)?.methods.get(frame.data.method);
      if (!method) throw new AppError('HUB.METHOD_NOT_FOUND', `The ${conn.hub} hub has no method ${frame.data.method}.`);
      await this.stillSignedIn(conn);
      const result = await this.options.runInContext(() => method(conn, frame.data.args));
      this.send(conn, { type: 'result', id, ok: true, result: result ?? null });
    } catch (err) {
      if (!(err instanceof AppError)) this.options.logger.error({ err, hub: conn.hub }, 'hub invocation failed');
      const error =
        err instanceof AppError
          ? { code: err.code, message: err.message, ...(err.details === undefined ? {} : { details: err.details }) }
          : { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
      this.send(conn, { type: 'result', id, ok: false, error });
    }
  }

  /**
   * The token is checked again on use: a forced logout, a role change or a deleted account ends the
   * socket, and what the hubs read of the user (the address a recorded attempt names) is current.
   */
  private async stillSignedIn(conn: Live): Promise<void> {
    const user = await this.options.runInContext(() => this.options.verifier.verify(conn.token));
    if (user) {
      conn.user = user;
      return;
    }
    const expired = conn.user.expiresAt !== undefined && conn.user.expiresAt <= Date.now();
    setImmediate(() => conn.socket.close(expired ? HUB_CLOSE_CODES.tokenExpired : HUB_CLOSE_CODES.signedOut, expired ? 'Token expired' : 'Signed out'));
    throw new AppError('AUTH.UNAUTHENTICATED', expired ? 'Your session expired. Reconnecting…' : 'You have been signed out.');
  }

  /**
   * Checks every open socket's token again, a few at a time, ending those no longer signed in: after
   * events may have been missed, a forced logout this process never heard of still ends its sockets
   * now, not at the user's next invocation or the token's expiry.
   */
  async recheckAll(): Promise<void> {
    const open = [...this.connections.values()];
    for (let i = 0; i < open.length; i += RECHECK_AT_ONCE) {
      await Promise.all(open.slice(i, i + RECHECK_AT_ONCE).map((conn) => this.stillSignedIn(conn).catch(() => undefined)));
    }
  }

  join(conn: HubConnection, room: string): void {
    const live = this.connections.get(conn.id);
    if (!live) return;
    live.rooms.add(room);
    let members = this.rooms.get(room);
    if (!members) this.rooms.set(room, (members = new Set()));
    members.add(live);
  }

  leave(conn: HubConnection, room: string): void {
    conn.rooms.delete(room);
    const members = this.rooms.get(room);
    members?.delete(conn as Live);
    if (members?.size === 0) this.rooms.delete(room);
  }

  /** One connection only (what it asked for, not news for the room). */
  emitTo(conn: HubConnection, name: string, data: unknown): void {
    const live = this.connections.get(conn.id);
    if (live) this.send(live, { type: 'event', name, data });
  }

  emit(room: string, name: string, data: unknown): number {
    const members = this.rooms.get(room);
    for (const conn of members ?? []) this.send(conn, { type: 'event', name, data });
    return members?.size ?? 0;
  }

  /** `only` picks some of the user's connections (e.g. all but one device's). */
  emitToUser(userId: number, name: string, data: unknown, only: (conn: HubConnection) => boolean = () => true): number {
    const members = [...(this.rooms.get(userRoom(userId)) ?? [])].filter(only);
    for (const conn of members) this.send(conn, { type: 'event', name, data });
    return members.length;
  }

  /** Ends every connection of one user (forced logout), after telling them why. */
  disconnectUser(userId: number, code: number, reason: string, only: (conn: HubConnection) => boolean = () => true): void {
    for (const conn of [...(this.rooms.get(userRoom(userId)) ?? [])].filter(only)) conn.socket.close(code, reason);
  }

  closeAll(code = 1001, reason = 'Server shutting down'): void {
    clearInterval(this.pinger);
    this.pinger = undefined;
    for (const conn of this.connections.values()) conn.socket.close(code, reason);
  }

  /**
   * A client that reads too slowly (yet answers pings) would have the server queue its frames without
   * end: past MAX_BUFFERED_BYTES its socket is closed instead, and it joins again with the history.
   */
  private send(conn: Live, frame: ServerFrame): void {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      conn.socket.close(HUB_CLOSE_CODES.tooSlow, 'Reading too slowly');
      return;
    }
    conn.socket.send(JSON.stringify(frame));
  }

  private drop(conn: Live): void {
    if (!this.connections.delete(conn.id)) return;
    clearTimeout(conn.expiry);
    for (const room of [...conn.rooms]) this.leave(conn, room);
    this.hubs.get(conn.hub)?.onDisconnect?.(conn);
  }

  /** Keep-alive: a socket that missed a whole ping interval is gone; free it. */
  private startPinging(): void {
    if (this.pinger) return;
    this.pinger = setInterval(() => {
      for (const conn of this.connections.values()) {
        if (!conn.alive) {
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        conn.socket.ping();
      }
    }, this.options.pingIntervalMs);
    this.pinger.unref();
  }
}

type ReadFrame = { ok: true; data: InvokeFrame } | { ok: false; id: string | null; error: AppError };

/** Parses one frame, keeping its id when the rest is wrong, so even a refusal can be matched. */
function readFrame(raw: string | null): ReadFrame {
  let json: unknown;
  try {
    json = raw === null ? undefined : JSON.parse(raw);
  } catch {
    return { ok: false, id: null, error: new AppError('HUB.BAD_FRAME', 'Frames must be JSON text.') };
  }
  const frame = invokeFrame.safeParse(json);
  if (frame.success) return { ok: true, data: frame.data };
  const rawId = (json as { id?: unknown } | null)?.id;
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId).slice(0, 64) : null;
  return { ok: false, id, error: new AppError('HUB.BAD_FRAME', 'Expected {"type":"invoke","id":"…","method":"…","args":[…]}.') };
}
