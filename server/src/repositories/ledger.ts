/**
 * The money ledger (SQL only): append-only entries, written in the same transaction as the money
 * change they record, and every balance of a case computed from them.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { prepared, rowsInsert } from '../db/prepared';
import type { Database } from '../db/schema';
import type { BookingTx } from '../db/booking-tx';
import type { MoneyLedgerTable } from '../db/schema-money';

type Q = Kysely<Database> | Transaction<Database>;
export type LedgerKind = MoneyLedgerTable['kind'];
export type LedgerRow = MoneyLedgerTable;

/** Appends one entry; the (kind, ref_id) unique index makes a second booking of one event fail. */
export async function book(q: Q, e: Omit<LedgerRow, 'entry_id'>): Promise<void> {
  await q.insertInto('money_ledger').values({ entry_id: `lg-${e.kind}-${e.ref_id}`, ...e }).execute();
}

/**
 * The paid booking's ledger step: the donation of a just-paid order, kept back (db/booking-tx.ts `append`;
 * on PostgreSQL a shared transaction's donation rows go in one insert, with the COMMIT).
 */
export async function bookDonation(tx: BookingTx, o: { order_id: string; info_uuid: string; amount: number; user_id: string }, now: number): Promise<void> {
  const row: DonationRow = { entryId: `lg-donation-${o.order_id}`, infoUuid: o.info_uuid, amount: Number(o.amount), orderId: o.order_id, userId: o.user_id, now };
  await tx.append('money_ledger', row, rowsInsert(tx.trx, bookDonationQuery, donationsInsert));
}
type DonationRow = { entryId: string; infoUuid: string; amount: number; orderId: string; userId: string; now: number };
const donationsInsert = (db: Q, rows: DonationRow[]) => db.insertInto('money_ledger').values(rows.map((p) => ({
  entry_id: p.entryId, info_uuid: p.infoUuid, kind: 'donation' as const, amount: p.amount, ref_id: p.orderId, order_id: p.orderId, user_id: p.userId, created_at: p.now,
})));
// Compiled once: a gift booked alone sends it (the donation hot path).
const bookDonationQuery = prepared((db, p: DonationRow) => donationsInsert(db, [p]));

/**
 * Books PAID/REFUNDED orders of the case that have no donation entry (rows imported or written
 * outside the app); the donation path itself always books in its own transaction. Idempotent.
 */
export async function bookMissingDonations(q: Q, infoUuid?: string): Promise<number> {
  const r = await sql`insert into money_ledger (entry_id, info_uuid, kind, amount, ref_id, order_id, user_id, created_at)
    select 'lg-donation-' || o.order_id, o.info_uuid, 'donation', o.amount, o.order_id, o.order_id, o.user_id, coalesce(o.paid_at, o.created_at)
    from orders o where o.status in ('PAID', 'REFUNDED') ${infoUuid ? sql`and o.info_uuid = ${infoUuid}` : sql``}
    and not exists (select 1 from money_ledger l where l.kind = 'donation' and l.ref_id = o.order_id)`.execute(q);
  return Number(r.numAffectedRows ?? 0);
}

export interface CaseBalance {
  /** All donations booked, with the matches booked beside them net of their returns (fen). */
  paid: number;
  refunded: number;
  /** Payouts booked, net of reversals of failed ones. */
  withdrawn: number;
  fees: number;
  /** Spent on the goods paid goods orders bought, net of refunded goods orders (020_shop). */
  goods: number;
  /** paid - refunded - withdrawn - fees - goods: what the case still holds. */
  balance: number;
}

/** The case's money from its ledger alone. */
export async function caseBalance(q: Q, infoUuid: string): Promise<CaseBalance> {
  const rows = await q.selectFrom('money_ledger').select(['kind', (eb) => eb.fn.sum<number>('amount').as('s')])
    .where('info_uuid', '=', infoUuid).groupBy('kind').execute();
  const by = (k: LedgerKind) => Number(rows.find((r) => r.kind === k)?.s ?? 0);
  // A reversal returns a failed payout's amount and fee; split it back by the payout's own fee.
  const reversedFees = Number((await q.selectFrom('money_ledger as l').innerJoin('payouts as p', 'p.payout_id', 'l.ref_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('p.fee'), sql<number>`0`).as('s'))
    .where('l.info_uuid', '=', infoUuid).where('l.kind', '=', 'reversal').executeTakeFirstOrThrow()).s);
  const paid = by('donation') + by('match') - by('match_return'); // matched money is the case's money like any gift
  const refunded = by('refund');
  const fees = by('fee') - reversedFees;
  const withdrawn = by('payout') - (by('reversal') - reversedFees);
  const goods = by('goods') - by('goods_return');
  return { paid, refunded, withdrawn, fees, goods, balance: paid - refunded - withdrawn - fees - goods };
}

export function caseEntries(q: Q, infoUuid: string) {
  return q.selectFrom('money_ledger').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at').orderBy('entry_id').execute();
}

/** Donation entries of one donor in [from, to) (ms), oldest first. */
export function donorDonations(q: Q, userId: string, from: number, to: number) {
  return q.selectFrom('money_ledger as l').innerJoin('cases as c', 'c.info_uuid', 'l.info_uuid')
    .select(['l.order_id', 'l.info_uuid', 'l.amount', 'l.created_at', 'c.title'])
    .where('l.user_id', '=', userId).where('l.kind', '=', 'donation').where('l.created_at', '>=', from).where('l.created_at', '<', to)
    .orderBy('l.created_at').execute();
}

/** Refund entries of an order (fen). */
export async function orderRefundedBooked(q: Q, orderId: string): Promise<number> {
  const r = await q.selectFrom('money_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s'))
    .where('order_id', '=', orderId).where('kind', '=', 'refund').executeTakeFirstOrThrow();
  return Number(r.s);
}

/** A case's entries but donations and matches (what left it, or came back), in booking order. */
export function moneyOutEntries(q: Q, infoUuid: string) {
  return q.selectFrom('money_ledger').selectAll().where('info_uuid', '=', infoUuid).where('kind', 'not in', ['donation', 'match'])
    .orderBy('created_at').orderBy('entry_id').execute();
}

/** How many donation entries a case has. */
export async function donationEntryCount(q: Q, infoUuid: string): Promise<number> {
  return Number((await q.selectFrom('money_ledger').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('info_uuid', '=', infoUuid).where('kind', '=', 'donation').executeTakeFirstOrThrow()).n);
}
