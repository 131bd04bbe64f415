/**
 * The raiser's fundraiser centre: fast replies (/api/charity/cf/manage/fast-reply/*), case labels
 * (/api/charity/cf/manage/labels/get|set), the manage page info with its to-do list
 * (/api/charity/cf/manage/page-info) and the fundraiser version (/api/cf/v4/fundraiser-version).
 * Every write and the page info are owner only: anyone else gets 403 and nothing is written.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { INFO_UUID, post, str } from '../../lib/schema';
import { newId } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { countFastReplies, deleteFastReply, getLabels, insertFastReply, listFastReplies, setLabels, updateFastReply } from '../../repositories/manage';
import { ownedCase } from '../../services/progress';
import { managePageInfo } from '../../services/progress-manage';
import { CASE_LABELS, type FastReply, type FundraiserVersion } from '../../../../src/services/contract-trust';
import { featureConfig } from './misc';
import { caseOr404 } from './cases';

export const MAX_FAST_REPLIES = 20;
export const MAX_LABELS = 5;

export function manageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = '/api/charity/cf/manage';
  const toReply = (r: { id: string; content: string; created_at: number }): FastReply => ({ id: r.id, content: r.content, createdAt: Number(r.created_at) });

  app.post<{ Body: { infoUuid: string } }>(`${base}/fast-reply/list`, post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const c = await ownedCase(deps, await requireUser(req, deps), req.body.infoUuid);
    return ok({ list: (await listFastReplies(deps.db, c.info_uuid)).map(toReply) });
  });
  app.post<{ Body: { infoUuid: string; content: string } }>(`${base}/fast-reply/add`, post({ infoUuid: INFO_UUID, content: str(1, 200) }, ['infoUuid', 'content']), async (req) => {
    const user = await requireUser(req, deps);
    const c = await ownedCase(deps, user, req.body.infoUuid);
    if (!req.body.content.trim()) throw badRequest('请填写回复内容');
    if ((await countFastReplies(deps.db, c.info_uuid)) >= MAX_FAST_REPLIES) throw conflict(`快捷回复最多${MAX_FAST_REPLIES}条`);
    const row = { id: newId('fr'), info_uuid: c.info_uuid, user_id: user.user_id, content: req.body.content, created_at: deps.clock() };
    await insertFastReply(deps.db, row);
    return ok(toReply(row));
  });
  app.post<{ Body: { infoUuid: string; id: string; content: string } }>(
    `${base}/fast-reply/update`,
    post({ infoUuid: INFO_UUID, id: str(1, 64), content: str(1, 200) }, ['infoUuid', 'id', 'content']),
    async (req) => {
      const c = await ownedCase(deps, await requireUser(req, deps), req.body.infoUuid);
      if (!req.body.content.trim()) throw badRequest('请填写回复内容');
      // Scoped by the case the caller owns: another case's reply id is simply not found.
      if (!(await updateFastReply(deps.db, c.info_uuid, req.body.id, req.body.content))) throw notFound('快捷回复不存在');
      return ok({ id: req.body.id, content: req.body.content });
    },
  );
  app.post<{ Body: { infoUuid: string; id: string } }>(`${base}/fast-reply/delete`, post({ infoUuid: INFO_UUID, id: str(1, 64) }, ['infoUuid', 'id']), async (req) => {
    const c = await ownedCase(deps, await requireUser(req, deps), req.body.infoUuid);
    if (!(await deleteFastReply(deps.db, c.info_uuid, req.body.id))) throw notFound('快捷回复不存在');
    return ok(null);
  });

  app.post<{ Body: { infoUuid: string } }>(`${base}/labels/get`, post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const c = await caseOr404(deps, req.body.infoUuid);
    return ok({ labels: await getLabels(deps.db, c.info_uuid) });
  });
  app.post<{ Body: { infoUuid: string; labels: string[] } }>(
    `${base}/labels/set`,
    post({ infoUuid: INFO_UUID, labels: { type: 'array', maxItems: MAX_LABELS, uniqueItems: true, items: { enum: [...CASE_LABELS] } } }, ['infoUuid', 'labels']),
    async (req) => {
      const c = await ownedCase(deps, await requireUser(req, deps), req.body.infoUuid);
      await setLabels(deps.db, c.info_uuid, req.body.labels, deps.clock());
      return ok({ labels: req.body.labels });
    },
  );

  app.post<{ Body: { infoUuid: string } }>(`${base}/page-info`, post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const c = await ownedCase(deps, await requireUser(req, deps), req.body.infoUuid);
    return ok(await managePageInfo(deps, c));
  });

  /**
   * Feature config `fundraiserVersion`: { newVersionPercent (0..100, default 100), domainAddress,
   * accountOpen, strongJumpFundraiserManagement }. shunt is 1 (new version) for a stable share of cases
   * (a hash of infoUuid below the percent), so a case never flips between versions.
   */
  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/fundraiser-version', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const c = await caseOr404(deps, req.body.infoUuid);
    const cfg = await featureConfig(deps, 'fundraiserVersion');
    const pct = typeof cfg.newVersionPercent === 'number' ? Math.min(Math.max(cfg.newVersionPercent, 0), 100) : 100;
    const bucket = createHash('sha256').update(c.info_uuid).digest().readUInt32BE(0) % 100;
    const res: FundraiserVersion = {
      shunt: bucket < pct ? 1 : 0,
      domainAddressAndAccountOpenMap: {
        domainAddress: typeof cfg.domainAddress === 'string' ? cfg.domainAddress : '',
        accountOpen: cfg.accountOpen !== false,
        strongJumpFundraiserManagement: cfg.strongJumpFundraiserManagement === true,
      },
    };
    return ok(res);
  });
}
