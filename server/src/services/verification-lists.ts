/** Verification lists and counts as a case's readers see them (src/contract/verification.ts, trust.ts, aliases.ts). */
import { RELATIONSHIP_DEGREE, type VerifyListResT, type VerifyUserListReq } from '../../../src/contract/trust';
import type { AppDeps } from '../deps';
import { makeAnchor, parseAnchor } from '../lib/util';
import { caseOr404 } from '../policies/case';
import { countsOf, listVerificationRows, type VerifyFilter } from '../repositories/verifications';
import { toItem } from './verification';

/** A page of a case's verifications; `filtered`: by the reader's own (selfTag), degree and relationships. */
export async function verificationPage(deps: AppDeps, viewerId: string | null, b: VerifyUserListReq, filtered: boolean): Promise<VerifyListResT> {
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
}

export async function verificationCounts(deps: AppDeps, infoUuid: string) {
  await caseOr404(deps, infoUuid);
  return countsOf(deps.db, infoUuid);
}

/** At most `max` (1..7), doctors first. */
export async function selectedVerifications(deps: AppDeps, viewerId: string | null, infoUuid: string, max: number) {
  const c = await caseOr404(deps, infoUuid);
  const rows = await listVerificationRows(deps.db, { infoUuid: c.info_uuid, doctorsFirst: true }, null, max);
  return { list: rows.slice(0, max).map((v) => toItem(v, viewerId, c.owner_user_id)) };
}
