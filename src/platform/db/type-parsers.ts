import { parse as parseArray } from 'postgres-array';

/**
 * The type parsing MikroORM gives the connections it opens (`createPostgreSqlTypeParsers`): dates,
 * timestamps and intervals stay PostgreSQL's text for the ORM to map. Copied rather than imported:
 * loading the ORM into a worker thread costs ~10 MB of resident memory for eight lines. The
 * embedded database's thread and the export's connection (which read without the ORM) use it too,
 * so every path hands back the same values.
 */
export const DATE_PARSERS: Record<number, (text: string) => unknown> = Object.fromEntries([
  ...[1082, 1114, 1184, 1186].map((oid) => [oid, (text: string) => text]),
  ...[1182, 1115, 1185, 1187].map((oid) => [oid, (text: string) => parseArray(text)]),
]);
