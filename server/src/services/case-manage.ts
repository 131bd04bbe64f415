/**
 * The raiser's fundraiser centre (src/contract/trust.ts): fast replies, case labels and the fundraiser
 * version. The writes are the owner's (the route's access 'owner' hands the case in).
 */
import { createHash } from 'node:crypto';
import { MAX_FAST_REPLIES, type FastReply, type FundraiserVersion } from '../../../src/contract/trust';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../lib/errors';
import { newId } from '../lib/util';
import { caseOr404 } from '../policies/case';
import { countFastReplies, deleteFastReply, getLabels, insertFastReply, listFastReplies, setLabels, updateFastReply } from '../repositories/manage';
import type { CaseRow } from '../repositories/cases';
import type { UserRow } from '../repositories/users';
import { featureConfig } from './feature-config';

const toReply = (r: { id: string; content: string; created_at: number }): FastReply => ({ id: r.id, content: r.content, createdAt: Number(r.created_at) });

export async function fastReplyList(deps: AppDeps, kase: CaseRow) {
  return { list: (await listFastReplies(deps.db, kase.info_uuid)).map(toReply) };
}

export async function addFastReply(deps: AppDeps, user: UserRow, kase: CaseRow, content: string): Promise<FastReply> {
  if (!content.trim()) throw badRequest('请填写回复内容');
  if ((await countFastReplies(deps.db, kase.info_uuid)) >= MAX_FAST_REPLIES) throw conflict(`快捷回复最多${MAX_FAST_REPLIES}条`);
  const row = { id: newId('fr'), info_uuid: kase.info_uuid, user_id: user.user_id, content, created_at: deps.clock() };
  await insertFastReply(deps.db, row);
  return toReply(row);
}

export async function changeFastReply(deps: AppDeps, kase: CaseRow, id: string, content: string) {
  if (!content.trim()) throw badRequest('请填写回复内容');
  // Scoped by the case the caller owns: another case's reply id is simply not found.
  if (!(await updateFastReply(deps.db, kase.info_uuid, id, content))) throw notFound('快捷回复不存在');
  return { id, content };
}

export async function removeFastReply(deps: AppDeps, kase: CaseRow, id: string): Promise<null> {
  if (!(await deleteFastReply(deps.db, kase.info_uuid, id))) throw notFound('快捷回复不存在');
  return null;
}

export async function caseLabels(deps: AppDeps, infoUuid: string) {
  const c = await caseOr404(deps, infoUuid);
  return { labels: await getLabels(deps.db, c.info_uuid) };
}

export async function setCaseLabels(deps: AppDeps, kase: CaseRow, labels: string[]) {
  await setLabels(deps.db, kase.info_uuid, labels, deps.clock());
  return { labels };
}

/**
 * Feature config `fundraiserVersion`: { newVersionPercent (0..100, default 100), domainAddress,
 * accountOpen, strongJumpFundraiserManagement }. shunt is 1 (new version) for a stable share of cases
 * (a hash of infoUuid below the percent), so a case never flips between versions.
 */
export async function fundraiserVersion(deps: AppDeps, infoUuid: string): Promise<FundraiserVersion> {
  const c = await caseOr404(deps, infoUuid);
  const cfg = await featureConfig(deps, 'fundraiserVersion');
  const pct = typeof cfg.newVersionPercent === 'number' ? Math.min(Math.max(cfg.newVersionPercent, 0), 100) : 100;
  const bucket = createHash('sha256').update(c.info_uuid).digest().readUInt32BE(0) % 100;
  return {
    shunt: bucket < pct ? 1 : 0,
    domainAddressAndAccountOpenMap: {
      domainAddress: typeof cfg.domainAddress === 'string' ? cfg.domainAddress : '',
      accountOpen: cfg.accountOpen !== false,
      strongJumpFundraiserManagement: cfg.strongJumpFundraiserManagement === true,
    },
  };
}
