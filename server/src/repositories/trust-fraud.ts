/** Fraud flags (SQL only; the order velocity counters are repositories/velocity.ts). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FraudFlagsTable } from '../db/schema-trust';
import { FRAUD_FLAG, type FraudFlagStatus } from '../domain/machines/trust';
import { tryTransition } from '../domain/machines/transition';

type Q = Kysely<Database>;

/**
 * A sliding window per dedupe key: the newest flag of a key holds the bare key (unique), so a second
 * one is refused by the index; once that flag is older than the window (created at or before `before`)
 * it gives the key up (renamed `<key>@<id>`) and the next insert may take it. Race-safe on both
 * databases without a transaction: two processes renaming the same row rename it once (the second
 * UPDATE finds the key gone), and of two inserts of the freed key the unique index keeps one.
 */
export async function releaseFlagKey(db: Q, dedupeKey: string, before: number): Promise<void> {
  await db.updateTable('fraud_flags').set({ dedupe_key: sql<string>`dedupe_key || '@' || id` })
    .where('dedupe_key', '=', dedupeKey).where('created_at', '<=', before).execute();
}

/** Inserts the flag unless one with the same dedupe key exists; true when inserted. */
export async function insertFlag(db: Q, row: FraudFlagsTable): Promise<boolean> {
  const r = await db.insertInto('fraud_flags').values(row).onConflict((oc) => oc.column('dedupe_key').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function listFlags(db: Q, status: FraudFlagStatus | undefined, size: number) {
  let q = db.selectFrom('fraud_flags').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size);
  if (status) q = q.where('status', '=', status);
  return q.execute();
}

export const getFlag = (db: Q, id: string) => db.selectFrom('fraud_flags').selectAll().where('id', '=', id).executeTakeFirst();

export async function resolveFlag(db: Q, id: string, resolution: string, resolver: string, now: number): Promise<boolean> {
  return (await tryTransition(db, FRAUD_FLAG, { id }, 'open', 'resolved', { resolution, resolver_id: resolver, resolved_at: now })) === 1;
}

/** Tiny PAID donations to a case since `since` from accounts created after `newerThan`. */
export function tinyDonations(db: Q, infoUuid: string, maxFen: number, since: number, newerThan: number) {
  return db.selectFrom('orders').innerJoin('users', 'users.user_id', 'orders.user_id')
    .select(['orders.order_id', 'orders.user_id', 'orders.amount', 'orders.paid_at'])
    .where('orders.info_uuid', '=', infoUuid).where('orders.status', '=', 'PAID').where('orders.paid_at', '>=', since)
    .where('orders.amount', '<=', maxFen).where('users.created_at', '>=', newerThan)
    .orderBy('orders.paid_at', 'desc').limit(200).execute();
}

/** Personal payee accounts (raise payee sections) used on cases of at least `minOwners` owners. */
export async function sharedPayees(db: Q, minOwners: number) {
  const keys = await db.selectFrom('case_sections').innerJoin('cases', 'cases.info_uuid', 'case_sections.info_uuid')
    .select('case_sections.lookup_key').select((eb) => eb.fn.count<number>('cases.owner_user_id').distinct().as('owners'))
    .where('case_sections.section', '=', 'payee').where('case_sections.lookup_key', '!=', '')
    .groupBy('case_sections.lookup_key').having((eb) => eb.fn.count('cases.owner_user_id').distinct(), '>=', minOwners).limit(100).execute();
  const out: { key: string; cases: { infoUuid: string; ownerUserId: string }[] }[] = [];
  for (const k of keys) {
    const cases = await db.selectFrom('case_sections').innerJoin('cases', 'cases.info_uuid', 'case_sections.info_uuid')
      .select(['cases.info_uuid', 'cases.owner_user_id']).where('case_sections.section', '=', 'payee')
      .where('case_sections.lookup_key', '=', k.lookup_key).limit(20).execute();
    out.push({ key: k.lookup_key, cases: cases.map((c) => ({ infoUuid: c.info_uuid, ownerUserId: c.owner_user_id })) });
  }
  return out;
}
