/**
 * Pennants: one row per award, unique by (source, ref). `awardPennant` is safe to call again with the
 * same source and ref (it keeps the first and returns it), inside any transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PennantsTable, PennantSource } from '../db/schema-pennants';
import { newId } from '../lib/util';

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
