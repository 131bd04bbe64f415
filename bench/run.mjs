// `npm run bench`: figures, not pass/fail. Builds what is stale, starts the real server on a scratch
// database, measures, prints a table beside the targets and writes bench/results.json.
// Sections can be chosen: `npm run bench -- web api weapp gifts faults` (default: all but flame).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { isStale, taroBuildArgs } from '../scripts/build-if-stale.mjs';
import { apiBench, BENCH_ENV, metricsCost } from './lib/api.mjs';
import { ledgerCost } from './lib/ledger-cost.mjs';
import { matchingBench, matchingOpening } from './lib/matching.mjs';
import { flameGraphs } from './lib/flame.mjs';
import { giftBench } from './lib/gifts.mjs';
import { scaleBench, startCluster, withScratchPg } from './lib/scale.mjs';
import { startServer, ROOT, apiLogin } from './lib/server.mjs';
import { casePageVitals, firstRenderAssets, withBrowser } from './lib/web.mjs';
import { donatePathA11y, h5WithBarePage, lighthousePages } from './lib/lighthouse.mjs';
import { weappSizes } from './lib/weapp.mjs';
import { firstSetDataKB, lastSetDataDetails } from './lib/setdata.mjs';
import { moneyUnderFaults } from './lib/faults.mjs';
import { printTable } from './lib/report.mjs';

const wanted = new Set(process.argv.slice(2));
// `flame` (the profiles of the API hot paths, bench/flame-*.svg) runs only when asked for.
const want = (s) => (wanted.size === 0 && s !== 'flame') || wanted.has(s);

// A broken build must not cost the other figures: build (through the shared lock) what a wanted
// section needs and skip that section if the build fails.
function built(platform) {
  // BENCH_NO_BUILD=1 measures the dist/ that is there (a failed Taro build empties it for everyone).
  if (process.env.BENCH_NO_BUILD) return existsSync(join(ROOT, 'dist', platform, platform === 'h5' ? 'index.html' : 'app.json'));
  if (!isStale(platform)) return true;
  console.log(`[build] dist/${platform} is missing or stale: building`);
  const b = spawnSync('flock', ['/tmp/taro-build.lock', 'npx', ...taroBuildArgs(platform)], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (b.status === 0) spawnSync('touch', [join(ROOT, 'dist', platform, '.built')]);
  else console.error(`[bench] ${taroBuildArgs(platform).join(' ')} failed: its figures are skipped`);
  return b.status === 0;
}
const webOk = want('web') && built('h5');
const weappOk = want('weapp') && built('weapp');

const results = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
};

// The web section serves a copy of dist/h5 with a bare HTML page beside it: Lighthouse's reference.
const h5Copy = webOk ? h5WithBarePage() : null;
const server = await startServer({ ...BENCH_ENV, ...(h5Copy ? { H5_DIR: h5Copy.dir } : {}) });
try {
  const list = await (await fetch(server.baseUrl + '/api/cf/v4/case/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"listType":"common","size":20}' })).json();
  const infoUuid = list.data.list.find((c) => c.status === 0).infoUuid;
  if (webOk) {
    results.web = await withBrowser(async (browser) => ({
      firstRender: {
        casePage: await firstRenderAssets(browser, `${server.baseUrl}/cf/contribute/${infoUuid}`),
        payPage: await firstRenderAssets(browser, `${server.baseUrl}/cf/pay/${infoUuid}`),
        caseList: await firstRenderAssets(browser, `${server.baseUrl}/cf/common/list`),
      },
      casePageVitals: await casePageVitals(browser, `${server.baseUrl}/cf/contribute/${infoUuid}`),
    }));
    // Lighthouse 13 itself (mobile, simulated throttling), median of BENCH_LH_RUNS, beside the bare page.
    results.web.lighthouse = lighthousePages(server.baseUrl, {
      contribute: `${server.baseUrl}/cf/contribute/${infoUuid}`,
      detail: `${server.baseUrl}/cf/detail/${infoUuid}`,
      pay: `${server.baseUrl}/cf/pay/${infoUuid}`,
      list: `${server.baseUrl}/cf/common/list`,
      // Someone's monthly report as a visitor opens it from a share (a seeded donor with gifts this month).
      monthlyReport: `${server.baseUrl}/cf/monthly-report?userId=demo-donor-1`,
      // the 我的 hub of a logged-in donor (its Cookie header)
      mine: { url: `${server.baseUrl}/cf/mine`, headers: { Cookie: await apiLogin(server, '13900000011') } },
    });
    // One retry: after minutes of Lighthouse a pooled connection may have gone stale ("fetch failed").
    results.web.a11yPath = await donatePathA11y(server, infoUuid)
      .catch(() => donatePathA11y(server, infoUuid))
      .catch((err) => ({ error: err.message }));
  }
  if (weappOk) {
    results.weapp = { packagesKB: weappSizes(), firstSetDataKB: await firstSetDataKB(server, infoUuid) };
    results.weapp.setData = lastSetDataDetails();
  }
  if (want('api')) results.api = await apiBench(server);
  if (want('api')) results.api.matching = await matchingBench(server).catch((err) => ({ error: err.message })); // 1 元 vs 10 元, the matching opening
  // Donations with metrics on beside off, on their own two servers (the shared one idles meanwhile).
  if (want('api')) results.api.metricsCost = await metricsCost().catch((err) => ({ error: err.message }));
  // Donations with the ledger job on beside off (LEDGER_SEQUENCE_SECONDS=0), the same way.
  if (want('api')) results.api.ledgerCost = await ledgerCost().catch((err) => ({ error: err.message }));
} finally {
  await server.stop();
  h5Copy?.cleanup();
}
// The api figures again on a scratch PostgreSQL database (`apipg`), and the scale-out spike (`scale`).
if (want('apipg')) {
  results.apiPg = await withScratchPg(async (url) => {
    const pgServer = await startServer({ ...BENCH_ENV, DATABASE_URL: url });
    try {
      const r = await apiBench(pgServer);
      return { ...r, matching: await matchingBench(pgServer).catch((err) => ({ error: err.message })) };
    } finally {
      await pgServer.stop();
    }
  }).catch((err) => ({ error: err.message }));
  // The matching opening again on two server processes (node's cluster) sharing one scratch database:
  // the pool's lock must hold across processes, and the pool must still add up to the fen.
  results.apiPg.matchingTwoProcesses = await withScratchPg(async (url) => {
    const cluster = await startCluster(2, url);
    try {
      return await matchingOpening(cluster);
    } finally {
      await cluster.stop();
    }
  }).catch((err) => ({ error: err.message }));
}
// Issue 27's figures: the gift path on SQLite beside PostgreSQL (1 and 2 processes), BENCH_GIFT_RUNS runs.
if (want('gifts')) results.gifts = await giftBench().catch((err) => ({ error: err.message }));
if (want('scale')) results.scale = await scaleBench().catch((err) => ({ error: err.message }));
// Profiles on their own servers (node --cpu-prof), after the shared one is gone.
if (want('flame')) results.flame = await flameGraphs();
// After the shared server is gone: the fault scenario starts (and SIGKILLs) its own.
if (want('faults')) results.faults = { sqlite: moneyUnderFaults(40, 5, 'sqlite'), pg: moneyUnderFaults(20, 5, 'pg') };

writeFileSync(join(ROOT, 'bench', 'results.json'), JSON.stringify(results, null, 2));
printTable(results);
