// Prints the figures beside their targets (issues 4 and 10). A figure is information; ✗ marks a miss.

/** Lighthouse rows: per page LCP (and its ratio to the bare page of the same run), TBT, CLS, a11y. */
function lighthouseRows(lh, path) {
  if (!lh) return [];
  const rows = [[`Lighthouse bare HTML page LCP (ms, median of ${lh.bare.runs}; reference)`, lh.bare.lcpMs, '', null]];
  for (const [name, p] of Object.entries(lh)) {
    if (name === 'bare') continue;
    rows.push(
      [`Lighthouse ${name} LCP (ms, median of ${p.runs})`, p.lcpMs, '<= 1200', (v) => v <= 1200],
      [`Lighthouse ${name} LCP / bare page LCP`, p.lcpRatioToBare, '<= 1.6', (v) => v <= 1.6],
      [`Lighthouse ${name} TBT (ms)`, p.tbtMs, '<= 100', (v) => v <= 100],
      [`Lighthouse ${name} CLS`, p.cls, '<= 0.02', (v) => v <= 0.02],
      [`Lighthouse ${name} accessibility${p.a11yFailing.length ? ` (fails: ${p.a11yFailing.join(', ')})` : ''}`, p.a11y, '>= 95', (v) => v >= 95],
    );
  }
  for (const [name, p] of Object.entries(path ?? {})) {
    if (name === 'error') rows.push(['Lighthouse cashier / pay result accessibility', `error: ${p}`, '', null]);
    else rows.push([`Lighthouse ${name} accessibility${p.a11yFailing?.length ? ` (fails: ${p.a11yFailing.join(', ')})` : ''}`, p.a11y, '>= 95', (v) => v >= 95]);
  }
  return rows;
}
const rows = (r) => [
  ['case page JS+CSS before first render (gzip KB)', r.web?.firstRender?.casePage.gzipKB, '<= 150', (v) => v <= 150],
  ['case page JS+CSS before first render (raw KB)', r.web?.firstRender?.casePage.rawKB, '', null],
  ['case / pay / list HTML as sent (KB, brotli; carries the first screen and its CSS)', r.web?.firstRender && `${r.web.firstRender.casePage.htmlKB} / ${r.web.firstRender.payPage.htmlKB} / ${r.web.firstRender.caseList.htmlKB}`, '', null],
  ['pay page JS+CSS before first render (gzip KB)', r.web?.firstRender?.payPage.gzipKB, '<= 150', (v) => v <= 150],
  ['case list JS+CSS before first render (gzip KB)', r.web?.firstRender?.caseList.gzipKB, '<= 150', (v) => v <= 150],
  ...lighthouseRows(r.web?.lighthouse, r.web?.a11yPath),
  ['case page LCP (ms, median)', r.web?.casePageVitals?.lcpMs, '<= 1200', (v) => v <= 1200],
  ['case page TBT (ms, median)', r.web?.casePageVitals?.tbtMs, '<= 100', (v) => v <= 100],
  ['case page CLS (median)', r.web?.casePageVitals?.cls, '<= 0.02', (v) => v <= 0.02],
  ...Object.entries(r.weapp?.packagesKB ?? {}).map(([k, v]) => [
    `mini-program package ${k} (KB)`, v, k === 'main' ? '<= 1024' : '<= 1536', (x) => x <= (k === 'main' ? 1024 : 1536),
  ]),
  ['mini-program first setData of detail (KB)', r.weapp?.firstSetDataKB, '<= 64', (v) => v <= 64],
  ['hello-world req/s', r.api?.helloWorld.rps, '(baseline)', null],
  ['get-funding-info req/s', r.api?.getFundingInfo.rps, '', null],
  ['get-funding-info / hello-world', r.api?.getFundingInfo.ratioToHelloWorld, '>= 0.5', (v) => v >= 0.5],
  ['get-funding-info p50 / p99 (ms)', r.api && `${r.api.getFundingInfo.p50} / ${r.api.getFundingInfo.p99}`, '', null],
  ['donations/s (order + notify)', r.api?.donate.rps, '>= 2000', (v) => v >= 2000],
  ['donate p99 (ms)', r.api?.donate.p99, '<= 50', (v) => v <= 50],
  ['donate: raised delta == sum of paid', r.api && `${r.api.donate.raisedDelta} fen / ${r.api.donate.donationDelta} gifts`, '', null],
  ['spike (300 clients, one case) sequences/s, p99 ms', r.api && `${r.api.spike.rps}, ${r.api.spike.p99}`, '', null],
  ['spike errors / non-2xx', r.api && `${r.api.spike.errors} / ${r.api.spike.non2xx}`, '0 / 0', null],
  ['mini-program detail setData: first with case data / largest / count', r.weapp?.setData && `${r.weapp.setData.firstWithCaseKB} / ${r.weapp.setData.largestKB} KB / ${r.weapp.setData.count}`, '', null],
  ...['sqlite', 'pg'].flatMap((db) => {
    const f = r.faults?.[db];
    if (r.faults && !f) return [[`faults (${db}): money under faults`, 'did not run', '', null]];
    if (!f) return [];
    const c = f.counts;
    return [
      [`faults (${db}): users x donations, order requests (double submits)`, `${c.users} x ${c.donations / c.users}, ${c.orderRequests}`, '', null],
      [`faults (${db}): notifies acked / posts / replays`, `${c.notifies} / ${c.notifyPosts} / ${c.replays}`, '', null],
      [`faults (${db}): SIGKILL / restarts / client retries`, `${c.kills} / ${c.restarts} / ${c.retriesAfterErrors}`, '', null],
      [`faults (${db}): PAID orders == notified payments`, `${f.paidOrders} == ${f.notifiedPayments}`, 'equal', () => f.paidOrders === f.notifiedPayments],
      [`faults (${db}): invariant violations (${c.seconds} s)`, f.violations.length, '0', (v) => v === 0],
    ];
  }),
];

export function printTable(results) {
  const lines = rows(results).filter(([, v]) => v !== undefined && v !== null);
  const w = Math.max(...lines.map(([n]) => n.length));
  console.log(`\nmachine: ${results.machine.cpus} cores (${results.machine.cpuModel}), ${results.machine.memGiB} GiB, node ${results.machine.node}`);
  for (const [name, value, target, ok] of lines) {
    const mark = ok ? (ok(value) ? '✓' : '✗') : ' ';
    console.log(`${name.padEnd(w)}  ${String(value).padStart(14)}  ${mark} ${target}`);
  }
}
