/**
 * Matching gifts, booked in the same transaction as the donation they match (services/orders.ts
 * markPaid calls matchDonation as its last step, after the case's counters), and returned in the same
 * transaction as the refund that takes them back (services/refunds.ts completeRefundInTrx).
 *
 * The pool is never overspent: the match is computed and written under the pool row's lock
 * (PostgreSQL: SELECT ... FOR UPDATE, then one statement that decides and writes, both sent with the
 * COMMIT; SQLite: the paid transaction already holds the one write lock),
 * capped by what is left and by every cap (src/contract/rules/matching.ts), and the activities table's
 * CHECK refuses a negative pool even so. Lock order: case row, then pool row, then sponsor row, in
 * every transaction that takes more than one (donation, refund, a held match cleared), so two of them
 * never wait on each other in a cycle.
 *
 * The tiny-gift fraud rule lives here too: a gift of at most FRAUD_TINY_DONATION_FEN from a new account
 * bumps its case's window counter in the same write; from the FRAUD_TINY_MIN_COUNT-th
 * such gift of the window (counted over this window and the one before) on, the gift is flagged: its match is HELD until staff clear it, and the
 * flag with its evidence is raised once the count crosses the threshold (after commit). Gifts that
 * are not tiny never pay for the rule; tiny ones pay one upsert instead of a scan per gift.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import type { RefundsTable } from '../../db/schema';
import { book, orderRefundedBooked } from '../../repositories/ledger';
import { caseMoney } from '../../repositories/funds';
import { dialectOf } from '../../db';
import {
  activityCase, addMatched, bookPool, bumpTinyWindow, donorDayMatched, insertMatch, liveActivityIdForCase, lockPool,
  matchByOrder, matchStatements, moveRaised, poolLeft, releaseToSponsor, TINY_SHARDS, type ActivityRow,
} from '../../repositories/activity';
import { lockCaseForUpdate, lowerActivityMatched, lowerCaseMatched, setMatchReturned } from '../../repositories/activity-match';
import type { BookingTx } from '../../db/booking-tx';
import { settingsOf } from '../fraud-settings';
import { checkTinyDonationBurst } from '../fraud';
import type { Outbox } from '../notify';
import { ENDED } from '../../domain/machines/activity';
import { matchDay, matchFor } from '../../../../src/contract/rules/matching';

type Trx = Kysely<Database> | Transaction<Database>;
/** `in_activity` false: the case was in no activity as the booking began (repositories/orders.ts PaidOrder): no pool to match from. */
export interface PaidGift { order_id: string; info_uuid: string; amount: number; user_id: string; kind?: string; in_activity?: boolean }

/**
 * Locks the case row (PostgreSQL) so the lock order is case -> pool in every transaction that takes a
 * pool (a match, a grant, a red packet given, a ladder). SQLite: nothing (the writing transaction holds
 * the one write lock; no write to `cases` here, which would void the case page's cache).
 */
export async function lockCaseRow(trx: Trx, deps: Pick<AppDeps, 'dialect'>, infoUuid: string): Promise<void> {
  if (deps.dialect === 'pg') await lockCaseForUpdate(trx, infoUuid);
}

/** Whether the activity matches gifts at `now` (live and within its dates). */
export const matchesNow = (a: Pick<ActivityRow, 'status' | 'starts_at' | 'ends_at'>, now: number) =>
  a.status === 'APPROVE' && now >= Number(a.starts_at) && now < Number(a.ends_at);

/** The match a gift gets from a locked pool row, under every cap (0 when none). */
export async function computeMatch(trx: Trx, a: ActivityRow, g: { info_uuid: string; user_id: string; amount: number }, day: number): Promise<number> {
  const capDay = Number(a.cap_donor_day);
  const capCase = Number(a.cap_case);
  const ac = capCase > 0 ? await activityCase(trx, a.activity_id, g.info_uuid) : undefined;
  return matchFor(Number(g.amount), {
    ratioPct: Number(a.ratio_pct), capGift: Number(a.cap_gift), minGift: Number(a.min_gift), poolLeft: poolLeft(a),
    donorDayLeft: capDay > 0 ? Math.max(0, capDay - (await donorDayMatched(trx, a.activity_id, g.user_id, day))) : null,
    caseLeft: capCase > 0 ? Math.max(0, capCase - Number(ac?.matched ?? 0)) : null,
  });
}

/** Writes a match of `m` fen taken from the locked pool: the pool ledger, the counters and the case's ledger row. */
export async function bookMatch(trx: Trx, a: ActivityRow, g: PaidGift, m: number, day: number, now: number): Promise<void> {
  await addMatched(trx, { activityId: a.activity_id, infoUuid: g.info_uuid, userId: g.user_id, day, countDonorDay: Number(a.cap_donor_day) > 0 }, m, now);
  await bookPool(trx, { activity_id: a.activity_id, kind: 'match', amount: m, ref_id: g.order_id, info_uuid: g.info_uuid, actor: null, created_at: now });
  await book(trx as Kysely<Database>, { info_uuid: g.info_uuid, kind: 'match', amount: m, ref_id: g.order_id, order_id: g.order_id, user_id: g.user_id, created_at: now });
}

/** The paid booking's tiny-gift step (see the file comment): counts the gift; true when it is flagged (its match is then HELD). */
export async function tinyGiftFlagged(tx: BookingTx, deps: AppDeps, outbox: Outbox, g: PaidGift & { donor_created_at: number | null }, now: number): Promise<boolean> {
  const s = settingsOf(deps.config.settings);
  if (g.kind === 'goods' || s.tinyMinCount <= 0 || Number(g.amount) > s.tinyFen) return false;
  if (g.donor_created_at !== null && g.donor_created_at < now - s.newAccountMs) return false; // not a new account: nothing counted
  const bucket = Math.floor(now / Math.max(s.tinyWindowMs, 1));
  const n = await bumpTinyWindow(tx.trx, deps.dialect, { infoUuid: g.info_uuid, orderId: g.order_id, userId: g.user_id }, bucket, now - s.newAccountMs);
  if (n === null || n < s.tinyMinCount) return false;
  // The flag (deduplicated per case and window) with its evidence: when the count crosses (sharded
  // counts may step over the exact threshold: the first TINY_SHARDS counts past it), then every 50th.
  const past = n - s.tinyMinCount;
  if (past < TINY_SHARDS || past % 50 === 0) outbox.onFlush(() => checkTinyDonationBurst(deps, g.info_uuid, Number(g.amount)).then(() => undefined));
  return true;
}

/**
 * The paid booking's match step, after its counters step (lock order: case row, then pool row). A goods
 * order is never matched; a flagged gift gets a HELD match and no money.
 *
 * PostgreSQL: two statements sent with the COMMIT (repositories/activity.ts `matchStatements`): the live
 * pool row is locked, then one statement decides the match under every cap from the rows as committed
 * and writes it everywhere (pool, case and donor-day counters, the match row, both ledgers, the case's
 * raised amount), or writes nothing. The pool row is held from there to the commit: one server-side step.
 * SQLite (one writer, the paid transaction holds the write lock): the same decision in steps.
 */
export async function matchDonation(tx: BookingTx, deps: AppDeps, g: PaidGift, flagged: boolean, now: number): Promise<void> {
  if (g.kind === 'goods' || g.in_activity === false) return;
  const day = matchDay(now);
  if (tx.dialect === 'pg') {
    for (const q of matchStatements(tx.trx, { orderId: g.order_id, infoUuid: g.info_uuid, userId: g.user_id, amount: Number(g.amount), day, now }, flagged)) await tx.later(q);
    return;
  }
  const { trx } = tx;
  const activityId = await liveActivityIdForCase(trx, g.info_uuid);
  if (!activityId) return;
  const a = await lockPool(trx, deps.dialect, activityId);
  if (!a || !matchesNow(a, now)) return;
  const base = { order_id: g.order_id, activity_id: a.activity_id, info_uuid: g.info_uuid, user_id: g.user_id, donation: Number(g.amount), returned: 0, day, created_at: now, updated_at: now };
  if (flagged) {
    await insertMatch(trx, { ...base, amount: 0, status: 'HELD', reason: 'tiny_burst' });
    return;
  }
  const m = await computeMatch(trx, a, g, day);
  if (m <= 0) return;
  await insertMatch(trx, { ...base, amount: m, status: 'MATCHED', reason: '' });
  await bookMatch(trx, a, g, m, day, now);
  if (!(await moveRaised(trx, g.info_uuid, m))) throw new Error(`match: case ${g.info_uuid} not found`);
}

/**
 * Called inside completeRefundInTrx (under the case lock, after the refund's own booking): the refund's
 * share of the donation's match goes back to the pool, or to the sponsor's balance when the activity
 * has ended (returnToActivity). The share is proportional (a full refund returns the whole match).
 * Returns the fen returned.
 */
export async function returnMatchForRefund(trx: Transaction<Database>, r: Pick<RefundsTable, 'refund_id' | 'order_id' | 'info_uuid' | 'donor_user_id'>, now: number): Promise<number> {
  const m0 = await matchByOrder(trx, r.order_id);
  if (!m0 || m0.status !== 'MATCHED' || Number(m0.amount) <= Number(m0.returned)) return 0;
  const a = await lockPool(trx, dialectOf(trx), m0.activity_id);
  if (!a) return 0;
  const m = (await matchByOrder(trx, r.order_id))!;
  const donation = Number(m.donation);
  const refunded = Math.min(donation, await orderRefundedBooked(trx, r.order_id));
  const due = Math.floor((Number(m.amount) * refunded) / donation) - Number(m.returned);
  return returnToActivity(trx, a, { matchId: m.order_id, returnedBefore: Number(m.returned), want: due, ref: r.refund_id, infoUuid: r.info_uuid, orderId: r.order_id, userId: r.donor_user_id }, now);
}

/**
 * Takes `want` fen of a booked match or grant (activity_matches row `matchId`) back from the case, in the
 * caller's transaction with the pool row locked: never more than the case still holds (money paid out
 * to the payee cannot come back). The match row's `returned`, a `match_return` line in the case's ledger,
 * the case's and the activity's matched counters and raised amount go down; the money goes back to the
 * pool (`return`), or to the sponsor (`sponsor_return`) once the activity has ended. `ref` keys both
 * ledger rows. Returns the fen returned.
 */
export async function returnToActivity(
  trx: Transaction<Database>, a: ActivityRow,
  g: { matchId: string; returnedBefore: number; want: number; ref: string; infoUuid: string; orderId: string; userId: string }, now: number,
): Promise<number> {
  const back = Math.min(g.want, Math.max(0, (await caseMoney(trx, g.infoUuid)).available));
  if (back <= 0) return 0;
  await setMatchReturned(trx, g.matchId, g.returnedBefore + back, now);
  await book(trx, { info_uuid: g.infoUuid, kind: 'match_return', amount: back, ref_id: g.ref, order_id: g.orderId, user_id: g.userId, created_at: now });
  await lowerCaseMatched(trx, a.activity_id, g.infoUuid, back);
  if (!(await moveRaised(trx, g.infoUuid, -back))) throw new Error(`match return: raised amount of ${g.infoUuid} below ${back}`);
  await lowerActivityMatched(trx, a.activity_id, back, now);
  if (ENDED.includes(a.status)) await releaseToSponsor(trx, a, back, { kind: 'sponsor_return', ref: g.ref, infoUuid: g.infoUuid, actor: null }, now);
  else await bookPool(trx, { activity_id: a.activity_id, kind: 'return', amount: back, ref_id: g.ref, info_uuid: g.infoUuid, actor: null, created_at: now });
  return back;
}
