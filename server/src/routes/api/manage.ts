/**
 * The raiser's fundraiser centre (declared in src/contract/trust.ts): fast replies, case labels, the
 * manage page info with its to-do list and the fundraiser version. Every write and the page info are
 * the owner's (access 'owner': anyone else gets 403 and nothing is written).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import { MAX_FAST_REPLIES, type FastReply, type FundraiserVersion } from '../../../../src/contract/trust';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { countFastReplies, deleteFastReply, getLabels, insertFastReply, listFastReplies, setLabels, updateFastReply } from '../../repositories/manage';
import { managePageInfo } from '../../services/progress-manage';
import { featureConfig } from '../../services/feature-config';
import { caseOr404 } from '../../policies/case';

const T = contract.trust;


export function manageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const toReply = (r: { id: string; content: string; created_at: number }): FastReply => ({ id: r.id, content: r.content, createdAt: Number(r.created_at) });

  route(app, deps, T.fastReplyList, async ({ kase }) => ({ list: (await listFastReplies(deps.db, kase.info_uuid)).map(toReply) }));
  route(app, deps, T.fastReplyAdd, async ({ body, user, kase }) => {
    if (!body.content.trim()) throw badRequest('请填写回复内容');
    if ((await countFastReplies(deps.db, kase.info_uuid)) >= MAX_FAST_REPLIES) throw conflict(`快捷回复最多${MAX_FAST_REPLIES}条`);
    const row = { id: newId('fr'), info_uuid: kase.info_uuid, user_id: user.user_id, content: body.content, created_at: deps.clock() };
    await insertFastReply(deps.db, row);
    return toReply(row);
  });
  route(app, deps, T.fastReplyUpdate, async ({ body, kase }) => {
    if (!body.content.trim()) throw badRequest('请填写回复内容');
    // Scoped by the case the caller owns: another case's reply id is simply not found.
    if (!(await updateFastReply(deps.db, kase.info_uuid, body.id, body.content))) throw notFound('快捷回复不存在');
    return { id: body.id, content: body.content };
  });
  route(app, deps, T.fastReplyDelete, async ({ body, kase }) => {
    if (!(await deleteFastReply(deps.db, kase.info_uuid, body.id))) throw notFound('快捷回复不存在');
    return null;
  });

  route(app, deps, T.labelsGet, async ({ body }) => {
    const c = await caseOr404(deps, body.infoUuid);
    return { labels: await getLabels(deps.db, c.info_uuid) };
  });
  route(app, deps, T.labelsSet, async ({ body, kase }) => {
    await setLabels(deps.db, kase.info_uuid, body.labels, deps.clock());
    return { labels: body.labels };
  });

  route(app, deps, T.pageInfo, async ({ kase }) => managePageInfo(deps, kase));

  /**
   * Feature config `fundraiserVersion`: { newVersionPercent (0..100, default 100), domainAddress,
   * accountOpen, strongJumpFundraiserManagement }. shunt is 1 (new version) for a stable share of cases
   * (a hash of infoUuid below the percent), so a case never flips between versions.
   */
  route(app, deps, T.fundraiserVersion, async ({ body }) => {
    const c = await caseOr404(deps, body.infoUuid);
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
    return res;
  });
}
