/**
 * The fundraiser's side of the raise flow (shapes: src/services/contract-raise.ts):
 * - POST /api/cf/v4/{patient,payee,hospital-payee,treatment,household,material,fundraiser}-info
 *        { infoUuid } reads a section, { infoUuid, save } saves it (SAVED 1)   owner (staff read)
 * - POST /api/cf/v4/get-info-status, submit-for-review, get-refuse-msg, publish
 * - POST /api/cf/v4/raise/my-cases
 * Rules live in server/src/services/raise/ (status machine: status.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { INFO_UUID, EMPTY, post } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import type { CaseRow } from '../../repositories/cases';
import { listSectionRows, myCases } from '../../repositories/raise';
import { statusesOf } from '../../services/raise/gates';
import { SECTION_RULES } from '../../services/raise/sections';
import { access, infoStatus, parseData, publishCase, saveSection, submitSections } from '../../services/raise/workflow';
import { INFO_STATUS, SECTIONS, type InfoStatus, type MyRaiseCase, type RaiseTypeCode, type Section, type SectionRes } from '../../../../src/services/contract-raise';

const PATHS: Record<Exclude<Section, 'base'>, string> = {
  patient: '/api/cf/v4/patient-info', payee: '/api/cf/v4/payee-info', hospital: '/api/cf/v4/hospital-payee-info',
  treatment: '/api/cf/v4/treatment-info', household: '/api/cf/v4/household-info', material: '/api/cf/v4/material-info',
  fundraiser: '/api/cf/v4/fundraiser-info',
};
/** The fields each section's save may carry (types and limits are checked by the section's rule). */
export const SECTION_KEYS: Record<Exclude<Section, 'base'>, string[]> = {
  patient: ['name', 'idCard', 'relation'],
  payee: ['relation', 'name', 'idCard', 'bankName', 'bankAccount'],
  hospital: ['accountName', 'bankName', 'bankAccount', 'contactName', 'contactPhone'],
  treatment: ['hospital', 'department', 'diagnosis', 'city'],
  household: ['houseOwned', 'houseCount', 'houseValue', 'carOwned', 'carValue', 'annualIncome', 'medicalInsurance', 'lowIncome', 'govMedicalAid', 'otherHelp', 'otherHelpAmount', 'hasDebt', 'debtAmount'],
  material: ['medicalUrls', 'patientPhotos'],
  fundraiser: ['name', 'idCard', 'idPhotoUrls'],
};
/** A strict object of free-typed keys: unknown fields are a 400, values are checked in code. */
export const saveSchema = (keys: string[]) => ({ type: 'object', additionalProperties: false, properties: Object.fromEntries(keys.map((k) => [k, {}])) });

/** One section as its owner (or staff) reads it; unmasked. */
export async function readSection(deps: AppDeps, c: CaseRow, section: Section): Promise<SectionRes<Record<string, unknown>>> {
  const rows = await listSectionRows(deps.db, c.info_uuid);
  const row = rows.find((r) => r.section === section);
  return {
    infoUuid: c.info_uuid, section, status: statusesOf(rows)[section], data: parseData(row), reason: row?.reason ?? '',
    updatedAt: row ? Number(row.updated_at) : null,
  };
}

export function raiseRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [section, path] of Object.entries(PATHS) as [Exclude<Section, 'base'>, string][]) {
    app.post<{ Body: { infoUuid: string; save?: Record<string, unknown> } }>(
      path, post({ infoUuid: INFO_UUID, save: saveSchema(SECTION_KEYS[section]) }, ['infoUuid']),
      async (req) => {
        const { infoUuid, save } = req.body;
        const a = await access(req, deps, infoUuid, save ? 'write' : 'read');
        if (save) {
          const parsed = SECTION_RULES[section](save, deps.clock());
          await saveSection(deps, a.c, section, parsed.data, parsed.key);
        }
        return ok(await readSection(deps, a.c, section));
      },
    );
  }

  const byCase = post({ infoUuid: INFO_UUID }, ['infoUuid']);
  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/get-info-status', byCase, async (req) => {
    const a = await access(req, deps, req.body.infoUuid, 'read');
    return ok(await infoStatus(deps, a.c));
  });

  app.post<{ Body: { infoUuid: string; sections?: Section[] } }>(
    '/api/cf/v4/submit-for-review',
    post({ infoUuid: INFO_UUID, sections: { type: 'array', maxItems: 8, items: { enum: [...SECTIONS] } } }, ['infoUuid']),
    async (req) => {
      const a = await access(req, deps, req.body.infoUuid, 'write');
      return ok(await submitSections(deps, a.c, req.body.sections));
    },
  );

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/get-refuse-msg', byCase, async (req) => {
    const a = await access(req, deps, req.body.infoUuid, 'read');
    const rows = await listSectionRows(deps.db, a.c.info_uuid);
    const items = rows.filter((r) => r.status === INFO_STATUS.REJECTED)
      .map((r) => ({ section: r.section as Section, reason: r.reason, reviewedAt: Number(r.reviewed_at ?? 0) }))
      .sort((x, y) => SECTIONS.indexOf(x.section) - SECTIONS.indexOf(y.section));
    return ok({ items });
  });

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/publish', byCase, async (req) => {
    const a = await access(req, deps, req.body.infoUuid, 'write');
    const { expireAt } = await publishCase(deps, a.user, a.c);
    return ok({ infoUuid: a.c.info_uuid, published: true as const, status: 0 as const, expireAt });
  });

  app.post('/api/cf/v4/raise/my-cases', EMPTY, async (req) => {
    const user = await requireUser(req, deps);
    const { cases, sections } = await myCases(deps.db, user.user_id);
    const list: MyRaiseCase[] = cases.map((c) => {
      const rows = sections.filter((s) => s.info_uuid === c.info_uuid);
      const updated = Math.max(Number(c.created_at), ...rows.map((r) => Number(r.updated_at)));
      return {
        infoUuid: c.info_uuid, title: c.title, raiseType: c.raise_type as RaiseTypeCode, targetAmount: Number(c.target_amount),
        published: Number(c.published) === 1, caseStatus: c.status, sections: statusesOf(rows) as Record<Section, InfoStatus>,
        createdAt: Number(c.created_at), updatedAt: updated,
      };
    });
    return ok({ list });
  });
}
