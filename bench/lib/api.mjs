// API load figures with autocannon on 127.0.0.1: get-funding-info, donate end to end
// (order create + sandbox confirm, which runs the signed notify), a bare fastify hello-world
// for the ratio, and a spike on one case.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { apiLogin, freePort, ROOT, startServer, waitUntil } from './server.mjs';

const DURATION = Number(process.env.BENCH_API_SECONDS || 8);

/**
 * Server environment for the API figures. The order velocity check (card-testing defence, one read
 * before and one counter write after each new order) stays ON, with limits far above what one load
 * generator reaches, so its cost is in the figures; a limit of 0 would skip it.
 */
const NO_LIMIT = '1000000000';
export const METRICS_TOKEN = 'bench-metrics-token-0123456789';
/** Metrics are on (METRICS_TOKEN set), as in production: every figure includes their cost. */
export const BENCH_ENV = { ORDER_LIMIT_PER_USER: NO_LIMIT, ORDER_LIMIT_PER_OPENID: NO_LIMIT, ORDER_LIMIT_PER_DEVICE: NO_LIMIT, ORDER_LIMIT_PER_IP: NO_LIMIT, METRICS_TOKEN };

export function run(opts) {
  return new Promise((resolve, reject) => {
    const inst = autocannon({ duration: DURATION, connections: 50, pipelining: 1, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
    autocannon.track(inst, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

export const summary = (res, perSequence = 1) => ({
  rps: Math.round(res.requests.average / perSequence),
  p50: res.latency.p50,
  p99: res.latency.p99,
  errors: res.errors + res.timeouts,
  non2xx: res.non2xx,
  // Which statuses, when any request was not 2xx (autocannon's per-status counts).
  ...(res.non2xx ? { statuses: Object.fromEntries(Object.entries(res.statusCodeStats ?? {}).filter(([c]) => !c.startsWith('2')).map(([c, v]) => [c, v.count])) } : {}),
});

/** A bare fastify hello-world in its own process: the machine's ceiling for a JSON POST. */
export async function helloWorld() {
  const port = await freePort();
  const src = `const f=require('fastify')();f.post('/hello',async()=>({code:0,msg:'',data:{hello:'world'}}));f.listen({port:${port},host:'127.0.0.1'});`;
  const child = spawn(process.execPath, ['-e', src], { cwd: ROOT, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/hello`;
  await waitUntil(async () => (await fetch(url, { method: 'POST' })).ok, 10_000, 'hello-world');
  try {
    return await measured({ pid: child.pid }, 1, () => run({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
  } finally {
    child.kill();
  }
}

/** Finds a seeded case that takes donations. */
export async function donatableCase(server) {
  const res = await fetch(server.baseUrl + '/api/cf/v4/case/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ listType: 'common', size: 20 }) });
  const body = await res.json();
  const c = body.data.list.find((x) => x.status === 0);
  if (!c) throw new Error('no donatable seeded case');
  return c.infoUuid;
}

export function donateRequests(infoUuid, amount = 1000) {
  return [
    {
      method: 'POST',
      path: '/api/cf/v41/order/add',
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ infoUuid, amount, anonymous: false, platform: 8, idempotencyKey: randomUUID().replace(/-/g, '') }),
      }),
      onResponse: (status, body, context) => {
        try {
          context.orderId = JSON.parse(body).data.orderId;
        } catch {
          context.orderId = null;
        }
      },
    },
    {
      method: 'POST',
      path: '/api/pay/sandbox/confirm',
      setupRequest: (req, context) => ({ ...req, body: JSON.stringify({ orderId: context.orderId, action: 'pay' }) }),
    },
  ];
}

/** get-funding-info as a logged-in visitor (not the owner), or anonymous without a cookie, 50 connections. */
export async function fundingInfoLoad(server, cookie, infoUuid) {
  infoUuid ??= await donatableCase(server);
  const headers = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  return run({ url: server.baseUrl + '/api/cf/v4/get-funding-info', method: 'POST', headers, body: JSON.stringify({ infoUuid }) });
}

/** Donations end to end (order add, then sandbox confirm), 50 connections. */
export async function donateLoad(server, cookie, infoUuid) {
  infoUuid ??= await donatableCase(server);
  return run({ url: server.baseUrl, headers: { 'content-type': 'application/json', cookie }, requests: donateRequests(infoUuid) });
}

/** CPU ms used so far by a process and its descendants (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return (Number(f[11]) + Number(f[12])) * 10 + kids.reduce((s, k) => s + cpuMs(Number(k)), 0);
  } catch {
    return NaN;
  }
}

/** Runs a load and adds the server's CPU per unit (µs per request, or per sequence of `per`). */
export async function measured(server, per, load) {
  const c0 = cpuMs(server.pid);
  const res = await load();
  const units = res.requests.total / per;
  return { ...summary(res, per), cpuUsPerUnit: Math.round(((cpuMs(server.pid) - c0) * 1000) / units) };
}

export async function apiBench(server) {
  const infoUuid = await donatableCase(server);
  const cookie = await apiLogin(server, '13900000001');
  const headers = { 'content-type': 'application/json', cookie };
  // Warm-up (JIT, caches), then the reference before AND after the measured read: on shared cores the
  // load moves within a run, and the ratio uses the mean of the two.
  await run({ url: server.baseUrl + '/api/cf/v4/get-funding-info', method: 'POST', headers, body: JSON.stringify({ infoUuid }), duration: 2 });
  const helloA = await helloWorld();
  const funding = await measured(server, 1, () => fundingInfoLoad(server, cookie, infoUuid));
  const anonymous = await measured(server, 1, () => fundingInfoLoad(server, null, infoUuid));
  const helloB = await helloWorld();
  const hello = {
    ...helloA, rps: Math.round((helloA.rps + helloB.rps) / 2), runs: [helloA.rps, helloB.rps],
    cpuUsPerUnit: Math.round((helloA.cpuUsPerUnit + helloB.cpuUsPerUnit) / 2),
  };
  const before = await caseTotals(server, infoUuid, cookie);
  const donate = await measured(server, 2, () => donateLoad(server, cookie, infoUuid));
  const after = await caseTotals(server, infoUuid, cookie);
  // Spike: a matching fund opens and many clients hit one case at once (reads and donations mixed).
  const spikeRes = await run({
    url: server.baseUrl,
    headers,
    connections: 300,
    duration: Math.max(3, Math.round(DURATION / 2)),
    requests: [
      { method: 'POST', path: '/api/cf/v4/get-funding-info', body: JSON.stringify({ infoUuid }) },
      ...donateRequests(infoUuid, 200),
    ],
  });
  return {
    helloWorld: hello,
    // The CPU ratio (hello-world's CPU per request / get-funding-info's) does not move with the load.
    getFundingInfo: { ...funding, ratioToHelloWorld: +(funding.rps / hello.rps).toFixed(3), cpuRatioToHelloWorld: +(hello.cpuUsPerUnit / funding.cpuUsPerUnit).toFixed(3) },
    getFundingInfoAnonymous: { ...anonymous, ratioToHelloWorld: +(anonymous.rps / hello.rps).toFixed(3), cpuRatioToHelloWorld: +(hello.cpuUsPerUnit / anonymous.cpuUsPerUnit).toFixed(3) },
    donate: { ...donate, raisedDelta: after.raisedAmount - before.raisedAmount, donationDelta: after.donationCount - before.donationCount },
    spike: summary(spikeRes, 3),
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
}

export async function caseTotals(server, infoUuid, cookie) {
  const res = await fetch(server.baseUrl + '/api/cf/v4/get-funding-info', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ infoUuid }) });
  const { data } = await res.json();
  return { raisedAmount: data.raisedAmount, donationCount: data.donationCount };
}

/** Scrapes GET /metrics every `everyMs` while `load` runs (Prometheus scrapes every 15-60 s: this is harsher). */
async function whileScraped(server, everyMs, load) {
  let scrapes = 0;
  const timer = setInterval(() => {
    fetch(server.baseUrl + '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      .then((r) => { if (r.ok) scrapes += 1; return r.arrayBuffer(); }).catch(() => {});
  }, everyMs);
  try {
    return { ...(await load()), scrapes };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The cost of metrics: two fresh servers in the same run, metrics on (METRICS_TOKEN, /metrics scraped every
 * 2 s) and off (no token), loaded AT THE SAME TIME (50 connections each), so the shared machine's other load
 * falls on both alike; BENCH_METRICS_ROUNDS (4) rounds of BENCH_METRICS_SECONDS (5) each, for donations,
 * then for get-funding-info (logged in). Per round: the servers' CPU per unit (on vs off) and their rates;
 * the cost is the median over the rounds.
 */
export async function metricsCost() {
  const rounds = Number(process.env.BENCH_METRICS_ROUNDS || 4);
  const duration = Number(process.env.BENCH_METRICS_SECONDS || 5);
  const on = await startServer({ ...BENCH_ENV });
  const off = await startServer({ ...BENCH_ENV, METRICS_TOKEN: '' });
  try {
    return await pairedCost(on, off, { rounds, duration, loads: ['donate', 'fundingInfo'], whileOn: (load) => whileScraped(on, 2000, load) });
  } finally {
    await on.stop();
    await off.stop();
  }
}

const median = (xs) => { const v = [...xs].sort((p, q) => p - q); const m = v.length >> 1; return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2; };

/**
 * What a feature costs: server `on` (the feature on) and `off` loaded AT THE SAME TIME, `rounds` rounds of
 * `duration` s per load (donate: order + notify; fundingInfo: get-funding-info logged in), after a 2 s
 * warm-up each. Per load: each side's median rate, p99 and CPU per unit, and the cost in % (positive = the
 * feature costs that much), the median over the rounds and each round's. `whileOn` wraps the on side's load.
 */
export async function pairedCost(on, off, { rounds, duration, loads: names, whileOn = (load) => load() }) {
  const prep = async (server) => {
    const infoUuid = await donatableCase(server);
    const cookie = await apiLogin(server, '13900000002');
    await run({ url: server.baseUrl, headers: { 'content-type': 'application/json', cookie }, requests: donateRequests(infoUuid), duration: 2 });
    return { server, infoUuid, cookie };
  };
  const a = await prep(on);
  const b = await prep(off);
  const headers = (x) => ({ 'content-type': 'application/json', cookie: x.cookie });
  const loads = {
    donate: (x) => measured(x.server, 2, () => run({ url: x.server.baseUrl, headers: headers(x), requests: donateRequests(x.infoUuid), duration })),
    fundingInfo: (x) => measured(x.server, 1, () => run({ url: x.server.baseUrl + '/api/cf/v4/get-funding-info', method: 'POST', headers: headers(x), body: JSON.stringify({ infoUuid: x.infoUuid }), duration })),
  };
  const out = {};
  for (const name of names) {
    const load = loads[name];
    const r = { on: [], off: [], rpsCost: [], cpuCost: [] };
    for (let i = 0; i < rounds; i++) {
      const [x, y] = await Promise.all([whileOn(() => load(a)), load(b)]);
      r.on.push(x);
      r.off.push(y);
      r.rpsCost.push((100 * (y.rps - x.rps)) / y.rps);
      r.cpuCost.push((100 * (x.cpuUsPerUnit - y.cpuUsPerUnit)) / y.cpuUsPerUnit);
    }
    const side = (xs) => ({
      rps: Math.round(median(xs.map((x) => x.rps))), p99: median(xs.map((x) => x.p99)), cpuUsPerUnit: Math.round(median(xs.map((x) => x.cpuUsPerUnit))),
      errors: xs.reduce((t, x) => t + x.errors + x.non2xx, 0), runs: xs.map((x) => x.rps), cpuRuns: xs.map((x) => x.cpuUsPerUnit),
    });
    out[name] = {
      on: { ...side(r.on), ...(r.on[0].scrapes !== undefined ? { scrapes: r.on.reduce((t, x) => t + x.scrapes, 0) } : {}) },
      off: side(r.off),
      rpsCostPct: +median(r.rpsCost).toFixed(1),
      cpuCostPct: +median(r.cpuCost).toFixed(1),
      roundCostsPct: { rps: r.rpsCost.map((c) => +c.toFixed(1)), cpu: r.cpuCost.map((c) => +c.toFixed(1)) },
    };
  }
  return out;
}
