/**
 * The `raise` group (src/contract/raise.ts): base info of a raise (illness, goods, dream) and the
 * edit-case dialog (create a draft / update it / (passed) a PENDING revision; read it back), each
 * section's read (owner and staff) and save (owner), the statuses, submit for review, the reject
 * reasons, publish, the user's own cases; dream raises (raiseType 99: the realiser, the draft at a
 * glance, submitting every SAVED section, the review result; any other type: 400 该筹款不是梦想筹);
 * and the public calls (help registration, the public blacklist). Rules live in server/src/services/raise/;
 * who may do what in server/src/policies/case.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import { SECTION_CALL } from '../../../../src/contract/raise';
import { RAISE_TYPE, type Section } from '../../../../src/contract/raise-sections';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { readableCaseOr403 } from '../../policies/case';
import { saveBaseInfo } from '../../services/raise/base';
import { dreamIndividual, dreamOrganisation, SECTION_RULES } from '../../services/raise/sections';
import { confirmDream, infoStatus, publishCase, submitSections } from '../../services/raise/workflow';
import {
  applyRaise, baseInfoView, dream, dreamReview, dreamSummary, myRaiseCases, publicBlacklist, refusedItems, sectionCall, type SectionBody,
} from '../../services/raise/views';

const R = contract.raise;

export function raiseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, R.baseInfo, ({ body, user }) => saveBaseInfo(deps, user, body));
  route(app, deps, R.goodsBaseInfo, ({ body, user }) => saveBaseInfo(deps, user, body, 1));
  route(app, deps, R.dreamBaseInfo, ({ body, user }) => saveBaseInfo(deps, user, body, RAISE_TYPE.DREAM));
  route(app, deps, R.getBaseInfo, async ({ body, user }) => baseInfoView(deps, user, body.infoUuid));

  for (const [section, name] of Object.entries(SECTION_CALL) as [Exclude<Section, 'base'>, (typeof SECTION_CALL)[keyof typeof SECTION_CALL]][]) {
    route(app, deps, R[name], async ({ body, user }: { body: SectionBody; user: Parameters<typeof sectionCall>[1] }) =>
      (await sectionCall(deps, user, body, section, SECTION_RULES[section])) as never);
  }
  route(app, deps, R.infoStatus, async ({ body, user }) => infoStatus(deps, await readableCaseOr403(deps, user, body.infoUuid)));
  route(app, deps, R.submitForReview, ({ body, kase }) => submitSections(deps, kase, body.sections));
  route(app, deps, R.refuseMsg, async ({ body, user }) => ({ items: await refusedItems(deps, await readableCaseOr403(deps, user, body.infoUuid)) }));
  route(app, deps, R.publish, async ({ user, kase }) => {
    const { expireAt } = await publishCase(deps, user, kase);
    return { infoUuid: kase.info_uuid, published: true as const, status: 0 as const, expireAt };
  });
  route(app, deps, R.myCases, async ({ user }) => myRaiseCases(deps, user.user_id));

  route(app, deps, R.dreamOrganisation, async ({ body, user }) => (await sectionCall(deps, user, body, 'fundraiser', (b) => dreamOrganisation(b), true)) as never);
  route(app, deps, R.dreamIndividual, async ({ body, user }) => (await sectionCall(deps, user, body, 'fundraiser', dreamIndividual, true)) as never);
  route(app, deps, R.dreamSummary, async ({ body, user }) => dreamSummary(deps, user, body.infoUuid));
  route(app, deps, R.dreamConfirm, ({ kase }) => confirmDream(deps, dream(kase)));
  route(app, deps, R.dreamReview, async ({ body, user }) => dreamReview(deps, user, body.infoUuid));

  route(app, deps, R.applyRaise, async ({ body, user, req }) => applyRaise(deps, body, user?.user_id ?? null, req.ip));
  route(app, deps, R.publicBlacklist, async ({ body }) => publicBlacklist(deps, body));
}
