/**
 * Comments of a case: anchorId paging until hasNext is false; page 1 first loads the
 * viewer's own (get-self) and shared (get-shared) comments, 50 each, and de-duplicates. Add needs a
 * login; remove is for the viewer's own comments. Load failures are caught and logged; the list stays
 * as it was. Comment text is plain text: pages render it as text, never as HTML.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { COMMENT_MAX_LENGTH, type CommentItem } from '../contract/comments';
import type { RootStore } from './RootStore';
import { dedupe } from './paging';
import { logFailure } from './report';
import { Act } from './act';
import { ensureLoggedIn } from './loginGate';

export const COMMENT_PAGE_SIZE = 20;
/** Own and shared comments are fetched 50 at a time. */
export const OWN_SHARED_SIZE = 50;
export { COMMENT_MAX_LENGTH };

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
  /** A page in flight (failures are only logged: the list stays as it was). */
  readonly loadAct: Act;
  loaded = false;
  draft = '';
  /** The post; its error line also says why the draft cannot be sent. */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false });
  }

  setDraft(text: string): void {
    this.draft = text;
    this.submitAct.clear();
  }

  /**
   * The case these comments are of (another case: an empty list and draft). The case page sets it on
   * mount, before its list loads, so a comment sent before then (H5: typed on the server's first screen)
   * goes to the case and load() keeps the draft. A draft typed before the store knew any case can only
   * be the page's on screen (H5: carried over from the server's screen at the hand-over): it stays.
   */
  select(infoUuid: string): void {
    if (infoUuid === this.infoUuid) return;
    const another = this.infoUuid !== '';
    this.infoUuid = infoUuid;
    this.items = [];
    this.loaded = false;
    if (another) this.draft = '';
  }

  /** Page 1: own + shared first (in parallel with the first public page), de-duplicated. */
  async load(infoUuid: string): Promise<void> {
    this.select(infoUuid);
    const { comments } = this.root.api;
    await this.loadAct.run('comments.load', async () => {
      const [self, shared, first] = await Promise.allSettled([
        comments.listSelf({ infoUuid, size: OWN_SHARED_SIZE }),
        comments.listShared({ infoUuid, size: OWN_SHARED_SIZE }),
        comments.list({ infoUuid, size: COMMENT_PAGE_SIZE, pageNum: 1 }),
      ]);
      runInAction(() => {
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
    });
  }

  /** The next public page by anchorId; stops once the server says hasNext false. */
  async loadMore(): Promise<void> {
    if (!this.loaded || this.loadAct.busy || !this.hasNext) return;
    const infoUuid = this.infoUuid;
    await this.loadAct.run('comments.more', async () => {
      const page = await this.root.api.comments.list({ infoUuid, size: COMMENT_PAGE_SIZE, anchorId: this.anchorId });
      runInAction(() => {
        if (infoUuid !== this.infoUuid) return;
        this.items = dedupe([...this.items, ...page.list], (c) => c.id);
        this.hasNext = page.hasNext && page.list.length > 0;
        this.anchorId = page.anchorId;
      });
    });
  }

  /** Posts the draft. Logged-out viewers go to the login page first. Returns true when posted. */
  async submit(): Promise<boolean> {
    if (this.submitAct.busy) return false;
    const content = this.draft.trim();
    if (!content) return this.submitAct.fail(COMMENT_TEXT.empty);
    if (content.length > COMMENT_MAX_LENGTH) return this.submitAct.fail(COMMENT_TEXT.tooLong);
    if (!(await ensureLoggedIn(this.root))) return false;
    const infoUuid = this.infoUuid;
    return this.submitAct.run('comments.add', async () => {
      const item = await this.root.api.comments.add({ infoUuid, content });
      runInAction(() => {
        if (infoUuid === this.infoUuid) this.items = dedupe([item, ...this.items], (c) => c.id);
        this.draft = '';
      });
    });
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
