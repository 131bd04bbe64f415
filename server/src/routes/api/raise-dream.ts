/**
 * Dream raises (raiseType 99; declared in src/contract/raise.ts): the base info (as the illness one),
 * the organisation or the individual realising the dream (the 'fundraiser' section), the draft at a
 * glance, submitting every SAVED section, and the review result. Any other case type: 400 该筹款不是梦想筹.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest } from '../../lib/errors';
import { readableCaseOr403 } from '../../policies/case';
import type { CaseRow } from '../../repositories/cases';
import { listSectionRows } from '../../repositories/raise';
import type { UserRow } from '../../repositories/users';
import { saveBaseInfo } from '../../services/raise/base';
import { dreamIndividual, dreamOrganisation, type Parsed } from '../../services/raise/sections';
import { infoStatus, parseData, saveSection, submitSections } from '../../services/raise/workflow';
import { readSection, refusedItems, sectionCase, type SectionCtx } from './raise';
import { INFO_STATUS_ALT, RAISE_TYPE } from '../../../../src/contract/raise-sections';
import { type DreamSummaryRes } from '../../../../src/contract/raise';

const R = contract.raise;
const WRONG_TYPE = '该筹款不是梦想筹';

const dream = (c: CaseRow): CaseRow => {
  if (c.raise_type !== RAISE_TYPE.DREAM) throw badRequest(WRONG_TYPE);
  return c;
};
const readable = async (deps: AppDeps, user: UserRow, infoUuid: string) => dream(await readableCaseOr403(deps, user, infoUuid));

export function raiseDreamRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, R.dreamBaseInfo, ({ body, user }) => saveBaseInfo(deps, user, body, RAISE_TYPE.DREAM));

  const realiser = (rule: (b: Record<string, unknown>, now: number) => Parsed) => async (ctx: SectionCtx) => {
    const c = dream(await sectionCase(deps, ctx));
    if (ctx.body.save) {
      const parsed = rule(ctx.body.save, deps.clock());
      await saveSection(deps, c, 'fundraiser', parsed.data, parsed.key);
    }
    return (await readSection(deps, c, 'fundraiser')) as never;
  };
  route(app, deps, R.dreamOrganisation, realiser((b) => dreamOrganisation(b)));
  route(app, deps, R.dreamIndividual, realiser(dreamIndividual));

  route(app, deps, R.dreamSummary, async ({ body, user }) => {
    const c = await readable(deps, user, body.infoUuid);
    const st = await infoStatus(deps, c);
    // the dream flow names its section statuses in the second naming (UN_SVAE: the realiser never saved)
    const realiserData = st.sections.fundraiser === INFO_STATUS_ALT.UN_SVAE ? null
      : parseData((await listSectionRows(deps.db, c.info_uuid)).find((r) => r.section === 'fundraiser'));
    const kind = realiserData?.kind === 'organisation' || realiserData?.kind === 'individual' ? realiserData.kind : null;
    const res: DreamSummaryRes = {
      infoUuid: c.info_uuid, title: c.title, targetAmount: Number(c.target_amount), published: st.published,
      realiserKind: kind, realiserName: String((kind === 'organisation' ? realiserData?.orgName : realiserData?.name) ?? ''),
      sections: st.sections, canSubmit: st.canSubmit, canPublish: st.canPublish,
    };
    return res;
  });

  route(app, deps, R.dreamConfirm, ({ kase }) => submitSections(deps, dream(kase)));

  route(app, deps, R.dreamReview, async ({ body, user }) => {
    const c = await readable(deps, user, body.infoUuid);
    const st = await infoStatus(deps, c);
    return { sections: st.sections, items: await refusedItems(deps, c), canPublish: st.canPublish };
  });
}
