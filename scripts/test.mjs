// `npm test`: provisions what the suites need beyond npm install (scripts/provision.mjs: Chromium, poppler,
// openssl, a reachable PostgreSQL), type-checks (client per platform, and the server), builds what the mini-program and end-to-end suites load (when missing or stale),
// then runs every Jest project in one run. Extra args go to Jest.
import { spawnSync } from 'node:child_process';
import { ensureBuilt } from './build-if-stale.mjs';
import { provision } from './provision.mjs';

provision();

// The type check first: a type error fails the run in a minute instead of surfacing as odd test failures
// (TEST_SKIP_TYPECHECK=1 skips it, for a quick local rerun of one suite).
if (!process.env.TEST_SKIP_TYPECHECK) {
  const tc = spawnSync('npm', ['run', 'typecheck'], { stdio: 'inherit' });
  if (tc.status !== 0) process.exit(tc.status ?? 1);
}
ensureBuilt('h5');
ensureBuilt('weapp');
const args = ['jest', '--ci', ...process.argv.slice(2)];
// Two cores: the browser and mini-program suites are heavy, keep workers modest.
if (!args.some((a) => a.startsWith('--maxWorkers') || a === '--runInBand' || a === '-i')) args.push('--maxWorkers=2');
// Every project runs in UTC, the zone of most servers and containers and the stricter of the two: a date
// formatted in the process's zone instead of China time (src/lib/time.ts) shows only there. The browser
// (Chromium) takes its zone from this environment too.
const res = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
process.exit(res.status ?? 1);
