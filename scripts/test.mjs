// `npm test`: builds what the mini-program and end-to-end suites load (when missing or stale),
// then runs every Jest project in one run. Extra args go to Jest.
import { spawnSync } from 'node:child_process';
import { ensureBuilt } from './build-if-stale.mjs';

ensureBuilt('h5');
ensureBuilt('weapp');
const args = ['jest', '--ci', ...process.argv.slice(2)];
// Two cores: the browser and mini-program suites are heavy, keep workers modest.
if (!args.some((a) => a.startsWith('--maxWorkers') || a === '--runInBand' || a === '-i')) args.push('--maxWorkers=2');
const res = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, TZ: process.env.TZ || 'Asia/Shanghai' } });
process.exit(res.status ?? 1);
