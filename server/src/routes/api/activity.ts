/** Matching gifts: the donors' and fundraisers' calls, and the staff console's (contract group `activity`). */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CaseReq } from '../../../../src/contract/activity';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { caseOr404 } from '../../policies/case';
import { recordActivityVisit, type VisitCall } from '../../services/activity/attribution';
import { areaInfo, caseMatchInfo, raiserInfo, staffDetail, staffList } from '../../services/activity/views';
import { changeCases, createActivity, decideMatch, endDueActivities, fundActivity, matchingStores, moveActivity, setMatchingStore } from '../../services/activity/staff';

export function activityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.activity;
  // channel, shareDV, platform and activityId are recorded for attribution only (attribution.ts): the answers never read them
  const visit = (call: VisitCall, b: CaseReq, userId: string | null, log: FastifyBaseLogger) =>
    recordActivityVisit(deps, call, { infoUuid: b.infoUuid, channel: b.channel, shareDv: b.shareDV, platform: b.platform, activityId: b.activityId }, userId, log);
  route(app, deps, c.caseInfo, async ({ body, user, req }) => {
    await caseOr404(deps, body.infoUuid);
    await visit('matching.case', body, user?.user_id ?? null, req.log);
    return caseMatchInfo(deps, body.infoUuid, user ?? null);
  });
  route(app, deps, c.donatorCaseInfo, async ({ body, user, req }) => {
    await caseOr404(deps, body.infoUuid);
    await visit('matching.donator', body, user?.user_id ?? null, req.log);
    return caseMatchInfo(deps, body.infoUuid, user ?? null);
  });
  route(app, deps, c.raiserActivityInfo, async ({ body, user, req }) => {
    const r = await raiserInfo(deps, user, body.infoUuid);
    await visit('matching.raiser', body, user.user_id, req.log);
    return r;
  });
  route(app, deps, c.areaInfo, async ({ body, user, req }) => {
    const r = await areaInfo(deps, user, body.infoUuid);
    await visit('matching.area', body, user.user_id, req.log);
    return r;
  });

  route(app, deps, c.staffList, async () => {
    await endDueActivities(deps);
    return staffList(deps);
  });
  route(app, deps, c.staffDetail, async ({ body, staff }) => {
    await endDueActivities(deps);
    return staffDetail(deps, staff, body.activityId);
  });
  route(app, deps, c.staffCreate, async ({ body, staff }) => staffDetail(deps, staff, await createActivity(deps, staff, body)));
  route(app, deps, c.staffFund, async ({ body, staff }) => {
    await fundActivity(deps, staff, body.activityId, body.amount, body.idempotencyKey);
    return staffDetail(deps, staff, body.activityId);
  });
  route(app, deps, c.staffMove, async ({ body, staff }) => {
    await moveActivity(deps, staff, body.activityId, body.action, body.reason);
    return staffDetail(deps, staff, body.activityId);
  });
  route(app, deps, c.staffCases, async ({ body, staff }) => {
    await changeCases(deps, staff, body.activityId, body.add, body.remove);
    return staffDetail(deps, staff, body.activityId);
  });
  route(app, deps, c.staffDecide, async ({ body, staff }) => staffDetail(deps, staff, await decideMatch(deps, staff, body.orderId, body.decision, body.reason)));

  route(app, deps, c.storeList, async () => matchingStores(deps));
  // The matching configuration the client reads through /api/frame/basic/store/v1/get, edited here with its audit row.
  route(app, deps, c.storeSet, async ({ body, staff }) => setMatchingStore(deps, staff.user_id, body.activityId, body.content));
}
