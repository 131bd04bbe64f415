/**
 * The `cases` group (src/contract/cases.ts): /api/cf/v4/case/list, get-funding-info, and a case's
 * progress posts (the public list, the owner's new post). The share record is the share group's (share.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { SESSION_COOKIE } from '../../plugins/auth';
import { absoluteImage, assetOrigin } from '../../plugins/assets';
import { route, SENT } from '../../http/route';
import { compileImages } from '../../http/images';
import { answerFromCache, JSON_UTF8, peeked, rememberViewer, storeBody } from '../../http/funding-cache';
import { casePage, fundingInfoFor } from '../../services/case-views';
import { addProgress } from '../../services/progress';
import { publicProgressPage } from '../../services/progress-follow';

const C = contract.cases;
/** The case page's declared image fields: route() maps them on a fresh answer, this on the bytes the cache keeps. */
const fundingImages = compileImages(C.fundingInfo.res);

export function casesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.list, async ({ body }) => casePage(deps, body));

  // get-funding-info in a scope of its own: its preHandler answers a reader known not to own the case
  // from the per-process cache of the serialised body (http/funding-cache.ts), before the access check
  // looks the session up. The owner's answer (isSelf) is always read fresh.
  app.register(async (scope) => {
    scope.addHook('preHandler', (req, reply, done) => {
      if (!answerFromCache(req, reply, deps, (req.body as { infoUuid: string }).infoUuid)) done();
    });
    route(scope, deps, C.fundingInfo, async ({ body, user: viewer, req, reply }) => {
      const { key, version, hit } = peeked(req)!;
      const token = req.cookies?.[SESSION_COOKIE];
      if (token) rememberViewer(deps.db, token, version, viewer?.user_id ?? '');
      if (hit && (!viewer || viewer.user_id !== hit.ownerUserId)) {
        reply.type(JSON_UTF8).send(hit.body);
        return SENT;
      }
      const { data, visitorOf: c } = await fundingInfoFor(deps, viewer, body.infoUuid);
      if (!c) return data;
      // The visitor's answer, kept as the bytes route() would send: declared images absolute, then the
      // call's response serializer (the same schema, so exactly the declared fields).
      const origin = assetOrigin(req, deps);
      fundingImages?.(data, (u) => absoluteImage(u, origin));
      const bytes = reply.serialize({ code: 0, msg: 'success', data }) as string;
      storeBody(deps.db, key, version, c.owner_user_id, bytes, c.status === 0 ? Number(c.expire_at) : Infinity);
      reply.type(JSON_UTF8).send(bytes);
      return SENT;
    });
  });

  route(app, deps, C.progressList, async ({ body }) => publicProgressPage(deps, body));
  route(app, deps, C.progressAdd, async ({ body, user }) => addProgress(deps, user, body));
}
