import { EventEmitter } from 'node:events';
import type { Logger } from '../logger.ts';

export type EventHandler = (payload: Record<string, unknown>) => void | Promise<void>;

/** The handlers of one process; a failing handler is logged and never affects the others. */
export class Subscribers {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly logger: Logger) {}

  deliver(name: string, payload: Record<string, unknown>): void {
    this.emitter.emit(name, payload);
  }

  add(name: string, handler: EventHandler): () => void {
    const wrapped = (payload: Record<string, unknown>) => {
      Promise.resolve()
        .then(() => handler(payload))
        .catch((err) => this.logger.error({ err, event: name }, 'event handler failed'));
    };
    this.emitter.on(name, wrapped);
    return () => this.emitter.off(name, wrapped);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}
