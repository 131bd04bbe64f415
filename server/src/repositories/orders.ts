/** Orders, payment notifies and the donor wall (SQL only). */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { dialectOf, type DB } from '../db';
import type { BookingTx } from '../db/booking-tx';
import { affected, first, prepared } from '../db/prepared';
import type { Database, OrdersTable } from '../db/schema';
import { ORDER, statesInto } from '../domain/machines/order';
import { tryTransition } from '../domain/machines/transition';
import { COMMENT_TYPE, giftMessageId } from '../../../src/contract/comments';
import { bumpVelocity, countsWithin, pgCounterRows, pgCountOn, readVelocity, slotKeys, slots, VELOCITY_SLOTS, type VelocityKeys } from './velocity';
import { getCaseForOrder } from './cases';

type Q = Kysely<Database> | Transaction<Database>;
export type OrderRow = OrdersTable;
type Anchor = { t: number; id: string } | null;

const ORDER_COLUMNS: (keyof OrderRow)[] = [
  'order_id', 'idempotency_key', 'user_id', 'info_uuid', 'amount', 'anonymous', 'status', 'platform', 'provider', 'channel',
  'share_dv', 'user_source_id', 'comment', 'first_donation', 'provider_trade_no', 'created_at', 'paid_at', 'request_id',
];

// The donation hot path (order add, sandbox confirm, notify) compiles its statements once.
const insertOrderQuery = prepared((db, p: OrderRow) =>
  db.insertInto('orders').values(Object.fromEntries(ORDER_COLUMNS.map((c) => [c, p[c]])) as unknown as OrderRow)
    .onConflict((oc) => oc.column('idempotency_key').doNothing()),
);
const orderByKeyQuery = prepared((db, p: { key: string }) => db.selectFrom('orders').selectAll().where('idempotency_key', '=', p.key));
const orderByIdQuery = prepared((db, p: { orderId: string }) => db.selectFrom('orders').selectAll().where('order_id', '=', p.orderId));
type NotifyRow = { notify_id: string; order_id: string; provider: string; amount: number; received_at: number };
const recordNotifyQuery = prepared((db, p: NotifyRow) =>
  db.insertInto('payment_notifies')
    .values({ notify_id: p.notify_id, order_id: p.order_id, provider: p.provider, amount: p.amount, received_at: p.received_at })
    .onConflict((oc) => oc.column('notify_id').doNothing()),
);
// The order machine's move into PAID, as one statement compiled once (the states it may come from are the machine's).
const PAYABLE = statesInto(ORDER, 'PAID');
const setPaidQuery = prepared((db, p: { orderId: string; amount: number; paidAt: number; tradeNo: string }) =>
  db.updateTable('orders')
    .set({
      status: 'PAID', paid_at: p.paidAt, provider_trade_no: p.tradeNo,
      // first_donation: no other PAID order of the donor on the case, decided by this same statement.
      first_donation: sql<number>`case when exists (select 1 from orders o2 where o2.user_id = orders.user_id and o2.info_uuid = orders.info_uuid and o2.status = 'PAID' and o2.order_id <> orders.order_id) then 0 else 1 end`,
    })
    .where('order_id', '=', p.orderId).where('status', 'in', PAYABLE).where('amount', '=', p.amount)
    .returning(['info_uuid', 'amount', 'user_id', 'kind', 'comment', 'anonymous']),
);

/** Inserts unless the idempotency key exists already (a retry or a concurrent duplicate); true when inserted. */
export async function insertOrderIfAbsent(db: DB, row: OrderRow): Promise<boolean> {
  return affected(await insertOrderQuery(db, row)) === 1;
}

/** The velocity counters a new order counts on (services/fraud.ts orderVelocityGate): distinct keys. */
export interface VelocityBump { keys: string[]; windowMs: number; now: number }

// The order statements' shared part (PostgreSQL): the counter rows of `rows` (key, count, window_start) as
// a JSON array of [key, count, window_start] (a key's shards, repositories/velocity.ts, each a row of it).
const velocityJson = (rows: RawBuilder<unknown>) => sql`(select coalesce(json_agg(json_build_array(r.key, r.count, r.window_start)), '[]'::json) from ${rows} as r)`;
const orderInserted = sql`exists (select 1 from o)`;

// PostgreSQL, one prepared form per key count: the order insert and, only when it inserted, its count
// on each velocity key, in one statement (a data-modifying CTE; `b` sees `o`'s rows).
const orderCountedQueries = Array.from({ length: VELOCITY_SLOTS }, (_, i) =>
  prepared((db, p: OrderRow & VelocityKeys & { now: number; expiredBefore: number }) => {
    const keys = slotKeys(p, i + 1);
    return { compile: () => sql<{ n: number | string }>`with o as (
        insert into orders (${sql.join(ORDER_COLUMNS.map((c) => sql.ref(c)))}) values (${sql.join(ORDER_COLUMNS.map((c) => p[c]))})
        on conflict (idempotency_key) do nothing returning order_id),
      b as (${pgCountOn(keys, p.now, p.expiredBefore, orderInserted)})
      select count(*) as n from o`.compile(db) };
  }),
);

// PostgreSQL, one prepared form per key count: the order's case and the velocity counters in one statement.
type CaseForOrder = { info_uuid: string; title: string; status: number; expire_at: number | string };
type CaseAndCounts = (CaseForOrder | { [K in keyof CaseForOrder]: null }) & { velocity: [string, number, number][] };
const caseAndCountsQueries = Array.from({ length: VELOCITY_SLOTS }, (_, i) =>
  prepared((db, p: VelocityKeys & { infoUuid: string }) => {
    const keys = slotKeys(p, i + 1);
    return { compile: () => sql<CaseAndCounts>`select c.info_uuid, c.title, c.status, c.expire_at,
        ${velocityJson(pgCounterRows(keys))} as velocity
      from (select 1) as one left join cases c on c.info_uuid = ${p.infoUuid} and c.published = 1`.compile(db) };
  }),
);

type Limits = { l0: number; l1: number; l2: number; l3: number };
// PostgreSQL, one prepared form per key count: the whole of a new order in one statement. It reads the
// case and the velocity counters (as caseAndCountsQueries) and, only when the case takes gifts and no
// key's count within its window has reached its limit, inserts the order (given as one JSON row, typed by
// the table) and counts it on every key. The conditions are services/orders.ts createOrder's (an open
// case: status 0, not expired) and services/fraud.ts checkOrderVelocity's (count >= limit refuses),
// which decide the answer when nothing was inserted; the tests of both run on PostgreSQL through here.
const placeOrderQueries = Array.from({ length: VELOCITY_SLOTS }, (_, i) =>
  prepared((db, p: VelocityKeys & Limits & { infoUuid: string; row: string; now: number; expiredBefore: number }) => {
    const keys = slotKeys(p, i + 1);
    const limits = (['l0', 'l1', 'l2', 'l3'] as const).slice(0, i + 1).map((k) => p[k]);
    const cols = sql.join(ORDER_COLUMNS.map((c) => sql.ref(c)));
    return { compile: () => sql<CaseAndCounts & { n: number | string }>`with c as (
        select info_uuid, title, status, expire_at from cases where info_uuid = ${p.infoUuid} and published = 1),
      v as ${pgCounterRows(keys)},
      o as (insert into orders (${cols})
        select ${sql.join(ORDER_COLUMNS.map((c) => sql.ref(`r.${c}`)))} from json_populate_record(null::orders, cast(${p.row} as json)) as r
        where exists (select 1 from c where c.status = 0 and c.expire_at > ${p.now})
          and not exists (select 1 from v join (values ${sql.join(keys.map((k, j) => sql`(cast(${k} as text), cast(${limits[j]} as bigint))`))}) as lim(k, l)
            on v.key = lim.k where v.window_start > ${p.expiredBefore} group by lim.k, lim.l having sum(v.count) >= lim.l)
        on conflict (idempotency_key) do nothing returning order_id),
      b as (${pgCountOn(keys, p.now, p.expiredBefore, orderInserted)})
      select c.info_uuid, c.title, c.status, c.expire_at, ${velocityJson(sql`v`)} as velocity,
        (select count(*) from o) as n
      from (select 1) as one left join c on true`.compile(db) };
  }),
);

/** A new order to insert with the reads, and each velocity key's limit (PostgreSQL: placeOrderQueries). */
export interface OrderAttempt { row: OrderRow; limits: Map<string, number> }

/**
 * What a new donation order reads first: its published case (undefined when there is none) and the
 * open velocity counts of its keys (services/fraud.ts), in one round trip on PostgreSQL, one after the
 * other on SQLite. On PostgreSQL, given `attempt`, the same statement inserts the order when the case is
 * open and no count is at its limit, and counts it (`inserted`: true, or false when it did not: closed,
 * over a limit, or the idempotency key taken); elsewhere `inserted` is undefined: nothing was tried.
 */
export async function caseAndVelocity(db: DB, infoUuid: string, bump: VelocityBump | null, attempt?: OrderAttempt): Promise<{ c: CaseForOrder | undefined; counts: Map<string, number>; inserted?: boolean }> {
  if (!bump?.keys.length || dialectOf(db) !== 'pg') {
    const c = await getCaseForOrder(db, infoUuid);
    return { c, counts: c && bump ? await readVelocity(db, bump.keys, bump.windowMs, bump.now) : new Map() };
  }
  const keys = slots(bump.keys);
  const r = attempt
    ? (await placeOrderQueries[bump.keys.length - 1](db, {
      ...keys, l0: attempt.limits.get(keys.k0)!, l1: attempt.limits.get(keys.k1)!, l2: attempt.limits.get(keys.k2)!, l3: attempt.limits.get(keys.k3)!,
      infoUuid, row: JSON.stringify(Object.fromEntries(ORDER_COLUMNS.map((c) => [c, attempt.row[c]]))), now: bump.now, expiredBefore: bump.now - bump.windowMs,
    })).rows[0]
    : (await caseAndCountsQueries[bump.keys.length - 1](db, { ...keys, infoUuid })).rows[0];
  const counts = countsWithin((r?.velocity ?? []).map(([key, count, start]) => ({ key, count, window_start: start })), bump.windowMs, bump.now);
  const inserted = attempt ? Number((r as { n?: number | string } | undefined)?.n ?? 0) === 1 : undefined;
  return { c: r?.info_uuid ? (r as CaseForOrder) : undefined, counts, inserted };
}

/**
 * Inserts a new donation order (false when its idempotency key exists: a retry) and, when it was
 * inserted, counts it on its velocity keys: one statement and one round trip on PostgreSQL, the two
 * statements one after the other on SQLite (in-process, no round trip to save).
 */
export async function insertOrderCounted(db: DB, row: OrderRow, bump: VelocityBump | null): Promise<boolean> {
  if (!bump?.keys.length || dialectOf(db) !== 'pg') {
    const inserted = await insertOrderIfAbsent(db, row);
    if (inserted && bump) await bumpVelocity(db, bump.keys, bump.windowMs, bump.now);
    return inserted;
  }
  const r = await orderCountedQueries[bump.keys.length - 1](db, { ...row, ...slots(bump.keys), now: bump.now, expiredBefore: bump.now - bump.windowMs });
  return Number(r.rows[0]?.n ?? 0) === 1;
}

export const orderByKey = async (db: DB, key: string): Promise<OrderRow | undefined> => first(await orderByKeyQuery(db, { key }));
export const orderById = async (db: Q, orderId: string): Promise<OrderRow | undefined> => first(await orderByIdQuery(db, { orderId }));

/** Records a notify id; false when it was recorded before (a replayed callback). */
export async function recordNotify(trx: Q, row: NotifyRow): Promise<boolean> {
  return affected(await recordNotifyQuery(trx, row)) === 1;
}

/** Whether the user has a PAID order on the case other than this one. */
export async function hasOtherPaid(trx: Q, userId: string, infoUuid: string, exceptOrderId: string): Promise<boolean> {
  const r = await trx.selectFrom('orders').select('order_id').where('user_id', '=', userId).where('info_uuid', '=', infoUuid)
    .where('status', '=', 'PAID').where('order_id', '!=', exceptOrderId).limit(1).executeTakeFirst();
  return !!r;
}

/**
 * PENDING (or CLOSED) -> PAID for an order of exactly this amount, in one statement: first_donation is
 * decided by the same statement (no other PAID order of the donor on the case). Returns the order's
 * case when this call changed the row (exactly once per order), else undefined: unknown order,
 * another amount, or already paid (the caller tells them apart).
 */
export async function setPaidIfAmount(trx: Q, orderId: string, amount: number, paidAt: number, tradeNo: string) {
  return first(await setPaidQuery(trx, { orderId, amount, paidAt, tradeNo }));
}

const addGiftsQuery = prepared((db, p: { infoUuid: string; amount: number; count: number }) =>
  db.updateTable('cases').set({ raised_amount: sql`raised_amount + ${p.amount}`, donation_count: sql`donation_count + ${p.count}` })
    .where('info_uuid', '=', p.infoUuid),
);

/**
 * The paid booking's counters step: the case's raised amount and count grow by one gift (PostgreSQL: kept
 * back as a sum and sent with the COMMIT, one update for all the gifts to the case in a shared transaction).
 */
export async function addGiftToCase(tx: BookingTx, infoUuid: string, amount: number): Promise<void> {
  await tx.addUp(`case:${infoUuid}`, [amount, 1], ([sum, count]) => addGiftsQuery.compiled(tx.trx, { infoUuid, amount: sum, count }), infoUuid);
}

// PostgreSQL, compiled once: the notify record and the move to PAID in one statement (recordNotifyAndPay).
type NotifyAndPayRow = Omit<PaidOrder, 'bonfire_pending' | 'donor_created_at' | 'in_activity'> & { fresh: number | string; bonfire_pending: boolean | null; donor_created_at: number | null; in_activity: boolean | null };
const notifyAndPayQuery = prepared((db, p: NotifyRow & { tradeNo: string | null; paid: boolean }) => ({ compile: () => sql<NotifyAndPayRow>`with n as (
      insert into payment_notifies (notify_id, order_id, provider, amount, received_at)
      values (${p.notify_id}, ${p.order_id}, ${p.provider}, ${p.amount}, ${p.received_at})
      on conflict (notify_id) do nothing returning notify_id),
    p as (update orders set status = 'PAID', paid_at = ${p.received_at}, provider_trade_no = ${p.tradeNo},
        first_donation = case when exists (select 1 from orders o2 where o2.user_id = orders.user_id and o2.info_uuid = orders.info_uuid and o2.status = 'PAID' and o2.order_id <> orders.order_id) then 0 else 1 end
      where order_id = ${p.order_id} and status in (${sql.join(PAYABLE)}) and amount = ${p.amount} and cast(${p.paid} as boolean) and exists (select 1 from n)
      returning info_uuid, amount, user_id, kind, comment, anonymous)
    select (select count(*) from n) as fresh, p.*,
      exists (select 1 from bonfire_members b where b.info_uuid = p.info_uuid and b.user_id = p.user_id and b.gave = 0) as bonfire_pending,
      (select u.created_at from users u where u.user_id = p.user_id) as donor_created_at,
      exists (select 1 from activity_cases ac where ac.info_uuid = p.info_uuid and ac.active = 1) as in_activity
    from (select 1) as one left join p on true`.compile(db) }));

/**
 * A just-paid order as the booking goes on with it. `in_activity`: the case is in an activity (an active
 * activity_cases row) as the booking begins; when it is not, the steps that can only act through one (the
 * pennants, the match) send nothing: on PostgreSQL four statements fewer for most gifts. An activity that
 * takes the case in while the booking runs counts from the next gift, as if this one had been paid first.
 */
export type PaidOrder = Pick<OrderRow, 'info_uuid' | 'amount' | 'user_id' | 'comment' | 'anonymous'> & { kind: string | undefined; bonfire_pending: boolean; donor_created_at: number | null; in_activity: boolean };
export type NotifyAndPay = { fresh: false } | { fresh: true; paid: PaidOrder | undefined };

/**
 * The paid booking's first two steps in one statement on PostgreSQL (two on SQLite, the first a write
 * so SQLite's write lock is taken at once): the notify id is recorded (a replay stops there), and, for a
 * paid notify, the order goes PENDING (or CLOSED) -> PAID when its amount matches (`setPaidIfAmount`).
 * The paid row carries whether its donor is a team member on the case who has not counted yet
 * (services/activity/bonfire.ts) and when the donor's account was made (the tiny-gift rule counts new
 * accounts only), so the booking asks nothing more unless it must.
 */
export async function recordNotifyAndPay(tx: BookingTx, row: NotifyRow, pay: { tradeNo: string } | null): Promise<NotifyAndPay> {
  if (tx.dialect !== 'pg') {
    if (!(await recordNotify(tx.trx, row))) return { fresh: false };
    const paid = pay ? await setPaidIfAmount(tx.trx, row.order_id, row.amount, row.received_at, pay.tradeNo) : undefined;
    if (!paid) return { fresh: true, paid: undefined };
    const donor = await tx.trx.selectFrom('users').select(['created_at', (eb) => eb.exists(eb.selectFrom('bonfire_members').select('team_id')
      .where('info_uuid', '=', paid.info_uuid).where('user_id', '=', paid.user_id).where('gave', '=', 0)).as('member'),
    (eb) => eb.exists(eb.selectFrom('activity_cases').select('activity_id').where('info_uuid', '=', paid.info_uuid).where('active', '=', 1)).as('in_activity')])
      .where('user_id', '=', paid.user_id).executeTakeFirst();
    return { fresh: true, paid: { ...paid, bonfire_pending: !!Number(donor?.member ?? 0), donor_created_at: donor ? Number(donor.created_at) : null, in_activity: !donor || !!Number(donor.in_activity) } };
  }
  const r = await tx.open((db) => notifyAndPayQuery.compiled(db, { ...row, tradeNo: pay?.tradeNo ?? null, paid: !!pay }));
  const x = r.rows[0];
  if (!Number(x.fresh)) return { fresh: false };
  if (x.info_uuid === null || x.info_uuid === undefined) return { fresh: true, paid: undefined };
  return { fresh: true, paid: { info_uuid: x.info_uuid, amount: x.amount, user_id: x.user_id, kind: x.kind, comment: x.comment, anonymous: x.anonymous, bonfire_pending: !!x.bonfire_pending,
    donor_created_at: x.donor_created_at === null ? null : Number(x.donor_created_at), in_activity: x.in_activity !== false } };
}

export async function closeOrder(db: DB, orderId: string): Promise<boolean> {
  return (await tryTransition(db, ORDER, { order_id: orderId }, 'PENDING', 'CLOSED')) === 1;
}

export async function setAnonymous(db: DB, orderId: string, anonymous: boolean): Promise<void> {
  await db.updateTable('orders').set({ anonymous: anonymous ? 1 : 0 }).where('order_id', '=', orderId).execute();
  // The message the gift posted follows the choice: under 爱心人士 or under the donor's name.
  await db.updateTable('comments').set({ type: anonymous ? COMMENT_TYPE.ANONYMOUS_GIFT_MESSAGE : COMMENT_TYPE.GIFT_MESSAGE })
    .where('id', '=', giftMessageId(orderId)).execute();
}

export function myOrders(db: DB, userId: string, anchor: Anchor, size: number) {
  let q = db.selectFrom('orders').innerJoin('cases', 'cases.info_uuid', 'orders.info_uuid')
    .select(['orders.order_id', 'orders.info_uuid', 'cases.title', 'orders.amount', 'orders.anonymous', 'orders.status', 'orders.created_at', 'orders.paid_at'])
    .where('orders.user_id', '=', userId);
  if (anchor) {
    q = q.where((eb) => eb.or([eb('orders.created_at', '<', anchor.t), eb.and([eb('orders.created_at', '=', anchor.t), eb('orders.order_id', '<', anchor.id)])]));
  }
  return q.orderBy('orders.created_at', 'desc').orderBy('orders.order_id', 'desc').limit(size + 1).execute();
}

/** PAID orders of the case, newest payment first, with the donor's public profile. */
export function donorWall(db: DB, infoUuid: string, anchor: Anchor, size: number) {
  let q = db.selectFrom('orders').innerJoin('users', 'users.user_id', 'orders.user_id')
    .select(['orders.order_id', 'orders.amount', 'orders.anonymous', 'orders.paid_at', 'orders.comment', 'orders.user_id', 'users.nickname', 'users.head_img_url'])
    .where('orders.info_uuid', '=', infoUuid).where('orders.status', '=', 'PAID');
  if (anchor) {
    q = q.where((eb) => eb.or([eb('orders.paid_at', '<', anchor.t), eb.and([eb('orders.paid_at', '=', anchor.t), eb('orders.order_id', '<', anchor.id)])]));
  }
  return q.orderBy('orders.paid_at', 'desc').orderBy('orders.order_id', 'desc').limit(size + 1).execute();
}

/** PENDING orders created before `before`, oldest first (the reconcile job asks the provider about them). */
export const stalePendingOrders = (db: DB, before: number, limit: number) =>
  db.selectFrom('orders').select(['order_id', 'created_at']).where('status', '=', 'PENDING')
    .where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
