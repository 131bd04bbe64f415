// `npm start`: builds dist/h5 when missing or stale, then runs the API server (which also serves
// dist/h5) in production mode with tsx. Signals are forwarded so SIGTERM shuts it down gracefully.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;

if (process.env.SKIP_H5_BUILD !== '1') ensureBuilt('h5');

const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
