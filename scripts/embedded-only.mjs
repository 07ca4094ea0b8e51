// A test file marked `@embedded-database-only` uses data dirs of its own (PGlite) whatever the database:
// on PostgreSQL it would repeat its PGlite run exactly, so `npm test` (scripts/test-all.mjs) and
// `npm run test:integration` (scripts/mocha-each.mjs) leave it out there.
import { readFileSync } from 'node:fs';

export const embeddedOnly = (file) => readFileSync(file, 'utf8').includes('@embedded-database-only');
