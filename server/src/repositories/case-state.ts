/**
 * A case's narrow reads and writes (SQL only): its status, owner, raise type and texts, and the cases
 * a job looks at by status. The case page's full row is repositories/cases.ts.
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { CaseStatus } from '../domain/machines/case';

type Q = Kysely<Database> | Transaction<Database>;

const statusQuery = (q: Q, infoUuid: string) => q.selectFrom('cases').select('status').where('info_uuid', '=', infoUuid);
export const caseStatusOf = (q: Q, infoUuid: string) => statusQuery(q, infoUuid).executeTakeFirst();
export const caseStatusOrThrow = (q: Q, infoUuid: string) => statusQuery(q, infoUuid).executeTakeFirstOrThrow();

export const caseOwnerOf = (q: Q, infoUuid: string) => q.selectFrom('cases').select('owner_user_id').where('info_uuid', '=', infoUuid).executeTakeFirst();
/** The openid of the case owner's WeChat account (the payee of a FAMILY payout). */
export const caseOwnerOpenid = (q: Q, infoUuid: string) =>
  q.selectFrom('cases').innerJoin('users', 'users.user_id', 'cases.owner_user_id').select('users.openid')
    .where('cases.info_uuid', '=', infoUuid).executeTakeFirst();

export const caseExists = async (q: Q, infoUuid: string) =>
  !!(await q.selectFrom('cases').select('info_uuid').where('info_uuid', '=', infoUuid).executeTakeFirst());
export const caseRaiseType = (q: Q, infoUuid: string) => q.selectFrom('cases').select(['raise_type']).where('info_uuid', '=', infoUuid).executeTakeFirst();

export const caseTextsOrThrow = (q: Q, infoUuid: string) =>
  q.selectFrom('cases').select(['title', 'content']).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
export const caseContentOrThrow = (q: Q, infoUuid: string) =>
  q.selectFrom('cases').select(['content', 'status', 'expire_at']).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
/** Title and status of each of these cases. */
export const caseTitles = (q: Q, ids: string[]) => q.selectFrom('cases').select(['info_uuid', 'title', 'status']).where('info_uuid', 'in', ids).execute();

/** Sets columns of one case (the raise flow's texts, attributes, publishing; never its status: the case machine moves that); returns how many rows changed. */
export async function updateCase(q: Q, infoUuid: string, set: Omit<Updateable<Database['cases']>, 'status'>): Promise<number> {
  const r = await q.updateTable('cases').set(set).where('info_uuid', '=', infoUuid).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Up to `limit` cases in one of `statuses` (the reconcile job's sweeps). */
export function casesInStatus(q: Q, statuses: readonly CaseStatus[], limit: number) {
  let query = q.selectFrom('cases').select('info_uuid');
  query = statuses.length === 1 ? query.where('status', '=', statuses[0]) : query.where('status', 'in', [...statuses]);
  return query.limit(limit).execute();
}

/** Published raising cases (`status`) whose period ended by `now`, soonest first. */
export const casesExpiredBy = (q: Q, status: CaseStatus, now: number, limit: number) =>
  q.selectFrom('cases').select(['info_uuid', 'expire_at']).where('status', '=', status)
    .where('published', '=', 1).where('expire_at', '<=', now).orderBy('expire_at').limit(limit).execute();

/** A case's list attributes (staff console) with its status and period. */
export const caseAttributeRow = (q: Q, infoUuid: string) =>
  q.selectFrom('cases').select(['info_uuid', 'title', 'status', 'expire_at', 'ended_at', 'is_vip', 'is_theme', 'is_recommend', 'page_version', 'is_help'])
    .where('info_uuid', '=', infoUuid).executeTakeFirst();
