/** Writes of verifications (SQL only); reads and counters live in comments.ts. */
import type { DB } from '../db';
import type { VerificationsTable } from '../db/schema';

/** Inserts unless the user verified the case already (unique (info_uuid, user_id)); true when inserted. */
export async function insertVerificationIfAbsent(db: DB, row: VerificationsTable): Promise<boolean> {
  const r = await db.insertInto('verifications').values(row).onConflict((oc) => oc.columns(['info_uuid', 'user_id']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const getVerification = (db: DB, verifyId: string) =>
  db.selectFrom('verifications').selectAll().where('verify_id', '=', verifyId).executeTakeFirst();

export async function deleteVerification(db: DB, verifyId: string): Promise<boolean> {
  const r = await db.deleteFrom('verifications').where('verify_id', '=', verifyId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
