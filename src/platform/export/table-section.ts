import type { ContainerModuleLoadOptions } from 'inversify';
import type { EntityManager } from '@mikro-orm/sql';
import { PLATFORM } from '../tokens.ts';
import type { ExportSection } from './export-section.ts';

/** Rows per query: big enough that the round trips do not dominate, small enough to bound memory. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * A table as it is exported. `columns` is an allow-list (the name in the export → a column or SQL
 * expression): a column added later, a secret one say, stays out until someone names it here.
 * `key`: export names of columns that order the rows uniquely (the primary key), for keyset paging.
 */
export interface ExportTable {
  name: string;
  table: string;
  columns: Record<string, string>;
  key: readonly string[];
}

/** `experience_points` → `experiencePoints`; a `_ru` variant keeps SPEC's name (`name_ru`), as the API gives it. */
function camel(snake: string): string {
  const [base, suffix] = snake.endsWith('_ru') ? [snake.slice(0, -3), '_ru'] : [snake, ''];
  return base.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) + suffix;
}

/** Plain columns, exported under their camelCase names. */
export const columnsOf = (...snake: string[]): Record<string, string> => Object.fromEntries(snake.map((c) => [camel(c), `"${c}"`]));

/** Timestamps, as ISO 8601 in UTC whichever database reads them (PGlite hands back PostgreSQL's text, pg a Date). */
export const timesOf = (...snake: string[]): Record<string, string> =>
  Object.fromEntries(snake.map((c) => [camel(c), `to_char("${c}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`]));

/**
 * The table's rows in key order, one page per query, each page starting after the last key of the
 * one before (keyset, not OFFSET: every page costs one index range, however deep). Not a snapshot:
 * a row written meanwhile may or may not appear, but none appears twice.
 */
export function tableSection(em: EntityManager, spec: ExportTable, pageSize = EXPORT_PAGE_SIZE): ExportSection {
  const select = Object.entries(spec.columns).map(([as, sql]) => `${sql} as "${as}"`).join(', ');
  const keys = spec.key.map((k) => {
    const sql = spec.columns[k];
    if (!sql) throw new Error(`export of ${spec.table}: the key ${k} is not among its columns`);
    return sql;
  });
  const order = keys.join(', ');
  const after = keys.length === 1 ? `${keys[0]} > ?` : `(${order}) > (${keys.map(() => '?').join(', ')})`;
  return {
    name: spec.name,
    async *rows() {
      let last: unknown[] | null = null;
      for (;;) {
        const rows: Record<string, unknown>[] = await em.getConnection().execute(
          `select ${select} from "${spec.table}"${last ? ` where ${after}` : ''} order by ${order} limit ?`,
          [...(last ?? []), pageSize],
        );
        yield* rows;
        if (rows.length < pageSize) return;
        const end = rows.at(-1)!;
        last = spec.key.map((k) => end[k]);
      }
    },
  };
}

/** Binds each table as one of the export's sections (PLATFORM.ExportSections), read through the application's connection. */
export function bindExportTables(bind: ContainerModuleLoadOptions['bind'], tables: readonly ExportTable[]): void {
  for (const spec of tables) bind(PLATFORM.ExportSections).toResolvedValue((em: EntityManager) => tableSection(em, spec), [PLATFORM.EntityManager]);
}
