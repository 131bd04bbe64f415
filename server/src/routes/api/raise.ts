/**
 * The fundraiser's side of the raise flow (declared in src/contract/raise.ts): each section's read
 * (owner and staff) and save (owner), the statuses, submit for review, the reject reasons, publish,
 * the user's own cases. Rules live in server/src/services/raise/ (status machine: status.ts); who may
 * do what in server/src/policies/case.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import { SECTION_CALL, type SectionRes } from '../../../../src/contract/raise';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { ownedCaseOr403, readableCaseOr403 } from '../../policies/case';
import type { CaseRow } from '../../repositories/cases';
import { listSectionRows, myCases } from '../../repositories/raise';
import type { UserRow } from '../../repositories/users';
import { payeeRelationOf, requiredSections, statusesOf } from '../../services/raise/gates';
import { SECTION_RULES } from '../../services/raise/sections';
import { infoStatus, parseData, publishCase, saveSection, submitSections } from '../../services/raise/workflow';
import { INFO_STATUS, SECTIONS, type InfoStatus, type RaiseTypeCode, type Section } from '../../../../src/contract/raise-sections';
import { type MyRaiseCase } from '../../../../src/contract/raise';

const R = contract.raise;

/** One section as its owner (or staff) reads it; unmasked. */
export async function readSection(deps: AppDeps, c: CaseRow, section: Section): Promise<SectionRes<Record<string, unknown>>> {
  const rows = await listSectionRows(deps.db, c.info_uuid);
  const row = rows.find((r) => r.section === section);
  return {
    infoUuid: c.info_uuid, section, status: statusesOf(rows)[section], data: parseData(row), reason: row?.reason ?? '',
    updatedAt: row ? Number(row.updated_at) : null,
  };
}

/** The rejected sections of a case with their reasons, in section order. */
export async function refusedItems(deps: AppDeps, c: CaseRow) {
  const rows = await listSectionRows(deps.db, c.info_uuid);
  return rows.filter((r) => r.status === INFO_STATUS.REJECTED)
    .map((r) => ({ section: r.section as Section, reason: r.reason, reviewedAt: Number(r.reviewed_at ?? 0) }))
    .sort((x, y) => SECTIONS.indexOf(x.section) - SECTIONS.indexOf(y.section));
}

/** A section call's body: { infoUuid } reads, { infoUuid, save } saves. */
export interface SectionCtx { body: { infoUuid: string; save?: Record<string, unknown> }; user: UserRow }

/** Reading needs the owner or staff; saving needs the owner (403 otherwise, nothing written). */
export const sectionCase = (deps: AppDeps, { body, user }: SectionCtx): Promise<CaseRow> =>
  (body.save ? ownedCaseOr403(deps, user, body.infoUuid) : readableCaseOr403(deps, user, body.infoUuid));

export function raiseRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [section, name] of Object.entries(SECTION_CALL) as [Exclude<Section, 'base'>, (typeof SECTION_CALL)[keyof typeof SECTION_CALL]][]) {
    route(app, deps, R[name], async (ctx: SectionCtx) => {
      const c = await sectionCase(deps, ctx);
      if (ctx.body.save) {
        const parsed = SECTION_RULES[section](ctx.body.save, deps.clock());
        await saveSection(deps, c, section, parsed.data, parsed.key);
      }
      return (await readSection(deps, c, section)) as never;
    });
  }

  route(app, deps, R.infoStatus, async ({ body, user }) => infoStatus(deps, await readableCaseOr403(deps, user, body.infoUuid)));

  route(app, deps, R.submitForReview, ({ body, kase }) => submitSections(deps, kase, body.sections));

  route(app, deps, R.refuseMsg, async ({ body, user }) => ({ items: await refusedItems(deps, await readableCaseOr403(deps, user, body.infoUuid)) }));

  route(app, deps, R.publish, async ({ user, kase }) => {
    const { expireAt } = await publishCase(deps, user, kase);
    return { infoUuid: kase.info_uuid, published: true as const, status: 0 as const, expireAt };
  });

  route(app, deps, R.myCases, async ({ user }) => {
    const { cases, sections } = await myCases(deps.db, user.user_id);
    const list: MyRaiseCase[] = cases.map((c) => {
      const rows = sections.filter((s) => s.info_uuid === c.info_uuid);
      const updated = Math.max(Number(c.created_at), ...rows.map((r) => Number(r.updated_at)));
      return {
        infoUuid: c.info_uuid, title: c.title, raiseType: c.raise_type as RaiseTypeCode, targetAmount: Number(c.target_amount), raisedAmount: Number(c.raised_amount),
        published: Number(c.published) === 1, caseStatus: c.status, sections: statusesOf(rows) as Record<Section, InfoStatus>,
        required: requiredSections(c.raise_type, payeeRelationOf(rows)),
        createdAt: Number(c.created_at), updatedAt: updated,
      };
    });
    return { list };
  });
}
