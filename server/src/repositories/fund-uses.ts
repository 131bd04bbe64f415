/** Fund-use reports (SQL only): a case's, newest first; the staff queue, oldest first. */
import type { Kysely } from 'kysely';
import type { FundUsesTable } from '../db/schema-money';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

export const fundUsesOfCase = (db: Q, infoUuid: string) =>
  db.selectFrom('fund_uses').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at', 'desc').execute();

export const pendingFundUses = (db: Q, limit: number) =>
  db.selectFrom('fund_uses').selectAll().where('status', '=', 'PENDING').orderBy('created_at').limit(limit).execute();

/** A case's approved reports, oldest first (the public ledger). */
export const approvedFundUsesOfCase = (db: Q, infoUuid: string) =>
  db.selectFrom('fund_uses').selectAll().where('info_uuid', '=', infoUuid).where('status', '=', 'APPROVED').orderBy('created_at').execute();

/** What a payout's live reports (pending or approved) already declare, fen (null when none). */
export const fundUseDeclared = (db: Q, payoutId: string) =>
  db.selectFrom('fund_uses').select((eb) => eb.fn.sum<number>('amount').as('s'))
    .where('payout_id', '=', payoutId).where('status', 'in', ['PENDING', 'APPROVED']).executeTakeFirstOrThrow();

/** Whether a payout has an approved report (the next batch waits for it). */
export const hasApprovedFundUse = async (db: Q, payoutId: string) =>
  !!(await db.selectFrom('fund_uses').select('fund_use_id').where('payout_id', '=', payoutId).where('status', '=', 'APPROVED').executeTakeFirst());

export async function insertFundUse(db: Q, row: FundUsesTable): Promise<void> {
  await db.insertInto('fund_uses').values(row).execute();
}
export const fundUseById = (db: Q, id: string) => db.selectFrom('fund_uses').selectAll().where('fund_use_id', '=', id).executeTakeFirst();
