/**
 * The trust API group (issue 8; shapes and rules in contract-trust.ts): the raiser's manage page,
 * fundraiser version, labels, fast replies, progress posts and follows, verification, discussion and
 * public-trust votes, reports and the message landings. Writes are never deduplicated away (each tap
 * is a decision the server judges: 409 for a second verification, a second vote...).
 */
import type { RequestFn } from './http';
import type {
  DiscussionComment, DiscussionInfo, FastReply, FollowRes, FundraiserVersion, LabelsRes, ManagePageInfo, MessageListReq,
  MessageListRes, MessageReadReq, MessageReadRes, Paged, ProgressAddReqT, ProgressItemT, ReportItem, ResolveReq, ResolveRes,
  VerificationItemT, VerifyAddReq, VerifyCountResT, VerifyListResT, VerifyUserListReq, VoteChoice,
} from './contract-trust';

type Case = { infoUuid: string };
type Paging = { anchorId?: string; size?: number };

export interface ReportAddReq { infoUuid: string; reason: string; content: string; imageUrls?: string[] }

export interface TrustApi {
  pageInfo(req: Case): Promise<ManagePageInfo>;
  fundraiserVersion(req: Case): Promise<FundraiserVersion>;
  labelsGet(req: Case): Promise<LabelsRes>;
  labelsSet(req: Case & { labels: string[] }): Promise<LabelsRes | null>;
  fastReplyList(req: Case): Promise<{ list: FastReply[] }>;
  fastReplyAdd(req: Case & { content: string }): Promise<FastReply>;
  fastReplyUpdate(req: Case & { id: string; content: string }): Promise<FastReply>;
  fastReplyDelete(req: Case & { id: string }): Promise<null>;
  progressAdd(req: ProgressAddReqT): Promise<ProgressItemT>;
  progressMine(req: Case): Promise<{ list: ProgressItemT[] }>;
  progressFollow(req: Case): Promise<FollowRes>;
  progressUnfollow(req: Case): Promise<FollowRes>;
  progressFollowStatus(req: Case): Promise<FollowRes>;
  verifyAdd(req: VerifyAddReq): Promise<VerificationItemT>;
  verifyDelete(req: Case & { verifyId: string }): Promise<null>;
  verifyCount(req: Case): Promise<VerifyCountResT>;
  verifyList(req: Case & Paging & { orderType?: number }): Promise<VerifyListResT>;
  verifyUserList(req: VerifyUserListReq): Promise<VerifyListResT>;
  discussionGet(req: Case): Promise<DiscussionInfo>;
  discussionApply(req: Case & { content: string }): Promise<DiscussionInfo>;
  discussionEnd(req: Case): Promise<DiscussionInfo>;
  discussionVote(req: Case & { vote: VoteChoice }): Promise<DiscussionInfo>;
  discussionComments(req: Case & Paging): Promise<Paged<DiscussionComment>>;
  discussionCommentAdd(req: Case & { content: string }): Promise<DiscussionComment>;
  discussionCommentRemove(req: Case & { commentId: string }): Promise<null>;
  reportAdd(req: ReportAddReq): Promise<ReportItem>;
  reportMine(req: Paging): Promise<Paged<ReportItem>>;
  messageList(req: MessageListReq): Promise<MessageListRes>;
  messageRead(req: MessageReadReq): Promise<MessageReadRes>;
  messageResolve(req: ResolveReq): Promise<ResolveRes>;
}

/** Builds the trust group over the request function. */
export function createTrustApi(request: RequestFn): TrustApi {
  const read = <T>(path: string) => (body: unknown) => request<T>(path, body);
  const write = <T>(path: string) => (body: unknown) => request<T>(path, body, { noDedupe: true });
  const manage = '/api/charity/cf/manage';
  const verify = '/api/cf/v4/verification';
  return {
    pageInfo: read(`${manage}/page-info`),
    fundraiserVersion: read('/api/cf/v4/fundraiser-version'),
    labelsGet: read(`${manage}/labels/get`),
    labelsSet: write(`${manage}/labels/set`),
    fastReplyList: read(`${manage}/fast-reply/list`),
    fastReplyAdd: write(`${manage}/fast-reply/add`),
    fastReplyUpdate: write(`${manage}/fast-reply/update`),
    fastReplyDelete: write(`${manage}/fast-reply/delete`),
    progressAdd: write('/api/cf/v4/progress/add'),
    progressMine: read('/api/cf/v4/progress/mine'),
    progressFollow: write('/api/cf/v4/progress/follow'),
    progressUnfollow: write('/api/cf/v4/progress/unfollow'),
    progressFollowStatus: read('/api/cf/v4/progress/follow-status'),
    verifyAdd: write(`${verify}/add`),
    verifyDelete: write(`${verify}/delete`),
    verifyCount: read(`${verify}/count`),
    verifyList: read(`${verify}/list`),
    verifyUserList: read(`${verify}/user-list`),
    discussionGet: read('/api/cf-risk/discussion/get'),
    discussionApply: write('/api/cf-risk/discussion/apply'),
    discussionEnd: write('/api/cf-risk/discussion/end'),
    discussionVote: write('/api/cf-risk/discussion/vote'),
    discussionComments: read('/api/frame/comment/list'),
    discussionCommentAdd: write('/api/frame/comment/add'),
    discussionCommentRemove: write('/api/frame/comment/remove'),
    reportAdd: write('/api/cf/v4/report/add'),
    reportMine: read('/api/cf/v4/report/mine'),
    messageList: read('/api/cf/v4/message/list'),
    messageRead: write('/api/cf/v4/message/read'),
    messageResolve: read('/api/cf/v4/message/resolve'),
  };
}
