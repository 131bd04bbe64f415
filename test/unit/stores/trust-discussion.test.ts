/** DiscussionStore over the fake Api: status text, apply, vote once, comments. */
import { DiscussionStore, votePercent } from '../../../src/stores/DiscussionStore';
import { DISCUSSION, type DiscussionInfo } from '../../../src/contract/trust';
import { apiError, trustRoot } from './trust-fakes';

const info = (over: Partial<DiscussionInfo> = {}): DiscussionInfo => ({
  infoUuid: 'c1', status: DISCUSSION.onPublic, reason: '', content: '费用用途', votes: { support: 3, oppose: 1, total: 4 },
  canApply: false, canEnd: false, canVote: true, myVote: null, commentCount: 0, ...over,
});

test('status texts follow SPEC 4 and percentages never divide by zero', async () => {
  const { api, root } = trustRoot();
  const d = new DiscussionStore(root);
  api.trust.discussionGet.mockResolvedValue(info({ status: DISCUSSION.onAudit }));
  await d.load('c1');
  expect(d.statusText).toBe('公议申请审核中');
  expect(votePercent(0, 0)).toBe(0);
  expect(votePercent(3, 4)).toBe(75);
});

test('a vote sends the choice and takes the new counts; a second vote is refused locally and by the server', async () => {
  const { api, root, toasts } = trustRoot();
  const d = new DiscussionStore(root);
  api.trust.discussionGet.mockResolvedValue(info());
  await d.load('c1');
  api.trust.discussionVote.mockResolvedValueOnce(info({ votes: { support: 4, oppose: 1, total: 5 }, myVote: 'support', canVote: false }));
  expect(await d.vote('support')).toBe(true);
  expect(api.trust.discussionVote).toHaveBeenCalledWith({ infoUuid: 'c1', vote: 'support' });
  expect(d.info?.votes.total).toBe(5);
  expect(toasts).toContain('投票成功，感谢参与');
  expect(await d.vote('oppose')).toBe(false);
  expect(d.submitAct.error).toBe('你已经投过票了');
  expect(api.trust.discussionVote).toHaveBeenCalledTimes(1);

  const other = new DiscussionStore(root);
  await other.load('c1');
  api.trust.discussionVote.mockRejectedValueOnce(apiError('仅捐款人或证实人可以投票', 403));
  expect(await other.vote('oppose')).toBe(false);
  expect(other.submitAct.error).toBe('仅捐款人或证实人可以投票');
});

test('apply needs a reason; comments are added on top and counted', async () => {
  const { api, root } = trustRoot();
  const d = new DiscussionStore(root);
  api.trust.discussionGet.mockResolvedValue(info({ status: DISCUSSION.noApply, canApply: true }));
  await d.load('c1');
  expect(await d.apply()).toBe(false);
  expect(d.submitAct.error).toBe('请填写申请公议的理由');
  d.setApplyText('有人质疑费用');
  api.trust.discussionApply.mockResolvedValue(info({ status: DISCUSSION.onAudit, canApply: false }));
  expect(await d.apply()).toBe(true);
  expect(api.trust.discussionApply).toHaveBeenCalledWith({ infoUuid: 'c1', content: '有人质疑费用' });
  expect(d.info?.status).toBe(DISCUSSION.onAudit);

  api.trust.discussionComments.mockResolvedValue({ list: [{ id: 'm1', nickname: 'A', headImgUrl: '', content: '支持', time: 1, mine: false }], hasNext: false, anchorId: '' });
  await d.loadComments();
  expect(await d.addComment()).toBe(false);
  expect(d.submitAct.error).toBe('请填写评论内容');
  d.setCommentText('<img src=x onerror=alert(1)>');
  api.trust.discussionCommentAdd.mockResolvedValue({ id: 'm2', nickname: 'B', headImgUrl: '', content: '<img src=x onerror=alert(1)>', time: 2, mine: true });
  expect(await d.addComment()).toBe(true);
  expect(d.comments.items.map((c) => c.id)).toEqual(['m2', 'm1']);
  expect(d.info?.commentCount).toBe(1);

  // one's own comment is deleted after a confirmation; a cancelled confirmation sends nothing
  (root.ui.showDialog as jest.Mock).mockResolvedValueOnce(false);
  expect(await d.removeComment('m2')).toBe(false);
  expect(api.trust.discussionCommentRemove).not.toHaveBeenCalled();
  api.trust.discussionCommentRemove.mockResolvedValue(null);
  expect(await d.removeComment('m2')).toBe(true);
  expect(api.trust.discussionCommentRemove).toHaveBeenCalledWith({ infoUuid: 'c1', commentId: 'm2' });
  expect(d.comments.items.map((c) => c.id)).toEqual(['m1']);
  expect(d.info?.commentCount).toBe(0);
});
