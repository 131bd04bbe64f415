// Matching gifts under load (issue 17), in the same run as the unmatched donation figures:
// - tiny vs ten: donations of 1 元 (the tiny-gift fraud rule's path) and of 10 元 to the same unmatched
//   case, interleaved rounds, 50 connections: donations/s each and the ratio (target >= 0.9);
// - the matching opening: 1 元 gifts from the seeded (not new) donors, 300 connections, to the demo's
//   matched case; donations/s, p99, and the pool exact at the end: matched + left == funded, to the fen.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiLogin } from './server.mjs';
import { donatableCase, donateRequests, run, summary } from './api.mjs';

const OPENING_SECONDS = Number(process.env.BENCH_MATCHING_SECONDS || 30);
const ROUNDS = Number(process.env.BENCH_TINY_ROUNDS || 2);
const READER_CONNECTIONS = Number(process.env.BENCH_OPENING_READERS || 10);
// Readers arrive at a steady rate (people opening a shared link), not as fast as the server answers:
// closed-loop readers on a server that answers them from memory in a millisecond become a load of their
// own (about 1,000 req/s here) that takes the CPU from the gifts. 0: as fast as answered (before issue 27's round 3).
const READER_RATE = Number(process.env.BENCH_OPENING_READER_RATE ?? 200);
/**
 * The readers in a process of their own (reader-child.mjs), open loop at `rate` a second: resolves once
 * they are ready (their connections open) with `go()`, which starts them and resolves with their figures.
 */
async function readersApart(opts) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./reader-child.mjs', import.meta.url)), JSON.stringify(opts)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let said = '';
  child.stdout.on('data', (d) => (out += d));
  const done = new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`readers exited ${code}: ${said}`)))));
  await new Promise((resolve, reject) => {
    child.stderr.on('data', (d) => {
      said += d;
      if (said.includes('ready\n')) resolve();
    });
    done.catch(reject);
  });
  return { go: () => (child.stdin.write('go\n'), done) };
}
const SEEDED_DONORS = Array.from({ length: 10 }, (_, i) => `1350000${1000 + i}`);

const post = async (server, path, body, cookie) =>
  (await (await fetch(server.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) })).json()).data;

/** The seeded case with a live matching activity. */
async function matchedCase(server) {
  const list = await post(server, '/api/cf/v4/case/list', { listType: 'common', size: 50 });
  for (const c of list.list.filter((x) => x.status === 0)) {
    const info = await post(server, '/api/cf/activity/subsidy/get-case-info', { infoUuid: c.infoUuid });
    if (info.active && info.status === 'APPROVE') return { infoUuid: c.infoUuid, info };
  }
  throw new Error('no seeded case with a live matching activity');
}

/** 1 元 vs 10 元 donations, interleaved rounds on one unmatched case. */
export async function tinyVsTen(server, cookie, infoUuid) {
  const rate = { tiny: [], ten: [] };
  const p99 = { tiny: [], ten: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [k, amount] of [['ten', 1000], ['tiny', 100]]) {
      const s = summary(await run({ url: server.baseUrl, headers: { 'content-type': 'application/json', cookie }, requests: donateRequests(infoUuid, amount) }), 2);
      rate[k].push(s.rps);
      p99[k].push(s.p99);
    }
  }
  const mean = (xs) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  return { tinyRps: mean(rate.tiny), tenRps: mean(rate.ten), ratio: +(mean(rate.tiny) / mean(rate.ten)).toFixed(3), rounds: rate, p99 };
}

/** The matching opening on the demo's matched case; the pool must add up to the fen afterwards. */
export async function matchingOpening(server) {
  const { infoUuid, info: before } = await matchedCase(server);
  const cookies = [];
  for (const phone of SEEDED_DONORS) cookies.push(await apiLogin(server, phone));
  let turn = 0;
  const requests = donateRequests(infoUuid, 100).map((r, i) => (i === 0
    ? { ...r, setupRequest: (req, ctx) => ({ ...r.setupRequest(req, ctx), headers: { ...req.headers, cookie: cookies[(ctx.donor = turn++ % cookies.length)] } }) }
    : { ...r, setupRequest: (req, ctx) => ({ ...r.setupRequest(req, ctx), headers: { ...req.headers, cookie: cookies[ctx.donor ?? 0] } }) }));
  // Readers during the opening: people opening the shared case page while the gifts pour in:
  // get-funding-info (anonymous, as a link opened in a group chat), READER_RATE requests a second, for the
  // same seconds; the target is their p99, which the opening must not hold up (they may read the cache's
  // snapshot). They run in a process of their own, open loop, on connections opened before the gifts start
  // (reader-child.mjs; `newConnections`: those they still had to open); BENCH_READER_SOCKETS caps the
  // connections (0: none). READER_RATE 0: BENCH_OPENING_READERS connections as fast as answered, in this
  // process (the bench before issue 27's round 3).
  const readersUrl = server.baseUrl + '/api/cf/v4/get-funding-info';
  const apart = READER_RATE > 0 ? await readersApart({ url: readersUrl, body: JSON.stringify({ infoUuid }), rate: READER_RATE, seconds: OPENING_SECONDS, connections: Number(process.env.BENCH_READER_SOCKETS || 0) }) : null;
  const [res, readers] = await Promise.all([
    run({ url: server.baseUrl, headers: { 'content-type': 'application/json' }, connections: 300, duration: OPENING_SECONDS, requests }),
    apart ? apart.go() : run({ url: readersUrl, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ infoUuid }), connections: READER_CONNECTIONS, duration: OPENING_SECONDS }).then(summary),
  ]);
  const after = await post(server, '/api/cf/activity/subsidy/get-case-info', { infoUuid });
  const funded = before.currentMoney + before.currentCaseMoney;
  return {
    ...summary(res, 2), infoUuid, readers,
    matchedDuring: after.currentCaseMoney - before.currentCaseMoney, matchCount: after.caseMatchCount - before.caseMatchCount,
    funded, matched: after.currentCaseMoney, left: after.currentMoney, poolExact: after.currentCaseMoney + after.currentMoney === funded,
  };
}

/** Both, for the api and apipg sections. */
export async function matchingBench(server) {
  const cookie = await apiLogin(server, '13900000002');
  const infoUuid = await donatableCase(server);
  return { tinyVsTen: await tinyVsTen(server, cookie, infoUuid), opening: await matchingOpening(server) };
}
