/**
 * Reads the money tables straight from the database the server wrote (after the server stopped):
 * the SQLite file in DATA_DIR with better-sqlite3, or PostgreSQL with pg. Also makes and drops a
 * scratch PostgreSQL database for a test.
 */
import { join } from 'node:path';

export interface LedgerOrder {
  orderId: string;
  key: string;
  infoUuid: string;
  amount: number;
  status: string;
  paidAt: number | null;
}
export interface LedgerCase {
  infoUuid: string;
  raisedAmount: number;
  donationCount: number;
}
export interface Ledger {
  orders: LedgerOrder[];
  cases: LedgerCase[];
  /** payment_notifies rows per order id */
  notifiesByOrder: Map<string, number>;
  /** The money ledger's donation entries per order id: how many, and their sum (fen). */
  donationEntries: Map<string, { n: number; sum: number }>;
}

const ORDERS_SQL = 'select order_id, idempotency_key, info_uuid, amount, status, paid_at from orders';
const CASES_SQL = 'select info_uuid, raised_amount, donation_count from cases';
const NOTIFIES_SQL = 'select order_id, count(*) as n from payment_notifies group by order_id';
const ENTRIES_SQL = "select order_id, count(*) as n, sum(amount) as s from money_ledger where kind = 'donation' group by order_id";

function shape(orders: any[], cases: any[], notifies: any[], entries: any[]): Ledger {
  return {
    orders: orders.map((o) => ({
      orderId: o.order_id,
      key: o.idempotency_key,
      infoUuid: o.info_uuid,
      amount: Number(o.amount),
      status: o.status,
      paidAt: o.paid_at === null ? null : Number(o.paid_at),
    })),
    cases: cases.map((c) => ({ infoUuid: c.info_uuid, raisedAmount: Number(c.raised_amount), donationCount: Number(c.donation_count) })),
    notifiesByOrder: new Map(notifies.map((n) => [n.order_id as string, Number(n.n)])),
    donationEntries: new Map(entries.map((e) => [e.order_id as string, { n: Number(e.n), sum: Number(e.s) }])),
  };
}

/** Reads the ledger from $dataDir/app.db, or from databaseUrl when given. */
export async function readLedger(where: { dataDir: string; databaseUrl?: string }): Promise<Ledger> {
  if (where.databaseUrl) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { Client } = require('pg') as typeof import('pg');
    const client = new Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      const [o, c, n, e] = [await client.query(ORDERS_SQL), await client.query(CASES_SQL), await client.query(NOTIFIES_SQL), await client.query(ENTRIES_SQL)];
      return shape(o.rows, c.rows, n.rows, e.rows);
    } finally {
      await client.end();
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Sqlite(join(where.dataDir, 'app.db'), { readonly: true });
  try {
    return shape(db.prepare(ORDERS_SQL).all(), db.prepare(CASES_SQL).all(), db.prepare(NOTIFIES_SQL).all(), db.prepare(ENTRIES_SQL).all());
  } finally {
    db.close();
  }
}

export const PG_TEST_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a scratch database next to PG_TEST_URL's; returns its URL and a drop function. */
export async function scratchPg(prefix = 'cf_faults'): Promise<{ url: string; drop: () => Promise<void> }> {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { Client } = require('pg') as typeof import('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: PG_TEST_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: PG_TEST_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
