/**
 * Staff: the blacklist, help registrations and the audit log (src/contract/staff.ts, staff role only).
 * Writes are audited in the same transaction.
 */
import type { contract } from '../../../../src/contract';
import type { ReqOf } from '../../../../src/contract/schema';
import type { HelpRegistration, HelpStatus } from '../../../../src/contract/staff';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { listAudit, writeAudit } from '../../repositories/audit';
import { getBlacklist, getHelp, insertBlacklist, listBlacklist, listHelp, removeBlacklist, updateHelp } from '../../repositories/raise-admin';
import { displayNames, nameIn } from '../../repositories/staff-names';
import type { UserRow } from '../../repositories/users';
import { auditRows } from '../staff-audit';
import { isValidIdCard, normaliseIdCard } from './ids';

type Req<K extends keyof typeof contract.staff> = ReqOf<(typeof contract.staff)[K]>;

const page = <T extends { created_at: number }>(rows: T[], size: number, id: (r: T) => string) => {
  const list = rows.slice(0, size);
  const last = list[list.length - 1];
  return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), id(last)) : '' };
};
type HelpRow = NonNullable<Awaited<ReturnType<typeof getHelp>>>;
const toHelp = (r: HelpRow): HelpRegistration => ({
  id: r.id, name: r.name, phone: r.phone, city: r.city, illness: r.illness, status: r.status as HelpStatus, note: r.note,
  userId: r.user_id, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

export async function addToBlacklist(deps: AppDeps, staff: UserRow, b: Req<'blacklistAdd'>) {
  const userId = (b.userId ?? '').trim() || null;
  const idCard = b.idCard ? normaliseIdCard(b.idCard) : null;
  if (!userId && !idCard) throw badRequest('请填写用户ID或身份证号');
  const now = deps.clock();
  // the one ID rule of the forms (birth date and check character), never the bare pattern
  if (idCard && !isValidIdCard(idCard, now)) throw badRequest('请输入正确的身份证号');
  const name = (b.name ?? '').trim();
  if (!name) throw badRequest('请填写姓名');
  const reason = (b.reason ?? '').trim();
  if (!reason || [...reason].length > 200) throw badRequest('请填写拉黑原因');
  const row = { id: newId('bl'), user_id: userId, id_card: idCard, name, reason, added_by: staff.user_id, created_at: now, removed_at: null, removed_by: null };
  await deps.db.transaction().execute(async (trx) => {
    await insertBlacklist(trx, row);
    await writeAudit(trx, { actor: staff.user_id, action: 'blacklist.add', targetType: 'blacklist', targetId: row.id, before: null, after: row, reason }, now);
  });
  const names = await displayNames(deps.db, [row.added_by]);
  return { id: row.id, userId: row.user_id, idCard: row.id_card, name, reason, addedBy: row.added_by, addedByName: nameIn(names, row.added_by) ?? '', addedAt: now };
}

export async function blacklistPage(deps: AppDeps, body: Req<'blacklistList'>) {
  const size = body.size ?? 20;
  const p = page(await listBlacklist(deps.db, parseAnchor(body.anchorId), size), size, (r) => r.id);
  const names = await displayNames(deps.db, p.list.map((r) => r.added_by));
  return {
    ...p,
    list: p.list.map((r) => ({
      id: r.id, userId: r.user_id, idCard: r.id_card, name: r.name, reason: r.reason, addedBy: r.added_by, addedByName: nameIn(names, r.added_by) ?? '', addedAt: Number(r.created_at),
    })),
  };
}

export async function removeFromBlacklist(deps: AppDeps, staff: UserRow, body: Req<'blacklistRemove'>) {
  const before = await getBlacklist(deps.db, body.id);
  if (!before) throw notFound('黑名单记录不存在');
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await removeBlacklist(trx, before.id, staff.user_id, now))) throw conflict('该记录已移出黑名单');
    await writeAudit(trx, {
      actor: staff.user_id, action: 'blacklist.remove', targetType: 'blacklist', targetId: before.id, before,
      after: { ...before, removed_at: now, removed_by: staff.user_id }, reason: body.reason ?? '',
    }, now);
  });
  return { id: before.id, removed: true as const };
}

export async function helpPage(deps: AppDeps, body: Req<'helpList'>) {
  const size = body.size ?? 20;
  const p = page(await listHelp(deps.db, body.status, parseAnchor(body.anchorId), size), size, (r) => r.id);
  return { ...p, list: p.list.map(toHelp) };
}

export async function setHelpStatus(deps: AppDeps, staff: UserRow, body: Req<'helpUpdateStatus'>) {
  const before = await getHelp(deps.db, body.id);
  if (!before) throw notFound('求助登记不存在');
  const now = deps.clock();
  const set = { status: body.status, note: body.note ?? before.note, updated_at: now };
  await deps.db.transaction().execute(async (trx) => {
    await updateHelp(trx, before.id, set);
    await writeAudit(trx, { actor: staff.user_id, action: 'help.update-status', targetType: 'help_registration', targetId: before.id, before, after: { ...before, ...set } }, now);
  });
  return toHelp({ ...before, ...set });
}

export async function auditLog(deps: AppDeps, body: Req<'auditLog'>) {
  return { list: await auditRows(deps.db, await listAudit(deps.db, body)) };
}
