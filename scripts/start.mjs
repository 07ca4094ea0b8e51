// `npm start`: builds what is missing or older than its sources, then runs the server
// in this process (so SIGTERM/SIGINT reach its graceful shutdown directly).
import { pathToFileURL } from 'node:url';
import './build-if-stale.mjs';

await import(pathToFileURL('dist/server/main.js').href);
