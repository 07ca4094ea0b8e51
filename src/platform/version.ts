import { readFileSync } from 'node:fs';

// The project's package.json, two folders up from here (src/platform/) and from the bundles (dist/server/),
// wherever the process was started from.
export const version: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
