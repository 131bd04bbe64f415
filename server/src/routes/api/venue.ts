/** The venue of an activity, pennants, venue shares and the staff console's venue section (feature contract group `venue`). */
import type { FastifyInstance } from 'fastify';
import { venue as c } from '../../../../src/contract/venue';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  activityInfo, allowance, lastDonateRecords, listCase, pageSource, randomCase, recordUv, shareInfo, shareSuccess, simpleCase, statistic, topList,
} from '../../services/activity/venue';
import {
  awardVisit, decideSelf, findPennant, myPennants, newUserCreate, newUserGet, pennantDetail, redPacketAccess, subVenueCreate, subVenueGet, userInfo,
} from '../../services/activity/venue-user';
import { setRules, staffVenueList } from '../../services/activity/venue-staff';

export function venueRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, c.statistic, ({ body }) => statistic(deps, body.activityId));
  route(app, deps, c.userInfo, ({ body, user }) => userInfo(deps, user, body.activityId));
  route(app, deps, c.listCase, ({ body }) => listCase(deps, body));
  route(app, deps, c.lastDonateRecords, ({ body }) => lastDonateRecords(deps, body.activityId, body.size));
  route(app, deps, c.randomDonateCase, ({ body }) => randomCase(deps, body.activityId));
  route(app, deps, c.pageSourceUpload, ({ body, user }) => pageSource(deps, user ?? null, body));
  route(app, deps, c.topList, ({ body, user }) => topList(deps, user ?? null, body.activityId, body.size));
  route(app, deps, c.activityInfo, ({ body }) => activityInfo(deps, body.activityId));
  route(app, deps, c.allowanceProgress, ({ body }) => allowance(deps, body.activityId));
  route(app, deps, c.recordUv, ({ body, user }) => recordUv(deps, user ?? null, body));
  route(app, deps, c.decideSelf, ({ body, user }) => decideSelf(deps, user, body.activityId));
  route(app, deps, c.findPennant, ({ body, user }) => findPennant(deps, user, body.activityId));
  route(app, deps, c.awardVisitPennant, ({ body, user }) => awardVisit(deps, user, body.activityId));
  route(app, deps, c.redPacketAccess, ({ body, user }) => redPacketAccess(deps, user, body.activityId));
  route(app, deps, c.findSimpleCase, ({ body }) => simpleCase(deps, body.activityId, body.infoUuid));
  route(app, deps, c.newUserGet, ({ body, user }) => newUserGet(deps, user, body.activityId));
  route(app, deps, c.newUserCreate, ({ body, user }) => newUserCreate(deps, user, body.activityId));
  route(app, deps, c.subVenueCreate, ({ body, user }) => subVenueCreate(deps, user, body.activityId, body.title));
  route(app, deps, c.subVenueUserInfo, ({ body, user }) => subVenueGet(deps, user ?? null, body.subVenueId));
  route(app, deps, c.pennantList, ({ user }) => myPennants(deps, user));
  route(app, deps, c.pennantDetail, ({ body, user }) => pennantDetail(deps, user, body.pennantId));
  route(app, deps, c.shareInfo, ({ body }) => shareInfo(deps, body.activityId, body.infoUuid));
  route(app, deps, c.shareSuccess, ({ body, user }) => shareSuccess(deps, user ?? null, body));
  route(app, deps, c.staffList, () => staffVenueList(deps));
  route(app, deps, c.staffRulesSet, ({ body, staff }) => setRules(deps, staff, body.activityId, body.rules));
}
