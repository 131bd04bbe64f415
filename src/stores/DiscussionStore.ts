/**
 * Public-trust discussion of a case (SPEC 4 discussion status: noDiscussion 0, noApply 1, onAudit 2,
 * onReject 3, onPublic 4, end 5). The server owns the transition table and says what the viewer may
 * do now (canApply, canEnd, canVote, myVote); screens show those flags and never recompute them.
 * Comments are anchor-paged.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { DISCUSSION, type DiscussionComment, type DiscussionInfo, type VoteChoice } from '../services/contract-trust';
import type { RootStore } from './RootStore';
import { AnchorPager, errorText } from './paging';

export const DISCUSSION_STATUS_TEXT: Record<number, string> = {
  [DISCUSSION.noDiscussion]: '暂无公议',
  [DISCUSSION.noApply]: '未申请公议',
  [DISCUSSION.onAudit]: '公议申请审核中',
  [DISCUSSION.onReject]: '公议申请未通过',
  [DISCUSSION.onPublic]: '公议进行中',
  [DISCUSSION.end]: '公议已结束',
};
export const APPLY_MAX = 1000;
export const DISCUSSION_COMMENT_MAX = 500;

/** Percent of the total for a bar (0 when nobody voted). */
export function votePercent(n: number, total: number): number {
  return total > 0 ? Math.round((n / total) * 100) : 0;
}

export class DiscussionStore {
  infoUuid = '';
  info: DiscussionInfo | null = null;
  error: string | null = null;
  busy = false;
  /** The Chinese reason of the last refused action (role=alert on the page). */
  actionError = '';
  applyText = '';
  commentText = '';
  readonly comments: AnchorPager<DiscussionComment>;

  constructor(private readonly root: RootStore) {
    this.comments = new AnchorPager<DiscussionComment>((a) => this.commentPage(a), (c) => c.id);
    makeAutoObservable<this, 'root'>(this, { root: false, comments: false });
  }

  get statusText(): string {
    return this.info ? DISCUSSION_STATUS_TEXT[this.info.status] ?? '' : '';
  }

  async load(infoUuid: string): Promise<void> {
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.info = null;
      this.applyText = '';
      this.commentText = '';
      this.comments.reset();
    }
    this.error = null;
    this.actionError = '';
    try {
      const info = await this.root.api.trust.discussionGet({ infoUuid });
      runInAction(() => {
        if (infoUuid === this.infoUuid) this.info = info;
      });
    } catch (err) {
      runInAction(() => (this.error = errorText(err)));
    }
  }

  loadComments(): Promise<void> {
    return this.comments.refresh();
  }

  setApplyText(text: string): void {
    this.applyText = text.slice(0, APPLY_MAX);
    this.actionError = '';
  }

  setCommentText(text: string): void {
    this.commentText = text.slice(0, DISCUSSION_COMMENT_MAX);
    this.actionError = '';
  }

  /** The owner applies for a public discussion (reason text 1..1000). */
  apply(): Promise<boolean> {
    if (!this.applyText.trim()) {
      this.actionError = '请填写申请公议的理由';
      return Promise.resolve(false);
    }
    const content = this.applyText.trim();
    return this.act(() => this.root.api.trust.discussionApply({ infoUuid: this.infoUuid, content }), '已提交，等待平台审核');
  }

  end(): Promise<boolean> {
    return this.act(() => this.root.api.trust.discussionEnd({ infoUuid: this.infoUuid }), '公议已结束');
  }

  /** One vote per user; the server answers with the new counts. */
  vote(choice: VoteChoice): Promise<boolean> {
    if (this.info?.myVote) {
      this.actionError = '你已经投过票了';
      return Promise.resolve(false);
    }
    return this.act(() => this.root.api.trust.discussionVote({ infoUuid: this.infoUuid, vote: choice }), '投票成功，感谢参与');
  }

  async addComment(): Promise<boolean> {
    const content = this.commentText.trim();
    if (!content) {
      this.actionError = '请填写评论内容';
      return false;
    }
    if (this.busy) return false;
    this.busy = true;
    try {
      const item = await this.root.api.trust.discussionCommentAdd({ infoUuid: this.infoUuid, content });
      runInAction(() => {
        this.commentText = '';
        this.comments.items = [item, ...this.comments.items.filter((c) => c.id !== item.id)];
        if (this.info) this.info = { ...this.info, commentCount: this.info.commentCount + 1 };
      });
      return true;
    } catch (err) {
      runInAction(() => (this.actionError = errorText(err)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private async act(call: () => Promise<DiscussionInfo>, done: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.actionError = '';
    try {
      const info = await call();
      runInAction(() => {
        this.info = info;
        this.applyText = '';
      });
      this.root.ui.showToast(done);
      return true;
    } catch (err) {
      runInAction(() => (this.actionError = errorText(err)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private commentPage(anchorId: string | undefined) {
    return this.root.api.trust.discussionComments({ infoUuid: this.infoUuid, anchorId, size: 20 });
  }
}
