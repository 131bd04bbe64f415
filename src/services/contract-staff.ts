/**
 * The staff API contract for the raise flow (issue 7): review queue, case file, section reviews,
 * edit-case revisions, blacklist, help registrations, audit log. Every path is under /api/staff
 * (server/src/plugins/staff.ts): 401 when not logged in, 403 无权操作 without the staff role.
 * Types only; `data` of the { code, msg, data } envelope. All POST with a JSON body.
 * Every staff write is recorded in the audit log in the same transaction (who, when, before, after).
 * Staff see ID numbers and bank accounts unmasked.
 *
 * Changelog (a shape change gets a dated line here):
 * - 2026-11-23 first version.
 * - 2026-11-23 blacklist/add answers the whole BlacklistItem (was { id }; id is still there).
 */
import type { InfoStatus, RaiseTypeCode, Section } from './contract-raise';

/** SPEC 4 audit types. DRAW_PUBLIC and FUND_USE_SUBMIT queues belong to the money-out flow. */
export const AUDIT_TYPE = { BASE_AUDIT: 0, MATERIAL_AUDIT: 1, DRAW_PUBLIC: 2, FUND_USE_SUBMIT: 3 } as const;

/** POST /api/staff/whoami {} — the staff user (the console's guard: 401/403 otherwise). */
export interface StaffWhoamiRes { userId: string; nickname: string }

/**
 * POST /api/staff/raise/queue { auditType, anchorId?, size? (1-50, default 20) }
 * BASE_AUDIT 0: cases whose base is SUBMIT_SUCCESS; MATERIAL_AUDIT 1: cases with another section
 * SUBMIT_SUCCESS. Oldest submission first (first come, first served); anchorId pages on.
 */
export interface StaffQueueReq { auditType: 0 | 1; anchorId?: string; size?: number }
export interface StaffQueueItem {
  infoUuid: string; title: string; raiseType: RaiseTypeCode; submittedAt: number;
  pendingSections: Section[]; findingsCount: number; published: boolean; ownerUserId: string;
}
export interface StaffQueueRes { list: StaffQueueItem[]; hasNext: boolean; anchorId: string }

/** An automatic check's result, stored at submit (kinds below). */
export type FindingKind =
  | 'ID_CHECKSUM' // an 18-digit ID that fails GB 11643 / birth date
  | 'AGE_MISMATCH' // e.g. patient relation 'child' older than the fundraiser, or 'parent' younger
  | 'DUP_PATIENT' // the same patient ID in another active case
  | 'DUP_PAYEE_ACCOUNT' // the same payee bank account on a case of another owner
  | 'BLACKLIST'; // the fundraiser, the patient or the payee is on the blacklist
export interface Finding { id: string; kind: FindingKind; section: Section; detail: string; relatedInfoUuid: string | null; createdAt: number }

export interface CaseFileSection {
  section: Section; status: InfoStatus; data: Record<string, unknown> | null; reason: string;
  submittedAt: number | null; reviewedAt: number | null; reviewedBy: string | null; updatedAt: number | null;
}
export interface AuditRow {
  id: string; actor: string; action: string; targetType: string; targetId: string; infoUuid: string | null;
  before: unknown; after: unknown; reason: string; createdAt: number;
}
/** POST /api/staff/raise/case-file { infoUuid } — everything about one case, findings on top. */
export interface CaseFileRes {
  findings: Finding[];
  case: {
    infoUuid: string; title: string; content: string; raiseType: RaiseTypeCode; targetAmount: number; raisedAmount: number;
    coverUrl: string; attachments: string[]; status: number; published: boolean; ownerUserId: string; ownerMobile: string | null;
    createdAt: number; required: Section[];
  };
  sections: CaseFileSection[]; // every Section, in SECTIONS order
  pendingRevision: { revisionId: string; title: string; content: string; createdAt: number } | null;
  audit: AuditRow[]; // this case's audit history, newest first
}

/**
 * POST /api/staff/raise/review-section { infoUuid, section, approve, reason? }
 * SUBMIT_SUCCESS -> PASS (approve) or REJECTED (reason 1-200 required: 请填写驳回原因).
 * Any other status -> 409 该资料不在待审核状态. Approving base of a draft does NOT publish it.
 * A staff user cannot review their own case (403 不能审核自己发起的筹款; revisions too).
 */
export interface ReviewSectionReq { infoUuid: string; section: Section; approve: boolean; reason?: string }
export interface ReviewSectionRes { infoUuid: string; section: Section; status: InfoStatus }

/** POST /api/staff/raise/revisions { anchorId?, size? } — PENDING edit-case revisions, oldest first. */
export interface RevisionItem { revisionId: string; infoUuid: string; caseTitle: string; title: string; content: string; createdAt: number }
export interface RevisionListRes { list: RevisionItem[]; hasNext: boolean; anchorId: string }
/** POST /api/staff/raise/review-revision { revisionId, approve, reason? } — 409 该修改已审核 when no longer PENDING. */
export interface ReviewRevisionReq { revisionId: string; approve: boolean; reason?: string }
export interface ReviewRevisionRes { revisionId: string; status: 'APPROVED' | 'REJECTED' }

/**
 * Blacklist: a user id and/or an ID number with the person's name. A blacklisted user cannot start a
 * case; a blacklisted ID found in a submitted section becomes a BLACKLIST finding.
 *   POST /api/staff/blacklist/add { userId?, idCard?, name, reason } -> BlacklistItem  (one of userId/idCard: 请填写用户ID或身份证号)
 *   POST /api/staff/blacklist/list { anchorId?, size? }  unmasked, newest first, active entries
 *   POST /api/staff/blacklist/remove { id, reason? }      -> { id, removed: true }
 */
export interface BlacklistAddReq { userId?: string; idCard?: string; name: string; reason: string }
export interface BlacklistItem { id: string; userId: string | null; idCard: string | null; name: string; reason: string; addedBy: string; addedAt: number }
export interface BlacklistListRes { list: BlacklistItem[]; hasNext: boolean; anchorId: string }

/**
 * Help registrations (/api/cf/apply/raise):
 *   POST /api/staff/help-registrations/list { status?, anchorId?, size? }  newest first
 *   POST /api/staff/help-registrations/update-status { id, status, note? } -> HelpRegistration
 */
export type HelpStatus = 'NEW' | 'CONTACTED' | 'STARTED' | 'CLOSED';
export interface HelpRegistration {
  id: string; name: string; phone: string; city: string; illness: string; status: HelpStatus; note: string;
  userId: string | null; createdAt: number; updatedAt: number;
}
export interface HelpListRes { list: HelpRegistration[]; hasNext: boolean; anchorId: string }

/** POST /api/staff/audit-log/list { infoUuid?, actor?, before?, limit? (1-200, default 50) } — newest first. */
export interface AuditListReq { infoUuid?: string; actor?: string; before?: number; limit?: number }
export interface AuditListRes { list: AuditRow[] }
