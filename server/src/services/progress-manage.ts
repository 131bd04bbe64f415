/**
 * The raiser's manage page info: the case's counters and a to-do list computed from its real state.
 * - materials: every section the case type needs has passed review (raise flow: services/raise/gates.ts); it opens
 *   the papers' screen, or the case's list of sections when more than its papers is wanted (a dream's payee);
 * - invite_friends: fewer than INVITE_TARGET verifications so far;
 * - post_progress: no progress post in the last POST_EVERY_DAYS days;
 * - apply_withdrawal: money raised and no standing withdrawal yet.
 */
import type { AppDeps } from '../deps';
import type { CaseRow } from '../repositories/cases';
import { followerCount } from '../repositories/progress';
import { liveWithdrawals, recentPosts, visitCount } from '../repositories/manage';
import { countsOf } from '../repositories/verifications';
import { allPassed, requiredStatuses } from './raise/gates';
import { sectionsWanted, sectionsWantedRoute } from '../../../src/contract/status-sets';
import { buildH5Url } from '../../../src/lib/nav-url';
import { routeByName } from '../../../src/routes';
import type { ManagePageInfo, TodoItem } from '../../../src/contract/trust';

export const INVITE_TARGET = 3;
export const POST_EVERY_DAYS = 7;

export async function managePageInfo(deps: AppDeps, c: CaseRow): Promise<ManagePageInfo> {
  const id = encodeURIComponent(c.info_uuid);
  const verifications = (await countsOf(deps.db, c.info_uuid)).count;
  const raised = Number(c.raised_amount);
  // what review still wants: its papers on their own screen, more (a dream's payee and papers) on the list of its sections
  const need = await requiredStatuses(deps.db, c.info_uuid);
  const wanted = need ? sectionsWanted({ published: Number(c.published) === 1, caseStatus: Number(c.status), ...need }) : [];
  const todos: TodoItem[] = [
    { kind: 'materials', title: '完善证明材料', path: buildH5Url(routeByName(sectionsWantedRoute(wanted)), { infoUuid: c.info_uuid }), done: allPassed(need) },
    { kind: 'invite_friends', title: `邀请亲友证实（已有${verifications}人）`, path: `/cf/contribute/fundraiser-center/friend-prove/${id}`, done: verifications >= INVITE_TARGET },
    {
      kind: 'post_progress', title: '发布筹款动态', path: `/cf/publish/progress/${id}`,
      done: (await recentPosts(deps.db, c.info_uuid, deps.clock() - POST_EVERY_DAYS * 86_400_000)) > 0,
    },
  ];
  if (raised > 0) {
    todos.push({ kind: 'apply_withdrawal', title: '申请提现', path: `/cf/withdraw/confirm/${id}`, done: (await liveWithdrawals(deps.db, c.info_uuid)) > 0 });
  }
  return {
    infoUuid: c.info_uuid, raisedAmount: raised, donationCount: Number(c.donation_count), shareCount: Number(c.share_count),
    visitCount: await visitCount(deps.db, c.info_uuid), verificationCount: verifications, followers: await followerCount(deps.db, c.info_uuid), todos,
    raiseType: Number(c.raise_type) as ManagePageInfo['raiseType'],
  };
}
