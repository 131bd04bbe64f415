/** Reports (declared in src/contract/trust.ts): add (login, rate limited) and mine (the reporter sees the outcome). */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { myReports } from '../../repositories/reports';
import { addReport, toReport } from '../../services/reports';

const T = contract.trust;

export function reportRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.reportAdd, async ({ body, user }) => addReport(deps, user, body));

  route(app, deps, T.reportMine, async ({ body, user }) => {
    const size = body.size ?? 20;
    const rows = await myReports(deps.db, user.user_id, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return { list: page.map(toReport), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' };
  });
}
