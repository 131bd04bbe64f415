/**
 * The trust area's shapes (issue 8): the calls and their types are declared in src/contract/trust.ts
 * (api group `trust`) and src/contract/staff-work.ts (`staffWork`); they are re-exported here so older
 * imports keep working. What stays here: the rules and tables the client and server share (landing
 * types, the discussion transition table, relationship degrees). User text (progress, verification
 * words, comments, reports, discussion) is stored and returned exactly as typed: render it as text.
 */
export type {
  NotificationKind, NotificationItem, MessageListReq, MessageListRes, MessageReadReq, MessageReadRes, ResolveReq, ResolveRes,
  ReviewStatus, ProgressItemT, ProgressAddReqT, FollowRes, VerifyAddReq, DoctorStatus, VerificationItemT, VerifyCountResT,
  VerifyListResT, VerifyUserListReq, DiscussionStatus, VoteChoice, VoteResult, DiscussionInfo, DiscussionComment, CommentItemT,
  FastReply, LabelsRes, ManagePageInfo, TodoKind, TodoItem, FundraiserVersion, ReportStatus, ReportOutcome, ReportItem, ReportAddReq,
} from '../contract/trust';
export type { FraudFlag, StaffVerification } from '../contract/staff-work';
export { CASE_LABELS, REPORT_REASONS } from '../contract/trust';

export interface Paged<T> { list: T[]; hasNext: boolean; anchorId: string }

// ---------------------------------------------------------------- notifications
/**
 * Landing types: the segment after /cf/wxmessage/ plus a few named ones. A landing page sends
 * type = its `to` query value when present (e.g. /cf/wxmessage/fundraising-verify?infoUuid=..&to=dynamic-audit),
 * else its own segment; /cf/messageMiddlePage/detail/:infoUuid sends type 'middle'.
 * Targets: pay, big-donation, comment, middle, jump, report -> /cf/contribute/:infoUuid; progress ->
 * /cf/contribute/progress/:infoUuid; identify-follow -> friend-prove; fundraising-verify, withdraw ->
 * /cf/contribute/fundraiser-center/:infoUuid; dynamic-audit -> /cf/publish/dynamic-audit/:infoUuid;
 * discussion -> /cf/discussion/detail/:infoUuid; welcomes, tips, blank -> /cf/common/list.
 */
export type LandingType =
  | 'pay' | 'blank' | 'jump' | 'middle' | 'progress' | 'comment' | 'identify-follow' | 'withdraw' | 'welcomes'
  | 'big-donation' | 'fundraising-verify' | 'tips' | 'discussion' | 'report' | 'dynamic-audit';
/** Where an unknown or unsafe landing goes. */
export const SAFE_LANDING = '/cf/common/list';

// ---------------------------------------------------------------- progress posts
/** At most this many photos a post. */
export const PROGRESS_MAX_IMAGES = 9;

// ---------------------------------------------------------------- verification
/**
 * A doctor's verification (isDoctor or relationship 医生/主治医生) counts as a doctor only after staff
 * approve the credential; while pending or after rejection it counts as a friend. Staff may mark a
 * verification false: it leaves every public list and counter, the donors who donated after it was
 * made are notified, and the verifier's false-verification counter grows.
 * Degrees: 1 family, 2 acquaintances, 3 medical and others.
 */
export const RELATIONSHIP_DEGREE: Record<number, readonly string[]> = {
  1: ['亲属', '亲戚'], 2: ['朋友', '同事', '同学', '邻居'], 3: ['医生', '主治医生', '病友', '其他'],
};

// ---------------------------------------------------------------- discussion and public trust
/** Discussion status. */
export const DISCUSSION = { noDiscussion: 0, noApply: 1, onAudit: 2, onReject: 3, onPublic: 4, end: 5 } as const;
/**
 * The one transition table (the server enforces it; anything else is 409 当前状态不可操作):
 * noApply/onReject --apply (owner)--> onAudit; onAudit --approve (staff)--> onPublic;
 * onAudit --reject (staff)--> onReject; onPublic --end (owner or staff)--> end.
 * A case with no discussion is noApply while raising (status 0), else noDiscussion.
 */
export const DISCUSSION_TRANSITIONS = [
  { action: 'apply', from: [1, 3], to: 2, by: 'owner' },
  { action: 'approve', from: [2], to: 4, by: 'staff' },
  { action: 'reject', from: [2], to: 3, by: 'staff' },
  { action: 'end', from: [4], to: 5, by: 'owner|staff' },
] as const;
