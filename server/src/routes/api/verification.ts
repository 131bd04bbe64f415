/**
 * Friend and doctor verification, the same calls under /api/cf/v4/verification/* and
 * /api/cf/v5/verification/*: add, delete, count, list, selected, user-list (rules: services/verification.ts).
 * The case page's v5 count, list and selected are declared in src/contract/verification.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { countsOf, listVerificationRows, type VerifyFilter } from '../../repositories/verifications';
import { addVerification, RELATIONSHIPS, removeVerification, toItem } from '../../services/verification';
import { RELATIONSHIP_DEGREE, type VerifyListResT, type VerifyUserListReq } from '../../../../src/contract/trust';
import { caseOr404 } from '../../policies/case';

export { RELATIONSHIPS };

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

  // The trust area's calls under v4 (src/contract/trust.ts).
  const T = contract.trust;
  route(app, deps, T.verifyAdd, async ({ body, user }) => addVerification(deps, user, body));
  route(app, deps, T.verifyDelete, async ({ body, user }) => {
    await removeVerification(deps, user, body.verifyId, body.infoUuid);
    return null;
  });
  route(app, deps, T.verifyCount, async ({ body }) => counts(body.infoUuid));
  route(app, deps, T.verifyList, async ({ body, user }) => list(user?.user_id ?? null, body, false));
  route(app, deps, T.verifyUserList, async ({ body, user }) => list(user?.user_id ?? null, body, true));

  // The same calls at their older paths (src/contract/aliases.ts).
  const A = contract.aliases;
  route(app, deps, A.verifyAddV5, async ({ body, user }) => addVerification(deps, user, body));
  route(app, deps, A.verifyDeleteV5, async ({ body, user }) => {
    await removeVerification(deps, user, body.verifyId, body.infoUuid);
    return null;
  });
  route(app, deps, A.verifyUserListV5, async ({ body, user }) => list(user?.user_id ?? null, body, true));
  route(app, deps, A.selectedV4, async ({ body, user }) => selected(user?.user_id ?? null, body.infoUuid, body.maxCount ?? 7));
}
