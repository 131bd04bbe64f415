/** Reports of a case (SQL only). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ReportsTable } from '../db/schema-trust';
import { REPORT, type ReportStatus } from '../domain/machines/trust';
import { tryTransition } from '../domain/machines/transition';

type Q = Kysely<Database>;

export async function insertReport(db: Q, row: ReportsTable): Promise<void> {
  await db.insertInto('reports').values(row).execute();
}
export const getReport = (db: Q, id: string) => db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();

export function myReports(db: Q, userId: string, anchor: { t: number; id: string } | null, size: number) {
  let q = db.selectFrom('reports').selectAll().where('user_id', '=', userId);
  if (anchor) q = q.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('id', '<', anchor.id)])]));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size + 1).execute();
}

export function reportQueue(db: Q, status: ReportStatus, size: number) {
  return db.selectFrom('reports').selectAll().where('status', '=', status).orderBy('created_at').orderBy('id').limit(size).execute();
}

/** pending -> resolved once; false when resolved already. */
export async function resolveReport(db: Q, id: string, outcome: string, note: string, resolver: string, now: number): Promise<boolean> {
  return (await tryTransition(db, REPORT, { id }, 'pending', 'resolved', { outcome, outcome_note: note, resolver_id: resolver, resolved_at: now })) === 1;
}
