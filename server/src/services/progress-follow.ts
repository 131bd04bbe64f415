/** A case's progress posts as the public and the owner read them, and following a case's progress (src/contract/cases.ts, trust.ts). */
import type { FollowRes } from '../../../src/contract/trust';
import type { AppDeps } from '../deps';
import { caseOr404 } from '../policies/case';
import { follow, followerCount, isFollowing, listAllProgress, listApprovedProgress, unfollow } from '../repositories/progress';
import type { CaseRow } from '../repositories/cases';
import { earnForCaseFollow } from './love-earn';
import { toProgressT } from './progress';

/** The public list: approved posts, newest first, `limit` 1..50 (default 10). */
export async function publicProgressPage(deps: AppDeps, body: { infoUuid: string; offset?: number; limit?: number }) {
  const offset = body.offset ?? 0;
  const limit = Math.min(Math.max(body.limit ?? 10, 1), 50);
  await caseOr404(deps, body.infoUuid);
  const { rows, total } = await listApprovedProgress(deps.db, body.infoUuid, offset, limit);
  return { list: rows.slice(0, limit).map(toProgressT), hasNext: rows.length > limit, total };
}

/** The owner's posts with their review status. */
export async function ownerProgress(deps: AppDeps, kase: CaseRow) {
  return { list: (await listAllProgress(deps.db, kase.info_uuid)).map(toProgressT) };
}

const stateOf = async (deps: AppDeps, infoUuid: string, userId: string): Promise<FollowRes> => ({
  following: await isFollowing(deps.db, infoUuid, userId), followers: await followerCount(deps.db, infoUuid),
});

export async function followState(deps: AppDeps, infoUuid: string, userId: string): Promise<FollowRes> {
  const c = await caseOr404(deps, infoUuid);
  return stateOf(deps, c.info_uuid, userId);
}

export async function followCase(deps: AppDeps, infoUuid: string, userId: string): Promise<FollowRes> {
  const c = await caseOr404(deps, infoUuid);
  await follow(deps.db, c.info_uuid, userId, deps.clock());
  await earnForCaseFollow(deps.db, c.info_uuid, userId, deps.clock()); // the latest post's author earns love value
  return stateOf(deps, c.info_uuid, userId);
}

export async function unfollowCase(deps: AppDeps, infoUuid: string, userId: string): Promise<FollowRes> {
  const c = await caseOr404(deps, infoUuid);
  await unfollow(deps.db, c.info_uuid, userId);
  return stateOf(deps, c.info_uuid, userId);
}
