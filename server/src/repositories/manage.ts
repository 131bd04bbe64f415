/** The raiser's manage page: fast replies, labels and the page's counters (SQL only). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;
const n = (r: { n: number | string | bigint } | undefined) => Number(r?.n ?? 0);

export const listFastReplies = (db: Q, infoUuid: string) =>
  db.selectFrom('fast_replies').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at').orderBy('id').limit(100).execute();
export async function countFastReplies(db: Q, infoUuid: string): Promise<number> {
  return n(await db.selectFrom('fast_replies').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).executeTakeFirst());
}
export async function insertFastReply(db: Q, row: { id: string; info_uuid: string; user_id: string; content: string; created_at: number }): Promise<void> {
  await db.insertInto('fast_replies').values(row).execute();
}
/** Changes a reply of the case; false when no such reply belongs to the case. */
export async function updateFastReply(db: Q, infoUuid: string, id: string, content: string): Promise<boolean> {
  const r = await db.updateTable('fast_replies').set({ content }).where('id', '=', id).where('info_uuid', '=', infoUuid).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
export async function deleteFastReply(db: Q, infoUuid: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('fast_replies').where('id', '=', id).where('info_uuid', '=', infoUuid).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
export const getFastReply = (db: Q, id: string) => db.selectFrom('fast_replies').selectAll().where('id', '=', id).executeTakeFirst();

export async function getLabels(db: Q, infoUuid: string): Promise<string[]> {
  const r = await db.selectFrom('case_labels').select('labels').where('info_uuid', '=', infoUuid).executeTakeFirst();
  return r ? (JSON.parse(r.labels) as string[]) : [];
}
export async function setLabels(db: Q, infoUuid: string, labels: string[], now: number): Promise<void> {
  const json = JSON.stringify(labels);
  await db.insertInto('case_labels').values({ info_uuid: infoUuid, labels: json, updated_at: now })
    .onConflict((oc) => oc.column('info_uuid').doUpdateSet({ labels: json, updated_at: now })).execute();
}

export async function visitCount(db: Q, infoUuid: string): Promise<number> {
  return n(await db.selectFrom('page_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).executeTakeFirst());
}
/** Progress posts (any status) since `since`. */
export async function recentPosts(db: Q, infoUuid: string, since: number): Promise<number> {
  return n(await db.selectFrom('progress').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).where('created_at', '>=', since).executeTakeFirst());
}
/** Withdrawals of the case still standing (not rejected or failed). */
export async function liveWithdrawals(db: Q, infoUuid: string): Promise<number> {
  return n(await db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid)
    .where('status', 'not in', ['REJECTED', 'FAILED']).executeTakeFirst());
}
