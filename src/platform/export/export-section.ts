/**
 * One part of the system data export (SPEC §6 "data export"): a name (its key in the exported JSON
 * object) and its rows, read a page at a time so that no table is ever held in memory whole.
 */
export interface ExportSection {
  name: string;
  rows(): AsyncIterable<Record<string, unknown>>;
}

/**
 * A table as it is exported. `columns` is an allow-list (the name in the export → a column or SQL
 * expression): a column added later, a secret one say, stays out until someone names it here.
 * `key`: export names of columns that order the rows uniquely (the primary key), for keyset paging.
 * Plain data, so the export's own thread can read the table. Each module binds its own tables
 * (PLATFORM.ExportTables); none reads another's.
 */
export interface ExportTable {
  name: string;
  table: string;
  columns: Record<string, string>;
  key: readonly string[];
}
