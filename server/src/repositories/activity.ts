/** Matching-gift activities, their pool and matches (SQL only). */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Dialect } from '../db';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import type { ActivitiesTable, ActivityMatchesTable, ActivityPoolLedgerTable } from '../db/schema-activity';
import { MATCHING_KINDS } from '../../../src/contract/activity';
import type { ActivityMoneyKind } from '../../../src/contract/ledger';

type Q = Kysely<Database> | Transaction<Database>;
export type ActivityRow = ActivitiesTable;
export type MatchRowDb = ActivityMatchesTable;

/** What is left in the pool (fen). */
export const poolLeft = (a: Pick<ActivityRow, 'funded' | 'matched' | 'released' | 'reserved'>) => Number(a.funded) - Number(a.matched) - Number(a.released) - Number(a.reserved ?? 0);

// Runs inside every paid transaction: compiled once. The case's live matching activities (rarely more than
// one); the oldest is picked here, not by ORDER BY: SQLite sets up a sorter for it even when no row matches,
// 35 µs of every gift's transaction (most cases are in no activity).
const liveForCaseQuery = prepared((db, p: { infoUuid: string }) =>
  db.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id').select(['a.activity_id', 'a.created_at'])
    .where('ac.info_uuid', '=', p.infoUuid).where('ac.active', '=', 1).where('a.status', '=', 'APPROVE')
    .where('a.kind', 'in', [...MATCHING_KINDS]),
);
/** The case's live matching activity, the oldest when several (the same created_at: the smaller id). */
export async function liveActivityIdForCase(q: Q, infoUuid: string): Promise<string | undefined> {
  const { rows } = await liveForCaseQuery(q as Kysely<Database>, { infoUuid });
  let oldest = rows[0];
  for (const r of rows) {
    const [t, o] = [Number(r.created_at), Number(oldest.created_at)];
    if (t < o || (t === o && r.activity_id < oldest.activity_id)) oldest = r;
  }
  return oldest?.activity_id;
}

/** The activity shown on a case: a live one first, else a paused/risk-held one, else none. */
export function shownActivityForCase(q: Q, infoUuid: string) {
  return q.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id')
    .innerJoin('activity_sponsors as s', 's.sponsor_id', 'a.sponsor_id')
    .selectAll('a').select(['s.name as sponsor_name', 'ac.matched as case_matched', 'ac.match_count as case_match_count'])
    .where('ac.info_uuid', '=', infoUuid).where('ac.active', '=', 1).where('a.status', 'in', ['APPROVE', 'PAUSE', 'RISK_CONTROL', 'FREEZE'])
    .where('a.kind', 'in', [...MATCHING_KINDS])
    .orderBy(sql`case when a.status = 'APPROVE' then 0 else 1 end`).orderBy('a.created_at').limit(1).executeTakeFirst();
}

/**
 * Locks the pool row until the transaction ends. PostgreSQL: SELECT ... FOR UPDATE. SQLite: the
 * caller's transaction already holds the one write lock (it wrote first), so a plain read is exact.
 * Lock order everywhere: the case row first (when a case is involved), then the pool, then the sponsor.
 */
export async function lockPool(trx: Q, dialect: Dialect, activityId: string): Promise<ActivityRow | undefined> {
  if (dialect === 'pg') return trx.selectFrom('activities').selectAll().where('activity_id', '=', activityId).forUpdate().executeTakeFirst();
  await trx.updateTable('activities').set({ updated_at: sql`updated_at` }).where('activity_id', '=', activityId).execute();
  return trx.selectFrom('activities').selectAll().where('activity_id', '=', activityId).executeTakeFirst();
}

export const activityById = (q: Q, id: string) => q.selectFrom('activities').selectAll().where('activity_id', '=', id).executeTakeFirst();
export const activityCase = (q: Q, activityId: string, infoUuid: string) =>
  q.selectFrom('activity_cases').selectAll().where('activity_id', '=', activityId).where('info_uuid', '=', infoUuid).executeTakeFirst();
export async function donorDayMatched(q: Q, activityId: string, userId: string, day: number): Promise<number> {
  const r = await q.selectFrom('activity_donor_days').select('matched').where('activity_id', '=', activityId).where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  return Number(r?.matched ?? 0);
}
export const matchByOrder = (q: Q, orderId: string) => q.selectFrom('activity_matches').selectAll().where('order_id', '=', orderId).executeTakeFirst();

export async function insertMatch(q: Q, row: MatchRowDb): Promise<void> {
  await q.insertInto('activity_matches').values(row).execute();
}

export async function bookPool(q: Q, e: Omit<ActivityPoolLedgerTable, 'entry_id'>): Promise<void> {
  await q.insertInto('activity_pool_ledger').values({ entry_id: `pl-${e.kind}-${e.ref_id}`, ...e }).execute();
}

/** A match taken from the pool: the pool, the case's and the donor's day counters grow by `m`. */
export async function addMatched(q: Q, a: { activityId: string; infoUuid: string; userId: string; day: number; countDonorDay: boolean }, m: number, now: number): Promise<void> {
  await q.updateTable('activities').set({ matched: sql`matched + ${m}`, match_count: sql`match_count + 1`, updated_at: now }).where('activity_id', '=', a.activityId).execute();
  await q.updateTable('activity_cases').set({ matched: sql`matched + ${m}`, match_count: sql`match_count + 1` })
    .where('activity_id', '=', a.activityId).where('info_uuid', '=', a.infoUuid).execute();
  if (a.countDonorDay) {
    await q.insertInto('activity_donor_days').values({ activity_id: a.activityId, user_id: a.userId, day: a.day, matched: m })
      .onConflict((oc) => oc.columns(['activity_id', 'user_id', 'day']).doUpdateSet({ matched: sql`activity_donor_days.matched + ${m}` })).execute();
  }
}

/** The case's raised amount grows (or shrinks, never below 0) by a match; the donation count is not touched. */
export async function moveRaised(q: Q, infoUuid: string, delta: number): Promise<boolean> {
  const r = await q.updateTable('cases').set({ raised_amount: sql`raised_amount + ${delta}` })
    .where('info_uuid', '=', infoUuid).where('raised_amount', '>=', Math.max(0, -delta)).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Larger than any cap (fen): a cap of 0 means none. */
const NO_CAP = 9_000_000_000_000_000;

/**
 * PostgreSQL, a paid gift's match as two statements that decide and write (db/booking-tx.ts sends them
 * with the COMMIT, after the case row's update): the case's live matching pool row (the oldest live
 * activity, as liveActivityIdForCase) is locked; then, read fresh under that lock (READ COMMITTED: a new
 * snapshot per statement), the match is matchFor's (src/contract/rules/matching.ts): the gift's share at
 * the ratio, 0 under the smallest gift, capped per gift, per donor and day, per case and by what is left
 * in the pool (the row it decides on is locked by that statement too, should the case's live pool have
 * changed between the two); when it is above 0 the same statement adds it to the pool's, the case's and the donor-day
 * counters, writes the match row, the pool ledger's and the case ledger's rows and the case's raised
 * amount. A flagged gift gets a HELD match row of 0 instead (no lock: no money moves). Nothing when the
 * case has no live pool, or it is outside its dates.
 */
export function matchStatements(q: Kysely<Database>, g: MatchParams, flagged: boolean) {
  return flagged ? [heldMatchQuery.compiled(q, g)] : [lockLivePoolQuery.compiled(q, g), bookMatchQuery.compiled(q, g)];
}
/** A raw statement as a Compilable for `prepared`. */
const raw = (db: Kysely<Database>, r: RawBuilder<unknown>) => ({ compile: () => r.compile(db) });
type MatchParams = { orderId: string; infoUuid: string; userId: string; amount: number; day: number; now: number };
// Compiled once (db/prepared.ts): they ride every paid gift. The case's live pool, as liveActivityIdForCase.
const live = (p: MatchParams) => sql`(select a.activity_id from activity_cases ac inner join activities a on a.activity_id = ac.activity_id
    where ac.info_uuid = ${p.infoUuid} and ac.active = 1 and a.status = 'APPROVE' and a.kind in (${sql.join([...MATCHING_KINDS])}) order by a.created_at limit 1)`;
const liveNow = (p: MatchParams) => sql`a.activity_id = ${live(p)} and a.status = 'APPROVE' and a.starts_at <= ${p.now} and a.ends_at > ${p.now}`;
const heldMatchQuery = prepared((db, p: MatchParams) => raw(db, sql`insert into activity_matches (order_id, activity_id, info_uuid, user_id, donation, amount, returned, status, reason, day, created_at, updated_at)
    select ${p.orderId}, a.activity_id, ${p.infoUuid}, ${p.userId}, ${p.amount}, 0, 0, 'HELD', 'tiny_burst', ${p.day}, ${p.now}, ${p.now}
    from activities a where ${liveNow(p)}`));
const lockLivePoolQuery = prepared((db, p: MatchParams) => raw(db, sql`select activity_id from activities where activity_id = ${live(p)} for update`));
const bookMatchQuery = prepared((db, p: MatchParams) => raw(db, sql`with d as (
      select a.activity_id, a.cap_donor_day, cast(greatest(0, least(
        case when ${p.amount} < a.min_gift then 0 else floor(cast(${p.amount} as bigint) * a.ratio_pct / 100.0) end,
        case when a.cap_gift > 0 then a.cap_gift else ${NO_CAP} end,
        case when a.cap_donor_day > 0 then a.cap_donor_day - coalesce((select dd.matched from activity_donor_days dd
          where dd.activity_id = a.activity_id and dd.user_id = ${p.userId} and dd.day = ${p.day}), 0) else ${NO_CAP} end,
        case when a.cap_case > 0 then a.cap_case - coalesce((select ac.matched from activity_cases ac
          where ac.activity_id = a.activity_id and ac.info_uuid = ${p.infoUuid}), 0) else ${NO_CAP} end,
        a.funded - a.matched - a.released - coalesce(a.reserved, 0))) as bigint) as m
      from activities a where ${liveNow(p)} for update),
    g as (select * from d where m > 0),
    pool as (update activities set matched = activities.matched + g.m, match_count = activities.match_count + 1, updated_at = ${p.now}
      from g where activities.activity_id = g.activity_id returning 1),
    kase as (update activity_cases set matched = activity_cases.matched + g.m, match_count = activity_cases.match_count + 1
      from g where activity_cases.activity_id = g.activity_id and activity_cases.info_uuid = ${p.infoUuid} returning 1),
    donor_day as (insert into activity_donor_days (activity_id, user_id, day, matched) select g.activity_id, ${p.userId}, ${p.day}, g.m from g where g.cap_donor_day > 0
      on conflict (activity_id, user_id, day) do update set matched = activity_donor_days.matched + excluded.matched returning 1),
    row as (insert into activity_matches (order_id, activity_id, info_uuid, user_id, donation, amount, returned, status, reason, day, created_at, updated_at)
      select ${p.orderId}, g.activity_id, ${p.infoUuid}, ${p.userId}, ${p.amount}, g.m, 0, 'MATCHED', '', ${p.day}, ${p.now}, ${p.now} from g returning 1),
    pool_ledger as (insert into activity_pool_ledger (entry_id, activity_id, kind, amount, ref_id, info_uuid, actor, created_at)
      select 'pl-match-' || ${p.orderId}, g.activity_id, 'match', g.m, ${p.orderId}, ${p.infoUuid}, null, ${p.now} from g returning 1),
    case_ledger as (insert into money_ledger (entry_id, info_uuid, kind, amount, ref_id, order_id, user_id, created_at)
      select 'lg-match-' || ${p.orderId}, ${p.infoUuid}, 'match', g.m, ${p.orderId}, ${p.orderId}, ${p.userId}, ${p.now} from g returning 1)
    update cases set raised_amount = cases.raised_amount + g.m from g where cases.info_uuid = ${p.infoUuid}`));

/** Counter rows per case and window on PostgreSQL (SQLite has one writer: one row). */
export const TINY_SHARDS = 16;

/**
 * Counts a tiny gift of a new account (created at or after `newSince`) in the case's window bucket and
 * returns the count of this bucket and the one before (so a burst within one window is always seen
 * whole, wherever the bucket edge falls), or null when the donor is not a new account (nothing
 * counted). In the paid transaction. PostgreSQL, one statement: the gift's shard row is bumped and the
 * other rows are added as committed (a concurrent gift may be missed by a few, never the whole burst).
 */
export async function bumpTinyWindow(q: Q, dialect: Dialect, g: { infoUuid: string; orderId: string; userId: string }, bucket: number, newSince: number): Promise<number | null> {
  if (dialect !== 'pg') {
    const r = await sql<{ n: number }>`insert into tiny_gift_windows (info_uuid, bucket, shard, n)
      select ${g.infoUuid}, cast(${bucket} as bigint), 0, 1 from users where user_id = ${g.userId} and created_at >= ${newSince}
      on conflict (info_uuid, bucket, shard) do update set n = tiny_gift_windows.n + 1 returning n`.execute(q);
    if (!r.rows.length) return null;
    const prev = await sql<{ n: number }>`select n from tiny_gift_windows where info_uuid = ${g.infoUuid} and bucket = cast(${bucket - 1} as bigint) and shard = 0`.execute(q);
    return Number(r.rows[0].n) + Number(prev.rows[0]?.n ?? 0);
  }
  const shard = Number.parseInt(g.orderId.slice(-4), 36) % TINY_SHARDS || 0;
  const r = await sql<{ mine: number | null; others: number }>`with up as (
      insert into tiny_gift_windows (info_uuid, bucket, shard, n)
      select ${g.infoUuid}, cast(${bucket} as bigint), ${shard}, 1 from users where user_id = ${g.userId} and created_at >= ${newSince}
      on conflict (info_uuid, bucket, shard) do update set n = tiny_gift_windows.n + 1 returning n)
    select (select n from up) as mine,
      (select coalesce(sum(n), 0) from tiny_gift_windows where info_uuid = ${g.infoUuid} and bucket in (cast(${bucket - 1} as bigint), cast(${bucket} as bigint))
        and not (bucket = cast(${bucket} as bigint) and shard = ${shard})) as others`.execute(q);
  const row = r.rows[0];
  return row && row.mine !== null ? Number(row.mine) + Number(row.others) : null;
}

export async function sponsorByName(q: Q, name: string) {
  return q.selectFrom('activity_sponsors').selectAll().where('name', '=', name).executeTakeFirst();
}
export async function addSponsorBalance(q: Q, sponsorId: string, delta: number): Promise<void> {
  await q.updateTable('activity_sponsors').set({ balance: sql`balance + ${delta}` }).where('sponsor_id', '=', sponsorId).execute();
}

/**
 * Money of a locked pool that goes back to its sponsor (an ended activity's rest, an expired red packet
 * of an ended pool, a refunded match or a ladder taken back after the end): the pool's `released`, its
 * ledger row (`kind` and `ref` make the row unique) and the sponsor's balance, in the caller's transaction.
 */
export async function releaseToSponsor(
  q: Q, a: Pick<ActivityRow, 'activity_id' | 'sponsor_id'>, amount: number,
  e: { kind: 'release' | 'sponsor_return'; ref: string; infoUuid: string | null; actor: string | null }, now: number,
): Promise<void> {
  if (amount <= 0) return;
  await q.updateTable('activities').set({ released: sql`released + ${amount}`, updated_at: now }).where('activity_id', '=', a.activity_id).execute();
  await bookPool(q, { activity_id: a.activity_id, kind: e.kind, amount, ref_id: e.ref, info_uuid: e.infoUuid, actor: e.actor, created_at: now });
  await addSponsorBalance(q, a.sponsor_id, amount);
}

export function listActivities(q: Q) {
  return q.selectFrom('activities as a').innerJoin('activity_sponsors as s', 's.sponsor_id', 'a.sponsor_id').selectAll('a').select('s.name as sponsor_name')
    .select((eb) => [
      eb.selectFrom('activity_cases as ac').select((e) => e.fn.countAll<number>().as('n')).whereRef('ac.activity_id', '=', 'a.activity_id').where('ac.active', '=', 1).as('case_count'),
      eb.selectFrom('activity_matches as m').select((e) => e.fn.countAll<number>().as('n')).whereRef('m.activity_id', '=', 'a.activity_id').where('m.status', '=', 'HELD').as('held_count'),
    ])
    .orderBy('a.created_at', 'desc').limit(200);
}

export const activityCases = (q: Q, activityId: string) =>
  q.selectFrom('activity_cases as ac').innerJoin('cases as c', 'c.info_uuid', 'ac.info_uuid')
    .select(['ac.info_uuid', 'ac.matched', 'ac.match_count', 'ac.active', 'c.title', 'c.raised_amount', 'c.target_amount', 'c.cover_url'])
    .where('ac.activity_id', '=', activityId).orderBy('ac.added_at').execute();

export function matchesOf(q: Q, where: { activityId?: string; infoUuid?: string; status?: string }, limit = 100) {
  let query = q.selectFrom('activity_matches as m').leftJoin('users as u', 'u.user_id', 'm.user_id').selectAll('m').select('u.nickname');
  if (where.activityId) query = query.where('m.activity_id', '=', where.activityId);
  if (where.infoUuid) query = query.where('m.info_uuid', '=', where.infoUuid);
  if (where.status) query = query.where('m.status', '=', where.status as MatchRowDb['status']);
  return query.orderBy('m.created_at', 'desc').orderBy('m.order_id', 'desc').limit(limit).execute();
}

export const poolEntries = (q: Q, activityId: string, limit = 100) =>
  q.selectFrom('activity_pool_ledger').selectAll().where('activity_id', '=', activityId).orderBy('created_at', 'desc').orderBy('entry_id', 'desc').limit(limit).execute();

/** A case's matched money by sponsor, net of returns, for the public ledger (配捐, with the sponsor's name). */
export async function caseMatchingBySponsor(q: Q, infoUuid: string): Promise<{ sponsorName: string; amount: number; count: number; kind: ActivityMoneyKind }[]> {
  const rows = await q.selectFrom('activity_matches as m').innerJoin('activities as a', 'a.activity_id', 'm.activity_id')
    .innerJoin('activity_sponsors as s', 's.sponsor_id', 'a.sponsor_id')
    .select(['s.name', 'm.reason', (eb) => eb.fn.sum<number>(sql`m.amount - m.returned`).as('amount'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('m.info_uuid', '=', infoUuid).where('m.status', '=', 'MATCHED').groupBy(['s.name', 'm.reason']).orderBy('s.name').orderBy('m.reason').execute();
  // A grant's kind is its row's reason (services/activity/pool.ts); a donation's match has none of them.
  const kindOf = (reason: string): ActivityMoneyKind => (reason === 'red_packet' || reason === 'ladder' ? reason : 'match');
  const out = new Map<string, { sponsorName: string; amount: number; count: number; kind: ActivityMoneyKind }>();
  for (const r of rows) {
    const kind = kindOf(r.reason);
    const k = `${r.name}\u0000${kind}`;
    const o = out.get(k) ?? { sponsorName: r.name, amount: 0, count: 0, kind };
    out.set(k, { ...o, amount: o.amount + Number(r.amount), count: o.count + Number(r.n) });
  }
  return [...out.values()].filter((r) => r.amount > 0);
}
