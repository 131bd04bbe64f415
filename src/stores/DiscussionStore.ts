/**
 * Public-trust discussion of a case (discussion status: noDiscussion 0, noApply 1, onAudit 2,
 * onReject 3, onPublic 4, end 5). The server owns the transition table and says what the viewer may
 * do now (canApply, canEnd, canVote, myVote); screens show those flags and never recompute them.
 * Comments are anchor-paged.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { APPLY_MAX, DISCUSSION, DISCUSSION_COMMENT_MAX, type DiscussionComment, type DiscussionInfo, type VoteChoice } from '../contract/trust';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';
import { Act } from './act';

export const DISCUSSION_STATUS_TEXT: Record<number, string> = {
  [DISCUSSION.noDiscussion]: '暂无公议',
  [DISCUSSION.noApply]: '未申请公议',
  [DISCUSSION.onAudit]: '公议申请审核中',
  [DISCUSSION.onReject]: '公议申请未通过',
  [DISCUSSION.onPublic]: '公议进行中',
  [DISCUSSION.end]: '公议已结束',
};
export { APPLY_MAX, DISCUSSION_COMMENT_MAX };

/** Percent of the total for a bar (0 when nobody voted). */
export function votePercent(n: number, total: number): number {
  return total > 0 ? Math.round((n / total) * 100) : 0;
}

export class DiscussionStore {
  infoUuid = '';
  info: DiscussionInfo | null = null;
  /** The discussion's load. */
  readonly loadAct: Act;
  /** Apply, end, vote and comment; the error line is the Chinese reason of the last refused action (role=alert on the page). */
  readonly submitAct: Act;
  applyText = '';
  commentText = '';
  readonly comments: AnchorPager<DiscussionComment>;

  constructor(private readonly root: RootStore) {
    this.comments = new AnchorPager<DiscussionComment>((a) => this.commentPage(a), (c) => c.id);
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, comments: false, loadAct: false, submitAct: false });
  }

  get statusText(): string {
    return this.info ? DISCUSSION_STATUS_TEXT[this.info.status] ?? '' : '';
  }

  /**
   * Reads the discussion; `detail` is the detail screen's read (frame/bc/detail), the other screens read
   * it through discussion/get: both answer the same state and flags.
   */
  async load(infoUuid: string, detail = false): Promise<void> {
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.info = null;
      this.applyText = '';
      this.commentText = '';
      this.comments.reset();
    }
    this.submitAct.clear();
    await this.loadAct.latest('discussion.load', async () => {
      const { trust } = this.root.api;
      const info = await (detail ? trust.discussionDetail({ infoUuid }) : trust.discussionGet({ infoUuid }));
      runInAction(() => {
        if (infoUuid === this.infoUuid) this.info = info;
      });
    });
  }

  loadComments(): Promise<void> {
    return this.comments.refresh();
  }

  setApplyText(text: string): void {
    this.applyText = text.slice(0, APPLY_MAX);
    this.submitAct.clear();
  }

  setCommentText(text: string): void {
    this.commentText = text.slice(0, DISCUSSION_COMMENT_MAX);
    this.submitAct.clear();
  }

  /** The owner applies for a public discussion (reason text 1..1000). */
  apply(): Promise<boolean> {
    if (!this.applyText.trim()) return Promise.resolve(this.submitAct.fail('请填写申请公议的理由'));
    const content = this.applyText.trim();
    return this.act(() => this.root.api.trust.discussionApply({ infoUuid: this.infoUuid, content }), '已提交，等待平台审核');
  }

  end(): Promise<boolean> {
    return this.act(() => this.root.api.trust.discussionEnd({ infoUuid: this.infoUuid }), '公议已结束');
  }

  /** One vote per user; the server answers with the new counts. */
  vote(choice: VoteChoice): Promise<boolean> {
    if (this.info?.myVote) return Promise.resolve(this.submitAct.fail('你已经投过票了'));
    return this.act(() => this.root.api.trust.discussionVote({ infoUuid: this.infoUuid, vote: choice }), '投票成功，感谢参与');
  }

  async addComment(): Promise<boolean> {
    const content = this.commentText.trim();
    if (!content) return this.submitAct.fail('请填写评论内容');
    return this.submitAct.run('discussion.comment', async () => {
      const item = await this.root.api.trust.discussionCommentAdd({ infoUuid: this.infoUuid, content });
      runInAction(() => {
        this.commentText = '';
        this.comments.items = [item, ...this.comments.items.filter((c) => c.id !== item.id)];
        if (this.info) this.info = { ...this.info, commentCount: this.info.commentCount + 1 };
      });
    }, { keepError: true });
  }

  /** Deletes one of the viewer's own comments, after a confirmation (the server checks the author). */
  async removeComment(commentId: string): Promise<boolean> {
    const sure = await this.root.ui.showDialog({ title: '确定删除这条评论吗？', confirmText: '删除', cancelText: '取消' });
    if (!sure) return false;
    return this.submitAct.run('discussion.remove', async () => {
      await this.root.api.trust.discussionCommentRemove({ infoUuid: this.infoUuid, commentId });
      runInAction(() => {
        this.comments.items = this.comments.items.filter((c) => c.id !== commentId);
        if (this.info) this.info = { ...this.info, commentCount: Math.max(0, this.info.commentCount - 1) };
      });
      this.root.ui.showToast('评论已删除');
    });
  }

  private act(call: () => Promise<DiscussionInfo>, done: string): Promise<boolean> {
    return this.submitAct.run('discussion.act', async () => {
      const info = await call();
      runInAction(() => {
        this.info = info;
        this.applyText = '';
      });
      this.root.ui.showToast(done);
    });
  }

  private commentPage(anchorId: string | undefined) {
    return this.root.api.trust.discussionComments({ infoUuid: this.infoUuid, anchorId, size: 20 });
  }
}
