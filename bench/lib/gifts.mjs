// Issue 27's figures in one section (`npm run bench -- gifts`): the gift path on SQLite beside PostgreSQL,
// BENCH_GIFT_RUNS (3) runs, each on fresh servers and scratch databases, in this order:
//   donations end to end (order add + sandbox confirm, 10 元, 50 connections, BENCH_API_SECONDS) on SQLite,
//   then on PostgreSQL; the matching opening (lib/matching.mjs: 300 clients of 1 元 to the matched case,
//   BENCH_MATCHING_SECONDS, ten readers of get-funding-info beside) on SQLite, on PostgreSQL with one
//   process, then with two (node's cluster). After each opening the pool must add up to the fen.
// CPU per donation is counted for the server process and, on PostgreSQL, for the database's processes
// too (every `postgres` process on the machine, from /proc): on a 2-core box both share the cores.
// Prints one line per figure with the runs and their median; returns them for bench/results.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { apiLogin, startServer } from './server.mjs';
import { BENCH_ENV, donatableCase, donateRequests, run, summary } from './api.mjs';
import { matchingOpening } from './matching.mjs';
import { startCluster, withScratchPg } from './scale.mjs';

const RUNS = Number(process.env.BENCH_GIFT_RUNS || 3);
// The same donations once more over PostgreSQL's Unix socket (this directory), beside TCP: operator advice
// for a database on the same host. Empty or missing: skipped.
const SOCKET_DIR = process.env.BENCH_PG_SOCKET_DIR ?? '/var/run/postgresql';
const overSocket = (url) => {
  const u = new URL(url);
  return `postgres://${u.username}@/${u.pathname.slice(1)}?host=${encodeURIComponent(SOCKET_DIR)}`;
};

/** CPU ms so far of the process pid (10 ms ticks). */
const procCpuMs = (pid) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
};
const pidsNamed = (name) => readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => {
  try {
    return readFileSync(`/proc/${p}/comm`, 'utf8').trim() === name;
  } catch {
    return false;
  }
});
/** CPU ms so far of the server (its own process; a cluster's workers are its children) and of PostgreSQL. */
function cpuNow(serverPid) {
  const tree = (pid) => {
    let ms = procCpuMs(pid);
    try {
      for (const k of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) ms += tree(Number(k));
    } catch { /* gone */ }
    return ms;
  };
  const pg = pidsNamed('postgres');
  return { server: tree(serverPid), pg: new Map(pg.map((p) => [p, procCpuMs(p)])) };
}
/** CPU µs per unit of the server and of PostgreSQL between two readings (PostgreSQL: processes alive at the end). */
function cpuPer(a, b, units) {
  let pg = 0;
  for (const [p, ms] of b.pg) pg += ms - (a.pg.get(p) ?? 0);
  return { serverUs: Math.round(((b.server - a.server) * 1000) / units), pgUs: Math.round((pg * 1000) / units) };
}

/** Donations end to end to an unmatched case, 50 connections, 10 元. */
async function donations(server) {
  const infoUuid = await donatableCase(server);
  const cookie = await apiLogin(server, '13900000001');
  const headers = { 'content-type': 'application/json', cookie };
  await run({ url: server.baseUrl, headers, requests: donateRequests(infoUuid), duration: 2 }); // warm-up
  const c0 = cpuNow(server.pid);
  const res = await run({ url: server.baseUrl, headers, requests: donateRequests(infoUuid) });
  return { ...summary(res, 2), ...cpuPer(c0, cpuNow(server.pid), res.requests.total / 2) };
}

const opening = async (server) => {
  const c0 = cpuNow(server.pid);
  const o = await matchingOpening(server);
  const cpu = cpuPer(c0, cpuNow(server.pid), Math.max(1, o.matchCount));
  return { rps: o.rps, p99: o.p99, errors: o.errors, non2xx: o.non2xx, readersP99: o.readers.p99, readersRps: o.readers.rps, readersNewConnections: o.readers.newConnections, matches: o.matchCount, poolExact: o.poolExact, ...cpu };
};

async function onSqlite(fn) {
  const s = await startServer({ ...BENCH_ENV });
  try {
    return await fn(s);
  } finally {
    await s.stop();
  }
}
const onPg = (fn, processes = 1, socket = false) => withScratchPg(async (tcpUrl) => {
  const url = socket ? overSocket(tcpUrl) : tcpUrl;
  const s = processes === 1 ? await startServer({ ...BENCH_ENV, DATABASE_URL: url }) : await startCluster(processes, url);
  try {
    return await fn(s);
  } finally {
    await s.stop();
  }
});

const median = (xs) => { const v = [...xs].sort((p, q) => p - q); const m = v.length >> 1; return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2; };

export async function giftBench() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = {
      load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      donateSqlite: await onSqlite(donations),
      donatePg: await onPg(donations),
      ...(SOCKET_DIR && existsSync(SOCKET_DIR) ? { donatePgSocket: await onPg(donations, 1, true) } : {}),
      openingSqlite: await onSqlite(opening),
      openingPg: await onPg(opening),
      openingPg2: await onPg(opening, 2),
    };
    console.log(`[gifts] run ${i + 1}: ${JSON.stringify(r)}`);
    runs.push(r);
  }
  const fig = (k, f) => ({ median: median(runs.map((r) => f(r[k]))), runs: runs.map((r) => f(r[k])) });
  const ratio = (a, b) => runs.map((r) => +(r[a].rps / r[b].rps).toFixed(2));
  const out = {
    runs,
    donateSqlite: fig('donateSqlite', (x) => x.rps), donateSqliteP99: fig('donateSqlite', (x) => x.p99),
    donatePg: fig('donatePg', (x) => x.rps), donatePgP99: fig('donatePg', (x) => x.p99),
    ...(runs[0].donatePgSocket ? { donatePgSocket: fig('donatePgSocket', (x) => x.rps), cpuPerDonationPgSocket: fig('donatePgSocket', (x) => x.serverUs) } : {}),
    pgToSqlite: { median: median(ratio('donatePg', 'donateSqlite')), runs: ratio('donatePg', 'donateSqlite') },
    cpuPerDonationSqlite: fig('donateSqlite', (x) => x.serverUs),
    cpuPerDonationPg: fig('donatePg', (x) => x.serverUs), pgCpuPerDonation: fig('donatePg', (x) => x.pgUs),
    openingSqlite: fig('openingSqlite', (x) => x.rps), openingSqliteP99: fig('openingSqlite', (x) => x.p99),
    openingPg: fig('openingPg', (x) => x.rps), openingPgP99: fig('openingPg', (x) => x.p99),
    openingPg2: fig('openingPg2', (x) => x.rps), openingPg2P99: fig('openingPg2', (x) => x.p99),
    twoToOne: { median: median(ratio('openingPg2', 'openingPg')), runs: ratio('openingPg2', 'openingPg') },
    readersP99Sqlite: fig('openingSqlite', (x) => x.readersP99), readersP99Pg: fig('openingPg', (x) => x.readersP99), readersP99Pg2: fig('openingPg2', (x) => x.readersP99),
    poolExact: runs.every((r) => r.openingSqlite.poolExact && r.openingPg.poolExact && r.openingPg2.poolExact),
    errors: runs.reduce((t, r) => t + ['donateSqlite', 'donatePg', 'openingSqlite', 'openingPg', 'openingPg2'].reduce((u, k) => u + r[k].errors + r[k].non2xx, 0), 0),
  };
  return out;
}
