// Scale-out on PostgreSQL: 1, then 2 (and more with BENCH_SCALE_PROCS=1,2,4) server processes behind
// node's cluster module (lib/cluster.mjs) on one scratch database each, and the donation spike of a
// matching-fund opening: BENCH_SCALE_CLIENTS (default 1000) connections, spread over 10 donors, all
// donating to one case (order add + sandbox confirm) for BENCH_SCALE_SECONDS (default 8).
// Afterwards the case's raised amount and donation count must have grown by exactly the PAID orders
// (and their ledger entries): the money invariant under the spike.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiLogin, freePort, ROOT, waitUntil } from './server.mjs';
import { BENCH_ENV, donatableCase, donateRequests, run } from './api.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
export const PG_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS || 1000);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS || 8);
const DONORS = 10;

async function admin(sqlText) {
  const c = new Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return await c.query(sqlText);
  } finally {
    await c.end();
  }
}

/** Runs fn(url) on a fresh scratch PostgreSQL database, dropped afterwards. */
export async function withScratchPg(fn) {
  const name = `cf_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  try {
    return await fn(u.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e) => console.error(`[bench] drop ${name}: ${e.message}`));
  }
}

/** `workers` server processes on one port (cluster), production mode, on the database url. */
export async function startCluster(workers, databaseUrl, env = {}) {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [join(ROOT, 'bench/lib/cluster.mjs'), String(workers)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', APP_MODE: 'demo', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: '', ...BENCH_ENV, SMS_PER_IP_MAX: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out = (out + d).slice(-500_000)));
  child.stderr.on('data', (d) => (out = (out + d).slice(-500_000)));
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`cluster exited: ${out.slice(-3000)}`);
    return out.includes(`[cluster] ${workers} listening`);
  }, 180_000, 'cluster');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid, // the primary; the workers are its children
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}

async function caseMoney(url, infoUuid) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    // One statement: one snapshot of the three figures.
    const r = (await c.query(`select
      (select raised_amount from cases where info_uuid = $1) as raised, (select donation_count from cases where info_uuid = $1) as count,
      (select coalesce(sum(amount), 0) from orders where info_uuid = $1 and status = 'PAID') as paid_sum,
      (select count(*) from orders where info_uuid = $1 and status = 'PAID') as paid_count,
      (select coalesce(sum(amount), 0) from money_ledger where info_uuid = $1 and kind = 'donation') as ledger_sum`, [infoUuid])).rows[0];
    return { raised: Number(r.raised), count: Number(r.count), paidSum: Number(r.paid_sum), paidCount: Number(r.paid_count), ledgerSum: Number(r.ledger_sum) };
  } finally {
    await c.end();
  }
}

/** One spike on `workers` processes: figures and the money check. */
async function spike(workers) {
  return withScratchPg(async (url) => {
    const server = await startCluster(workers, url);
    try {
      const infoUuid = await donatableCase(server);
      const cookies = [];
      for (let i = 0; i < DONORS; i++) cookies.push(await apiLogin(server, `1390000${String(1000 + i).padStart(4, '0')}`));
      const before = await caseMoney(url, infoUuid);
      const per = Math.max(1, Math.round(CLIENTS / DONORS));
      // One autocannon instance per donor (its cookie), all at once on the one case.
      const results = await Promise.all(cookies.map((cookie) => run({
        url: server.baseUrl, connections: per, duration: SECONDS, timeout: 30,
        headers: { 'content-type': 'application/json', cookie }, requests: donateRequests(infoUuid, 200),
      })));
      // The processes finish what they were answering first: the figures after, at rest.
      await server.stop();
      const after = await caseMoney(url, infoUuid);
      const sum = (f) => results.reduce((s, r) => s + f(r), 0);
      const raised = after.raised - before.raised;
      const paid = after.paidSum - before.paidSum;
      return {
        workers,
        clients: per * DONORS,
        seqPerSec: Math.round(sum((r) => r.requests.average) / 2),
        p50: Math.max(...results.map((r) => r.latency.p50)),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        errors: sum((r) => r.errors + r.timeouts),
        non2xx: sum((r) => r.non2xx),
        raisedDelta: raised,
        paidDelta: paid,
        ledgerDelta: after.ledgerSum - before.ledgerSum,
        countDelta: after.count - before.count,
        paidCountDelta: after.paidCount - before.paidCount,
        moneyOk: raised === paid && paid === after.ledgerSum - before.ledgerSum && after.count - before.count === after.paidCount - before.paidCount,
      };
    } finally {
      await server.stop();
    }
  });
}

/** `npm run bench -- scale`: each process count in turn, and the ratio of each to one process. */
export async function scaleBench() {
  const counts = (process.env.BENCH_SCALE_PROCS || '1,2').split(',').map(Number).filter((n) => n > 0);
  const runs = [];
  for (const n of counts) {
    runs.push(await spike(n));
    console.log(`[scale] ${n} process(es): ${JSON.stringify(runs[runs.length - 1])}`);
  }
  const one = runs.find((r) => r.workers === 1);
  for (const r of runs) r.ratioToOne = one ? +(r.seqPerSec / one.seqPerSec).toFixed(2) : null;
  return { clients: runs[0]?.clients, seconds: SECONDS, runs };
}
