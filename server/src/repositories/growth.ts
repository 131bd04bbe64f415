/** Growth tables (SQL only): leads, invitation codes and invitations, wishes, poster pictures, cached mini-program codes. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GrowthLeadsTable } from '../db/schema-growth';
import type { LeadStatus } from '../domain/machines/growth';

type Q = Kysely<Database>;

// ------------------------------------------------------------------------------ leads
/** owner_*: the staff member who took the lead (their nickname, phone and staff display name, for repositories/staff-names.ts consoleName). */
export type LeadRow = GrowthLeadsTable & { owner_name: string | null; owner_mobile: string | null; owner_staff: string | null; owner_display_name: string | null };

const leadQuery = (db: Q) =>
  db.selectFrom('growth_leads as l')
    .leftJoin('users as o', 'o.user_id', 'l.owner_id')
    .leftJoin('staff_users as so', 'so.user_id', 'l.owner_id')
    .selectAll('l')
    .select(['o.nickname as owner_name', 'o.mobile as owner_mobile', 'so.user_id as owner_staff', 'so.display_name as owner_display_name']);

export const insertLead = (db: Q, row: GrowthLeadsTable) => db.insertInto('growth_leads').values(row).execute();
/** A lead's owner becomes `ownerId`. */
export const setLeadOwner = (db: Q, id: string, ownerId: string, now: number) =>
  db.updateTable('growth_leads').set({ owner_id: ownerId, updated_at: now }).where('id', '=', id).execute();
export const getLead = (db: Q, id: string): Promise<LeadRow | undefined> => leadQuery(db).where('l.id', '=', id).executeTakeFirst();
export const latestLeadOf = (db: Q, userId: string, kind: string): Promise<LeadRow | undefined> =>
  leadQuery(db).where('l.user_id', '=', userId).where('l.kind', '=', kind as GrowthLeadsTable['kind'])
    .orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(1).executeTakeFirst();

/** Oldest first within a status (first come, first called); `before` pages by (created_at, id). */
export function listLeads(db: Q, f: { status?: LeadStatus; ownerId?: string; after?: { t: number; id: string } | null; size: number }) {
  let q = leadQuery(db);
  if (f.status) q = q.where('l.status', '=', f.status);
  if (f.ownerId) q = q.where('l.owner_id', '=', f.ownerId);
  if (f.after) {
    const { t, id } = f.after;
    q = q.where((eb) => eb.or([eb('l.created_at', '>', t), eb.and([eb('l.created_at', '=', t), eb('l.id', '>', id)])]));
  }
  return q.orderBy('l.created_at', 'asc').orderBy('l.id', 'asc').limit(f.size + 1).execute();
}

export const countLeadsCalled = async (db: Q): Promise<number> =>
  Number((await db.selectFrom('growth_leads').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', ['called', 'converted']).executeTakeFirst())?.n ?? 0);

// ------------------------------------------------------------------------------ invitations
export const inviteCodeOf = (db: Q, userId: string) => db.selectFrom('growth_invite_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
export const inviterOfCode = (db: Q, code: string) =>
  db.selectFrom('growth_invite_codes as c').innerJoin('users as u', 'u.user_id', 'c.user_id')
    .select(['c.user_id', 'u.nickname', 'u.head_img_url']).where('c.code', '=', code).executeTakeFirst();
export async function insertInviteCode(db: Q, userId: string, code: string, now: number): Promise<void> {
  await db.insertInto('growth_invite_codes').values({ user_id: userId, code, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** Inserts unless the invitee already accepted an invitation of this kind; true when inserted. */
export async function insertInvitation(db: Q, row: Database['growth_invitations']): Promise<boolean> {
  const r = await db.insertInto('growth_invitations').values(row)
    .onConflict((oc) => oc.columns(['invitee_id', 'kind']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The inviter's invitations, newest first, with when each invitee first gave (a paid order) and first
 * raised (a case) after accepting, read from their orders and cases.
 */
export function listInvitations(db: Q, inviterId: string, limit = 100) {
  return db.selectFrom('growth_invitations as i')
    .innerJoin('users as u', 'u.user_id', 'i.invitee_id')
    .select(['i.kind', 'i.channel', 'i.created_at', 'u.nickname', 'u.head_img_url'])
    .select((eb) => [
      eb.selectFrom('orders as o').select((e) => e.fn.min('o.paid_at').as('t'))
        .whereRef('o.user_id', '=', 'i.invitee_id').where('o.status', '=', 'PAID').whereRef('o.paid_at', '>=', 'i.created_at').as('gave_at'),
      eb.selectFrom('cases as c').select((e) => e.fn.min('c.created_at').as('t'))
        .whereRef('c.owner_user_id', '=', 'i.invitee_id').whereRef('c.created_at', '>=', 'i.created_at').as('raised_at'),
    ])
    .where('i.inviter_id', '=', inviterId)
    .orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(limit).execute();
}

// ------------------------------------------------------------------------------ wishes
export const insertWish = (db: Q, row: Database['growth_wishes']) => db.insertInto('growth_wishes').values(row).execute();
export const latestWishes = (db: Q, size: number) =>
  db.selectFrom('growth_wishes as w').innerJoin('users as u', 'u.user_id', 'w.user_id')
    .select(['w.id', 'w.user_id', 'w.content', 'w.created_at', 'u.nickname', 'u.head_img_url'])
    .orderBy('w.created_at', 'desc').orderBy('w.id', 'desc').limit(size).execute();
export const sampleWords = (db: Q) => db.selectFrom('growth_wish_words').select('text').orderBy('sort').orderBy('id').limit(50).execute();
export const insertWishShare = (db: Q, row: Database['growth_wish_shares']) => db.insertInto('growth_wish_shares').values(row).execute();
export async function wishStat(db: Q, userId: string | null): Promise<{ count: number; shareCount: number; mine: number }> {
  const n = (v: unknown) => Number(v ?? 0);
  const row = await db.selectNoFrom((eb) => [
    eb.selectFrom('growth_wishes').select((e) => e.fn.countAll().as('n')).as('count'),
    eb.selectFrom('growth_wish_shares').select((e) => e.fn.countAll().as('n')).as('share_count'),
    eb.selectFrom('growth_wishes').select((e) => e.fn.countAll().as('n')).where('user_id', '=', userId ?? '').as('mine'),
  ]).executeTakeFirstOrThrow();
  return { count: n(row.count), shareCount: n(row.share_count), mine: n(row.mine) };
}

// ------------------------------------------------------------------------------ posters
export const posterPicture = async (db: Q, infoUuid: string): Promise<string | null> =>
  (await db.selectFrom('growth_posters').select('picture_url').where('info_uuid', '=', infoUuid).executeTakeFirst())?.picture_url ?? null;
export async function setPosterPicture(db: Q, infoUuid: string, url: string, by: string, now: number): Promise<void> {
  await db.insertInto('growth_posters').values({ info_uuid: infoUuid, picture_url: url, updated_by: by, updated_at: now })
    .onConflict((oc) => oc.column('info_uuid').doUpdateSet({ picture_url: url, updated_by: by, updated_at: now })).execute();
}
export const uploadOwner = async (db: Q, fileId: string) =>
  db.selectFrom('uploads').select(['owner_user_id', 'private', 'kind']).where('file_id', '=', fileId).executeTakeFirst();

export const cachedWxacode = async (db: Q, scene: string): Promise<Buffer | null> => {
  const r = await db.selectFrom('growth_wxacodes').select('png_base64').where('scene', '=', scene).executeTakeFirst();
  return r ? Buffer.from(r.png_base64, 'base64') : null;
};
export async function cacheWxacode(db: Q, scene: string, page: string, png: Buffer, now: number): Promise<void> {
  await db.insertInto('growth_wxacodes').values({ scene, page, png_base64: png.toString('base64'), created_at: now })
    .onConflict((oc) => oc.column('scene').doNothing()).execute();
}

/** The bd homepage's figures. */
export async function platformFigures(db: Q) {
  const r = await db.selectFrom('cases')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('raised_amount').as('raised'), eb.fn.sum('donation_count').as('donations')])
    .where('published', '=', 1).executeTakeFirst();
  return { caseCount: Number(r?.n ?? 0), raisedAmount: Number(r?.raised ?? 0), donationCount: Number(r?.donations ?? 0) };
}
export const topCases = (db: Q, size: number) =>
  db.selectFrom('cases').select(['info_uuid', 'title', 'cover_url', 'raised_amount', 'donation_count'])
    .where('published', '=', 1).orderBy('raised_amount', 'desc').orderBy('info_uuid').limit(size).execute();

