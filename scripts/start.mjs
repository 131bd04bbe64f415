// `npm start`: the DEMO. Builds dist/h5 and dist/server when missing or stale, then runs the compiled
// API server (which also serves dist/h5) in THIS process: no tsx and no child process at run time, so
// the SIGTERM a process manager sends to this pid reaches the server itself, which stops taking
// connections, finishes in-flight requests, closes the database and exits (server.ts).
// Without NODE_ENV it runs as the demo (NODE_ENV=production for production-grade behaviour, APP_MODE=demo:
// sandbox pay, console SMS, labelled as a test environment). NODE_ENV=production set by the operator
// selects production mode, which refuses every development stand-in (server/src/production.ts).
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from './build-if-stale.mjs';
import { ensureServerBuilt, SERVER_ENTRY } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  if (!process.env.APP_MODE) process.env.APP_MODE = 'demo';
}

if (process.env.SKIP_H5_BUILD !== '1') ensureBuilt('h5');
ensureServerBuilt();

await import(pathToFileURL(SERVER_ENTRY).href);
