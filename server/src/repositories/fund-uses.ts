/** Fund-use reports (SQL only): a case's, newest first; the staff queue, oldest first. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

export const fundUsesOfCase = (db: Q, infoUuid: string) =>
  db.selectFrom('fund_uses').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at', 'desc').execute();

export const pendingFundUses = (db: Q, limit: number) =>
  db.selectFrom('fund_uses').selectAll().where('status', '=', 'PENDING').orderBy('created_at').limit(limit).execute();
