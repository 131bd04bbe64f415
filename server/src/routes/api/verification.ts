/**
 * Friend and doctor verification, the same calls under /api/cf/v4/verification/* and
 * /api/cf/v5/verification/*: add, delete, count, list, selected, user-list (rules: services/verification.ts).
 * The case page's v5 count, list and selected are declared in src/contract/verification.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { ANCHOR, bool, INFO_UUID, int, oneOf, post, str } from '../../lib/schema';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { countsOf, listVerificationRows, type VerifyFilter } from '../../repositories/verifications';
import { addVerification, RELATIONSHIPS, removeVerification, toItem } from '../../services/verification';
import { RELATIONSHIP_DEGREE, type VerifyAddReq, type VerifyListResT, type VerifyUserListReq } from '../../../../src/services/contract-trust';
import { caseOr404 } from './cases';

export { RELATIONSHIPS };

const ADD = post(
  {
    infoUuid: INFO_UUID, relationship: oneOf(...RELATIONSHIPS), content: str(1, 200), isDoctor: bool, identity: str(0, 30),
    hospital: str(0, 50), department: str(0, 30), title: str(0, 20), certUrl: str(0, 300),
  },
  ['infoUuid', 'relationship', 'content'],
);
const LIST = post(
  { infoUuid: INFO_UUID, size: int(1, 50), anchorId: ANCHOR, orderType: int(0, 10), selfTag: str(0, 100), degree: int(0, 3), relationships: str(0, 200) },
  ['infoUuid'],
);

export function verificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const list = async (viewerId: string | null, b: VerifyUserListReq, filtered: boolean): Promise<VerifyListResT> => {
    const c = await caseOr404(deps, b.infoUuid);
    const size = b.size ?? 10;
    const f: VerifyFilter = { infoUuid: c.info_uuid };
    if (filtered) {
      if (b.selfTag === 'self') f.onlyUser = viewerId;
      else if (b.selfTag === 'others' && viewerId) f.exceptUser = viewerId;
      let rels: string[] | undefined = b.degree ? [...(RELATIONSHIP_DEGREE[b.degree] ?? [])] : undefined;
      const asked = (b.relationships ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (asked.length) rels = rels ? rels.filter((r) => asked.includes(r)) : asked;
      if (rels) f.relationships = rels;
    }
    const rows = await listVerificationRows(deps.db, f, parseAnchor(b.anchorId), size);
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return {
      ...(await countsOf(deps.db, c.info_uuid)), list: page.map((v) => toItem(v, viewerId, c.owner_user_id)),
      hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.verify_id) : '',
    };
  };

  const counts = async (infoUuid: string) => {
    await caseOr404(deps, infoUuid);
    return countsOf(deps.db, infoUuid);
  };
  /** At most `max` (1..7), doctors first. */
  const selected = async (viewerId: string | null, infoUuid: string, max: number) => {
    const c = await caseOr404(deps, infoUuid);
    const rows = await listVerificationRows(deps.db, { infoUuid: c.info_uuid, doctorsFirst: true }, null, max);
    return { list: rows.slice(0, max).map((v) => toItem(v, viewerId, c.owner_user_id)) };
  };

  // The case page's calls (src/contract/verification.ts).
  const V = contract.verification;
  route(app, deps, V.count, async ({ body }) => counts(body.infoUuid));
  route(app, deps, V.list, async ({ body, user }) => list(user?.user_id ?? null, body, false));
  route(app, deps, V.selected, async ({ body, user }) => selected(user?.user_id ?? null, body.infoUuid, body.maxCount ?? 7));

  // The same calls under v4, and add / delete / user-list under both: the trust area's (src/contract/trust.ts), not moved yet.
  for (const base of ['/api/cf/v4/verification', '/api/cf/v5/verification']) {
    app.post<{ Body: VerifyAddReq }>(`${base}/add`, ADD, async (req) => ok(await addVerification(deps, await requireUser(req, deps), req.body)));

    app.post<{ Body: { verifyId: string; infoUuid: string } }>(`${base}/delete`, post({ verifyId: str(1, 64), infoUuid: INFO_UUID }, ['verifyId', 'infoUuid']), async (req) => {
      await removeVerification(deps, await requireUser(req, deps), req.body.verifyId, req.body.infoUuid);
      return ok(null);
    });

    app.post<{ Body: VerifyUserListReq }>(`${base}/user-list`, LIST, async (req) => ok(await list((await sessionUser(req, deps))?.user_id ?? null, req.body, true)));
    if (base.includes('/v5/')) continue;
    app.post<{ Body: { infoUuid: string } }>(`${base}/count`, post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => ok(await counts(req.body.infoUuid)));
    app.post<{ Body: VerifyUserListReq }>(`${base}/list`, LIST, async (req) => ok(await list((await sessionUser(req, deps))?.user_id ?? null, req.body, false)));
    app.post<{ Body: { infoUuid: string; orderType?: number; maxCount?: number } }>(
      `${base}/selected`,
      post({ infoUuid: INFO_UUID, orderType: int(0, 10), maxCount: int(1, 7) }, ['infoUuid']),
      async (req) => ok(await selected((await sessionUser(req, deps))?.user_id ?? null, req.body.infoUuid, req.body.maxCount ?? 7)),
    );
  }
}
