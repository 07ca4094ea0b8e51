import type { EntityManager } from '@mikro-orm/core';

/** Port: runs work in one database transaction; repositories used inside it join that transaction. */
export interface Transactions {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the calling code runs inside `run`'s transaction. */
  inTransaction(): boolean;
}

export const mikroOrmTransactions = (em: EntityManager): Transactions => ({
  run: (work) => em.transactional(() => work()),
  inTransaction: () => em.isInTransaction(),
});
