// `npm run build:server`: compiles the API server (server/src, its migrations and seed, and the
// shared modules it imports from src/) with tsc to dist/server, so `npm start` runs plain JavaScript
// (no tsx at run time). `ensureServerBuilt()` rebuilds only when dist/server is missing or older than
// any source, like build-if-stale.mjs does for the H5 app. One build at a time (a lock directory).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newest } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_OUT = join(root, 'dist', 'server');
/** The compiled entry point (rootDir is the repository, so server/src/server.ts lands here). */
export const SERVER_ENTRY = join(SERVER_OUT, 'server', 'src', 'server.js');
const STAMP = join(SERVER_OUT, '.built');
/** TypeScript's compiler (a devDependency: absent from a production install). */
export const TSC = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const LOCK = join(root, 'dist', '.server-build.lock');

export function isServerStale() {
  if (!existsSync(STAMP) || !existsSync(SERVER_ENTRY)) return true;
  const built = statSync(STAMP).mtimeMs;
  const sources = Math.max(
    newest(join(root, 'server', 'src')),
    newest(join(root, 'server', 'migrations')),
    newest(join(root, 'server', 'seed')),
    newest(join(root, 'src')),
    statSync(join(root, 'server', 'tsconfig.json')).mtimeMs,
    statSync(join(root, 'server', 'tsconfig.build.json')).mtimeMs,
    statSync(join(root, 'package.json')).mtimeMs,
  );
  return sources > built;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function withLock(fn) {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // a build that died long ago left its lock behind
      if (Date.now() - statSync(LOCK).mtimeMs > 300_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`[build] ${LOCK} is held by another build`);
      sleep(250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Compiles the server into dist/server; exits the process when tsc fails. */
export function buildServer() {
  rmSync(SERVER_OUT, { recursive: true, force: true });
  const res = spawnSync(process.execPath, [TSC, '-p', join(root, 'server', 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
  // tsc emits JavaScript despite type errors (exit 2); like tsx, run it, unless BUILD_STRICT=1.
  if (res.status !== 0 && (process.env.BUILD_STRICT === '1' || !existsSync(SERVER_ENTRY))) {
    console.error('[build] tsc -p server/tsconfig.build.json failed');
    process.exit(res.status ?? 1);
  }
  if (res.status !== 0) console.warn('[build] tsc reported type errors (above); the server was emitted anyway (BUILD_STRICT=1 refuses)');
  writeFileSync(STAMP, new Date().toISOString() + '\n');
}

/** Builds dist/server when missing or stale (another process building it meanwhile is waited for). */
export function ensureServerBuilt() {
  if (!isServerStale()) return;
  withLock(() => {
    if (!isServerStale()) return;
    console.log('[build] dist/server is missing or stale: building');
    buildServer();
  });
}

if (process.argv[1] && process.argv[1].endsWith('build-server.mjs')) {
  if (process.argv.includes('--if-stale')) ensureServerBuilt();
  else withLock(buildServer);
}
