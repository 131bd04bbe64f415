// Mini-program first setData of sdc/cfPagesMain/detail/index for a seeded case, measured in
// miniprogram-simulate on dist/weapp. Runs in a child process (setdata-child.cjs) because the
// simulator needs a jsdom window as its global and must not leak into the bench process.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

let details = null;

/** KB of the page's first setData (JSON of the payload). Details: lastSetDataDetails(). */
export async function firstSetDataKB(server, infoUuid) {
  const res = spawnSync(process.execPath, [join(ROOT, 'bench', 'lib', 'setdata-child.cjs'), server.baseUrl, infoUuid], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, TARO_ENV: 'weapp' },
  });
  const line = (res.stdout || '').trim().split('\n').filter((l) => l.startsWith('{')).pop();
  if (res.status !== 0 || !line) {
    console.error(`[bench] setData measure failed (exit ${res.status}):\n${(res.stderr || '').slice(-3000)}`);
    return null;
  }
  details = JSON.parse(line);
  return details.firstKB;
}

/** Everything the last measure saw: first, first with the case data, largest, count, total, requests. */
export function lastSetDataDetails() {
  return details;
}
