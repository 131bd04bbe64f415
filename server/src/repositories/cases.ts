/** Cases, progress posts and shares (SQL only). */
import { sql } from 'kysely';
import type { DB } from '../db';
import { first, prepared } from '../db/prepared';
import type { CasesTable, ProgressTable, SharesTable } from '../db/schema';
import type { CaseStatus } from '../domain/machines/case';
import { GENERAL_FUND_UUID } from '../../../src/contract/donor-home';

/** published: 1 once the owner published it (0 = a draft of the raise flow, hidden from lists, the public case page and orders). */
export type CaseRow = Omit<CasesTable, 'status'> & { status: CaseStatus; published: number; published_at: number | null };
export type ListType = 'common' | 'vip' | 'theme' | 'recommend';

const FLAG: Record<Exclude<ListType, 'common'>, 'is_vip' | 'is_theme' | 'is_recommend'> = {
  vip: 'is_vip',
  theme: 'is_theme',
  recommend: 'is_recommend',
};

const caseQuery = prepared((db, p: { infoUuid: string }) => db.selectFrom('cases').selectAll().where('info_uuid', '=', p.infoUuid));
// The fundraiser's identity section once staff passed it (status 2): the page names the fundraiser by it.
const withOwner = (db: DB, infoUuid: string, published: 0 | 1) =>
  db.selectFrom('cases').leftJoin('users', 'users.user_id', 'cases.owner_user_id')
    .leftJoin('case_sections as fs', (j) => j.onRef('fs.info_uuid', '=', 'cases.info_uuid').on('fs.section', '=', 'fundraiser').on('fs.status', '=', 2))
    .selectAll('cases')
    .select(['users.nickname as owner_nickname', 'users.head_img_url as owner_head_img_url', 'fs.data_json as fundraiser_json'])
    .where('cases.info_uuid', '=', infoUuid).where('cases.published', '=', published);
const caseWithOwnerQuery = prepared((db, p: { infoUuid: string }) => withOwner(db, p.infoUuid, 1));
const draftWithOwnerQuery = prepared((db, p: { infoUuid: string }) => withOwner(db, p.infoUuid, 0));

const caseForOrderQuery = prepared((db, p: { infoUuid: string }) =>
  db.selectFrom('cases').select(['info_uuid', 'title', 'status', 'expire_at']).where('info_uuid', '=', p.infoUuid).where('published', '=', 1),
);

/** Just what an order needs of its case (a narrow row: order create is a hot path). */
export const getCaseForOrder = async (db: DB, infoUuid: string) => first(await caseForOrderQuery(db, { infoUuid }));

export const getCase = async (db: DB, infoUuid: string): Promise<CaseRow | undefined> => first(await caseQuery(db, { infoUuid }));

/** The case with its owner's public profile, in one query (the case page's hot read). */
export const getCaseWithOwner = async (db: DB, infoUuid: string) => first(await caseWithOwnerQuery(db, { infoUuid }));
/** The same row of a case not yet published (its owner's preview; never for anyone else). */
export const getDraftWithOwner = async (db: DB, infoUuid: string) => first(await draftWithOwnerQuery(db, { infoUuid }));

/**
 * Newest first, after the anchor (created_at, info_uuid); fetches size + 1 to know hasNext. A case
 * that ended before `endedSince` has left the lists (its page stays reachable by link).
 */
export function listCases(db: DB, listType: ListType, anchor: { t: number; id: string } | null, size: number, endedSince = 0) {
  let q = db.selectFrom('cases').selectAll().where('published', '=', 1).where('info_uuid', '!=', GENERAL_FUND_UUID) // the platform's fund is no case to list
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', endedSince)]));
  if (listType !== 'common') q = q.where(FLAG[listType], '=', 1);
  if (anchor) {
    q = q.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('info_uuid', '<', anchor.id)])]));
  }
  return q.orderBy('created_at', 'desc').orderBy('info_uuid', 'desc').limit(size + 1).execute();
}

export async function insertCase(db: DB, row: CaseRow): Promise<void> {
  await db.insertInto('cases').values(row).execute();
}

/** Cases people raised (the platform's general fund, made by migration 026, is not one). */
export const countCases = async (db: DB) =>
  Number((await db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '!=', GENERAL_FUND_UUID).executeTakeFirstOrThrow()).n);

export async function listProgress(db: DB, infoUuid: string, offset: number, limit: number) {
  const rows = await db.selectFrom('progress').selectAll().where('info_uuid', '=', infoUuid)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit + 1).execute();
  const total = Number((await db.selectFrom('progress').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).n);
  return { rows, total };
}

export async function insertProgress(db: DB, row: ProgressTable): Promise<void> {
  await db.insertInto('progress').values(row).execute();
}

/** Stores a share record and bumps the case's share counter. */
export async function insertShare(db: DB, row: SharesTable): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('shares').values(row).execute();
    await trx.updateTable('cases').set({ share_count: sql`share_count + 1` }).where('info_uuid', '=', row.info_uuid).execute();
  });
}

/** Sum of PAID donations to the case since `since` (the "hot" rule). */
export async function raisedSince(db: DB, infoUuid: string, since: number): Promise<number> {
  const r = await db.selectFrom('orders').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s'))
    .where('info_uuid', '=', infoUuid).where('status', '=', 'PAID').where('paid_at', '>=', since).executeTakeFirstOrThrow();
  return Number(r.s);
}
