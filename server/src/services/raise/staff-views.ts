/**
 * The staff console's side of the raise flow (src/contract/staff.ts, staff role only): who is signed in,
 * the review queues, one case's file, section reviews and edit-case revisions. Every write goes through
 * a service that audits it in the same transaction.
 */
import type { contract } from '../../../../src/contract';
import type { ReqOf } from '../../../../src/contract/schema';
import { SECTIONS, type RaiseTypeCode, type Section } from '../../../../src/contract/raise-sections';
import type { CaseFileRes, FindingKind, StaffQueueItem } from '../../../../src/contract/staff';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { caseOr404 } from '../../policies/case';
import { listAudit } from '../../repositories/audit';
import { countFindings, listFindings, listSectionRows, pendingRevisionsPage, queueDetails, queuePage } from '../../repositories/raise';
import { pendingRevision } from '../../repositories/revisions';
import { findUserById, type UserRow } from '../../repositories/users';
import { displayNames, nameIn } from '../../repositories/staff-names';
import { auditRows } from '../staff-audit';
import { payeeRelationOf, requiredSections, statusesOf } from './gates';
import { reviewRevision } from './revisions';
import { parseData, reviewSection } from './workflow';

type Req<K extends keyof typeof contract.staff> = ReqOf<(typeof contract.staff)[K]>;

export async function whoami(deps: AppDeps, u: UserRow) {
  return { userId: u.user_id, nickname: u.nickname, displayName: nameIn(await displayNames(deps.db, [u.user_id]), u.user_id) ?? '' };
}

export async function reviewQueue(deps: AppDeps, body: Req<'queue'>) {
  const size = body.size ?? 20;
  const base = body.auditType === 0;
  const page = await queuePage(deps.db, base, parseAnchor(body.anchorId), size);
  const rows = page.slice(0, size);
  const ids = rows.map((r) => r.info_uuid);
  const { cases, pending: sections } = await queueDetails(deps.db, ids);
  const findings = await countFindings(deps.db, ids);
  const list: StaffQueueItem[] = rows.flatMap((r) => {
    const c = cases.find((x) => x.info_uuid === r.info_uuid);
    if (!c) return [];
    const pending = sections.filter((x) => x.info_uuid === r.info_uuid && (base ? x.section === 'base' : x.section !== 'base')).map((x) => x.section as Section);
    return [{
      infoUuid: c.info_uuid, title: c.title, raiseType: c.raise_type as RaiseTypeCode, submittedAt: Number(r.t),
      pendingSections: SECTIONS.filter((x) => pending.includes(x)), findingsCount: findings.get(c.info_uuid) ?? 0,
      published: Number(c.published) === 1, ownerUserId: c.owner_user_id,
    }];
  });
  const last = rows[rows.length - 1];
  return { list, hasNext: page.length > size, anchorId: last ? makeAnchor(Number(last.t), last.info_uuid) : '' };
}

export async function caseFile(deps: AppDeps, infoUuid: string): Promise<CaseFileRes> {
  const c = await caseOr404(deps, infoUuid);
  const [rows, findings, owner, rev, audit] = await Promise.all([
    listSectionRows(deps.db, c.info_uuid), listFindings(deps.db, c.info_uuid), findUserById(deps.db, c.owner_user_id),
    pendingRevision(deps.db, c.info_uuid), listAudit(deps.db, { infoUuid: c.info_uuid, limit: 200 }),
  ]);
  const st = statusesOf(rows);
  const names = await displayNames(deps.db, [c.owner_user_id, ...rows.map((r) => r.reviewed_by)]);
  return {
    findings: findings.map((f) => ({
      id: f.id, kind: f.kind as FindingKind, section: f.section as Section, detail: f.detail, relatedInfoUuid: f.related_info_uuid, createdAt: Number(f.created_at),
    })),
    case: {
      infoUuid: c.info_uuid, title: c.title, content: c.content, raiseType: c.raise_type as RaiseTypeCode, targetAmount: Number(c.target_amount),
      raisedAmount: Number(c.raised_amount), coverUrl: c.cover_url, attachments: JSON.parse(c.attachments || '[]') as string[], status: c.status,
      published: Number(c.published) === 1, ownerUserId: c.owner_user_id, ownerMobile: owner?.mobile ?? null, ownerName: nameIn(names, c.owner_user_id) ?? '', createdAt: Number(c.created_at),
      required: requiredSections(c.raise_type, payeeRelationOf(rows)),
    },
    sections: SECTIONS.map((section) => {
      const r = rows.find((x) => x.section === section);
      return {
        section, status: st[section], data: parseData(r), reason: r?.reason ?? '', submittedAt: r?.submitted_at == null ? null : Number(r.submitted_at),
        reviewedAt: r?.reviewed_at == null ? null : Number(r.reviewed_at), reviewedBy: r?.reviewed_by ?? null,
        reviewedByName: nameIn(names, r?.reviewed_by), updatedAt: r ? Number(r.updated_at) : null,
      };
    }),
    pendingRevision: rev ? { revisionId: rev.revision_id, title: rev.title, content: rev.content, createdAt: Number(rev.created_at) } : null,
    audit: await auditRows(deps.db, audit),
  };
}

export async function reviewSectionOf(deps: AppDeps, staff: UserRow, body: Req<'reviewSection'>) {
  const reason = (body.reason ?? '').trim();
  if (!body.approve && !reason) throw badRequest('请填写驳回原因');
  if ([...reason].length > 200) throw badRequest('驳回原因不能超过200个字');
  const status = await reviewSection(deps, staff, body.infoUuid, body.section, body.approve, reason);
  return { infoUuid: body.infoUuid, section: body.section, status };
}

export async function revisionPage(deps: AppDeps, body: Req<'revisions'>) {
  const size = body.size ?? 20;
  const rows = await pendingRevisionsPage(deps.db, parseAnchor(body.anchorId), size);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    list: page.map((r) => ({ revisionId: r.revision_id, infoUuid: r.info_uuid, caseTitle: r.case_title, title: r.title, content: r.content, createdAt: Number(r.created_at) })),
    hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.revision_id) : '',
  };
}

export async function reviewRevisionOf(deps: AppDeps, staff: UserRow, body: Req<'reviewRevision'>) {
  const reason = (body.reason ?? '').trim();
  if (!body.approve && !reason) throw badRequest('请填写驳回原因');
  const status = await reviewRevision(deps, staff, body.revisionId, body.approve, reason);
  return { revisionId: body.revisionId, status };
}
