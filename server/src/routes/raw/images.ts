/**
 * Images made on request (raw GETs, not JSON calls): the demo covers, the share poster PNG
 * (/api/cf/growth/poster/<infoUuid>.png?target=h5|mp&u=<userSourceId>), the annual report's share image
 * (a signed link, no session needed) and a donation certificate (the session's user only).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPORT_RAW } from '../../../../src/contract/reports';
import { CERTIFICATE_IMAGE_PREFIX } from '../../../../src/contract/rewards';
import type { AppDeps } from '../../deps';
import { requestOrigin } from '../../http/origin';
import { str } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { certificateById, renderCertificate } from '../../services/activity/certificate';
import { POSTER_PNG_PREFIX, posterPngMaker } from '../../services/growth/poster-views';
import { annualImagePng } from '../../services/report-views';

const png = (reply: FastifyReply, cache: string, body: Buffer) => reply.header('content-type', 'image/png').header('cache-control', cache).send(body);

/** The page the share image's QR code opens: the annual report on the request's own origin. */
function reportPageUrl(req: { protocol: string; headers: { host?: string } }): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}/cf/annual-report/home`;
}

export function imageRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Demo covers and images are generated here so pages never load external hosts.
  app.get<{ Params: { file: string } }>('/api/demo/cover/:file', { schema: { params: { type: 'object', properties: { file: str(1, 40) } } } }, async (req, reply) => {
    const m = /^(\d{1,3})\.svg(!cf_mtr_\d+)?$/.exec(req.params.file);
    if (!m || !deps.demoImages) return reply.status(404).send({ code: 404, msg: '资源不存在', data: null });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(deps.demoImages.svg(Number(m[1])));
  });

  const poster = posterPngMaker(app, deps);
  app.get<{ Params: { file: string }; Querystring: { target?: string; u?: string } }>(
    `${POSTER_PNG_PREFIX}:file`,
    {
      schema: {
        params: { type: 'object', properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}\\.png$' } }, required: ['file'] },
        querystring: { type: 'object', properties: { target: { type: 'string', enum: ['h5', 'mp'] }, u: { type: 'string', maxLength: 100 }, v: { type: 'string', maxLength: 40 } } },
      },
    },
    async (req, reply) => png(reply, 'public, max-age=300', await poster(req.params.file.slice(0, -4), req.query.target === 'mp', requestOrigin(req), req.query.u ?? '')),
  );

  app.get<{ Params: { userId: string; year: string }; Querystring: { sig?: string } }>(
    `${REPORT_RAW.annualImagePrefix}:userId/:year.png`,
    async (req, reply) => png(reply, 'private, max-age=300', await annualImagePng(deps, req.params.userId, req.params.year, req.query.sig ?? '', reportPageUrl(req))),
  );

  // The certificate's image: the owner's session only (anyone else: 404, no hint it exists).
  app.get<{ Params: { id: string } }>(`${CERTIFICATE_IMAGE_PREFIX}:id.png`, async (req, reply) => {
    const user = await requireUser(req, deps);
    return png(reply, 'private, max-age=300', await renderCertificate(await certificateById(deps, user, req.params.id)));
  });
}
