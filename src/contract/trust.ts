/**
 * The trust area (api group `trust`): the raiser's fundraiser centre (page info, version, labels, fast
 * replies), progress posts and follows, friend and doctor verification, discussion and public-trust
 * votes, reports, notifications and their landings. User text (progress, verification words, comments,
 * reports, discussion) is stored and returned exactly as typed: render it as text, never as HTML.
 */
import { ANCHOR, Bool, call, Enum, Img, ImgCsv, INFO_UUID, Int, List, Nullable, Null, Obj, Opt, Str, Type, type Static } from './schema';
import type { ProgressAddReq } from './cases';
import { hasPatient, RaiseTypeOf } from './raise-sections';

// ---------------------------------------------------------------- bounds the forms apply too (declared once, here)
/** A verification's words (证实内容). */
export const PROVE_WORDS_MAX = 200;
/** A report's words and images. */
export const REPORT_TEXT_MAX = 500;
export const REPORT_MAX_IMAGES = 9;
/** Labels an owner picks for a case; quick replies an owner keeps, and one reply's length. */
export const MAX_LABELS = 5;
export const MAX_FAST_REPLIES = 20;
export const FAST_REPLY_MAX = 200;
/** A public-trust discussion's application and a comment on it. */
export const APPLY_MAX = 1000;
export const DISCUSSION_COMMENT_MAX = 500;

const Text = (max = 2000) => Str(0, max);
const Time = () => Int(0);
const CaseRef = Obj({ infoUuid: INFO_UUID() });
const Page = Obj({ anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) });
const CasePage = Obj({ infoUuid: INFO_UUID(), anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) });
/** A string that must be one of `values` (typed as a plain string, as the forms hold it). */
const OneOf = (values: readonly string[]) => Type.Unsafe<string>({ type: 'string', enum: [...values] });
const paged = <P extends Parameters<typeof Obj>[0]>(props: P) => ({ ...props, hasNext: Bool(), anchorId: Str(0, 200) });

// ---------------------------------------------------------------- notifications
export const NotificationKind = Enum([
  'donation', 'big_donation', 'comment', 'verification', 'verification_false', 'progress_approved', 'progress_rejected',
  'progress_follow', 'withdrawal', 'review_result', 'report_outcome', 'discussion', 'monthly_due',
] as const);
export type NotificationKind = Static<typeof NotificationKind>;
export const NotificationItem = Obj({
  msgId: Str(0, 64), kind: NotificationKind, infoUuid: Str(0, 64), title: Text(200), body: Text(),
  /** an internal landing path, e.g. /cf/wxmessage/pay?infoUuid=...&msgId=... */
  landingUrl: Text(), createdAt: Time(), read: Bool(),
});
export type NotificationItem = Static<typeof NotificationItem>;
/** Mine, newest first; size 1..50 (default 20). */
export const MessageListReq = Page;
export type MessageListReq = Static<typeof MessageListReq>;
export const MessageListRes = Obj(paged({ list: List(NotificationItem), unread: Int(0) }));
export type MessageListRes = Static<typeof MessageListRes>;
/** Marks the listed messages (at most 100), or all of them, read; only the caller's own are touched. */
export const MessageReadReq = Obj({ msgIds: Opt(List(Str(1, 64), 100)), all: Opt(Bool()) });
export type MessageReadReq = Static<typeof MessageReadReq>;
export const MessageReadRes = Obj({ unread: Int(0) });
export type MessageReadRes = Static<typeof MessageReadRes>;
/**
 * Where a landing page goes. Lenient lengths on purpose: a hostile or garbled value resolves to the
 * safe page, never a 400. The path is always an internal route of the route table.
 */
export const ResolveReq = Obj({ type: Str(0, 2000), infoUuid: Opt(Str(0, 2000)), msgId: Opt(Str(0, 200)) });
export type ResolveReq = Static<typeof ResolveReq>;
export const ResolveRes = Obj({ path: Text(), safe: Bool() });
export type ResolveRes = Static<typeof ResolveRes>;

// ---------------------------------------------------------------- progress posts
export const ReviewStatus = Enum(['pending', 'approved', 'rejected'] as const);
export type ReviewStatus = Static<typeof ReviewStatus>;
/** A progress post with its review status; public lists hold approved ones only. */
export const ProgressItemT = Obj({
  id: Str(0, 64), content: Text(), imageUrls: ImgCsv(), largeImageUrls: ImgCsv(),
  /** ms */
  updateDate: Time(), sortDate: Time(), updateTime: Str(0, 64), status: ReviewStatus, reason: Text(200),
});
export type ProgressItemT = Static<typeof ProgressItemT>;
/** A new post (declared with its call in ./cases.ts). */
export type ProgressAddReqT = ProgressAddReq;
export const FollowRes = Obj({ following: Bool(), followers: Int(0) });
export type FollowRes = Static<typeof FollowRes>;

// ---------------------------------------------------------------- verification
/**
 * Who may verify a case, by kind, and the relationships each may state: the form offers them and the
 * server refuses any other. A fellow patient or a doctor speaks for a patient, so only a case with one
 * (hasPatient) takes them; a goods or dream case is verified by relatives and friends of its fundraiser.
 */
export const PROVE_KINDS = [
  { kind: 'relative', label: '亲属', relationships: ['亲属', '亲戚'] },
  { kind: 'friend', label: '朋友', relationships: ['朋友', '同事', '同学', '邻居', '其他'] },
  { kind: 'patient', label: '病友', relationships: ['病友'] },
  { kind: 'doctor', label: '医生', relationships: ['医生', '主治医生'] },
] as const;
export type ProveKind = (typeof PROVE_KINDS)[number]['kind'];
export type ProveRelationship = (typeof PROVE_KINDS)[number]['relationships'][number];
export const RELATIONSHIPS: readonly ProveRelationship[] = PROVE_KINDS.flatMap((k) => k.relationships);
/** The kinds of verifier a case of this kind takes. */
export const proveKindsFor = (raiseType?: number): ReadonlyArray<(typeof PROVE_KINDS)[number]> =>
  hasPatient(raiseType) ? PROVE_KINDS : PROVE_KINDS.filter((k) => k.kind === 'relative' || k.kind === 'friend');
/** Whether a verifier may state this relationship (and claim to be a doctor) on a case of this kind. */
export function mayProveAs(raiseType: number | undefined, relationship: string, isDoctor = false): boolean {
  const kinds = proveKindsFor(raiseType);
  return kinds.some((k) => (k.relationships as readonly string[]).includes(relationship)) && (!isDoctor || kinds.some((k) => k.kind === 'doctor'));
}
/** The message for a relationship the case does not take (the form's and the server's). */
export const proveRelationMsg = (raiseType?: number): string => `请选择您与${hasPatient(raiseType) ? '患者' : '发起人'}的关系`;
/** A doctor's verification also names hospital, department, title and a private certificate upload. */
export const VerifyAddReq = Obj({
  infoUuid: INFO_UUID(), relationship: OneOf(RELATIONSHIPS), content: Str(1, PROVE_WORDS_MAX), isDoctor: Opt(Bool()),
  /** optional identity the verifier states, e.g. 患者的大学同学 */
  identity: Opt(Str(0, 30)),
  hospital: Opt(Str(0, 50)), department: Opt(Str(0, 30)), title: Opt(Str(0, 20)), certUrl: Opt(Str(0, 300)),
});
export type VerifyAddReq = Static<typeof VerifyAddReq>;
export const DoctorStatus = Enum(['', 'pending', 'approved', 'rejected'] as const);
export type DoctorStatus = Static<typeof DoctorStatus>;
export const VerificationItemT = Obj({
  verifyId: Str(0, 64), infoUuid: Str(0, 64), nickname: Text(200), headImgUrl: Img(), relationship: Str(0, 20),
  content: Text(), isDoctor: Bool(), time: Time(), identity: Text(100),
  /** the verifier is a logged-in user with a bound phone */
  realName: Bool(),
  doctor: Nullable(Obj({ hospital: Text(100), department: Text(100), title: Text(100), status: DoctorStatus })),
  mine: Bool(), canDelete: Bool(),
});
export type VerificationItemT = Static<typeof VerificationItemT>;
const counts = {
  count: Int(0), countFromHospital: Int(0), doctorVerificationCount: Int(0), friendsVerificationCount: Int(0), sickFriendsVerificationCount: Int(0),
  /** verifications whose verifier is a real-name user (bound phone) */
  verifyUserCount: Int(0),
};
export const VerifyCountResT = Obj(counts);
export type VerifyCountResT = Static<typeof VerifyCountResT>;
export const VerifyListResT = Obj(paged({ ...counts, list: List(VerificationItemT) }));
export type VerifyListResT = Static<typeof VerifyListResT>;
/**
 * selfTag: 'self' only the viewer's own verification, 'others' everyone but the viewer, '' all.
 * degree: 1 family, 2 acquaintances, 3 medical and others. relationships: comma-separated ones to include.
 */
export const VerifyUserListReq = Obj({
  infoUuid: INFO_UUID(), size: Opt(Int(1, 50)), anchorId: Opt(ANCHOR()), orderType: Opt(Int(0, 10)), selfTag: Opt(Str(0, 100)),
  degree: Opt(Int(0, 3)), relationships: Opt(Str(0, 200)),
});
export type VerifyUserListReq = Static<typeof VerifyUserListReq>;

// ---------------------------------------------------------------- discussion and public trust
export const DiscussionStatus = Enum([0, 1, 2, 3, 4, 5] as const);
export type DiscussionStatus = Static<typeof DiscussionStatus>;
export const VoteChoice = Enum(['support', 'oppose'] as const);
export type VoteChoice = Static<typeof VoteChoice>;
export const VoteResult = Obj({ support: Int(0), oppose: Int(0), total: Int(0) });
export type VoteResult = Static<typeof VoteResult>;
export const DiscussionInfo = Obj({
  infoUuid: Str(0, 64), status: DiscussionStatus, reason: Text(200), content: Text(), votes: VoteResult,
  /** what the viewer may do now (the server's rules, so screens do not recompute them) */
  canApply: Bool(), canEnd: Bool(), canVote: Bool(), myVote: Nullable(VoteChoice), commentCount: Int(0),
});
export type DiscussionInfo = Static<typeof DiscussionInfo>;
export const DiscussionComment = Obj({ id: Str(0, 64), nickname: Text(200), headImgUrl: Img(), content: Text(), time: Time(), mine: Bool() });
export type DiscussionComment = Static<typeof DiscussionComment>;
export const DiscussionCommentPage = Obj(paged({ list: List(DiscussionComment) }));

// ---------------------------------------------------------------- fundraiser centre
export const FastReply = Obj({ id: Str(0, 64), content: Text(200), createdAt: Opt(Time()) });
export type FastReply = Static<typeof FastReply>;
export const CASE_LABELS = ['真实可信', '急需手术', '家庭困难', '医生证实', '亲友证实', '已有医保', '孩子', '老人', '重症', '罕见病'] as const;
export const LabelsRes = Obj({ labels: List(Str(0, 20)) });
export type LabelsRes = Static<typeof LabelsRes>;
export const TodoKind = Enum(['materials', 'invite_friends', 'post_progress', 'apply_withdrawal'] as const);
export type TodoKind = Static<typeof TodoKind>;
export const TodoItem = Obj({ kind: TodoKind, title: Text(100), path: Text(), done: Bool() });
export type TodoItem = Static<typeof TodoItem>;
export const ManagePageInfo = Obj({
  infoUuid: Str(0, 64), raisedAmount: Int(0), donationCount: Int(0), shareCount: Int(0), visitCount: Int(0),
  verificationCount: Int(0), followers: Int(0), todos: List(TodoItem),
  /** the case's kind: who may verify it (proveKindsFor) and in which words */
  raiseType: RaiseTypeOf(),
});
export type ManagePageInfo = Static<typeof ManagePageInfo>;
export const FundraiserVersion = Obj({
  shunt: Int(0, 1),
  domainAddressAndAccountOpenMap: Obj({ domainAddress: Text(), accountOpen: Bool(), strongJumpFundraiserManagement: Bool() }),
});
export type FundraiserVersion = Static<typeof FundraiserVersion>;

// ---------------------------------------------------------------- case comments with the viewer's rights
export const CommentItemT = Obj({
  id: Str(0, 64), time: Time(), headImgUrl: Img(), nickname: Text(200), comments: Text(), type: Int(0, 9), mine: Bool(),
  /** the author or the case owner */
  canDelete: Bool(),
});
export type CommentItemT = Static<typeof CommentItemT>;

// ---------------------------------------------------------------- reports
export const REPORT_REASONS = ['信息虚假', '重复筹款', '已康复或不需要', '资金用途不当', '冒用他人信息', '其他'] as const;
export const ReportStatus = Enum(['pending', 'resolved'] as const);
export type ReportStatus = Static<typeof ReportStatus>;
export const ReportOutcome = Enum(['confirmed', 'rejected', 'case_warned'] as const);
export type ReportOutcome = Static<typeof ReportOutcome>;
export const ReportItem = Obj({
  reportId: Str(0, 64), infoUuid: Str(0, 64), reason: Text(50), content: Text(), imageUrls: List(Img()),
  status: ReportStatus, outcome: Nullable(ReportOutcome), outcomeNote: Text(), createdAt: Time(), resolvedAt: Nullable(Time()),
});
export type ReportItem = Static<typeof ReportItem>;
/** A report names one of REPORT_REASONS, says 1..500 characters and carries at most 9 photos. */
export const ReportAddReq = Obj({
  infoUuid: INFO_UUID(), reason: OneOf(REPORT_REASONS), content: Str(1, REPORT_TEXT_MAX),
  imageUrls: Opt(Type.Array(Type.String({ minLength: 1, maxLength: 500, 'x-image': 'url' }), { maxItems: REPORT_MAX_IMAGES })),
});
export type ReportAddReq = Static<typeof ReportAddReq>;
export const ReportPage = Obj(paged({ list: List(ReportItem) }));

const write = { noDedupe: true } as const;
const manage = '/api/charity/cf/manage';
const verify = '/api/cf/v4/verification';

export const trust = {
  /** The owner's fundraiser centre: figures and to-dos. */
  pageInfo: call({ method: 'POST', path: `${manage}/page-info`, access: 'owner', req: CaseRef, res: ManagePageInfo }),
  /** Which centre version the case gets (a stable share of cases, feature config fundraiserVersion). */
  fundraiserVersion: call({ method: 'POST', path: '/api/cf/v4/fundraiser-version', access: 'visitor', req: CaseRef, res: FundraiserVersion }),
  labelsGet: call({ method: 'POST', path: `${manage}/labels/get`, access: 'visitor', req: CaseRef, res: LabelsRes }),
  /** At most 5 distinct labels, each one of CASE_LABELS. */
  labelsSet: call({
    method: 'POST', path: `${manage}/labels/set`, access: 'owner',
    req: Obj({ infoUuid: INFO_UUID(), labels: Type.Array(OneOf(CASE_LABELS), { maxItems: MAX_LABELS, uniqueItems: true }) }), res: LabelsRes, client: write,
  }),
  /** Fast replies: the owner's, at most 20 a case, each 1..200 characters. */
  fastReplyList: call({ method: 'POST', path: `${manage}/fast-reply/list`, access: 'owner', req: CaseRef, res: Obj({ list: List(FastReply) }) }),
  fastReplyAdd: call({ method: 'POST', path: `${manage}/fast-reply/add`, access: 'owner', req: Obj({ infoUuid: INFO_UUID(), content: Str(1, FAST_REPLY_MAX) }), res: FastReply, client: write }),
  fastReplyUpdate: call({
    method: 'POST', path: `${manage}/fast-reply/update`, access: 'owner',
    req: Obj({ infoUuid: INFO_UUID(), id: Str(1, 64), content: Str(1, FAST_REPLY_MAX) }), res: FastReply, client: write,
  }),
  fastReplyDelete: call({ method: 'POST', path: `${manage}/fast-reply/delete`, access: 'owner', req: Obj({ infoUuid: INFO_UUID(), id: Str(1, 64) }), res: Null(), client: write }),
  // progressAdd (POST /api/cf/v4/progress/add) is declared once, in ./cases.ts; api.trust.progressAdd is bound to it.
  /** The owner's posts with their review status, newest first. */
  progressMine: call({ method: 'POST', path: '/api/cf/v4/progress/mine', access: 'owner', req: CaseRef, res: Obj({ list: List(ProgressItemT) }) }),
  progressFollow: call({ method: 'POST', path: '/api/cf/v4/progress/follow', access: 'user', req: CaseRef, res: FollowRes, client: write }),
  progressUnfollow: call({ method: 'POST', path: '/api/cf/v4/progress/unfollow', access: 'user', req: CaseRef, res: FollowRes, client: write }),
  progressFollowStatus: call({ method: 'POST', path: '/api/cf/v4/progress/follow-status', access: 'user', req: CaseRef, res: FollowRes }),
  /** One per user per case, never by the owner, with a bound phone. */
  verifyAdd: call({ method: 'POST', path: `${verify}/add`, access: 'user', req: VerifyAddReq, res: VerificationItemT, client: write }),
  /** By its author or the case owner. */
  verifyDelete: call({ method: 'POST', path: `${verify}/delete`, access: 'user', req: Obj({ verifyId: Str(1, 64), infoUuid: INFO_UUID() }), res: Null(), client: write }),
  verifyCount: call({ method: 'POST', path: `${verify}/count`, access: 'visitor', req: CaseRef, res: VerifyCountResT }),
  verifyList: call({ method: 'POST', path: `${verify}/list`, access: 'visitor', req: VerifyUserListReq, res: VerifyListResT }),
  verifyUserList: call({ method: 'POST', path: `${verify}/user-list`, access: 'visitor', req: VerifyUserListReq, res: VerifyListResT }),
  discussionGet: call({ method: 'POST', path: '/api/cf-risk/discussion/get', access: 'visitor', req: CaseRef, res: DiscussionInfo }),
  /** The owner asks for a public discussion (1..1000 characters); staff review it. */
  discussionApply: call({
    method: 'POST', path: '/api/cf-risk/discussion/apply', access: 'owner', req: Obj({ infoUuid: INFO_UUID(), content: Str(1, APPLY_MAX) }), res: DiscussionInfo, client: write,
  }),
  discussionEnd: call({ method: 'POST', path: '/api/cf-risk/discussion/end', access: 'owner', req: CaseRef, res: DiscussionInfo, client: write }),
  /** Donors and verifiers vote once while the discussion is public; never the owner. */
  discussionVote: call({
    method: 'POST', path: '/api/cf-risk/discussion/vote', access: 'user', req: Obj({ infoUuid: INFO_UUID(), vote: VoteChoice }), res: DiscussionInfo, client: write,
  }),
  discussionComments: call({ method: 'POST', path: '/api/frame/comment/list', access: 'visitor', req: CasePage, res: DiscussionCommentPage }),
  /** While the discussion is public; 1..500 characters. */
  discussionCommentAdd: call({
    method: 'POST', path: '/api/frame/comment/add', access: 'user', req: Obj({ infoUuid: INFO_UUID(), content: Str(1, DISCUSSION_COMMENT_MAX) }), res: DiscussionComment, client: write,
  }),
  /** By its author or the case owner. */
  discussionCommentRemove: call({
    method: 'POST', path: '/api/frame/comment/remove', access: 'user', req: Obj({ commentId: Str(1, 64), infoUuid: INFO_UUID() }), res: Null(), client: write,
  }),
  /** Rate limited per reporter. */
  reportAdd: call({ method: 'POST', path: '/api/cf/v4/report/add', access: 'user', req: ReportAddReq, res: ReportItem, client: write }),
  /** The reporter's reports with their outcome. */
  reportMine: call({ method: 'POST', path: '/api/cf/v4/report/mine', access: 'user', req: Page, res: ReportPage }),
  messageList: call({ method: 'POST', path: '/api/cf/v4/message/list', access: 'user', req: MessageListReq, res: MessageListRes }),
  messageRead: call({ method: 'POST', path: '/api/cf/v4/message/read', access: 'user', req: MessageReadReq, res: MessageReadRes, client: write }),
  /** No login needed; a msgId of the viewer is marked read. */
  messageResolve: call({ method: 'POST', path: '/api/cf/v4/message/resolve', access: 'visitor', req: ResolveReq, res: ResolveRes }),
  /** The discussion as /api/cf-risk/discussion/get answers it (an older path). */
  discussionDetail: call({ method: 'POST', path: '/api/frame/bc/detail', access: 'visitor', req: CaseRef, res: DiscussionInfo }),
  /** The case's comments, newest first (20 a page), with what the viewer may do (older paths). */
  commentGet: call({ method: 'POST', path: '/api/cf/v4/comment/get', access: 'visitor', req: CasePage, res: Obj(paged({ list: List(CommentItemT) })) }),
  commentGetV1: call({ method: 'POST', path: '/api/cf/v4/comment/get-v1', access: 'visitor', req: CasePage, res: Obj(paged({ list: List(CommentItemT) })) }),
};

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
