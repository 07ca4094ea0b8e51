import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<string>();

/**
 * The request id (X-Request-Id) of the HTTP request or hub invocation being served, so that every
 * line logged while serving it — by a use case, an adapter, the error middleware — carries `reqId`
 * and the Logs page can show one request's lines together. The logger reads it (logger.ts `mixin`).
 */
export const logContext = {
  run<T>(requestId: string, fn: () => T): T {
    return storage.run(requestId, fn);
  },
  requestId(): string | undefined {
    return storage.getStore();
  },
};
