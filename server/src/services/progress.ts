/**
 * Progress posts: the owner writes text and up to 9 photos (upload URLs); a post is public only after
 * staff approve it (pending -> approved | rejected, once). Approval notifies the owner and every
 * follower of the case; rejection notifies the owner with the reason. Text is stored as typed.
 */
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../lib/errors';
import { large, newId } from '../lib/util';
import { writeAudit } from '../repositories/audit';
import { getCase } from '../repositories/cases';
import { ownedCaseOr403 } from '../policies/case';
import { getProgress, insertProgressRow, reviewProgress } from '../repositories/progress';
import type { UserRow } from '../repositories/users';
import type { ProgressTable } from '../db/schema';
import { inTransactionWithNotify, notifyProgressReviewed } from './notify';
import { PROGRESS_MAX_IMAGES, type ProgressItemT, type ReviewStatus } from '../../../src/contract/trust';

/**
 * An image reference we accept: an http(s) URL or a path on our own host (uploads answer /files/...
 * or /api/upload/...). No commas (the list is stored comma-separated), no spaces or quotes, no
 * protocol-relative //host, no other scheme (javascript:, data:).
 */
const IMAGE_URL_RE = /^(https?:\/\/[^\s,"'<>\\]+|\/[^/\s,"'<>\\][^\s,"'<>\\]*)$/;
export const isImageUrl = (u: string) => u.length <= 500 && IMAGE_URL_RE.test(u) && !u.startsWith('//');

/** Splits and checks a comma-separated image list; a 400 with a Chinese msg when bad. */
export function parseImageList(raw: string | string[] | undefined, max = PROGRESS_MAX_IMAGES): string[] {
  const urls = (Array.isArray(raw) ? raw : (raw ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
  if (urls.length > max) throw badRequest(`最多上传${max}张图片`);
  if (urls.some((u) => !isImageUrl(u))) throw badRequest('图片地址不正确，请重新上传');
  return urls;
}

export function toProgressT(p: ProgressTable): ProgressItemT {
  const urls = p.image_urls ? p.image_urls.split(',').filter(Boolean) : [];
  const t = Number(p.created_at);
  return {
    id: p.id, content: p.content, imageUrls: urls.join(','), largeImageUrls: urls.map(large).join(','),
    updateDate: t, sortDate: t, updateTime: new Date(t).toISOString(), status: (p.status ?? 'approved') as ReviewStatus, reason: p.reason ?? '',
  };
}

export async function addProgress(deps: AppDeps, user: UserRow, b: { infoUuid: string; content: string; imageUrls?: string }): Promise<ProgressItemT> {
  const c = await ownedCaseOr403(deps, user, b.infoUuid);
  if (!b.content.trim()) throw badRequest('请填写动态内容');
  const urls = parseImageList(b.imageUrls);
  const row: ProgressTable = {
    id: newId('p'), info_uuid: c.info_uuid, user_id: user.user_id, content: b.content, image_urls: urls.join(','), created_at: deps.clock(),
    status: 'pending', reason: '', reviewer_id: null, reviewed_at: null,
  };
  await insertProgressRow(deps.db, row);
  return toProgressT(row);
}

/** Staff review, with its audit row and the notifications in the same transaction. */
export async function reviewProgressPost(deps: AppDeps, staff: UserRow, id: string, approve: boolean, reason: string): Promise<ProgressItemT> {
  if (!approve && !reason.trim()) throw badRequest('请填写驳回原因');
  const now = deps.clock();
  await inTransactionWithNotify(deps, async (trx, outbox) => {
    const p = await getProgress(trx, id);
    if (!p) throw notFound('动态不存在');
    if (!(await reviewProgress(trx, id, approve, staff.user_id, reason, now))) throw conflict('该动态已审核');
    const c = await getCase(trx, p.info_uuid);
    await writeAudit(trx, {
      actor: staff.user_id, action: approve ? 'progress.approve' : 'progress.reject', targetType: 'progress', targetId: id, infoUuid: p.info_uuid,
      before: { status: p.status }, after: { status: approve ? 'approved' : 'rejected' }, reason,
    }, now);
    if (c) await notifyProgressReviewed(trx, outbox, { infoUuid: p.info_uuid, ownerId: c.owner_user_id, approved: approve, reason, title: p.content });
  });
  return toProgressT((await getProgress(deps.db, id))!);
}
