/**
 * One part of the system data export (SPEC §6 "data export"): a name (its key in the exported JSON
 * object) and its rows, read a page at a time so that no table is ever held in memory whole. Each
 * module binds sections for its own tables (PLATFORM.ExportSections); none reads another's.
 */
export interface ExportSection {
  name: string;
  rows(): AsyncIterable<Record<string, unknown>>;
}
