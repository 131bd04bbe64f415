/**
 * Reads the money-out tables straight from the database a fault-test server writes (read-only,
 * while it runs: SQLite in WAL mode allows a concurrent reader; PostgreSQL through pg), and checks
 * the money invariants of every case: withdrawn + refunded + fees never exceed what was paid, no
 * payout or refund booked twice, transfers only for booked payouts.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './proc';

export interface Where { dataDir: string; databaseUrl?: string }

type Q = (text: string) => Promise<any[]>;

/** Runs reads in one snapshot (a read transaction), so figures from several queries agree. */
export async function withSnapshot<T>(where: Where, fn: (q: Q) => Promise<T>): Promise<T> {
  if (where.databaseUrl) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { Client } = require('pg') as typeof import('pg');
    const c = new Client({ connectionString: where.databaseUrl });
    await c.connect();
    try {
      await c.query('begin isolation level repeatable read read only');
      const out = await fn(async (text) => (await c.query(text)).rows);
      await c.query('commit');
      return out;
    } finally {
      await c.end();
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Sqlite(join(where.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.exec('begin');
    const out = await fn(async (text) => db.prepare(text).all());
    db.exec('commit');
    return out;
  } finally {
    db.close();
  }
}

export const query = (where: Where, text: string) => withSnapshot(where, (q) => q(text));

/**
 * Lets every job lease run out now, as its ttl would: a server SIGKILLed while it ran a job leaves its
 * lease behind, and the job is refused (correctly) until the lease expires. The one write this file makes.
 */
export async function expireLeases(where: Where): Promise<void> {
  if (where.databaseUrl) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { Client } = require('pg') as typeof import('pg');
    const c = new Client({ connectionString: where.databaseUrl });
    await c.connect();
    try {
      await c.query('update job_leases set expires_at = 0');
    } finally {
      await c.end();
    }
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Sqlite(join(where.dataDir, 'app.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update job_leases set expires_at = 0').run();
  } finally {
    db.close();
  }
}

/** Grants the staff role with the project's own CLI (npm run staff -- grant <phone>). */
export function grantStaff(where: Where, phone: string): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.mjs', 'grant', phone], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: where.dataDir, DATABASE_URL: where.databaseUrl ?? '' }, encoding: 'utf8', timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`staff grant ${phone}: ${r.stderr || r.stdout}`);
}

const n = (v: unknown) => Number(v ?? 0);

/** Every violation of the money invariants found in the database now (empty: all hold). */
export function moneyViolations(where: Where): Promise<string[]> {
  return withSnapshot(where, (q) => violationsIn(q));
}

async function violationsIn(q: Q): Promise<string[]> {
  const v: string[] = [];
  const sums = await q(`select info_uuid, kind, sum(amount) as s, count(*) as c from money_ledger group by info_uuid, kind`);
  const byCase = new Map<string, Record<string, number>>();
  for (const r of sums) byCase.set(r.info_uuid, { ...(byCase.get(r.info_uuid) ?? {}), [r.kind]: n(r.s) });
  const cases = await q('select info_uuid, raised_amount from cases');
  for (const c of cases) {
    const k = byCase.get(c.info_uuid) ?? {};
    // Matched money (a sponsor's match, a ladder subsidy, a red packet) is the case's money like any gift (repositories/ledger.ts).
    const paid = (k.donation ?? 0) + (k.match ?? 0) - (k.match_return ?? 0);
    const out = (k.refund ?? 0) + (k.payout ?? 0) + (k.fee ?? 0) - (k.reversal ?? 0);
    if (out > paid) v.push(`case ${c.info_uuid}: withdrawn + refunded + fees ${out} > paid ${paid}`);
    if (n(c.raised_amount) !== paid - (k.refund ?? 0)) v.push(`case ${c.info_uuid}: raised_amount ${c.raised_amount} != ledger ${paid - (k.refund ?? 0)}`);
  }
  const dupes = await q('select kind, ref_id, count(*) as c from money_ledger group by kind, ref_id having count(*) > 1');
  for (const d of dupes) v.push(`ledger: ${d.kind} ${d.ref_id} booked ${d.c} times`);
  const perOrder = await q(`select o.order_id, o.amount, sum(l.amount) as r from orders o join money_ledger l on l.order_id = o.order_id and l.kind = 'refund' group by o.order_id, o.amount`);
  for (const o of perOrder) if (n(o.r) > n(o.amount)) v.push(`order ${o.order_id}: refunded ${o.r} > paid ${o.amount}`);
  const unbookedDonations = await q(`select order_id from orders where status in ('PAID', 'REFUNDED') and order_id not in (select ref_id from money_ledger where kind = 'donation')`);
  for (const o of unbookedDonations) v.push(`order ${o.order_id} paid but not in the ledger`);
  const refunds = await q(`select r.refund_id, r.status, (select count(*) from money_ledger l where l.kind = 'refund' and l.ref_id = r.refund_id) as c from refunds r`);
  for (const r of refunds) if ((r.status === 'SUCCESS') !== (n(r.c) === 1)) v.push(`refund ${r.refund_id} ${r.status} with ${r.c} ledger entries`);
  const transfers = await q(`select t.idempotency_key, t.amount, p.payout_id, p.amount as pamount, p.status,
    (select count(*) from money_ledger l where l.kind = 'payout' and l.ref_id = p.payout_id) as booked
    from sandbox_transfers t left join payouts p on p.idempotency_key = t.idempotency_key`);
  for (const t of transfers) {
    if (!t.payout_id) v.push(`transfer ${t.idempotency_key} of no payout`);
    else if (n(t.booked) !== 1 || n(t.amount) !== n(t.pamount)) v.push(`transfer ${t.idempotency_key}: ${t.amount} for payout ${t.payout_id} (${t.pamount}, booked ${t.booked})`);
    else if (t.status === 'FAILED' || t.status === 'CANCELLED') v.push(`transfer made for ${t.status} payout ${t.payout_id}`);
  }
  const lost = await q(`select payout_id, status from payouts p where status in ('AUTHORISED', 'PROCESSING', 'TRANSFERRED') and (select count(*) from money_ledger l where l.kind = 'payout' and l.ref_id = p.payout_id) <> 1`);
  for (const p of lost) v.push(`payout ${p.payout_id} ${p.status} not booked exactly once`);
  return v;
}
