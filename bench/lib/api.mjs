// API load figures with autocannon on 127.0.0.1: get-funding-info, donate end to end
// (order create + sandbox confirm, which runs the signed notify), a bare fastify hello-world
// for the ratio, and a spike on one case.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { apiLogin, freePort, ROOT, waitUntil } from './server.mjs';

const DURATION = Number(process.env.BENCH_API_SECONDS || 8);

function run(opts) {
  return new Promise((resolve, reject) => {
    const inst = autocannon({ duration: DURATION, connections: 50, pipelining: 1, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
    autocannon.track(inst, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const summary = (res, perSequence = 1) => ({
  rps: Math.round(res.requests.average / perSequence),
  p50: res.latency.p50,
  p99: res.latency.p99,
  errors: res.errors + res.timeouts,
  non2xx: res.non2xx,
});

/** A bare fastify hello-world in its own process: the machine's ceiling for a JSON POST. */
async function helloWorld() {
  const port = await freePort();
  const src = `const f=require('fastify')();f.post('/hello',async()=>({code:0,msg:'',data:{hello:'world'}}));f.listen({port:${port},host:'127.0.0.1'});`;
  const child = spawn(process.execPath, ['-e', src], { cwd: ROOT, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/hello`;
  await waitUntil(async () => (await fetch(url, { method: 'POST' })).ok, 10_000, 'hello-world');
  try {
    return summary(await run({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
  } finally {
    child.kill();
  }
}

/** Finds a seeded case that takes donations. */
async function donatableCase(server) {
  const res = await fetch(server.baseUrl + '/api/cf/v4/case/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ listType: 'common', size: 20 }) });
  const body = await res.json();
  const c = body.data.list.find((x) => x.status === 0);
  if (!c) throw new Error('no donatable seeded case');
  return c.infoUuid;
}

function donateRequests(infoUuid, amount = 1000) {
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

export async function apiBench(server) {
  const infoUuid = await donatableCase(server);
  const cookie = await apiLogin(server, '13900000001');
  const headers = { 'content-type': 'application/json', cookie };
  const hello = await helloWorld();
  const funding = summary(await run({ url: server.baseUrl + '/api/cf/v4/get-funding-info', method: 'POST', headers, body: JSON.stringify({ infoUuid }) }));
  const before = await caseTotals(server, infoUuid, cookie);
  const donateRes = await run({ url: server.baseUrl, headers, requests: donateRequests(infoUuid) });
  const donate = summary(donateRes, 2);
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
    getFundingInfo: { ...funding, ratioToHelloWorld: +(funding.rps / hello.rps).toFixed(3) },
    donate: { ...donate, raisedDelta: after.raisedAmount - before.raisedAmount, donationDelta: after.donationCount - before.donationCount },
    spike: summary(spikeRes, 3),
  };
}

async function caseTotals(server, infoUuid, cookie) {
  const res = await fetch(server.baseUrl + '/api/cf/v4/get-funding-info', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ infoUuid }) });
  const { data } = await res.json();
  return { raisedAmount: data.raisedAmount, donationCount: data.donationCount };
}
