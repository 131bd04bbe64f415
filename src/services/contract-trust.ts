/**
 * API contract of the trust area (issue 8): notifications and their landing pages, progress posts,
 * verification, discussion and public-trust voting, comments and fast replies, case labels, the
 * raiser's manage page, reports and (staff) fraud signals. Types only; the server's routes import
 * them. Every response is the { code, msg, data } envelope of contract.ts; all calls are POST with a
 * JSON body unless marked GET. Money is integer fen. User text (progress, verification words,
 * comments, reports, discussion) is stored and returned exactly as typed: render it as text, never HTML.
 */
import type { ProgressItem, CommentItem, VerifyCountRes } from './contract';

export interface Paged<T> { list: T[]; hasNext: boolean; anchorId: string }

// ---------------------------------------------------------------- notifications
export type NotificationKind =
  | 'donation' | 'big_donation' | 'comment' | 'verification' | 'verification_false' | 'progress_approved'
  | 'progress_rejected' | 'progress_follow' | 'withdrawal' | 'review_result' | 'report_outcome' | 'discussion';
export interface NotificationItem {
  msgId: string; kind: NotificationKind; infoUuid: string; title: string; body: string;
  /** An internal landing path, e.g. /cf/wxmessage/pay?infoUuid=...&msgId=... */
  landingUrl: string; createdAt: number; read: boolean;
}
/** POST /api/cf/v4/message/list { anchorId?, size? (1..50, default 20) } — mine, newest first (login) */
export interface MessageListReq { anchorId?: string; size?: number }
export interface MessageListRes extends Paged<NotificationItem> { unread: number }
/** POST /api/cf/v4/message/read { msgIds?: string[] (max 100), all?: boolean } → { unread } (only mine are touched) */
export interface MessageReadReq { msgIds?: string[]; all?: boolean }
export interface MessageReadRes { unread: number }
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
/**
 * POST /api/cf/v4/message/resolve { type, infoUuid?, msgId? } (no login needed) → { path }.
 * path is ALWAYS an internal route of the route table (starts with one '/'); an unknown type, a
 * malformed or unknown infoUuid, or a msgId that is not the viewer's resolves to SAFE_LANDING.
 * A msgId of the viewer is marked read.
 */
export interface ResolveReq { type: string; infoUuid?: string; msgId?: string }
export interface ResolveRes { path: string; safe: boolean }
export const SAFE_LANDING = '/cf/common/list';

// ---------------------------------------------------------------- progress posts
export type ReviewStatus = 'pending' | 'approved' | 'rejected';
/** Progress items carry their review status; public lists hold approved ones only. */
export interface ProgressItemT extends ProgressItem { status: ReviewStatus; reason: string }
/**
 * GET /api/cf/v4/progress/get?infoUuid&offset&limit&type → ProgressListRes (contract.ts), approved only.
 * POST /api/cf/v4/progress/add { infoUuid, content (1..2000), imageUrls?: comma-separated, at most 9,
 *   each an upload URL (/api/upload/... or https://) } → ProgressItemT (status 'pending'; owner only, 403 else).
 * POST /api/cf/v4/progress/mine { infoUuid } → { list: ProgressItemT[] } — the owner's posts with status
 *   (for /cf/publish/dynamic-audit); 403 for anyone else.
 * POST /api/cf/v4/progress/follow | unfollow | follow-status { infoUuid } → FollowRes (login).
 *   Followers get a 'progress_follow' notification when a post passes review; the owner gets
 *   'progress_approved' / 'progress_rejected'.
 */
export interface ProgressAddReqT { infoUuid: string; content: string; imageUrls?: string }
export interface FollowRes { following: boolean; followers: number }
export const PROGRESS_MAX_IMAGES = 9;

// ---------------------------------------------------------------- verification
/**
 * /api/cf/v4/verification/* and /api/cf/v5/verification/* are the same calls:
 * - add VerifyAddReq → VerificationItemT. Login AND a bound phone (real identity, else 403 请先绑定手机号);
 *   never the owner (403); one per user per case (409 你已经证实过了).
 * - delete { verifyId, infoUuid } — by its author or the case owner (403 and nothing deleted otherwise).
 * - count { infoUuid } → VerifyCountResT.   - list { infoUuid, size, anchorId, orderType } → VerifyListResT.
 * - selected { infoUuid, orderType?, maxCount? (default 7, max 7) } → { list }.
 * - user-list VerifyUserListReq → VerifyListResT (filters applied, see below).
 * A doctor's verification (isDoctor or relationship 医生/主治医生) needs hospital, department, title and a
 * practising-certificate photo (certUrl, a private upload URL never returned to others). It counts as a
 * doctor (doctorVerificationCount, countFromHospital) only after staff approve the credential; while
 * pending or after rejection it counts as a friend. Staff may mark a verification false: it leaves every
 * public list and counter, the donors who donated after it was made are notified, and the verifier's
 * false-verification counter grows.
 */
export interface VerifyAddReq {
  infoUuid: string; relationship: string; content: string; isDoctor?: boolean;
  /** optional identity the verifier states, e.g. 患者的大学同学 */
  identity?: string;
  hospital?: string; department?: string; title?: string; certUrl?: string;
}
export type DoctorStatus = '' | 'pending' | 'approved' | 'rejected';
export interface VerificationItemT {
  verifyId: string; infoUuid: string; nickname: string; headImgUrl: string; relationship: string;
  content: string; isDoctor: boolean; time: number; identity: string;
  /** the verifier is a logged-in user with a bound phone */
  realName: boolean;
  doctor: { hospital: string; department: string; title: string; status: DoctorStatus } | null;
  mine: boolean; canDelete: boolean;
}
/** count: every public verification; verifyUserCount: those whose verifier is a real-name user (bound phone). */
export interface VerifyCountResT extends VerifyCountRes { verifyUserCount: number }
export interface VerifyListResT extends VerifyCountResT, Paged<VerificationItemT> {}
/**
 * selfTag: 'self' only the viewer's own verification, 'others' everyone but the viewer, '' all.
 * degree: 1 family (亲属 亲戚), 2 acquaintances (朋友 同事 同学 邻居), 3 medical and others (医生 主治医生 病友 其他).
 * relationships: comma-separated relationships to include (e.g. '朋友,同学').
 */
export interface VerifyUserListReq { infoUuid: string; size?: number; anchorId?: string; selfTag?: string; degree?: number; relationships?: string }
export const RELATIONSHIP_DEGREE: Record<number, readonly string[]> = {
  1: ['亲属', '亲戚'], 2: ['朋友', '同事', '同学', '邻居'], 3: ['医生', '主治医生', '病友', '其他'],
};

// ---------------------------------------------------------------- discussion and public trust
/** SPEC 4 discussion status. */
export const DISCUSSION = { noDiscussion: 0, noApply: 1, onAudit: 2, onReject: 3, onPublic: 4, end: 5 } as const;
export type DiscussionStatus = (typeof DISCUSSION)[keyof typeof DISCUSSION];
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
export type VoteChoice = 'support' | 'oppose';
export interface VoteResult { support: number; oppose: number; total: number }
/**
 * Voting rules: only while onPublic; login; one vote per user per discussion (409 你已经投过票了);
 * the owner cannot vote (403); only donors of the case (a PAID order) or users who verified it (a
 * verification not marked false) may vote (403 仅捐款人或证实人可以投票); results are public counts.
 */
export interface DiscussionInfo {
  infoUuid: string; status: DiscussionStatus; reason: string; content: string; votes: VoteResult;
  /** what the viewer may do now (the server's rules, so screens do not recompute them) */
  canApply: boolean; canEnd: boolean; canVote: boolean; myVote: VoteChoice | null; commentCount: number;
}
/**
 * POST /api/cf-risk/discussion/get { infoUuid } → DiscussionInfo
 * POST /api/cf-risk/discussion/apply { infoUuid, content (1..1000) } → DiscussionInfo (owner)
 * POST /api/cf-risk/discussion/end { infoUuid } → DiscussionInfo (owner)
 * POST /api/cf-risk/discussion/vote { infoUuid, vote } → DiscussionInfo
 * POST /api/frame/bc/detail { infoUuid } → DiscussionInfo (same as discussion/get)
 * POST /api/frame/comment/list { infoUuid, anchorId?, size? } → Paged<DiscussionComment>
 * POST /api/frame/comment/add { infoUuid, content (1..500) } → DiscussionComment (login; while onPublic)
 * POST /api/frame/comment/remove { commentId, infoUuid } (author or case owner)
 */
export interface DiscussionComment { id: string; nickname: string; headImgUrl: string; content: string; time: number; mine: boolean }

// ---------------------------------------------------------------- comments, fast replies, labels, manage page
/**
 * POST /api/cf/v4/comment/get and /api/cf/v4/comment/get-v1 { infoUuid, anchorId?, size? } → Paged<CommentItemT>.
 * POST /api/cf/v4/comment/remove { commentId, infoUuid }: the author or the case owner may delete (403 else).
 */
export interface CommentItemT extends CommentItem { canDelete: boolean }
/**
 * Fast replies (owner only, 403 else; at most 20 per case):
 * POST /api/charity/cf/manage/fast-reply/list { infoUuid } → { list: FastReply[] }
 * POST /api/charity/cf/manage/fast-reply/add { infoUuid, content (1..200) } → FastReply
 * POST /api/charity/cf/manage/fast-reply/update { infoUuid, id, content } → FastReply
 * POST /api/charity/cf/manage/fast-reply/delete { infoUuid, id }
 */
export interface FastReply { id: string; content: string; createdAt: number }
/**
 * POST /api/charity/cf/manage/labels/get { infoUuid } → { labels } (public)
 * POST /api/charity/cf/manage/labels/set { infoUuid, labels } (owner; at most 5, each 1..10 characters from CASE_LABELS)
 */
export const CASE_LABELS = ['真实可信', '急需手术', '家庭困难', '医生证实', '亲友证实', '已有医保', '孩子', '老人', '重症', '罕见病'] as const;
export interface LabelsRes { labels: string[] }
/** POST /api/charity/cf/manage/page-info { infoUuid } → ManagePageInfo (owner only) */
export interface ManagePageInfo {
  infoUuid: string; raisedAmount: number; donationCount: number; shareCount: number; visitCount: number;
  verificationCount: number; followers: number; todos: TodoItem[];
}
export type TodoKind = 'materials' | 'invite_friends' | 'post_progress' | 'apply_withdrawal';
export interface TodoItem { kind: TodoKind; title: string; path: string; done: boolean }
/** POST /api/cf/v4/fundraiser-version { infoUuid } → FundraiserVersion (feature config key fundraiserVersion) */
export interface FundraiserVersion {
  shunt: number;
  domainAddressAndAccountOpenMap: { domainAddress: string; accountOpen: boolean; strongJumpFundraiserManagement: boolean };
}

// ---------------------------------------------------------------- reports and fraud signals
export const REPORT_REASONS = ['信息虚假', '重复筹款', '已康复或不需要', '资金用途不当', '冒用他人信息', '其他'] as const;
export type ReportStatus = 'pending' | 'resolved';
export type ReportOutcome = 'confirmed' | 'rejected' | 'case_warned';
/**
 * POST /api/cf/v4/report/add { infoUuid, reason (one of REPORT_REASONS), content (1..500), imageUrls?: string[] (max 9) }
 *   → ReportItem (login; rate limited: 429 举报过于频繁，请稍后再试)
 * POST /api/cf/v4/report/mine { anchorId?, size? } → Paged<ReportItem> (the reporter sees the outcome)
 */
export interface ReportItem {
  reportId: string; infoUuid: string; reason: string; content: string; imageUrls: string[];
  status: ReportStatus; outcome: ReportOutcome | null; outcomeNote: string; createdAt: number; resolvedAt: number | null;
}
export interface FraudFlag {
  flagId: string; kind: 'tiny_donation_burst' | 'order_velocity' | 'shared_payee'; infoUuid: string | null;
  subject: string; evidence: Record<string, unknown>; status: 'open' | 'resolved'; resolution: string; createdAt: number;
}

// ---------------------------------------------------------------- staff (under /api/staff, staff role)
/**
 * POST /api/staff/progress/queue { size? } → { list: (ProgressItemT & { infoUuid })[] }
 * POST /api/staff/progress/approve { id } | reject { id, reason }
 * POST /api/staff/verification/doctor-queue { size? } → { list: StaffVerification[] }
 * POST /api/staff/verification/doctor-approve { verifyId } | doctor-reject { verifyId, reason }
 * POST /api/staff/verification/mark-false { verifyId, reason }
 * POST /api/staff/discussion/queue { size? } → { list: DiscussionInfo[] }
 * POST /api/staff/discussion/approve { infoUuid } | reject { infoUuid, reason } | end { infoUuid }
 * POST /api/staff/reports/queue { status?, size? } → { list: ReportItem[] }
 * POST /api/staff/reports/resolve { reportId, outcome, note }
 * POST /api/staff/fraud-flags/list { status?, size? } → { list: FraudFlag[] }
 * POST /api/staff/fraud-flags/resolve { flagId, resolution }
 * Every staff action writes an audit row in the same transaction.
 */
export interface StaffVerification extends VerificationItemT { certUrl: string }
