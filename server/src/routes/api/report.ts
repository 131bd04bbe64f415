/** /api/cf/v4/report/add (login, rate limited) and /api/cf/v4/report/mine (the reporter sees the outcome). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { ANCHOR, INFO_UUID, int, oneOf, post, str } from '../../lib/schema';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { myReports } from '../../repositories/reports';
import { addReport, toReport } from '../../services/reports';
import { REPORT_REASONS } from '../../../../src/services/contract-trust';

export function reportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { infoUuid: string; reason: string; content: string; imageUrls?: string[] } }>(
    '/api/cf/v4/report/add',
    post({ infoUuid: INFO_UUID, reason: oneOf(...REPORT_REASONS), content: str(1, 500), imageUrls: { type: 'array', maxItems: 9, items: str(1, 500) } }, ['infoUuid', 'reason', 'content']),
    async (req) => ok(await addReport(deps, await requireUser(req, deps), req.body)),
  );

  app.post<{ Body: { anchorId?: string; size?: number } }>('/api/cf/v4/report/mine', post({ anchorId: ANCHOR, size: int(1, 50) }), async (req) => {
    const user = await requireUser(req, deps);
    const size = req.body.size ?? 20;
    const rows = await myReports(deps.db, user.user_id, parseAnchor(req.body.anchorId), size);
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return ok({ list: page.map(toReport), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' });
  });
}
