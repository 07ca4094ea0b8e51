import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/sql';

interface Scope {
  root: EntityManager;
  fork?: EntityManager;
  forking?: boolean;
}

const storage = new AsyncLocalStorage<Scope>();

/**
 * One EntityManager per request and per hub invocation, so no identity map is shared between
 * callers — forked on first use, so a request that never reaches the database (a cached
 * profile, a static file) does not pay for a fork. MikroORM finds it through its `context` option.
 */
export const requestScope = {
  run<T>(root: EntityManager, fn: () => Promise<T>): Promise<T> {
    return storage.run({ root }, fn);
  },

  entityManager(): EntityManager | undefined {
    const scope = storage.getStore();
    // Forking asks for the context itself; while it runs, the answer is the root.
    if (!scope || scope.forking) return undefined;
    if (!scope.fork) {
      scope.forking = true;
      try {
        scope.fork = scope.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        scope.forking = false;
      }
    }
    return scope.fork;
  },
};
