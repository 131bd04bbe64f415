/**
 * Discussion (public trust) of a case. The status machine is the one table DISCUSSION_TRANSITIONS
 * (src/contract/trust.ts); every change goes through `transition`, which checks the actor's
 * role and moves the row with a conditional UPDATE, so a racing second change gets 409.
 * Voting rules: only while onPublic; one vote per user (primary key); the owner cannot vote; only
 * donors of the case (a PAID order) or its verifiers (not marked false) may; results are public.
 */
import type { AppDeps } from '../deps';
import { ApiError, conflict, forbidden, notFound } from '../lib/errors';
import { assertCaseOwner, isCaseOwner } from '../policies/case';
import { assertMayVote, OWNER_VOTE_MSG } from '../policies/discussion';
import { writeAudit } from '../repositories/audit';
import { getCase, type CaseRow } from '../repositories/cases';
import {
  discussionCommentCount, getDiscussion, hasPaid, insertDiscussion, insertVote, moveDiscussion, myVote, voteCounts,
} from '../repositories/discussion';
import { hasVerified } from '../repositories/verifications';
import type { UserRow } from '../repositories/users';
import { inTransactionWithNotify, notifyDiscussion } from './notify';
import { DISCUSSION, DISCUSSION_TRANSITIONS, type DiscussionInfo, type DiscussionStatus, type VoteChoice } from '../../../src/contract/trust';

export type DiscussionAction = (typeof DISCUSSION_TRANSITIONS)[number]['action'];
export const DMSG = {
  BAD_STATE: '当前状态不可操作', VOTED: '你已经投过票了', NOT_ELIGIBLE: '仅捐款人或证实人可以投票', OWNER_VOTE: OWNER_VOTE_MSG,
  CLOSED: '公议未开放，暂不能评论',
} as const;

/** The stored status, or the implied one: noApply while the case is raising, else noDiscussion. */
export async function statusOf(deps: AppDeps, c: CaseRow): Promise<DiscussionStatus> {
  const d = await getDiscussion(deps.db, c.info_uuid);
  if (d) return d.status as DiscussionStatus;
  return c.status === 0 ? DISCUSSION.noApply : DISCUSSION.noDiscussion;
}

/** The transition of `action`, or a 403 (wrong role) / 409 (not allowed from this status). */
export function allowed(action: DiscussionAction, from: DiscussionStatus, role: 'owner' | 'staff'): DiscussionStatus {
  const t = DISCUSSION_TRANSITIONS.find((x) => x.action === action)!;
  if (!t.by.split('|').includes(role)) throw forbidden();
  if (!(t.from as readonly number[]).includes(from)) throw conflict(DMSG.BAD_STATE);
  return t.to as DiscussionStatus;
}

export async function transition(deps: AppDeps, actor: UserRow, role: 'owner' | 'staff', infoUuid: string, action: DiscussionAction, text = ''): Promise<void> {
  const c = await getCase(deps.db, infoUuid);
  if (!c) throw notFound('筹款不存在');
  if (role === 'owner') assertCaseOwner(actor, c);
  const from = await statusOf(deps, c);
  const to = allowed(action, from, role);
  const t = DISCUSSION_TRANSITIONS.find((x) => x.action === action)!;
  const now = deps.clock();
  await inTransactionWithNotify(deps, async (trx, outbox) => {
    const patch = action === 'apply' ? { content: text, reason: '' } : action === 'reject' ? { reason: text } : {};
    const moved = (await moveDiscussion(trx, c.info_uuid, t.from, to, patch, now)) || (action === 'apply' && from === DISCUSSION.noApply && (await insertDiscussion(trx, c.info_uuid, to, text, now)));
    if (!moved) throw conflict(DMSG.BAD_STATE);
    if (role === 'staff') {
      await writeAudit(trx, { actor: actor.user_id, action: `discussion.${action}`, targetType: 'discussion', targetId: c.info_uuid, infoUuid: c.info_uuid, before: { status: from }, after: { status: to }, reason: text }, now);
      const words: Record<string, string> = { approve: '您的公议申请已通过，已公开展示', reject: `您的公议申请未通过：${text}`, end: '您的公议已结束' };
      await notifyDiscussion(trx, outbox, { userId: c.owner_user_id, infoUuid: c.info_uuid, text: words[action] ?? '' });
    }
  });
}

export async function vote(deps: AppDeps, user: UserRow, infoUuid: string, choice: VoteChoice): Promise<void> {
  const c = await getCase(deps.db, infoUuid);
  if (!c) throw notFound('筹款不存在');
  if ((await statusOf(deps, c)) !== DISCUSSION.onPublic) throw conflict(DMSG.BAD_STATE);
  assertMayVote(user, c);
  if (!(await hasPaid(deps.db, c.info_uuid, user.user_id)) && !(await hasVerified(deps.db, c.info_uuid, user.user_id))) throw new ApiError(403, 403, DMSG.NOT_ELIGIBLE);
  if (!(await insertVote(deps.db, c.info_uuid, user.user_id, choice, deps.clock()))) throw conflict(DMSG.VOTED);
}

/** The discussion as the viewer sees it, with what they may do now. */
export async function discussionInfo(deps: AppDeps, viewer: UserRow | null, infoUuid: string): Promise<DiscussionInfo> {
  const c = await getCase(deps.db, infoUuid);
  if (!c) throw notFound('筹款不存在');
  const d = await getDiscussion(deps.db, c.info_uuid);
  const status = await statusOf(deps, c);
  const isOwner = isCaseOwner(viewer, c);
  const mine = viewer ? ((await myVote(deps.db, c.info_uuid, viewer.user_id)) as VoteChoice | null) : null;
  const eligible = !!viewer && !isOwner && ((await hasPaid(deps.db, c.info_uuid, viewer.user_id)) || (await hasVerified(deps.db, c.info_uuid, viewer.user_id)));
  return {
    infoUuid: c.info_uuid, status, reason: d?.reason ?? '', content: d?.content ?? '', votes: await voteCounts(deps.db, c.info_uuid),
    canApply: isOwner && (status === DISCUSSION.noApply || status === DISCUSSION.onReject), canEnd: isOwner && status === DISCUSSION.onPublic,
    canVote: status === DISCUSSION.onPublic && eligible && !mine, myVote: mine, commentCount: await discussionCommentCount(deps.db, c.info_uuid),
  };
}

/** A move of the discussion, answered with the discussion as the actor's page shows it (staff read it as a visitor). */
export async function actOnDiscussion(deps: AppDeps, actor: UserRow, role: 'owner' | 'staff', infoUuid: string, action: DiscussionAction, text = ''): Promise<DiscussionInfo> {
  await transition(deps, actor, role, infoUuid, action, text);
  return discussionInfo(deps, role === 'staff' ? null : actor, infoUuid);
}
