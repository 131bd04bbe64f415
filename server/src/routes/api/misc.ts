/** Tracking (pageLog, eventLog, monitor), feature config, basic store, JSSDK signature, share records, demo covers. */
import { channelCode } from '../../../../src/contract/rules/channel';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { featureConfig } from '../../services/feature-config';
import { route } from '../../http/route';
import { badRequest } from '../../lib/errors';
import { str } from '../../lib/schema';
import { newId } from '../../lib/util';
import { caseOr404 } from '../../policies/case';
import { insertShare } from '../../repositories/cases';
import { getBasicStore, insertEventLog, insertPageLog } from '../../repositories/misc';
import { jssdkSignature } from '../../providers/wxlogin';

export function miscRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, contract.stat.pageLog, async ({ body: b, user }) => {
    await insertPageLog(deps.db, {
      id: newId('pl'), info_uuid: b.infoUuid ?? '', from_path: b.fromPath, to_path: b.toPath, self_tag: b.selfTag ?? '',
      channel: channelCode(b.channel), platform: b.platform, gray_mode: b.grayMode ?? 0, user_id: user?.user_id ?? null, created_at: deps.clock(),
    });
    return null;
  });

  route(app, deps, contract.stat.track, async ({ body, user }) => {
    const payload = JSON.stringify({ elementCode: body.elementCode, props: body.props ?? {} });
    await insertEventLog(deps.db, { id: newId('ev'), kind: 'track', name: body.event, payload, user_id: user?.user_id ?? null, created_at: deps.clock() });
    return null;
  });

  route(app, deps, contract.stat.monitor, async ({ body, req }) => {
    await insertEventLog(deps.db, { id: newId('ev'), kind: 'monitor', name: body.category, payload: body.tagsJson, user_id: null, created_at: deps.clock() });
    req.log.warn({ category: body.category }, 'client monitor report');
    return null;
  });

  route(app, deps, contract.config.featureConfig, ({ body }) => featureConfig(deps, body.key));

  route(app, deps, contract.config.basicStore, async ({ body }) => ({ content: (await getBasicStore(deps.db, body.activity_id)) ?? '' }));

  route(app, deps, contract.wx.jssdkSignature, async ({ body }) => {
    let parsed: URL;
    try {
      parsed = new URL(body.url);
    } catch {
      throw badRequest('参数错误: url');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest('参数错误: url');
    const ticket = await deps.ticket.jsapiTicket();
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(deps.clock() / 1000);
    return { appId: deps.config.wx.appId, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, body.url) };
  });

  // A completed share of a case, by anyone (the session's user, if any, is kept with it).
  route(app, deps, contract.share.success, async ({ body: b, user }) => {
    await caseOr404(deps, b.infoId);
    await insertShare(deps.db, {
      id: newId('s'), uuid: b.uuid ?? '', info_uuid: b.infoId, user_id: user?.user_id ?? null, source: b.source ?? '',
      channel: channelCode(b.channel), user_source_id: b.userSourceId ?? '', share_id: b.shareId ?? '', share_dv: b.shareDv,
      trade_no: b.tradeNo ?? '', to_wx_source: b.toWxSource, created_at: deps.clock(),
    });
    return null;
  });

  // Demo covers and images are generated here so pages never load external hosts.
  app.get<{ Params: { file: string } }>('/api/demo/cover/:file', { schema: { params: { type: 'object', properties: { file: str(1, 40) } } } }, async (req, reply) => {
    const m = /^(\d{1,3})\.svg(!cf_mtr_\d+)?$/.exec(req.params.file);
    if (!m || !deps.demoImages) return reply.status(404).send({ code: 404, msg: '资源不存在', data: null });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(deps.demoImages.svg(Number(m[1])));
  });
}
