/**
 * Verifications (SQL only). Public lists and counters leave out verifications staff marked false.
 * Counter buckets come from `kind`: 'doctor' only once staff approved the credential (a pending or
 * rejected doctor verification is stored as 'friend'), 'sick_friend', else 'friend'.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, VerificationsTable } from '../db/schema';
import { DOCTOR_VERIFICATION } from '../domain/machines/trust';
import { tryTransition } from '../domain/machines/transition';

type Q = Kysely<Database>;
type Anchor = { t: number; id: string } | null;

/** Inserts unless the user verified the case already (unique (info_uuid, user_id)); true when inserted. */
export async function insertVerificationIfAbsent(db: Q, row: VerificationsTable): Promise<boolean> {
  const r = await db.insertInto('verifications').values(row).onConflict((oc) => oc.columns(['info_uuid', 'user_id']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const getVerification = (db: Q, verifyId: string) =>
  db.selectFrom('verifications').selectAll().where('verify_id', '=', verifyId).executeTakeFirst();

export async function deleteVerification(db: Q, verifyId: string): Promise<boolean> {
  const r = await db.deleteFrom('verifications').where('verify_id', '=', verifyId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function countsOf(db: Q, infoUuid: string) {
  const rows = await db.selectFrom('verifications').select(['kind', 'from_hospital', 'real_name']).select((eb) => eb.fn.countAll<number>().as('n'))
    .where('info_uuid', '=', infoUuid).where('is_false', '=', 0).groupBy(['kind', 'from_hospital', 'real_name']).execute();
  const c = { count: 0, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 0, sickFriendsVerificationCount: 0, verifyUserCount: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    c.count += n;
    if (r.real_name) c.verifyUserCount += n;
    if (r.from_hospital) c.countFromHospital += n;
    if (r.kind === 'doctor') c.doctorVerificationCount += n;
    else if (r.kind === 'sick_friend') c.sickFriendsVerificationCount += n;
    else c.friendsVerificationCount += n;
  }
  return c;
}

export interface VerifyFilter {
  infoUuid: string;
  /** only this user's ('self') or everyone else's ('others') */
  onlyUser?: string | null;
  exceptUser?: string;
  relationships?: string[];
  doctorsFirst?: boolean;
}

/** Newest first after the anchor (created_at, verify_id); fetches size + 1 to know hasNext. */
export function listVerificationRows(db: Q, f: VerifyFilter, anchor: Anchor, size: number) {
  let q = db.selectFrom('verifications').selectAll().where('info_uuid', '=', f.infoUuid).where('is_false', '=', 0);
  if (f.onlyUser !== undefined) q = f.onlyUser === null ? q.where(sql<boolean>`1 = 0`) : q.where('user_id', '=', f.onlyUser);
  if (f.exceptUser) q = q.where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '!=', f.exceptUser!)]));
  if (f.relationships) q = f.relationships.length ? q.where('relationship', 'in', f.relationships) : q.where(sql<boolean>`1 = 0`);
  if (anchor) q = q.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('verify_id', '<', anchor.id)])]));
  if (f.doctorsFirst) q = q.orderBy('from_hospital', 'desc');
  return q.orderBy('created_at', 'desc').orderBy('verify_id', 'desc').limit(size + 1).execute();
}

/** Doctor credentials awaiting staff, oldest first. */
export const pendingDoctors = (db: Q, size: number) =>
  db.selectFrom('verifications').selectAll().where('doctor_status', '=', 'pending').where('is_false', '=', 0).orderBy('created_at').limit(size).execute();

/** pending -> approved (now counted as a doctor from a hospital) or rejected, once. */
export async function reviewDoctor(db: Q, verifyId: string, approve: boolean): Promise<boolean> {
  const moved = approve
    ? await tryTransition(db, DOCTOR_VERIFICATION, { verify_id: verifyId }, 'pending', 'approved', { kind: 'doctor', from_hospital: 1 })
    : await tryTransition(db, DOCTOR_VERIFICATION, { verify_id: verifyId }, 'pending', 'rejected');
  return moved === 1;
}

/** Marks false once and counts it against the verifier. */
export async function markFalse(db: Q, v: Pick<VerificationsTable, 'verify_id' | 'user_id'>, reason: string): Promise<boolean> {
  const r = await db.updateTable('verifications').set({ is_false: 1, false_reason: reason }).where('verify_id', '=', v.verify_id).where('is_false', '=', 0).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  if (v.user_id) await db.updateTable('users').set({ false_verify_count: sql`false_verify_count + 1` }).where('user_id', '=', v.user_id).execute();
  return true;
}

/** Did the user verify the case (a verification not marked false)? */
export async function hasVerified(db: Q, infoUuid: string, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('verifications').select('verify_id').where('info_uuid', '=', infoUuid).where('user_id', '=', userId).where('is_false', '=', 0).executeTakeFirst());
}
