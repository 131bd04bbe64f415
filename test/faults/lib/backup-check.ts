/**
 * The money invariants of a restored SQLite copy, read straight from the file: every PAID order has
 * its one donation ledger row (same amount, same case), no donation row without a PAID or REFUNDED
 * order, and each case's raised_amount and donation_count equal its PAID orders (refunds counted out
 * through the ledger). Returns the violations (empty when it holds) and what it looked at.
 */
export interface CopyFacts {
  violations: string[];
  paid: Map<string, { infoUuid: string; amount: number }>;
  orders: Map<string, string>;
}

export function checkRestoredCopy(file: string, caseIds: string[]): CopyFacts {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Sqlite(file, { readonly: true, fileMustExist: true });
  const v: string[] = [];
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    if (integrity !== 'ok') v.push(`integrity_check: ${integrity}`);
    const orders = db.prepare('select order_id, info_uuid, amount, status from orders').all() as { order_id: string; info_uuid: string; amount: number; status: string }[];
    const ledger = db.prepare('select kind, amount, ref_id, order_id, info_uuid from money_ledger').all() as { kind: string; amount: number; ref_id: string; order_id: string | null; info_uuid: string }[];
    const byId = new Map(orders.map((o) => [o.order_id, o]));
    const paid = new Map(orders.filter((o) => o.status === 'PAID').map((o) => [o.order_id, { infoUuid: o.info_uuid, amount: Number(o.amount) }]));
    const donations = ledger.filter((l) => l.kind === 'donation');
    for (const [id, o] of paid) {
      const rows = donations.filter((l) => l.ref_id === id);
      if (rows.length !== 1) v.push(`PAID order ${id}: ${rows.length} donation ledger rows`);
      else if (Number(rows[0].amount) !== o.amount || rows[0].info_uuid !== o.infoUuid) v.push(`PAID order ${id}: ledger row ${JSON.stringify(rows[0])} differs from the order`);
    }
    for (const l of donations) {
      const o = byId.get(l.ref_id);
      if (!o || (o.status !== 'PAID' && o.status !== 'REFUNDED')) v.push(`donation ledger row for ${l.ref_id} whose order is ${o?.status ?? 'missing'}`);
    }
    for (const id of caseIds) {
      const c = db.prepare('select raised_amount, donation_count from cases where info_uuid = ?').get(id) as { raised_amount: number; donation_count: number } | undefined;
      if (!c) { v.push(`case ${id} missing`); continue; }
      const mine = [...paid.values()].filter((p) => p.infoUuid === id);
      const refunded = ledger.filter((l) => l.kind === 'refund' && l.info_uuid === id).reduce((s, l) => s + Number(l.amount), 0);
      const sum = mine.reduce((s, p) => s + p.amount, 0) - refunded;
      if (Number(c.raised_amount) !== sum) v.push(`case ${id}: raised_amount ${c.raised_amount} != PAID orders ${sum}`);
      if (Number(c.donation_count) !== mine.length) v.push(`case ${id}: donation_count ${c.donation_count} != ${mine.length} PAID orders`);
    }
    return { violations: v, paid, orders: new Map(orders.map((o) => [o.order_id, o.status])) };
  } finally {
    db.close();
  }
}
