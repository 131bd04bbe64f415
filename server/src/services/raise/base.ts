/**
 * Base info (title, story, target, pictures) of the three raise types: creating a draft, updating it
 * while it is not under review or passed, and, once passed, the edit-case dialog's PENDING revision.
 */
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { ApiError, badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/util';
import { ownedCaseOr403 } from '../../policies/case';
import { insertCase, type CaseRow } from '../../repositories/cases';
import { updateCase } from '../../repositories/case-state';
import { countDrafts, insertFirstSection, listSectionRows, moveSection } from '../../repositories/raise';
import { isUserBlacklisted } from '../../repositories/raise-admin';
import { insertRevision } from '../../repositories/revisions';
import type { UserRow } from '../../repositories/users';
import { statusesOf } from './gates';
import { isUrl } from './sections';
import { nextStatus } from '../../domain/machines/section';
import { EMSG as WF, RAISE_DAYS } from './workflow';
import { INFO_STATUS, type RaiseTypeCode } from '../../../../src/contract/raise-sections';
import { type BaseInfoReq, type BaseInfoRes } from '../../../../src/contract/raise';
import { contentError, RAISE_MSG, targetFenError, titleError } from '../../../../src/contract/rules/raise';
import { stripEmoji } from '../../../../src/contract/rules/text';

export { TITLE_LEN, CONTENT_LEN } from '../../../../src/contract/rules/raise';
export const MAX_DRAFTS = 5;
export const EMSG = {
  BAD_STATUS: '当前筹款状态不可修改',
  WRONG_TYPE: '筹款类型不符',
  NO_TYPE: RAISE_MSG.raiseType,
  TOO_MANY_DRAFTS: '您的筹款草稿已达上限，请先完成已有的筹款',
} as const;

/**
 * Title and story (src/contract/rules/raise.ts): lengths count what a reader sees, so blank padding does not
 * count; the title loses its emoji first (stripEmoji, as the form does while typing).
 */
export function checkText(title: unknown, content: unknown): { title: string; content: string } {
  const t = typeof title === 'string' ? stripEmoji(title) : '';
  const c = typeof content === 'string' ? content : '';
  const error = titleError(t) ?? contentError(c);
  if (error) throw badRequest(error);
  return { title: t, content: c };
}

/** Whole yuan within the type's range (TARGET_YUAN in src/contract/rules/raise.ts); the amount is in fen. */
export function checkTarget(raiseType: RaiseTypeCode, fen: unknown): number {
  const error = targetFenError(raiseType, fen);
  if (error) throw badRequest(error);
  return fen as number;
}

function checkPictures(b: BaseInfoReq): { cover: string; attachments: string[] } {
  const attachments = b.attachments ?? [];
  if (attachments.length > 9) throw badRequest('最多上传9张图片');
  for (const u of attachments) if (!isUrl(u)) throw badRequest('图片地址不正确');
  const cover = b.coverUrl ?? attachments[0] ?? '';
  if (cover && !isUrl(cover)) throw badRequest('封面图片地址不正确');
  return { cover, attachments };
}

/**
 * `fixedType`: the goods and dream paths fix the raise type (an existing case of another type is a
 * 400); the generic path takes body.raiseType on create and keeps the case's type on update.
 */
export async function saveBaseInfo(deps: AppDeps, user: UserRow, b: BaseInfoReq, fixedType?: RaiseTypeCode): Promise<BaseInfoRes> {
  if (!b.infoUuid) return createDraft(deps, user, b, fixedType);
  const c = await ownedCaseOr403(deps, user, b.infoUuid);
  if (fixedType !== undefined && c.raise_type !== fixedType) throw badRequest(EMSG.WRONG_TYPE);
  const rows = await listSectionRows(deps.db, c.info_uuid);
  const from = statusesOf(rows).base;
  if (from === INFO_STATUS.PASS) return reviseText(deps, user, c, b);
  const to = nextStatus(from, 'save');
  const { title, content } = checkText(b.title, b.content);
  const target = checkTarget(c.raise_type as RaiseTypeCode, b.targetAmount ?? Number(c.target_amount));
  const { cover, attachments } = checkPictures(b);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const data = JSON.stringify({ channel: b.channel ?? '' });
    if (!(await moveSection(trx, c.info_uuid, 'base', from, to, { data_json: data, updated_at: now }))) throw conflict(WF.RACE);
    await updateCase(trx, c.info_uuid, { title, content, target_amount: target, cover_url: cover, attachments: JSON.stringify(attachments) });
  });
  return { infoUuid: c.info_uuid, baseStatus: to };
}

async function createDraft(deps: AppDeps, user: UserRow, b: BaseInfoReq, fixedType?: RaiseTypeCode): Promise<BaseInfoRes> {
  if (await isUserBlacklisted(deps.db, user.user_id)) throw new ApiError(403, 403, WF.BLACKLISTED);
  const raiseType = fixedType ?? b.raiseType;
  if (raiseType === undefined) throw badRequest(EMSG.NO_TYPE);
  const { title, content } = checkText(b.title, b.content);
  const target = checkTarget(raiseType, b.targetAmount);
  const { cover, attachments } = checkPictures(b);
  if ((await countDrafts(deps.db, user.user_id)) >= MAX_DRAFTS) throw conflict(EMSG.TOO_MANY_DRAFTS);
  const now = deps.clock();
  const infoUuid = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertCase(trx, {
      info_uuid: infoUuid, title, content, cover_url: cover, attachments: JSON.stringify(attachments), raise_type: raiseType,
      target_amount: target, raised_amount: 0, donation_count: 0, share_count: 0, status: 0, finish_str: '', patient_name: '',
      owner_user_id: user.user_id, payee_relation: '', payee_name: '', hospital: '', disease: '', is_vip: 0, is_theme: 0,
      is_recommend: 0, subsidize: 0, group_value: 0, eye_value: 0, service_charge: 1, page_version: 0, pr_new_or_old: 1, is_help: 0,
      created_at: now, expire_at: now + RAISE_DAYS * 24 * 3600_000, published: 0, published_at: null,
    });
    await insertFirstSection(trx, {
      info_uuid: infoUuid, section: 'base', status: INFO_STATUS.SAVED, data_json: JSON.stringify({ channel: b.channel ?? '' }), lookup_key: '',
      reason: '', submitted_at: null, reviewed_by: null, reviewed_at: null, updated_at: now,
    });
  });
  return { infoUuid, baseStatus: INFO_STATUS.SAVED };
}

/** The edit-case dialog: only title and content, only while raising, as a PENDING revision for manual review. */
async function reviseText(deps: AppDeps, user: UserRow, c: CaseRow, b: BaseInfoReq): Promise<BaseInfoRes> {
  if (c.status !== 0) throw badRequest(EMSG.BAD_STATUS);
  const { title, content } = checkText(b.title, b.content);
  const revisionId = newId('rv');
  // Stored raw (as typed); the public case keeps its text until staff approve.
  await insertRevision(deps.db, {
    revision_id: revisionId, info_uuid: c.info_uuid, user_id: user.user_id, title, content,
    status: 'PENDING', reason: '', reviewer_id: null, created_at: deps.clock(), reviewed_at: null,
  });
  return { revisionId, status: 'PENDING' };
}
