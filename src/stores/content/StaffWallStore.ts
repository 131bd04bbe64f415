/**
 * The comment wall's moderation (H5 console, a feature store): every shown or hidden item newest first,
 * hide one with a reason (gone from the wall and from its case) or show it again; audited on the server.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { wall, type StaffWallItem } from '../../contract/wall';
import { featureGroup } from '../../services';
import { Act } from '../act';
import { AnchorPager } from '../paging';
import type { RootStore } from '../RootStore';

export type WallFilter = 'all' | 'shown' | 'hidden';

export class StaffWallStore {
  filter: WallFilter = 'all';
  /** the item whose hide reason is being typed ('' none) */
  hiding = '';
  reason = '';
  readonly pager: AnchorPager<StaffWallItem>;
  readonly itemAct: Act;

  constructor(private readonly root: RootStore) {
    this.pager = new AnchorPager((anchorId) => this.api.staffList({ anchorId, size: 20, hidden: this.filter === 'all' ? undefined : this.filter === 'hidden' }), (c) => c.id);
    this.itemAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, pager: false, itemAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'wall', wall);
  }

  setFilter(f: WallFilter): void {
    this.filter = f;
    this.pager.reset();
    void this.pager.refresh();
  }

  askHide(id: string): void {
    this.hiding = id;
    this.reason = '';
    this.itemAct.clear();
  }

  setReason(text: string): void {
    this.reason = text;
    this.itemAct.clear();
  }

  hide(): Promise<boolean> {
    const id = this.hiding;
    if (!this.reason.trim()) return Promise.resolve(this.itemAct.fail('请填写隐藏原因'));
    return this.itemAct.run('staffWall.hide', async () => {
      const item = await this.api.staffHide({ id, reason: this.reason.trim() });
      runInAction(() => {
        this.pager.update(id, () => item);
        this.hiding = '';
      });
    });
  }

  restore(id: string): Promise<boolean> {
    return this.itemAct.run('staffWall.restore', async () => {
      const item = await this.api.staffRestore({ id });
      runInAction(() => this.pager.update(id, () => item));
    }, { toast: true });
  }
}
