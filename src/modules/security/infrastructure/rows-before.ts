import type { EntityManager } from '@mikro-orm/sql';

/**
 * The operator's pruning (`PrunableRows`) over a table that grows by itself: its rows before a moment,
 * by one of its time columns. Table and column are ours, never a caller's input.
 */
export async function countRowsBefore(em: EntityManager, table: string, column: string, before: Date): Promise<number> {
  const [row] = await em.getConnection().execute<{ n: string | number }[]>(`select count(*) as n from ${table} where ${column} < ?`, [before]);
  return Number(row!.n);
}

export async function deleteRowsBefore(em: EntityManager, table: string, column: string, before: Date): Promise<number> {
  const result = await em.getConnection().execute<{ affectedRows: number }>(`delete from ${table} where ${column} < ?`, [before], 'run');
  return result.affectedRows;
}
