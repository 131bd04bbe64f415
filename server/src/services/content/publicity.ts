/** The publicity page's figures: every one a database sum at the moment asked. */
import type { AppDeps } from '../../deps';
import { paidOutByCase, publishedCaseSums, recentRaisedCases, refundedSum } from '../../repositories/publicity';

export async function publicity(deps: AppDeps) {
  const cases = await publishedCaseSums(deps.db);
  const paidBy = new Map((await paidOutByCase(deps.db)).map((p) => [p.info_uuid, Number(p.fen)]));
  const refunded = await refundedSum(deps.db);
  const recent = await recentRaisedCases(deps.db, 10);
  return {
    caseCount: Number(cases.n), raisingCount: Number(cases.raising), donationCount: Number(cases.donations), raisedFen: Number(cases.raised),
    paidOutFen: [...paidBy.values()].reduce((s, v) => s + v, 0), refundedFen: Number(refunded.fen),
    recent: recent.map((c) => ({ infoUuid: c.info_uuid, title: c.title, raisedFen: Number(c.raised_amount), paidOutFen: paidBy.get(c.info_uuid) ?? 0, status: Number(c.status) })),
    at: deps.clock(),
  };
}
