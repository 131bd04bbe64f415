/**
 * Dream raises (raiseType 99): an organisation or an individual realising a dream.
 * - POST /api/cf/v4/dream/add-base-info      create / update the dream's base info (as add-or-update-base-info)
 * - POST /api/cf/v4/dream/organisation-info  { infoUuid, save? } the realising organisation ('fundraiser' section)
 * - POST /api/cf/v4/dream/individual-info    { infoUuid, save? } the realising individual ('fundraiser' section)
 * - POST /api/cf/v4/dream/summary            the draft at a glance
 * - POST /api/cf/v4/dream/confirm            submit every SAVED section for review
 * - POST /api/cf/v4/dream/review             statuses and the reasons of rejected sections
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { INFO_UUID, post } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { listSectionRows } from '../../repositories/raise';
import { saveBaseInfo } from '../../services/raise/base';
import { dreamIndividual, dreamOrganisation } from '../../services/raise/sections';
import { access, infoStatus, parseData, saveSection, submitSections, type Access } from '../../services/raise/workflow';
import { BASE_FIELDS } from './base-info';
import { readSection, saveSchema } from './raise';
import { INFO_STATUS, RAISE_TYPE, SECTIONS, type BaseInfoReq, type DreamSummaryRes, type Section } from '../../../../src/services/contract-raise';

const WRONG_TYPE = '该筹款不是梦想筹';
const ORG_KEYS = ['orgName', 'orgCode', 'contactName', 'contactPhone', 'licenseUrls'];
const PERSON_KEYS = ['name', 'idCard', 'phone', 'idPhotoUrls'];

async function dreamAccess(req: Parameters<typeof access>[0], deps: AppDeps, infoUuid: string, mode: 'read' | 'write'): Promise<Access> {
  const a = await access(req, deps, infoUuid, mode);
  if (a.c.raise_type !== RAISE_TYPE.DREAM) throw badRequest(WRONG_TYPE);
  return a;
}

export function raiseDreamRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: BaseInfoReq }>('/api/cf/v4/dream/add-base-info', post(BASE_FIELDS), async (req) => {
    const user = await requireUser(req, deps);
    return ok(await saveBaseInfo(deps, user, req.body, RAISE_TYPE.DREAM));
  });

  const realiser = (path: string, keys: string[], rule: (b: Record<string, unknown>, now: number) => { data: Record<string, unknown>; key: string }) =>
    app.post<{ Body: { infoUuid: string; save?: Record<string, unknown> } }>(path, post({ infoUuid: INFO_UUID, save: saveSchema(keys) }, ['infoUuid']), async (req) => {
      const { infoUuid, save } = req.body;
      const a = await dreamAccess(req, deps, infoUuid, save ? 'write' : 'read');
      if (save) {
        const parsed = rule(save, deps.clock());
        await saveSection(deps, a.c, 'fundraiser', parsed.data, parsed.key);
      }
      return ok(await readSection(deps, a.c, 'fundraiser'));
    });
  realiser('/api/cf/v4/dream/organisation-info', ORG_KEYS, (b) => dreamOrganisation(b));
  realiser('/api/cf/v4/dream/individual-info', PERSON_KEYS, dreamIndividual);

  const byCase = post({ infoUuid: INFO_UUID }, ['infoUuid']);
  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/dream/summary', byCase, async (req) => {
    const a = await dreamAccess(req, deps, req.body.infoUuid, 'read');
    const st = await infoStatus(deps, a.c);
    const realiserData = parseData((await listSectionRows(deps.db, a.c.info_uuid)).find((r) => r.section === 'fundraiser'));
    const kind = realiserData?.kind === 'organisation' || realiserData?.kind === 'individual' ? realiserData.kind : null;
    const res: DreamSummaryRes = {
      infoUuid: a.c.info_uuid, title: a.c.title, targetAmount: Number(a.c.target_amount), published: st.published,
      realiserKind: kind, realiserName: String((kind === 'organisation' ? realiserData?.orgName : realiserData?.name) ?? ''),
      sections: st.sections, canSubmit: st.canSubmit, canPublish: st.canPublish,
    };
    return ok(res);
  });

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/dream/confirm', byCase, async (req) => {
    const a = await dreamAccess(req, deps, req.body.infoUuid, 'write');
    return ok(await submitSections(deps, a.c));
  });

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/dream/review', byCase, async (req) => {
    const a = await dreamAccess(req, deps, req.body.infoUuid, 'read');
    const st = await infoStatus(deps, a.c);
    const rows = await listSectionRows(deps.db, a.c.info_uuid);
    const items = rows.filter((r) => r.status === INFO_STATUS.REJECTED)
      .map((r) => ({ section: r.section as Section, reason: r.reason, reviewedAt: Number(r.reviewed_at ?? 0) }))
      .sort((x, y) => SECTIONS.indexOf(x.section) - SECTIONS.indexOf(y.section));
    return ok({ sections: st.sections, items, canPublish: st.canPublish });
  });
}
