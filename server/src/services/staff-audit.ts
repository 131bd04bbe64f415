import type { AuditRow } from '../../../src/contract/staff';
import type { AppDeps } from '../deps';
import type { listAudit } from '../repositories/audit';
import { displayNames, nameIn } from '../repositories/staff-names';

/** One audit row as the console lists it (the rows before and after stay in the log). */
export const toAuditRow = (r: Awaited<ReturnType<typeof listAudit>>[number], names: Map<string, string>): AuditRow => ({
  id: r.id, actor: r.actor_user_id, action: r.action, targetType: r.target_type, targetId: r.target_id, infoUuid: r.info_uuid,
  reason: r.reason, createdAt: Number(r.created_at), actorName: nameIn(names, r.actor_user_id) ?? '',
});

/** Audit rows with their actors named (one query for the names). */
export async function auditRows(db: AppDeps['db'], rows: Awaited<ReturnType<typeof listAudit>>): Promise<AuditRow[]> {
  const names = await displayNames(db, rows.map((r) => r.actor_user_id));
  return rows.map((r) => toAuditRow(r, names));
}
