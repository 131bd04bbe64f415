/**
 * Progress posts: the public list and a new post (the `cases` group's calls, src/contract/cases.ts), the
 * owner's posts with their status, follow / unfollow / follow-status (the `trust` group's, src/contract/trust.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { follow, followerCount, isFollowing, listAllProgress, listApprovedProgress, unfollow } from '../../repositories/progress';
import { addProgress, toProgressT } from '../../services/progress';
import { earnForCaseFollow } from '../../services/love-earn';
import type { FollowRes } from '../../../../src/contract/trust';
import { caseOr404 } from '../../policies/case';

const T = contract.trust;

export function progressRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The public list and the owner's new post (src/contract/cases.ts: the `cases` group's calls).
  route(app, deps, contract.cases.progressList, async ({ body }) => {
    const offset = body.offset ?? 0;
    const limit = Math.min(Math.max(body.limit ?? 10, 1), 50);
    await caseOr404(deps, body.infoUuid);
    const { rows, total } = await listApprovedProgress(deps.db, body.infoUuid, offset, limit);
    return { list: rows.slice(0, limit).map(toProgressT), hasNext: rows.length > limit, total };
  });
  route(app, deps, contract.cases.progressAdd, async ({ body, user }) => addProgress(deps, user, body));

  // The owner's posts with their review status (access 'owner': the case is the caller's).
  route(app, deps, T.progressMine, async ({ kase }) => ({ list: (await listAllProgress(deps.db, kase.info_uuid)).map(toProgressT) }));

  const followState = async (infoUuid: string, userId: string): Promise<FollowRes> => ({
    following: await isFollowing(deps.db, infoUuid, userId), followers: await followerCount(deps.db, infoUuid),
  });
  route(app, deps, T.progressFollow, async ({ body, user }) => {
    const c = await caseOr404(deps, body.infoUuid);
    await follow(deps.db, c.info_uuid, user.user_id, deps.clock());
    await earnForCaseFollow(deps.db, c.info_uuid, user.user_id, deps.clock()); // the latest post's author earns love value
    return followState(c.info_uuid, user.user_id);
  });
  route(app, deps, T.progressUnfollow, async ({ body, user }) => {
    const c = await caseOr404(deps, body.infoUuid);
    await unfollow(deps.db, c.info_uuid, user.user_id);
    return followState(c.info_uuid, user.user_id);
  });
  route(app, deps, T.progressFollowStatus, async ({ body, user }) => {
    const c = await caseOr404(deps, body.infoUuid);
    return followState(c.info_uuid, user.user_id);
  });
}
