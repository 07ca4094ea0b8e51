import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { EventBus } from './event-bus.ts';
import { EventsMayHaveBeenMissed, type BusEvent, type BusEventHandler } from './bus-event.ts';
import { Subscribers } from './subscribers.ts';

const CHANNEL = 'rapport_events';

/**
 * The listening connection. TCP keep-alive, so that one a NAT or balancer dropped while idle is found
 * dead (and reconnected) in the end rather than left deaf until this process next publishes. With the
 * kernel's probe settings that takes minutes: the profile cache's 30 s lifetime is what bounds a
 * missed eviction meanwhile (ADR 0006).
 */
const listener = (url: string) => new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 30_000 });

/**
 * LISTEN/NOTIFY on one dedicated connection. PostgreSQL delivers a NOTIFY to every listening
 * session, this one included, so local and remote events take the same path.
 */
export class PostgresEventBus implements EventBus {
  private readonly subscribers: Subscribers;
  private closing = false;
  /** The one reconnect waiting to run: a lost connection can report several errors, and each must not open a client of its own. */
  private retry?: NodeJS.Timeout;
  /** pg wants one query at a time per client: NOTIFYs wait for each other. */
  private sending: Promise<unknown> = Promise.resolve();

  private constructor(
    private client: pg.Client,
    private readonly url: string,
    private readonly logger: Logger,
  ) {
    this.subscribers = new Subscribers(logger);
  }

  static async connect(url: string, logger: Logger): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(listener(url), url, logger);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    this.client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { name, payload } = JSON.parse(msg.payload) as { name: string; payload: unknown };
        this.subscribers.deliver(name, payload);
      } catch (err) {
        this.logger.warn({ err }, 'ignored a malformed event notification');
      }
    });
    this.client.on('error', (err) => {
      if (this.closing || this.retry) return;
      this.logger.error({ err }, 'event bus connection lost; reconnecting');
      this.reconnectIn(1000);
    });
    await this.client.connect();
    await this.client.query(`LISTEN ${CHANNEL}`);
  }

  private reconnectIn(ms: number): void {
    if (this.closing || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.reconnect();
    }, ms);
  }

  private async reconnect(): Promise<void> {
    if (this.closing) return;
    const lost = this.client;
    lost.removeAllListeners();
    lost.on('error', () => undefined); // what is left of it may still report; nobody listens any more
    void lost.end().catch(() => undefined);
    this.client = listener(this.url);
    try {
      await this.listen();
      // What was said while nobody here listened is gone: caches of other processes' changes start afresh.
      this.logger.info('event bus reconnected; events sent meanwhile may have been missed');
      this.subscribers.deliver(EventsMayHaveBeenMissed.name, {});
    } catch (err) {
      this.logger.error({ err }, 'event bus reconnect failed; retrying');
      await this.client.end().catch(() => undefined);
      this.reconnectIn(2000);
    }
  }

  publish<T>(event: BusEvent<T>, payload: T): Promise<void> {
    const message = JSON.stringify({ name: event.name, payload });
    const sent = this.sending.then(() => this.client.query('SELECT pg_notify($1, $2)', [CHANNEL, message]));
    this.sending = sent.catch(() => undefined);
    return sent.then(() => undefined);
  }

  subscribe<T>(event: BusEvent<T>, handler: BusEventHandler<T>): () => void {
    return this.subscribers.add(event, handler);
  }

  async close(): Promise<void> {
    // Announcements already made go out first: a CLI command closes right after its change (R2.3 #9).
    await this.sending;
    this.closing = true;
    clearTimeout(this.retry);
    this.subscribers.clear();
    await this.client.end().catch(() => undefined);
  }
}
