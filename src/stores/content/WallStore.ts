/**
 * The comment wall (/cf/water-comment, a feature store of the content subpackage): readers' comments
 * and blessings across cases, newest first by anchor pages, and a blessing written on the wall (the
 * comment rules: 1-200 characters of plain text; login first).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { shortTextError } from '../../contract/rules';
import { wall, WALL_PAGE, type WallItem } from '../../contract/wall';
import { featureGroup } from '../../services';
import { Act } from '../act';
import { ensureLoggedIn } from '../loginGate';
import { AnchorPager } from '../paging';
import type { RootStore } from '../RootStore';

export const WALL_TEXT = { sent: '评论已发布' } as const;

export class WallStore {
  draft = '';
  readonly pager: AnchorPager<WallItem>;
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.pager = new AnchorPager((anchorId) => this.api.list({ anchorId, size: WALL_PAGE }), (c) => c.id);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, pager: false, submitAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'wall', wall);
  }

  setDraft(text: string): void {
    this.draft = text;
    this.submitAct.clear();
  }

  /** Posts the draft; it comes first on the wall. */
  async submit(): Promise<boolean> {
    const err = shortTextError(this.draft, '评论');
    if (err) return this.submitAct.fail(err);
    if (!(await ensureLoggedIn(this.root))) return false;
    return this.submitAct.run('wall.add', async () => {
      const item = await this.api.add({ content: this.draft.trim() });
      runInAction(() => {
        this.pager.items = [item, ...this.pager.items.filter((c) => c.id !== item.id)];
        this.draft = '';
      });
      this.root.ui.showToast(WALL_TEXT.sent);
    });
  }
}
