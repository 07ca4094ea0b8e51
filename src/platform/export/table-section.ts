import type { ContainerModuleLoadOptions } from 'inversify';
import type { SqlReader } from '../db/database-link.ts';
import { PLATFORM } from '../tokens.ts';
import type { ExportSection, ExportTable } from './export-section.ts';

export type { ExportTable };

/** Rows per query at most: enough that the round trips do not dominate. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * About how much JSON a page may make. Rows are read as objects (an analysis's findings, a scenario's
 * script and cast are whole JSON documents), and a thousand wide rows would hold tens of MB at once:
 * the export's thread has a small heap (worker-thread-export.ts). So the first page is short, and
 * each next one holds as many rows as fit this, judging by the widest of a few rows of the last.
 */
const PAGE_BYTES = 1024 * 1024;
const FIRST_PAGE = 50;

function nextPageSize(rows: readonly Record<string, unknown>[], most: number): number {
  const widest = Math.max(...[rows[0], rows[rows.length >> 1], rows.at(-1)].map((row) => JSON.stringify(row).length));
  return Math.max(1, Math.min(most, Math.floor(PAGE_BYTES / widest)));
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
 * a row written meanwhile may or may not appear, but none appears twice. `pageSize`: rows a page at most.
 */
export function tableSection(db: Pick<SqlReader, 'query'>, spec: ExportTable, pageSize = EXPORT_PAGE_SIZE): ExportSection {
  const select = Object.entries(spec.columns).map(([as, sql]) => `${sql} as "${as}"`).join(', ');
  const keys = spec.key.map((k) => {
    const sql = spec.columns[k];
    if (!sql) throw new Error(`export of ${spec.table}: the key ${k} is not among its columns`);
    return sql;
  });
  const order = keys.join(', ');
  const from = `select ${select} from "${spec.table}"`;
  const first = `${from} order by ${order} limit $1`;
  const last = keys.map((_, i) => `$${i + 1}`);
  const after = keys.length === 1 ? `${keys[0]} > $1` : `(${order}) > (${last.join(', ')})`;
  const next = `${from} where ${after} order by ${order} limit $${keys.length + 1}`;
  return {
    name: spec.name,
    async *rows() {
      let limit = Math.min(FIRST_PAGE, pageSize);
      let rows = await db.query(first, [limit]);
      for (;;) {
        yield* rows;
        if (rows.length < limit) return;
        const end = rows.at(-1)!;
        limit = nextPageSize(rows, pageSize);
        rows = await db.query(next, [...spec.key.map((k) => end[k]), limit]);
      }
    },
  };
}

/** Binds each table as one of the export's parts (PLATFORM.ExportTables), read by the export's own thread. */
export function bindExportTables(bind: ContainerModuleLoadOptions['bind'], tables: readonly ExportTable[]): void {
  for (const spec of tables) bind(PLATFORM.ExportTables).toConstantValue(spec);
}
