/**
 * Pennants: one row per award, unique by (source, ref). `awardPennant` is safe to call again with the
 * same source and ref (it keeps the first and returns it), inside any transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PennantsTable, PennantSource } from '../db/schema-pennants';
import { prepared } from '../db/prepared';
import { newId } from '../lib/util';
import { MATCHING_KINDS } from '../../../src/contract/activity';
import { TASK_TARGET_CASES } from '../../../src/contract/rules/rewards';

type Q = Kysely<Database> | Transaction<Database>;

export interface PennantAward {
  userId: string;
  kind: string;
  title: string;
  source: PennantSource;
  ref: string;
  activityId?: string | null;
  infoUuid?: string | null;
}

/** Awards a pennant once per (source, ref); returns the row (the earlier one on a repeat) and whether it is new. */
export async function awardPennant(q: Q, a: PennantAward, now: number): Promise<{ pennant: PennantsTable; created: boolean }> {
  const row: PennantsTable = {
    pennant_id: newId('pn'), user_id: a.userId, kind: a.kind, title: a.title, source: a.source, ref: a.ref,
    activity_id: a.activityId ?? null, info_uuid: a.infoUuid ?? null, created_at: now,
  };
  const r = await q.insertInto('pennants').values(row).onConflict((oc) => oc.columns(['source', 'ref']).doNothing()).executeTakeFirst();
  if (Number(r.numInsertedOrUpdatedRows ?? 0) === 1) return { pennant: row, created: true };
  const earlier = await q.selectFrom('pennants').selectAll().where('source', '=', a.source).where('ref', '=', a.ref).executeTakeFirstOrThrow();
  return { pennant: earlier, created: false };
}

export const pennantsOf = (q: Q, userId: string, limit = 200) =>
  q.selectFrom('pennants').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit).execute();

export async function pennantCount(q: Q, userId: string): Promise<number> {
  const r = await q.selectFrom('pennants').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
  return Number(r?.n ?? 0);
}

// ------------------------------------------------------------------------------ a booked gift's pennants (services/activity/gift-pennants.ts)
/** One booked gift's pennant awards: the new pennant's id (the task pennant appends its activity's id), the gift pennant's title, the gift. */
export type GiftPennantParams = { pennantId: string; giftTitle: string; userId: string; orderId: string; infoUuid: string; amount: number; now: number };
const PENNANT_COLUMNS = ['pennant_id', 'user_id', 'kind', 'title', 'source', 'ref', 'activity_id', 'info_uuid', 'created_at'] as const;

// The gift pennant: of the oldest live matching activity of the case, when the gift reaches its smallest gift. Compiled once (db/prepared.ts).
const giftPennantQuery = prepared((db, p: GiftPennantParams) => {
  const firstMatching = db.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id').select('a.activity_id')
    .where('ac.info_uuid', '=', p.infoUuid).where('ac.active', '=', 1).where('a.status', '=', 'APPROVE').where('a.kind', 'in', [...MATCHING_KINDS])
    .where('a.starts_at', '<=', p.now).where('a.ends_at', '>', p.now).orderBy('a.created_at').orderBy('a.activity_id').limit(1);
  return db.insertInto('pennants').columns([...PENNANT_COLUMNS])
    .expression(db.selectFrom('activities as a').select([
      sql<string>`${p.pennantId}`.as('pennant_id'), sql<string>`${p.userId}`.as('user_id'), sql<string>`'gift'`.as('kind'), sql<string>`${p.giftTitle}`.as('title'),
      sql<string>`'give'`.as('source'), sql<string>`${p.orderId}`.as('ref'), 'a.activity_id', sql<string>`${p.infoUuid}`.as('info_uuid'), sql<number>`cast(${p.now} as bigint)`.as('created_at'),
    ]).where('a.activity_id', '=', firstMatching).where(sql<boolean>`${p.amount} >= case when a.min_gift > 1 then a.min_gift else 1 end`))
    .onConflict((oc) => oc.columns(['source', 'ref']).doNothing());
});

// The task pennant of each live taskDonation activity of the case, once the donor's PAID gifts reached TASK_TARGET_CASES of its cases.
const taskPennantQuery = prepared((db, p: GiftPennantParams) => db.insertInto('pennants').columns([...PENNANT_COLUMNS])
  .expression(db.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id').select([
    sql<string>`${p.pennantId} || a.activity_id`.as('pennant_id'), sql<string>`${p.userId}`.as('user_id'), sql<string>`'gift'`.as('kind'), sql<string>`a.title || '任务锦旗'`.as('title'),
    sql<string>`'give'`.as('source'), sql<string>`'task:' || a.activity_id || ':' || ${p.userId}`.as('ref'), 'a.activity_id', sql<string>`${p.infoUuid}`.as('info_uuid'), sql<number>`cast(${p.now} as bigint)`.as('created_at'),
  ])
    .where('ac.info_uuid', '=', p.infoUuid).where('ac.active', '=', 1).where('a.status', '=', 'APPROVE').where('a.kind', '=', 'taskDonation')
    .where('a.starts_at', '<=', p.now).where('a.ends_at', '>', p.now)
    // The activity's cases the donor gave to in its window: this gift's case is one (the gift is a PAID
    // donation, paid now, inside the live activity), so only the others are probed, each once by
    // orders_user_case (user, case), and they must reach TASK_TARGET_CASES - 1. Not the gift's case: in
    // a matching opening the donor's gifts there are hundreds. A scalar `(select 1 ... limit 1) is not
    // null`, not EXISTS: PostgreSQL made the EXISTS a semi-join over every PAID order of the donor, the
    // case only a join filter. The status and the window are compared as expressions, so that
    // orders_user_case is the only index either engine can probe: with them as plain terms SQLite, and
    // PostgreSQL for a donor of many gifts, chose orders_case_status (case, status, paid_at), which walks
    // every paid gift of a popular case looking for the donor (issue 27, round 6).
    .where((eb) => eb(eb.selectFrom('activity_cases as ac2').select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('ac2.activity_id', '=', 'a.activity_id').where('ac2.active', '=', 1).where('ac2.info_uuid', '!=', p.infoUuid)
      .where((e) => e(e.selectFrom('orders as o').select(sql<number>`1`.as('one')).where('o.user_id', '=', p.userId).whereRef('o.info_uuid', '=', 'ac2.info_uuid')
        .where(sql<boolean>`o.status || '' = 'PAID' and o.kind = 'donation' and o.paid_at - a.starts_at >= 0 and a.ends_at - o.paid_at > 0`).limit(1), 'is not', null)), '>=', TASK_TARGET_CASES - 1)))
  .onConflict((oc) => oc.columns(['source', 'ref']).doNothing()));

/** The gift's pennant awards as compiled statements, in order (the gift pennant, then the task pennants), not run: the booking sends them. */
export const giftPennantStatements = (q: Kysely<Database>, p: GiftPennantParams) => [giftPennantQuery.compiled(q, p), taskPennantQuery.compiled(q, p)];
