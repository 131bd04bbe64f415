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
/**
 * A feature's cost measured on beside off (api.mjs pairedCost): per load, the rates and CPU of both sides,
 * `extra`'s figure, and the cost rows (target under 5 %).
 */
function costRows(feature, cost, extraLabel, extra) {
  if (!cost) return [];
  if (cost.error) return [[`${feature} on / off`, `error: ${cost.error}`, '', null]];
  return [['donate', 'donations/s', 'per donation'], ['fundingInfo', 'get-funding-info req/s', 'per get-funding-info']].flatMap(([k, rate, per]) => {
    const m = cost[k];
    if (!m) return [];
    return [
      [`${rate} with ${feature} on / off (same run, two servers loaded together; median (rounds))`, `${m.on.rps} / ${m.off.rps} (${m.on.runs.join(', ')} / ${m.off.runs.join(', ')})`, '', null],
      [`server CPU ${per} with ${feature} on / off (µs; median (rounds)); ${extraLabel}`, `${m.on.cpuUsPerUnit} / ${m.off.cpuUsPerUnit} (${m.on.cpuRuns.join(', ')} / ${m.off.cpuRuns.join(', ')}); ${extra(m)}`, '', null],
      [`cost of ${feature}, ${rate} (%, median of the rounds: ${m.roundCostsPct.rps.join(', ')})`, m.rpsCostPct, '< 5', (v) => v < 5],
      [`cost of ${feature}, server CPU ${per} (%, median of the rounds: ${m.roundCostsPct.cpu.join(', ')})`, m.cpuCostPct, '< 5', (v) => v < 5],
    ];
  });
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
  ['hello-world req/s (mean of the runs before and after get-funding-info)', r.api && `${r.api.helloWorld.rps}${r.api.helloWorld.runs ? ` (${r.api.helloWorld.runs.join(', ')})` : ''}`, '(baseline)', null],
  ['load average at the end of the api section (2 shared cores)', r.api?.loadAverage, '', null],
  ['server CPU per get-funding-info request / per donation (µs)', r.api?.getFundingInfo.cpuUsPerUnit && `${r.api.getFundingInfo.cpuUsPerUnit} / ${r.api.donate.cpuUsPerUnit}`, '(steadier than req/s)', null],
  ['get-funding-info req/s', r.api?.getFundingInfo.rps, '', null],
  ['get-funding-info p99 (ms)', r.api?.getFundingInfo.p99, '<= 20', (v) => v <= 20],
  ['get-funding-info / hello-world (logged in)', r.api?.getFundingInfo.ratioToHelloWorld, '>= 0.6', (v) => v >= 0.6],
  ['get-funding-info / hello-world by server CPU per request (logged in; load-independent)', r.api?.getFundingInfo.cpuRatioToHelloWorld, '>= 0.6', (v) => v >= 0.6],
  ['get-funding-info / hello-world (anonymous)', r.api?.getFundingInfoAnonymous?.ratioToHelloWorld, '>= 0.6', (v) => v >= 0.6],
  ['get-funding-info / hello-world by server CPU per request (anonymous)', r.api?.getFundingInfoAnonymous?.cpuRatioToHelloWorld, '>= 0.6', (v) => v >= 0.6],
  ['get-funding-info p50 / p99 (ms)', r.api && `${r.api.getFundingInfo.p50} / ${r.api.getFundingInfo.p99}`, '', null],
  ['donations/s (order + notify)', r.api?.donate.rps, '>= 2000', (v) => v >= 2000],
  ['donations/s / hello-world req/s (the ratio to compare across machines)', r.api && +(r.api.donate.rps / r.api.helloWorld.rps).toFixed(3), '', null],
  ['donate p99 (ms)', r.api?.donate.p99, '<= 50', (v) => v <= 50],
  ...costRows('metrics', r.api?.metricsCost, '/metrics scrapes', (m) => m.on.scrapes),
  ...costRows('the ledger job', r.api?.ledgerCost, 'leaves in the log on / off', () => `${r.api.ledgerCost.leaves.on} / ${r.api.ledgerCost.leaves.off} (job every ${r.api.ledgerCost.everySeconds} s)`),
  ['1 元 / 10 元 donations/s (tiny-gift fraud rule; same run, interleaved)', r.api?.matching?.tinyVsTen && `${r.api.matching.tinyVsTen.tinyRps} / ${r.api.matching.tinyVsTen.tenRps} = ${r.api.matching.tinyVsTen.ratio}`, '>= 0.9', () => r.api.matching.tinyVsTen.ratio >= 0.9],
  ['matching opening: 1 元 gifts/s, 300 clients, one matched case (p99 ms)', r.api?.matching?.opening?.rps && `${r.api.matching.opening.rps} (p99 ${r.api.matching.opening.p99}, ${r.api.matching.opening.matchCount} matched)`, '', null],
  ['matching opening: pool exact (matched + left == funded)', r.api?.matching?.opening && `${r.api.matching.opening.matched} + ${r.api.matching.opening.left} = ${r.api.matching.opening.funded}`, 'exact', () => r.api.matching.opening.poolExact],
  ['matching opening: SQLite gifts/s, p99 ms (issue 27 target)', r.api?.matching?.opening?.rps && `${r.api.matching.opening.rps}, ${r.api.matching.opening.p99}`, '>= 1500, <= 250', () => r.api.matching.opening.rps >= 1500 && r.api.matching.opening.p99 <= 250],
  ['matching opening: SQLite get-funding-info p99 during it (ms; 10 readers)', r.api?.matching?.opening?.readers?.p99, '<= 50', (v) => v <= 50],
  ['PostgreSQL: 1 元 / 10 元 donations/s', r.apiPg?.matching?.tinyVsTen && `${r.apiPg.matching.tinyVsTen.tinyRps} / ${r.apiPg.matching.tinyVsTen.tenRps} = ${r.apiPg.matching.tinyVsTen.ratio}`, '>= 0.9', () => r.apiPg.matching.tinyVsTen.ratio >= 0.9],
  ['PostgreSQL: matching opening gifts/s (p99 ms), pool exact', r.apiPg?.matching?.opening?.rps && `${r.apiPg.matching.opening.rps} (p99 ${r.apiPg.matching.opening.p99}) ${r.apiPg.matching.opening.poolExact ? 'exact' : 'NOT exact'}`, '', null],
  ['PostgreSQL: matching opening gifts/s, p99 ms (issue 27 target)', r.apiPg?.matching?.opening?.rps && `${r.apiPg.matching.opening.rps}, ${r.apiPg.matching.opening.p99}`, '>= 800, <= 500', () => r.apiPg.matching.opening.rps >= 800 && r.apiPg.matching.opening.p99 <= 500],
  ['PostgreSQL: get-funding-info p99 during the opening (ms; 10 readers)', r.apiPg?.matching?.opening?.readers?.p99, '<= 50', (v) => v <= 50],
  ['PostgreSQL: 2 processes / 1 process, opening gifts/s', r.apiPg?.matchingTwoProcesses?.rps && r.apiPg?.matching?.opening?.rps && +(r.apiPg.matchingTwoProcesses.rps / r.apiPg.matching.opening.rps).toFixed(2), '>= 1.3', (v) => v >= 1.3],
  ['PostgreSQL: donations/s / SQLite donations/s (same run)', r.apiPg?.donate?.rps && r.api?.donate?.rps && +(r.apiPg.donate.rps / r.api.donate.rps).toFixed(2), '>= 0.6', (v) => v >= 0.6],
  ['PostgreSQL, 2 processes: get-funding-info p99 during the opening (ms)', r.apiPg?.matchingTwoProcesses?.readers?.p99, '<= 50', (v) => v <= 50],
  ['PostgreSQL, 2 processes: matching opening gifts/s (p99 ms), pool exact', r.apiPg?.matchingTwoProcesses?.rps && `${r.apiPg.matchingTwoProcesses.rps} (p99 ${r.apiPg.matchingTwoProcesses.p99}, ${r.apiPg.matchingTwoProcesses.matchCount} matched) ${r.apiPg.matchingTwoProcesses.poolExact ? 'exact' : 'NOT exact'}`, 'exact', () => r.apiPg.matchingTwoProcesses.poolExact],
  ['donate: raised delta == sum of paid', r.api && `${r.api.donate.raisedDelta} fen / ${r.api.donate.donationDelta} gifts`, '', null],
  ['spike (300 clients, one case) sequences/s, p99 ms', r.api && `${r.api.spike.rps}, ${r.api.spike.p99}`, '', null],
  ['spike errors / non-2xx', r.api && `${r.api.spike.errors} / ${r.api.spike.non2xx}${r.api.spike.statuses ? ` ${JSON.stringify(r.api.spike.statuses)}` : ''}`, '0 / 0', null],
  ...(r.apiPg?.error ? [['PostgreSQL api figures', `error: ${r.apiPg.error}`, '', null]] : []),
  ['PostgreSQL: hello-world req/s', r.apiPg?.helloWorld?.rps, '(baseline)', null],
  ['PostgreSQL: server CPU per get-funding-info request / per donation (µs)', r.apiPg?.getFundingInfo?.cpuUsPerUnit && `${r.apiPg.getFundingInfo.cpuUsPerUnit} / ${r.apiPg.donate.cpuUsPerUnit}`, '', null],
  ['PostgreSQL: get-funding-info / hello-world', r.apiPg?.getFundingInfo?.ratioToHelloWorld, '>= 0.5', (v) => v >= 0.5],
  ['PostgreSQL: get-funding-info / hello-world by server CPU per request', r.apiPg?.getFundingInfo?.cpuRatioToHelloWorld, '>= 0.5', (v) => v >= 0.5],
  ['PostgreSQL: get-funding-info p50 / p99 (ms)', r.apiPg?.getFundingInfo && `${r.apiPg.getFundingInfo.p50} / ${r.apiPg.getFundingInfo.p99}`, '', null],
  ['PostgreSQL: donations/s (order + notify)', r.apiPg?.donate?.rps, '(beside SQLite)', null],
  ['PostgreSQL: donate p99 (ms)', r.apiPg?.donate?.p99, '', null],
  ['PostgreSQL: donate raised delta == sum of paid', r.apiPg?.donate && `${r.apiPg.donate.raisedDelta} fen / ${r.apiPg.donate.donationDelta} gifts`, '', null],
  ['PostgreSQL: spike (300 clients) sequences/s, p99 ms; errors / non-2xx', r.apiPg?.spike && `${r.apiPg.spike.rps}, ${r.apiPg.spike.p99}; ${r.apiPg.spike.errors} / ${r.apiPg.spike.non2xx}`, '', null],
  ...giftRows(r.gifts),
  ...(r.scale?.error ? [['scale-out (PostgreSQL)', `error: ${r.scale.error}`, '', null]] : []),
  ...(r.scale?.runs ?? []).flatMap((x) => [
    [`scale: ${x.workers} process(es), ${x.clients} clients donating on one case: seq/s (ratio to 1 process)`, `${x.seqPerSec} (${x.ratioToOne})`, '', null],
    [`scale: ${x.workers} process(es) p50 / p99 ms`, `${x.p50} / ${x.p99}`, '', null],
    [`scale: ${x.workers} process(es) errors / non-2xx`, `${x.errors} / ${x.non2xx}`, '0 / 0', () => x.errors === 0 && x.non2xx === 0],
    [`scale: ${x.workers} process(es) raised delta == PAID sum == ledger (fen), count`, `${x.raisedDelta} == ${x.paidDelta} == ${x.ledgerDelta}, ${x.countDelta}`, 'equal', () => x.moneyOk],
  ]),
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

/** Issue 27's figures (lib/gifts.mjs): each the median of the runs, the runs in brackets, beside its target. */
function giftRows(g) {
  if (!g) return [];
  if (g.error) return [['gifts (issue 27)', `error: ${g.error}`, '', null]];
  const f = (x) => `${x.median} (${x.runs.join(', ')})`;
  return [
    ['gifts: donations/s SQLite, 50 connections (p99 ms)', `${f(g.donateSqlite)}, p99 ${f(g.donateSqliteP99)}`, '', null],
    ['gifts: donations/s PostgreSQL (p99 ms)', `${f(g.donatePg)}, p99 ${f(g.donatePgP99)}`, 'p99 <= 60', () => g.donatePgP99.median <= 60],
    ['gifts: PostgreSQL / SQLite donations/s', f(g.pgToSqlite), '>= 0.6', () => g.pgToSqlite.median >= 0.6],
    ...(g.donatePgSocket ? [['gifts: donations/s PostgreSQL over its Unix socket (server CPU µs per donation)', `${f(g.donatePgSocket)} (${f(g.cpuPerDonationPgSocket)})`, '', null]] : []),
    ['gifts: CPU per donation, server SQLite / server PostgreSQL / PostgreSQL itself (µs)', `${f(g.cpuPerDonationSqlite)} / ${f(g.cpuPerDonationPg)} / ${f(g.pgCpuPerDonation)}`, '', null],
    ['gifts: opening SQLite gifts/s, p99 ms', `${f(g.openingSqlite)}, ${f(g.openingSqliteP99)}`, '>= 1500, <= 250', () => g.openingSqlite.median >= 1500 && g.openingSqliteP99.median <= 250],
    ['gifts: opening PostgreSQL gifts/s, p99 ms', `${f(g.openingPg)}, ${f(g.openingPgP99)}`, '>= 800, <= 500', () => g.openingPg.median >= 800 && g.openingPgP99.median <= 500],
    ['gifts: opening PostgreSQL 2 processes gifts/s, p99 ms', `${f(g.openingPg2)}, ${f(g.openingPg2P99)}`, '', null],
    ['gifts: 2 processes / 1 process', f(g.twoToOne), '>= 1.3', () => g.twoToOne.median >= 1.3],
    ['gifts: get-funding-info p99 during the opening, SQLite / PostgreSQL / 2 processes (ms)', `${f(g.readersP99Sqlite)} / ${f(g.readersP99Pg)} / ${f(g.readersP99Pg2)}`, '<= 50', () => Math.max(g.readersP99Sqlite.median, g.readersP99Pg.median, g.readersP99Pg2.median) <= 50],
    ['gifts: pool exact after every opening; errors', `${g.poolExact ? 'exact' : 'NOT exact'}; ${g.errors}`, 'exact; 0', () => g.poolExact && g.errors === 0],
  ];
}

export function printTable(results) {
  const lines = rows(results).filter(([, v]) => v !== undefined && v !== null);
  const w = Math.max(...lines.map(([n]) => n.length));
  console.log(`\nmachine: ${results.machine.cpus} cores (${results.machine.cpuModel}), ${results.machine.memGiB} GiB, node ${results.machine.node}`);
  for (const [name, value, target, ok] of lines) {
    const mark = ok ? (ok(value) ? '✓' : '✗') : ' ';
    console.log(`${name.padEnd(w)}  ${String(value).padStart(14)}  ${mark} ${target}`);
  }
}
