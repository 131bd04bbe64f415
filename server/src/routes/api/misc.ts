/** Tracking (pageLog, eventLog, monitor), feature config, basic store, JSSDK signature, demo covers. */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { int, post, str } from '../../lib/schema';
import { newId } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { sessionUser } from '../../plugins/auth';
import { getBasicStore, getFeatureConfig, insertEventLog, insertPageLog } from '../../repositories/misc';
import { jssdkSignature } from '../../providers/wxlogin';
import type { MonitorReq, PageLogReq, TrackReq } from '../../../../src/services/contract';
import { coverSvg } from '../../../seed/covers';

/**
 * The feature config of a key as a JSON object: {} when unknown; a stored object as is; any other
 * stored value (e.g. the string of `oldActivityUrl`) as { [key]: value }.
 */
export async function featureConfig(deps: AppDeps, key: string): Promise<Record<string, unknown>> {
  const raw = await getFeatureConfig(deps.db, key);
  if (raw === undefined) return {};
  let v: unknown = raw;
  try {
    v = JSON.parse(raw);
  } catch {
    // a plain (non-JSON) text value
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { [key]: v };
}

export function miscRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: PageLogReq }>(
    '/api/cf/v4/stat/pageLog',
    post({ infoUuid: str(0, 64), fromPath: str(0, 1000), toPath: str(0, 1000), selfTag: str(0, 100), channel: str(0, 50), platform: int(0, 100), grayMode: int(0, 100) }, ['fromPath', 'toPath', 'platform']),
    async (req) => {
      const b = req.body;
      const user = await sessionUser(req, deps);
      await insertPageLog(deps.db, {
        id: newId('pl'), info_uuid: b.infoUuid ?? '', from_path: b.fromPath, to_path: b.toPath, self_tag: b.selfTag ?? '',
        channel: b.channel ?? '', platform: b.platform, gray_mode: b.grayMode ?? 0, user_id: user?.user_id ?? null, created_at: deps.clock(),
      });
      return ok(null);
    },
  );

  app.post<{ Body: TrackReq }>(
    '/api/cf/v4/stat/eventLog',
    post({ elementCode: int(0, 1e9), event: str(1, 200), props: { type: 'object', maxProperties: 50 } }, ['elementCode', 'event']),
    async (req) => {
      const user = await sessionUser(req, deps);
      const payload = JSON.stringify({ elementCode: req.body.elementCode, props: req.body.props ?? {} });
      await insertEventLog(deps.db, { id: newId('ev'), kind: 'track', name: req.body.event, payload, user_id: user?.user_id ?? null, created_at: deps.clock() });
      return ok(null);
    },
  );

  app.post<{ Body: MonitorReq }>('/api/monitor/report', post({ category: str(1, 200), tagsJson: str(0, 20000) }, ['category', 'tagsJson']), async (req) => {
    await insertEventLog(deps.db, { id: newId('ev'), kind: 'monitor', name: req.body.category, payload: req.body.tagsJson, user_id: null, created_at: deps.clock() });
    req.log.warn({ category: req.body.category }, 'client monitor report');
    return ok(null);
  });

  app.post<{ Body: { key: string } }>('/api/cf/common/apollo/get-json-public', post({ key: str(1, 100) }, ['key']), async (req) =>
    ok(await featureConfig(deps, req.body.key)),
  );

  app.post<{ Body: { activity_id: string } }>('/api/frame/basic/store/v1/get', post({ activity_id: str(1, 64) }, ['activity_id']), async (req) =>
    ok({ content: (await getBasicStore(deps.db, req.body.activity_id)) ?? '' }),
  );

  app.post<{ Body: { url: string; thirdType?: number } }>('/api/wx/jssdk/signature', post({ url: str(1, 2000), thirdType: int(0, 1000) }, ['url']), async (req) => {
    let parsed: URL;
    try {
      parsed = new URL(req.body.url);
    } catch {
      throw badRequest('参数错误: url');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest('参数错误: url');
    const ticket = await deps.ticket.jsapiTicket();
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(deps.clock() / 1000);
    return ok({ appId: deps.config.wx.appId, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, req.body.url) });
  });

  // Demo covers and images are generated here so pages never load external hosts.
  app.get<{ Params: { file: string } }>('/api/demo/cover/:file', { schema: { params: { type: 'object', properties: { file: str(1, 40) } } } }, async (req, reply) => {
    const m = /^(\d{1,3})\.svg(!cf_mtr_\d+)?$/.exec(req.params.file);
    if (!m) return reply.status(404).send({ code: 404, msg: '资源不存在', data: null });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(coverSvg(Number(m[1])));
  });
}
