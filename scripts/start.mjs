// `npm start`: the DEMO. Builds dist/h5 and dist/server when missing or stale, then runs the compiled
// API server (which also serves dist/h5) in THIS process: no tsx and no child process at run time, so
// the SIGTERM a process manager sends to this pid reaches the server itself, which stops taking
// connections, finishes in-flight requests, closes the database and exits (server.ts).
// Without NODE_ENV it runs as the demo (NODE_ENV=production for production-grade behaviour, APP_MODE=demo:
// sandbox pay, console SMS, labelled as a test environment). NODE_ENV=production set by the operator
// selects production mode, which refuses every development stand-in (server/src/production.ts).
// A production install (`npm run build`, then `npm prune --omit=dev` or `npm install --omit=dev`) has no build
// tools (TypeScript, the Taro CLI are devDependencies): then this runs what is built, and refuses to start
// when a build is missing, instead of building.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, h5Built, TARO_CLI } from './build-if-stale.mjs';
import { ensureServerBuilt, SERVER_ENTRY, TSC } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  if (!process.env.APP_MODE) process.env.APP_MODE = 'demo';
}

/** Builds when the build tool is installed; otherwise the build must be there (checked by `built`). */
function buildOrRequire(tool, build, built, what) {
  if (existsSync(tool)) return build();
  if (built()) return;
  console.error(`[start] ${what} is not built and ${tool} is not installed (a production install): run \`npm run build\` before removing the devDependencies (\`npm prune --omit=dev\`)`);
  process.exit(1);
}

if (process.env.SKIP_H5_BUILD !== '1') buildOrRequire(TARO_CLI, () => ensureBuilt('h5'), h5Built, 'dist/h5');
buildOrRequire(TSC, ensureServerBuilt, () => existsSync(SERVER_ENTRY), 'dist/server');

await import(pathToFileURL(SERVER_ENTRY).href);
