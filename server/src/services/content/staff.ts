/**
 * Staff content (src/contract/content.ts, staff role only): the console's list, writing, publishing and
 * taking down. Every write is audited in its own transaction.
 */
import type { contract } from '../../../../src/contract';
import type { ReqOf } from '../../../../src/contract/schema';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import { getContent, insertContent, listContent, updateContent, type ContentRow } from '../../repositories/content';
import { displayNames } from '../../repositories/staff-names';
import type { UserRow } from '../../repositories/users';
import { featureConfig } from '../feature-config';
import { allowedHosts, LINK_HOSTS_KEY, MSG, saveProblem, toStaffItem } from './rules';

/** Content rows as the console lists them, their authors named (one query for the names). */
async function staffItems(db: AppDeps['db'], rows: ContentRow[], now: number) {
  const names = await displayNames(db, rows.map((r) => r.updated_by));
  return rows.map((r) => toStaffItem(r, now, names));
}
const staffItem = async (db: AppDeps['db'], row: ContentRow, now: number) => (await staffItems(db, [row], now))[0];

export async function staffContentList(deps: AppDeps, kind: ReqOf<typeof contract.content.staffList>['kind']) {
  const now = deps.clock();
  return { list: await staffItems(deps.db, await listContent(deps.db, kind), now) };
}

export async function saveContent(deps: AppDeps, staff: UserRow, b: ReqOf<typeof contract.content.staffSave>) {
  const refusal = saveProblem(b, allowedHosts(await featureConfig(deps, LINK_HOSTS_KEY)));
  if (refusal) throw badRequest(refusal);
  const now = deps.clock();
  const fields = {
    slug: (b.slug ?? '').trim(), title: b.title.trim(), summary: (b.summary ?? '').trim(), body: b.body ?? '', image_url: (b.imageUrl ?? '').trim(),
    link_url: (b.linkUrl ?? '').trim(), link_text: (b.linkText ?? '').trim(), category: (b.category ?? '').trim(), sort: b.sort ?? 0,
    publish_at: b.publishAt ?? null, take_down_at: b.takeDownAt ?? null, updated_by: staff.user_id, updated_at: now,
  };
  return deps.db.transaction().execute(async (trx) => {
    if (!b.id) {
      const row: ContentRow = { id: newId('ct'), kind: b.kind, ...fields, status: 'draft', published_at: null, created_by: staff.user_id, created_at: now };
      await insertContent(trx, row);
      await writeAudit(trx, { actor: staff.user_id, action: 'content.create', targetType: 'content', targetId: row.id, before: null, after: row }, now);
      return staffItem(trx, row, now);
    }
    const before = await getContent(trx, b.id);
    if (!before) throw notFound(MSG.NOT_FOUND);
    if (before.kind !== b.kind) throw badRequest(MSG.KIND_FIXED);
    // A published item keeps its place in the list unless its publish time moves.
    const published_at = before.status === 'published' ? (fields.publish_at ?? before.published_at) : before.published_at;
    const after: ContentRow = { ...before, ...fields, published_at };
    await updateContent(trx, before.id, { ...fields, published_at });
    await writeAudit(trx, { actor: staff.user_id, action: 'content.update', targetType: 'content', targetId: before.id, before, after }, now);
    return staffItem(trx, after, now);
  });
}

export async function publishContent(deps: AppDeps, staff: UserRow, id: string) {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await getContent(trx, id);
    if (!before) throw notFound(MSG.NOT_FOUND);
    // The list's date: the scheduled time, or now.
    const after: ContentRow = { ...before, status: 'published', published_at: before.publish_at ?? now, updated_by: staff.user_id, updated_at: now };
    await updateContent(trx, before.id, { status: after.status, published_at: after.published_at, updated_by: after.updated_by, updated_at: now });
    await writeAudit(trx, { actor: staff.user_id, action: 'content.publish', targetType: 'content', targetId: before.id, before, after }, now);
    return staffItem(trx, after, now);
  });
}

export async function takeDownContent(deps: AppDeps, staff: UserRow, id: string, reasonText: string) {
  const reason = reasonText.trim();
  if (!reason) throw badRequest('请填写下架原因');
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await getContent(trx, id);
    if (!before) throw notFound(MSG.NOT_FOUND);
    if (before.status === 'taken_down') throw conflict(MSG.ALREADY_DOWN);
    const after: ContentRow = { ...before, status: 'taken_down', updated_by: staff.user_id, updated_at: now };
    await updateContent(trx, before.id, { status: 'taken_down', updated_by: staff.user_id, updated_at: now });
    await writeAudit(trx, { actor: staff.user_id, action: 'content.take_down', targetType: 'content', targetId: before.id, before, after, reason }, now);
    return staffItem(trx, after, now);
  });
}
