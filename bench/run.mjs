// `npm run bench`: figures, not pass/fail. Builds what is stale, starts the real server on a scratch
// database, measures, prints a table beside the targets and writes bench/results.json.
// Sections can be chosen: `npm run bench -- web api weapp` (default: all).
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt } from '../scripts/build-if-stale.mjs';
import { apiBench } from './lib/api.mjs';
import { startServer, ROOT } from './lib/server.mjs';
import { casePageVitals, firstRenderAssets, withBrowser } from './lib/web.mjs';
import { weappSizes } from './lib/weapp.mjs';
import { firstSetDataKB } from './lib/setdata.mjs';
import { printTable } from './lib/report.mjs';

const wanted = new Set(process.argv.slice(2));
const want = (s) => wanted.size === 0 || wanted.has(s);

ensureBuilt('h5');
if (want('weapp')) ensureBuilt('weapp');

const results = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
};

const server = await startServer();
try {
  const list = await (await fetch(server.baseUrl + '/api/cf/v4/case/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"listType":"common","size":20}' })).json();
  const infoUuid = list.data.list.find((c) => c.status === 0).infoUuid;
  if (want('web')) {
    results.web = await withBrowser(async (browser) => ({
      firstRender: {
        casePage: await firstRenderAssets(browser, `${server.baseUrl}/cf/contribute/${infoUuid}`),
        payPage: await firstRenderAssets(browser, `${server.baseUrl}/cf/pay/${infoUuid}`),
        caseList: await firstRenderAssets(browser, `${server.baseUrl}/cf/common/list`),
      },
      casePageVitals: await casePageVitals(browser, `${server.baseUrl}/cf/contribute/${infoUuid}`),
    }));
  }
  if (want('weapp')) {
    results.weapp = { packagesKB: weappSizes(), firstSetDataKB: await firstSetDataKB(server, infoUuid) };
  }
  if (want('api')) results.api = await apiBench(server);
} finally {
  await server.stop();
}

writeFileSync(join(ROOT, 'bench', 'results.json'), JSON.stringify(results, null, 2));
printTable(results);
