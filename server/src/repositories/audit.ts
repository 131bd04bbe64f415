/**
 * The audit log (SQL only). Every staff action writes one row, inside the same transaction as the
 * change it records, so a change without its audit row (or the reverse) cannot exist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/util';
import type { AuditAction } from '../../../src/contract/audit-actions';

export interface AuditEntry {
  /** The staff user who acted ('system' for a background job). */
  actor: string;
  /** What was done, dotted ('section.approve', 'withdrawal.approve' ...): one declared with its label (src/contract/audit-actions.ts). */
  action: AuditAction;
  targetType: string;
  targetId: string;
  infoUuid?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Appends one audit row; `db` may be a transaction. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry, now: number): Promise<string> {
  const id = newId('au');
  await db
    .insertInto('audit_log')
    .values({
      id, actor_user_id: entry.actor, action: entry.action, target_type: entry.targetType, target_id: entry.targetId,
      info_uuid: entry.infoUuid ?? null, before_json: JSON.stringify(entry.before ?? null), after_json: JSON.stringify(entry.after ?? null),
      reason: entry.reason ?? '', created_at: now,
    })
    .execute();
  return id;
}

export interface AuditQuery { infoUuid?: string; actor?: string; before?: number; limit?: number }

/** Newest first; `before` pages by created_at. */
export async function listAudit(db: Kysely<Database>, q: AuditQuery = {}) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(Math.min(q.limit ?? 50, 200));
  if (q.infoUuid) query = query.where('info_uuid', '=', q.infoUuid);
  if (q.actor) query = query.where('actor_user_id', '=', q.actor);
  if (q.before) query = query.where('created_at', '<', q.before);
  return query.execute();
}
