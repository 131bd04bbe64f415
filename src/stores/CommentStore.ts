/**
 * Comments of a case (SPEC 4/7): anchorId paging until hasNext is false; page 1 first loads the
 * viewer's own (get-self) and shared (get-shared) comments, 50 each, and de-duplicates. Add needs a
 * login; remove is for the viewer's own comments. Load failures are caught and logged; the list stays
 * as it was (SPEC 8). Comment text is plain text: pages render it as text, never as HTML.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CommentItem } from '../services/contract';
import type { RootStore } from './RootStore';
import { dedupe, errorText } from './paging';
import { logFailure } from './report';
import { ensureLoggedIn } from './loginGate';

export const COMMENT_PAGE_SIZE = 20;
/** SPEC 9: own and shared comments are fetched 50 at a time. */
export const OWN_SHARED_SIZE = 50;
export const COMMENT_MAX_LENGTH = 200;

export const COMMENT_TEXT = {
  empty: '请输入评论内容',
  tooLong: `评论不能超过${COMMENT_MAX_LENGTH}字`,
  failed: '评论失败，请稍后重试',
  removeFailed: '删除失败，请稍后重试',
} as const;

export class CommentStore {
  infoUuid = '';
  items: CommentItem[] = [];
  hasNext = true;
  anchorId: string | undefined = undefined;
  loading = false;
  loaded = false;
  draft = '';
  draftError: string | null = null;
  submitting = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false });
  }

  setDraft(text: string): void {
    this.draft = text;
    this.draftError = null;
  }

  /** Page 1: own + shared first (in parallel with the first public page), de-duplicated. */
  async load(infoUuid: string): Promise<void> {
    if (infoUuid !== this.infoUuid) {
      this.infoUuid = infoUuid;
      this.items = [];
      this.loaded = false;
      this.draft = '';
    }
    if (this.loading) return;
    this.loading = true;
    const { comments } = this.root.api;
    const [self, shared, first] = await Promise.allSettled([
      comments.listSelf({ infoUuid, size: OWN_SHARED_SIZE }),
      comments.listShared({ infoUuid, size: OWN_SHARED_SIZE }),
      comments.list({ infoUuid, size: COMMENT_PAGE_SIZE, pageNum: 1 }),
    ]);
    runInAction(() => {
      this.loading = false;
      if (infoUuid !== this.infoUuid) return;
      if (self.status === 'rejected') logFailure('comments.self', self.reason);
      if (shared.status === 'rejected') logFailure('comments.shared', shared.reason);
      if (first.status === 'rejected') {
        logFailure('comments.list', first.reason);
        return;
      }
      const ownAndShared = [
        ...(self.status === 'fulfilled' ? (self.value?.list ?? []) : []),
        ...(shared.status === 'fulfilled' ? (shared.value?.list ?? []) : []),
      ];
      const page = first.value?.list ?? [];
      this.items = dedupe([...ownAndShared, ...page], (c) => c.id);
      this.hasNext = Boolean(first.value?.hasNext) && page.length > 0;
      this.anchorId = first.value?.anchorId;
      this.loaded = true;
    });
  }

  /** The next public page by anchorId; stops once the server says hasNext false. */
  async loadMore(): Promise<void> {
    if (!this.loaded || this.loading || !this.hasNext) return;
    const infoUuid = this.infoUuid;
    this.loading = true;
    try {
      const page = await this.root.api.comments.list({ infoUuid, size: COMMENT_PAGE_SIZE, anchorId: this.anchorId });
      runInAction(() => {
        if (infoUuid !== this.infoUuid) return;
        this.items = dedupe([...this.items, ...page.list], (c) => c.id);
        this.hasNext = page.hasNext && page.list.length > 0;
        this.anchorId = page.anchorId;
      });
    } catch (err) {
      logFailure('comments.more', err);
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Posts the draft. Logged-out viewers go to the login page first. Returns true when posted. */
  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    const content = this.draft.trim();
    if (!content) {
      this.draftError = COMMENT_TEXT.empty;
      return false;
    }
    if (content.length > COMMENT_MAX_LENGTH) {
      this.draftError = COMMENT_TEXT.tooLong;
      return false;
    }
    if (!(await ensureLoggedIn(this.root))) return false;
    const infoUuid = this.infoUuid;
    this.submitting = true;
    try {
      const item = await this.root.api.comments.add({ infoUuid, content });
      runInAction(() => {
        if (infoUuid === this.infoUuid) this.items = dedupe([item, ...this.items], (c) => c.id);
        this.draft = '';
      });
      return true;
    } catch (err) {
      logFailure('comments.add', err);
      runInAction(() => (this.draftError = errorText(err) || COMMENT_TEXT.failed));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Removes one of the viewer's own comments; the list changes only after the server agreed. */
  async remove(commentId: string): Promise<boolean> {
    const infoUuid = this.infoUuid;
    try {
      await this.root.api.comments.remove({ commentId, infoUuid });
      runInAction(() => (this.items = this.items.filter((c) => c.id !== commentId)));
      return true;
    } catch (err) {
      logFailure('comments.remove', err);
      return false;
    }
  }
}
