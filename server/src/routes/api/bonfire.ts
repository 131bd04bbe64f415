/** Group help ("bonfire", feature group `bonfire`): the case's bonfire, teams, help record, and the staff console's ladder rules. */
import type { FastifyInstance } from 'fastify';
import { bonfire } from '../../../../src/contract/bonfire';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { recordActivityVisit } from '../../services/activity/attribution';
import { helpRecord, listActivity, myTeams, taskList, teamDetail } from '../../services/activity/bonfire-views';
import { joinTeam, makeTeam } from '../../services/activity/bonfire';
import { setRules, staffRules } from '../../services/activity/bonfire-staff';

export function bonfireRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = bonfire;
  route(app, deps, c.listActivity, async ({ body, user, req }) => {
    // channel and sharedv: attribution only (services/activity/attribution.ts)
    await recordActivityVisit(deps, 'bonfire.list', { infoUuid: body.infoId, channel: body.channel, shareDv: body.sharedv }, user?.user_id ?? null, req.log);
    return listActivity(deps, body, user?.user_id ?? null);
  });
  route(app, deps, c.makeTeam, async ({ body, user }) => teamDetail(deps, await makeTeam(deps, user.user_id, body.infoUuid, body.activityId), user.user_id));
  route(app, deps, c.joinTeam, async ({ body, user }) => {
    await joinTeam(deps, user.user_id, body.teamId);
    return teamDetail(deps, body.teamId, user.user_id);
  });
  route(app, deps, c.teamDetail, ({ body, user }) => teamDetail(deps, body.teamId, user?.user_id ?? null));
  route(app, deps, c.taskList, ({ body }) => taskList(deps, body.teamId));
  route(app, deps, c.myTeams, ({ user }) => myTeams(deps, user.user_id));
  route(app, deps, c.helpRecord, ({ user }) => helpRecord(deps, user.user_id));
  route(app, deps, c.staffRules, ({ body, staff }) => staffRules(deps, staff, body.activityId));
  route(app, deps, c.staffSetRules, async ({ body, staff }) => {
    await setRules(deps, staff, body);
    return staffRules(deps, staff, body.activityId);
  });
}
