import type { MikroORM } from '@mikro-orm/sql';

/** MikroORM's record of applied migrations (its default name; `migrations.tableName` is not set). */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * The migrations applied, oldest first, read straight from MikroORM's table: its migrator would
 * create the table (and, on PostgreSQL, the database) just to read it, which `db status` and the
 * commands that only read must not do. No table: nothing applied.
 */
export async function appliedMigrations(orm: MikroORM): Promise<string[]> {
  const connection = orm.em.fork().getConnection();
  const [table] = await connection.execute<{ present: boolean }[]>(`SELECT to_regclass('${MIGRATIONS_TABLE}') IS NOT NULL AS present`);
  if (!table?.present) return [];
  const rows = await connection.execute<{ name: string }[]>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`);
  // Stored without the file's extension, as MikroORM does; older records may have one.
  return rows.map((r) => r.name.replace(/\.[jt]s$/, ''));
}
