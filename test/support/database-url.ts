// PostgreSQL URLs of the test runs: scripts/test-all.mjs makes a database per worker beside the
// caller's, test-database.ts a template beside the worker's. Plain, erasable TypeScript, so that the
// runner imports it with Node's own type stripping.

/** The database a URL names ('postgres' where it names none). */
export const databaseName = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

/** The same server and credentials, another database. */
export const withDatabase = (url: string, name: string): string => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
