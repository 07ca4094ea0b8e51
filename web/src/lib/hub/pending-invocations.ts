import type { ServerFrame } from '../../../../src/shared/hub-protocol';
import { HUB_NOT_CONNECTED, HUB_TIMEOUT, HubError } from './hub-error';

type ResultFrame = Extract<ServerFrame, { type: 'result' }>;

interface Pending {
  resolve(value: unknown): void;
  reject(error: HubError): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Invocations waiting for their result frame: their ids, promises and time limits. */
export class PendingInvocations {
  private readonly waiting = new Map<string, Pending>();
  private nextId = 0;

  /** Starts one under a new id; `send` writes its frame and throws when it cannot. */
  add<T>(method: string, timeoutMs: number, send: (id: string) => void): Promise<T> {
    const id = String(++this.nextId);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new HubError(HUB_TIMEOUT, `${method} took too long.`));
      }, timeoutMs);
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      try {
        send(id);
      } catch {
        clearTimeout(timer);
        this.waiting.delete(id);
        reject(new HubError(HUB_NOT_CONNECTED, 'Not connected.'));
      }
    });
  }

  /** Settles the invocation a result answers; results nobody waits for (any more) are dropped. */
  settle(frame: ResultFrame): void {
    if (frame.id === null) return;
    const waiting = this.waiting.get(frame.id);
    if (!waiting) return;
    this.waiting.delete(frame.id);
    clearTimeout(waiting.timer);
    if (frame.ok) waiting.resolve(frame.result);
    else waiting.reject(new HubError(frame.error.code, frame.error.message, frame.error.details));
  }

  rejectAll(error: HubError): void {
    for (const [id, waiting] of this.waiting) {
      clearTimeout(waiting.timer);
      this.waiting.delete(id);
      waiting.reject(error);
    }
  }
}
