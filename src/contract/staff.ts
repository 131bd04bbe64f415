/**
 * The staff console's raise work: the review queues, one case's file, section reviews, edit-case
 * revisions, the blacklist, help registrations and the audit log. Staff role only (401 not logged in,
 * 403 无权操作 without the role). Every staff write is recorded in the audit log in the same
 * transaction (who, when, before, after). Staff see ID numbers and bank accounts unmasked; the
 * answers carry the fields the console shows, never a table's own columns.
 */
import { ANCHOR, AnchorPage, Bool, call, CaseRef, Empty, Enum, Img, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, Type, type Static } from './schema';
import { AnySectionData, InfoStatusOf, RaiseTypeOf, SectionName } from './raise-sections';

const S = () => Type.String();
const Paging = () => ({ anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) });
/** A staff decision: rejecting needs a reason (请填写驳回原因). */
const Decision = { approve: Bool() };

/** Audit types of the review queues (base 0, material 1; withdrawals 2 and fund use 3 are the money-out flow's). */
export const AUDIT_TYPE = { BASE_AUDIT: 0, MATERIAL_AUDIT: 1, DRAW_PUBLIC: 2, FUND_USE_SUBMIT: 3 } as const;

/** displayName: how the console names this staff member (their staff name; never the WeChat nickname) */
export const StaffWhoamiRes = Obj({ userId: S(), nickname: S(), displayName: S() });
export type StaffWhoamiRes = Static<typeof StaffWhoamiRes>;

/**
 * BASE_AUDIT 0: cases whose base is SUBMIT_SUCCESS; MATERIAL_AUDIT 1: cases with another section
 * SUBMIT_SUCCESS. Oldest submission first (first come, first served); size 1-50, default 20.
 */
export const StaffQueueReq = Obj({ auditType: Enum([0, 1] as const), ...Paging() });
export type StaffQueueReq = Static<typeof StaffQueueReq>;
export const StaffQueueItem = Obj({
  infoUuid: S(), title: S(), raiseType: RaiseTypeOf(), submittedAt: Int(0),
  pendingSections: List(SectionName()), findingsCount: Int(0), published: Bool(), ownerUserId: S(),
});
export type StaffQueueItem = Static<typeof StaffQueueItem>;
export const StaffQueueRes = AnchorPage(StaffQueueItem);
export type StaffQueueRes = Static<typeof StaffQueueRes>;

/** An automatic check's result, stored at submit. */
const FindingKindOf = Enum([
  'ID_CHECKSUM', // an 18-digit ID that fails GB 11643 / birth date
  'AGE_MISMATCH', // e.g. patient relation 'child' older than the fundraiser, or 'parent' younger
  'DUP_PATIENT', // the same patient ID in another active case
  'DUP_PAYEE_ACCOUNT', // the same payee bank account on a case of another owner
  'BLACKLIST', // the fundraiser, the patient or the payee is on the blacklist
] as const);
export type FindingKind = Static<typeof FindingKindOf>;
export const Finding = Obj({ id: S(), kind: FindingKindOf, section: SectionName(), detail: S(), relatedInfoUuid: Nullable(S()), createdAt: Int(0) });
export type Finding = Static<typeof Finding>;

/** A section's data as the owner saved it, unmasked, shown field by field (the fields depend on the section). */
export const CaseFileSection = Obj({
  section: SectionName(), status: InfoStatusOf(), data: Nullable(AnySectionData()), reason: S(),
  submittedAt: Nullable(Int(0)), reviewedAt: Nullable(Int(0)), reviewedBy: Nullable(S()),
  /** the reviewer as the console names people (nickname and masked phone; never the id) */
  reviewedByName: Nullable(S()), updatedAt: Nullable(Int(0)),
});
export type CaseFileSection = Static<typeof CaseFileSection>;

/** One staff action as the console lists it (the rows before and after stay in the log). */
export const AuditRow = Obj({
  id: S(), actor: S(), action: S(), targetType: S(), targetId: S(), infoUuid: Nullable(S()), reason: S(), createdAt: Int(0),
  /** who acted, as the console names people (nickname and masked phone, 系统; never the id) */
  actorName: S(),
});
export type AuditRow = Static<typeof AuditRow>;

/** Everything about one case, findings on top; sections in SECTIONS order; its audit history newest first. */
export const CaseFileRes = Obj({
  findings: List(Finding),
  case: Obj({
    infoUuid: S(), title: S(), content: S(), raiseType: RaiseTypeOf(), targetAmount: Int(0), raisedAmount: Int(0),
    coverUrl: Img(), attachments: List(Img()), status: Int(), published: Bool(), ownerUserId: S(), ownerMobile: Nullable(S()),
    /** the owner as the console names people (nickname and masked phone) */
    ownerName: S(),
    createdAt: Int(0), required: List(SectionName()),
  }),
  sections: List(CaseFileSection),
  pendingRevision: Nullable(Obj({ revisionId: S(), title: S(), content: S(), createdAt: Int(0) })),
  audit: List(AuditRow),
});
export type CaseFileRes = Static<typeof CaseFileRes>;

/**
 * SUBMIT_SUCCESS -> PASS (approve) or REJECTED (reason 1-200 characters required: 请填写驳回原因).
 * Any other status -> 409 该资料不在待审核状态. Approving base of a draft does NOT publish it.
 * A staff user cannot review their own case (403 不能审核自己发起的筹款; revisions too).
 */
/** A rejection's reason, shown to the fundraiser: one short line (a section's or a revision's). */
export const REJECT_REASON_MAX = 200;
export const ReviewSectionReq = Obj({ infoUuid: INFO_UUID(), section: SectionName(), ...Decision, reason: Opt(Str(0, REJECT_REASON_MAX)) });
export type ReviewSectionReq = Static<typeof ReviewSectionReq>;
export const ReviewSectionRes = Obj({ infoUuid: S(), section: SectionName(), status: InfoStatusOf() });
export type ReviewSectionRes = Static<typeof ReviewSectionRes>;

/** PENDING edit-case revisions, oldest first. */
export const RevisionItem = Obj({ revisionId: S(), infoUuid: S(), caseTitle: S(), title: S(), content: S(), createdAt: Int(0) });
export type RevisionItem = Static<typeof RevisionItem>;
export const RevisionListRes = AnchorPage(RevisionItem);
export type RevisionListRes = Static<typeof RevisionListRes>;
/** 409 该修改已审核 when no longer PENDING. */
export const ReviewRevisionReq = Obj({ revisionId: Str(1, 64), ...Decision, reason: Opt(Str(0, REJECT_REASON_MAX)) });
export type ReviewRevisionReq = Static<typeof ReviewRevisionReq>;
export const ReviewRevisionRes = Obj({ revisionId: S(), status: Enum(['APPROVED', 'REJECTED'] as const) });
export type ReviewRevisionRes = Static<typeof ReviewRevisionRes>;

/**
 * Blacklist: a user id and/or an ID number with the person's name (one of userId/idCard:
 * 请填写用户ID或身份证号). A blacklisted user cannot start a case; a blacklisted ID found in a
 * submitted section becomes a BLACKLIST finding. The list is unmasked, newest first, active entries.
 */
export const BlacklistAddReq = Obj({ userId: Opt(Str(0, 64)), idCard: Opt(Str(0, 30)), name: Opt(Str(0, 50)), reason: Opt(Str(0, 400)) });
export type BlacklistAddReq = Static<typeof BlacklistAddReq>;
export const BlacklistItem = Obj({ id: S(), userId: Nullable(S()), idCard: Nullable(S()), name: S(), reason: S(), addedBy: S(), addedAt: Int(0),
  /** the staff member who added it, by their console name (never the id) */
  addedByName: S(),
});
export type BlacklistItem = Static<typeof BlacklistItem>;
export const BlacklistListRes = AnchorPage(BlacklistItem);
export type BlacklistListRes = Static<typeof BlacklistListRes>;

/** Help registrations (from the public apply call), newest first. */
const HelpStatusOf = Enum(['NEW', 'CONTACTED', 'STARTED', 'CLOSED'] as const);
export type HelpStatus = Static<typeof HelpStatusOf>;
export const HelpRegistration = Obj({
  id: S(), name: S(), phone: S(), city: S(), illness: S(), status: HelpStatusOf, note: S(),
  userId: Nullable(S()), createdAt: Int(0), updatedAt: Int(0),
});
export type HelpRegistration = Static<typeof HelpRegistration>;
export const HelpListRes = AnchorPage(HelpRegistration);
export type HelpListRes = Static<typeof HelpListRes>;

/** Newest first; limit 1-200, default 50. */
export const AuditListReq = Obj({ infoUuid: Opt(INFO_UUID()), actor: Opt(Str(1, 64)), before: Opt(Int(0)), limit: Opt(Int(1, 200)) });
export type AuditListReq = Static<typeof AuditListReq>;
export const AuditListRes = Obj({ list: List(AuditRow) });
export type AuditListRes = Static<typeof AuditListRes>;

const W = { noDedupe: true };
const R = { noDedupe: true };
export const staff = {
  /** The staff user (the console's guard). */
  whoami: call({ method: 'POST', path: '/api/staff/whoami', access: 'staff', req: Empty(), res: StaffWhoamiRes, client: R }),
  queue: call({ method: 'POST', path: '/api/staff/raise/queue', access: 'staff', req: StaffQueueReq, res: StaffQueueRes, client: R }),
  caseFile: call({ method: 'POST', path: '/api/staff/raise/case-file', access: 'staff', req: CaseRef(), res: CaseFileRes, client: R }),
  reviewSection: call({ method: 'POST', path: '/api/staff/raise/review-section', access: 'staff', req: ReviewSectionReq, res: ReviewSectionRes, client: W }),
  revisions: call({ method: 'POST', path: '/api/staff/raise/revisions', access: 'staff', req: Obj(Paging()), res: RevisionListRes, client: R }),
  reviewRevision: call({ method: 'POST', path: '/api/staff/raise/review-revision', access: 'staff', req: ReviewRevisionReq, res: ReviewRevisionRes, client: W }),
  /** The same decision on a revision, at its older address. */
  reviewBaseInfo: call({ method: 'POST', path: '/api/cf/v4/staff/review-base-info', access: 'staff', req: ReviewRevisionReq, res: ReviewRevisionRes, client: W }),
  blacklistAdd: call({ method: 'POST', path: '/api/staff/blacklist/add', access: 'staff', req: BlacklistAddReq, res: BlacklistItem, client: W }),
  blacklistList: call({ method: 'POST', path: '/api/staff/blacklist/list', access: 'staff', req: Obj(Paging()), res: BlacklistListRes, client: R }),
  blacklistRemove: call({
    method: 'POST', path: '/api/staff/blacklist/remove', access: 'staff',
    req: Obj({ id: Str(1, 64), reason: Opt(Str(0, 200)) }), res: Obj({ id: S(), removed: Type.Literal(true) }), client: W,
  }),
  helpList: call({
    method: 'POST', path: '/api/staff/help-registrations/list', access: 'staff',
    req: Obj({ status: Opt(HelpStatusOf), ...Paging() }), res: HelpListRes, client: R,
  }),
  helpUpdateStatus: call({
    method: 'POST', path: '/api/staff/help-registrations/update-status', access: 'staff',
    req: Obj({ id: Str(1, 64), status: HelpStatusOf, note: Opt(Str(0, 500)) }), res: HelpRegistration, client: W,
  }),
  auditLog: call({ method: 'POST', path: '/api/staff/audit-log/list', access: 'staff', req: AuditListReq, res: AuditListRes, client: R }),
};
