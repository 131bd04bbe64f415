// The fault suite's money-under-faults scenario, short version, as bench figures: orders, notifies,
// replays, the SIGKILL + restart, and whether every invariant held. Runs test/faults/lib/money-cli.ts
// (the very code the Jest fault tests run) in its own process, on its own server and scratch database.
import { spawnSync } from 'node:child_process';
import { ROOT } from './server.mjs';

/** Runs the scenario (users x perUser donations) on 'sqlite' or 'pg'; null when it could not run. */
export function moneyUnderFaults(users = 40, perUser = 5, db = 'sqlite') {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'test/faults/lib/money-cli.ts', String(users), String(perUser), db], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  const line = (res.stdout || '').trim().split('\n').filter((l) => l.startsWith('{')).pop();
  if (res.status !== 0 || !line) {
    console.error(`[bench] money under faults (${db}) failed (exit ${res.status}):\n${(res.stderr || '').slice(-3000)}`);
    return null;
  }
  const r = JSON.parse(line);
  return { ...r, invariantsHeld: r.violations.length === 0 };
}
