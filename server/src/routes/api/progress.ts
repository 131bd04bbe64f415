/**
 * Progress posts: GET /api/cf/v4/progress/get (approved only), /api/cf/v4/progress/add (owner; pending
 * review), /api/cf/v4/progress/mine (owner: every post with its status), follow / unfollow / follow-status.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { INFO_UUID, post, str } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { follow, followerCount, isFollowing, listAllProgress, listApprovedProgress, unfollow } from '../../repositories/progress';
import { addProgress, ownedCase, toProgressT } from '../../services/progress';
import type { FollowRes } from '../../../../src/services/contract-trust';
import { caseOr404 } from './cases';

export function progressRoutes(app: FastifyInstance, deps: AppDeps): void {
  const digits = { type: 'string', pattern: '^\\d{1,6}$' };
  app.get<{ Querystring: { infoUuid: string; offset?: string; limit?: string } }>(
    '/api/cf/v4/progress/get',
    { schema: { querystring: { type: 'object', additionalProperties: false, required: ['infoUuid'], properties: { infoUuid: INFO_UUID, offset: digits, limit: digits, type: digits } } } },
    async (req) => {
      const offset = Number(req.query.offset ?? 0);
      const limit = Math.min(Math.max(Number(req.query.limit ?? 10), 1), 50);
      await caseOr404(deps, req.query.infoUuid);
      const { rows, total } = await listApprovedProgress(deps.db, req.query.infoUuid, offset, limit);
      return ok({ list: rows.slice(0, limit).map(toProgressT), hasNext: rows.length > limit, total });
    },
  );

  app.post<{ Body: { infoUuid: string; content: string; imageUrls?: string } }>(
    '/api/cf/v4/progress/add',
    post({ infoUuid: INFO_UUID, content: str(1, 2000), imageUrls: str(0, 5000) }, ['infoUuid', 'content']),
    async (req) => ok(await addProgress(deps, await requireUser(req, deps), req.body)),
  );

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/progress/mine', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const user = await requireUser(req, deps);
    const c = await ownedCase(deps, user, req.body.infoUuid);
    return ok({ list: (await listAllProgress(deps.db, c.info_uuid)).map(toProgressT) });
  });

  const followState = async (infoUuid: string, userId: string): Promise<FollowRes> => ({
    following: await isFollowing(deps.db, infoUuid, userId), followers: await followerCount(deps.db, infoUuid),
  });
  for (const action of ['follow', 'unfollow', 'follow-status'] as const) {
    app.post<{ Body: { infoUuid: string } }>(`/api/cf/v4/progress/${action}`, post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
      const user = await requireUser(req, deps);
      const c = await caseOr404(deps, req.body.infoUuid);
      if (action === 'follow') await follow(deps.db, c.info_uuid, user.user_id, deps.clock());
      if (action === 'unfollow') await unfollow(deps.db, c.info_uuid, user.user_id);
      return ok(await followState(c.info_uuid, user.user_id));
    });
  }
}
