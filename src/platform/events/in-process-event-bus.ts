import type { Logger } from '../logger.ts';
import type { EventBus } from './event-bus.ts';
import type { BusEvent, BusEventHandler } from './bus-event.ts';
import { Subscribers } from './subscribers.ts';

/** For the embedded database: it belongs to one process, so in-process delivery is all there is. */
export class InProcessEventBus implements EventBus {
  private readonly subscribers: Subscribers;

  constructor(logger: Logger) {
    this.subscribers = new Subscribers(logger);
  }

  async publish<T>(event: BusEvent<T>, payload: T): Promise<void> {
    // Deliver on a later tick, as the PostgreSQL adapter does, so callers see the same timing.
    // A JSON round trip, too: subscribers get what they would get from another process.
    const copy: unknown = JSON.parse(JSON.stringify(payload));
    setImmediate(() => this.subscribers.deliver(event.name, copy));
  }

  subscribe<T>(event: BusEvent<T>, handler: BusEventHandler<T>): () => void {
    return this.subscribers.add(event, handler);
  }

  async close(): Promise<void> {
    this.subscribers.clear();
  }
}
