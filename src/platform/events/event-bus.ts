import type { EventHandler } from './subscribers.ts';

/**
 * Port: domain events that must reach every process (e.g. a forced logout raised by the CLI
 * must close sockets held by a server). Handlers run in every process that subscribed.
 */
export interface EventBus {
  publish(name: string, payload: Record<string, unknown>): Promise<void>;
  subscribe(name: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}
