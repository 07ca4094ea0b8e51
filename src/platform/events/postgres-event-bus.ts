import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { EventBus } from './event-bus.ts';
import { Subscribers, type EventHandler } from './subscribers.ts';

const CHANNEL = 'rapport_events';

/**
 * LISTEN/NOTIFY on one dedicated connection. PostgreSQL delivers a NOTIFY to every listening
 * session, this one included, so local and remote events take the same path.
 */
export class PostgresEventBus implements EventBus {
  private readonly subscribers: Subscribers;
  private closing = false;
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
    const bus = new PostgresEventBus(new pg.Client({ connectionString: url }), url, logger);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    this.client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { name, payload } = JSON.parse(msg.payload) as { name: string; payload: Record<string, unknown> };
        this.subscribers.deliver(name, payload);
      } catch (err) {
        this.logger.warn({ err }, 'ignored a malformed event notification');
      }
    });
    this.client.on('error', (err) => {
      if (this.closing) return;
      this.logger.error({ err }, 'event bus connection lost; reconnecting');
      setTimeout(() => this.reconnect(), 1000);
    });
    await this.client.connect();
    await this.client.query(`LISTEN ${CHANNEL}`);
  }

  private async reconnect(): Promise<void> {
    this.client.removeAllListeners();
    this.client = new pg.Client({ connectionString: this.url });
    try {
      await this.listen();
    } catch (err) {
      this.logger.error({ err }, 'event bus reconnect failed; retrying');
      setTimeout(() => this.reconnect(), 2000);
    }
  }

  publish(name: string, payload: Record<string, unknown>): Promise<void> {
    const sent = this.sending.then(() => this.client.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ name, payload })]));
    this.sending = sent.catch(() => undefined);
    return sent.then(() => undefined);
  }

  subscribe(name: string, handler: EventHandler): () => void {
    return this.subscribers.add(name, handler);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.subscribers.clear();
    await this.client.end().catch(() => undefined);
  }
}
