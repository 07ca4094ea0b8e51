import type { BusEvent, BusEventHandler } from './bus-event.ts';

/**
 * Port: domain events that must reach every process (e.g. a forced logout raised by the CLI
 * must close sockets held by a server). Handlers run in every process that subscribed.
 */
export interface EventBus {
  publish<T>(event: BusEvent<T>, payload: T): Promise<void>;
  subscribe<T>(event: BusEvent<T>, handler: BusEventHandler<T>): () => void;
  close(): Promise<void>;
}
