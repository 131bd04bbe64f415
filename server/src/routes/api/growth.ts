/**
 * The `growth` group (declared in src/contract/growth.ts): invitations, raise-help leads and their staff queue,
 * the health-tree prayer, the share poster (what it shows and the owner's picture pick; the PNG itself
 * is a raw route, routes/raw/images.ts). The growthtool and wall feature groups have their own files.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  acceptInvite, bdBaseInfo, bdCases, claimLead, inviteLanding, lastWishes, moveLead, myInvitations, myLead, saveWish, shareWish, staffLeads,
  submitLead, wishSampleWords, wishStats,
} from '../../services/growth/calls';
import { requestOrigin } from '../../http/origin';
import { caseOr404 } from '../../policies/case';
import { pickPosterPicture, posterInfo } from '../../services/growth/poster-views';

const G = contract.growth;

export function growthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // the share poster
  route(app, deps, G.poster, async ({ body, user, req }) =>
    posterInfo(deps, requestOrigin(req), await caseOr404(deps, body.infoUuid), user, body.target, body.userSourceId ?? ''));
  route(app, deps, G.setPosterPicture, async ({ body, user, kase, req }) => pickPosterPicture(deps, requestOrigin(req), user, kase, body.pictureUrl));
  // invitations
  route(app, deps, G.inviteMine, async ({ user, req }) => myInvitations(deps, user, requestOrigin(req)));
  route(app, deps, G.inviteLanding, async ({ body, user }) => inviteLanding(deps, body.code, user));
  route(app, deps, G.inviteAccept, async ({ body, user }) => acceptInvite(deps, user, body));
  // leads and their staff queue
  route(app, deps, G.leadSubmit, async ({ body, user }) => submitLead(deps, user, body));
  route(app, deps, G.leadMine, async ({ body, user }) => myLead(deps, user, body.kind));
  route(app, deps, G.bdBaseInfo, async () => bdBaseInfo(deps));
  route(app, deps, G.bdCases, async () => bdCases(deps));
  route(app, deps, G.staffLeads, async ({ body, staff }) => staffLeads(deps, staff, body));
  route(app, deps, G.staffLeadClaim, async ({ body, staff }) => claimLead(deps, staff, body.id));
  route(app, deps, G.staffLeadMove, async ({ body, staff }) => moveLead(deps, staff, body));
  // the health tree
  route(app, deps, G.saveWishing, async ({ body, user }) => saveWish(deps, user, body.content));
  route(app, deps, G.wishStat, async ({ user }) => wishStats(deps, user?.user_id ?? null));
  route(app, deps, G.wishLast, async ({ body, user }) => lastWishes(deps, body.size ?? 20, user?.user_id ?? null));
  route(app, deps, G.sampleWords, async () => wishSampleWords(deps));
  route(app, deps, G.wishShare, async ({ body, user }) => shareWish(deps, user?.user_id ?? null, body.toWxSource));
}
