import type { Logger } from '../logger.ts';
import type { EventBus } from './event-bus.ts';
import { Subscribers, type EventHandler } from './subscribers.ts';

/** For the embedded database: it belongs to one process, so in-process delivery is all there is. */
export class InProcessEventBus implements EventBus {
  private readonly subscribers: Subscribers;

  constructor(logger: Logger) {
    this.subscribers = new Subscribers(logger);
  }

  async publish(name: string, payload: Record<string, unknown>): Promise<void> {
    // Deliver on a later tick, as the PostgreSQL adapter does, so callers see the same timing.
    setImmediate(() => this.subscribers.deliver(name, payload));
  }

  subscribe(name: string, handler: EventHandler): () => void {
    return this.subscribers.add(name, handler);
  }

  async close(): Promise<void> {
    this.subscribers.clear();
  }
}
