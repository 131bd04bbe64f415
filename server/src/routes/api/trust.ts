/**
 * The `trust` group (src/contract/trust.ts): my notifications and message landings, reports, the case's
 * comments, the owner's progress posts and follows, verification under v4, the public discussion and its
 * comments, and the fundraiser centre (fast replies, labels, page info, fundraiser version). Owner calls
 * (access 'owner') get the caller's case; anyone else gets 403 and nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { messagePage, readMessages } from '../../services/notify/messages';
import { resolveLanding } from '../../services/notify/landing';
import { addReport, myReportsPage } from '../../services/reports';
import { caseCommentPage } from '../../services/case-comments';
import { followCase, followState, ownerProgress, unfollowCase } from '../../services/progress-follow';
import { addVerification, removeVerification } from '../../services/verification';
import { verificationCounts, verificationPage } from '../../services/verification-lists';
import { discussionInfo, actOnDiscussion, vote } from '../../services/discussion';
import { addDiscussionComment, discussionCommentPage, removeDiscussionComment } from '../../services/discussion-comments';
import { addFastReply, caseLabels, changeFastReply, fastReplyList, fundraiserVersion, removeFastReply, setCaseLabels } from '../../services/case-manage';
import { managePageInfo } from '../../services/progress-manage';

const T = contract.trust;

export function trustRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.messageList, async ({ body, user }) => messagePage(deps, user.user_id, body));
  route(app, deps, T.messageRead, async ({ body, user }) => readMessages(deps, user.user_id, body.all ? null : (body.msgIds ?? [])));
  // Lenient lengths on purpose (see the declaration): a hostile or garbled value resolves to the safe page, not a 400.
  route(app, deps, T.messageResolve, async ({ body, user }) => resolveLanding(deps, user?.user_id ?? null, body));

  route(app, deps, T.reportAdd, async ({ body, user }) => addReport(deps, user, body));
  route(app, deps, T.reportMine, async ({ body, user }) => myReportsPage(deps, user.user_id, body));

  // The case's comments newest first, with what the viewer may do (canDelete: the author or the case owner).
  route(app, deps, T.commentGet, async ({ body, user }) => caseCommentPage(deps, user, body));
  route(app, deps, T.commentGetV1, async ({ body, user }) => caseCommentPage(deps, user, body));

  route(app, deps, T.progressMine, async ({ kase }) => ownerProgress(deps, kase));
  route(app, deps, T.progressFollow, async ({ body, user }) => followCase(deps, body.infoUuid, user.user_id));
  route(app, deps, T.progressUnfollow, async ({ body, user }) => unfollowCase(deps, body.infoUuid, user.user_id));
  route(app, deps, T.progressFollowStatus, async ({ body, user }) => followState(deps, body.infoUuid, user.user_id));

  route(app, deps, T.verifyAdd, async ({ body, user }) => addVerification(deps, user, body));
  route(app, deps, T.verifyDelete, async ({ body, user }) => {
    await removeVerification(deps, user, body.verifyId, body.infoUuid);
    return null;
  });
  route(app, deps, T.verifyCount, async ({ body }) => verificationCounts(deps, body.infoUuid));
  route(app, deps, T.verifyList, async ({ body, user }) => verificationPage(deps, user?.user_id ?? null, body, false));
  route(app, deps, T.verifyUserList, async ({ body, user }) => verificationPage(deps, user?.user_id ?? null, body, true));

  route(app, deps, T.discussionGet, async ({ body, user }) => discussionInfo(deps, user, body.infoUuid));
  route(app, deps, T.discussionDetail, async ({ body, user }) => discussionInfo(deps, user, body.infoUuid));
  route(app, deps, T.discussionApply, async ({ body, user }) => actOnDiscussion(deps, user, 'owner', body.infoUuid, 'apply', body.content));
  route(app, deps, T.discussionEnd, async ({ body, user }) => actOnDiscussion(deps, user, 'owner', body.infoUuid, 'end'));
  route(app, deps, T.discussionVote, async ({ body, user }) => {
    await vote(deps, user, body.infoUuid, body.vote);
    return discussionInfo(deps, user, body.infoUuid);
  });
  route(app, deps, T.discussionComments, async ({ body, user }) => discussionCommentPage(deps, user, body));
  route(app, deps, T.discussionCommentAdd, async ({ body, user }) => addDiscussionComment(deps, user, body.infoUuid, body.content));
  route(app, deps, T.discussionCommentRemove, async ({ body, user }) => removeDiscussionComment(deps, user, body.infoUuid, body.commentId));

  route(app, deps, T.fastReplyList, async ({ kase }) => fastReplyList(deps, kase));
  route(app, deps, T.fastReplyAdd, async ({ body, user, kase }) => addFastReply(deps, user, kase, body.content));
  route(app, deps, T.fastReplyUpdate, async ({ body, kase }) => changeFastReply(deps, kase, body.id, body.content));
  route(app, deps, T.fastReplyDelete, async ({ body, kase }) => removeFastReply(deps, kase, body.id));
  route(app, deps, T.labelsGet, async ({ body }) => caseLabels(deps, body.infoUuid));
  route(app, deps, T.labelsSet, async ({ body, kase }) => setCaseLabels(deps, kase, body.labels));
  route(app, deps, T.pageInfo, async ({ kase }) => managePageInfo(deps, kase));
  route(app, deps, T.fundraiserVersion, async ({ body }) => fundraiserVersion(deps, body.infoUuid));
}
