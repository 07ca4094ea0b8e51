import { EventEmitter } from 'node:events';
import type { Logger } from '../logger.ts';
import type { BusEvent, BusEventHandler } from './bus-event.ts';

/**
 * The handlers of one process. A payload that does not match its event's contract is logged and
 * dropped; a failing handler is logged and never affects the others.
 */
export class Subscribers {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly logger: Logger) {}

  deliver(name: string, payload: unknown): void {
    this.emitter.emit(name, payload);
  }

  add<T>(event: BusEvent<T>, handler: BusEventHandler<T>): () => void {
    const wrapped = (payload: unknown) => {
      const parsed = event.schema.safeParse(payload);
      if (!parsed.success) {
        this.logger.warn({ event: event.name, issues: parsed.error.issues }, 'dropped an event whose payload breaks its contract');
        return;
      }
      Promise.resolve()
        .then(() => handler(parsed.data))
        .catch((err: unknown) => this.logger.error({ err, event: event.name }, 'event handler failed'));
    };
    this.emitter.on(event.name, wrapped);
    return () => this.emitter.off(event.name, wrapped);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}
