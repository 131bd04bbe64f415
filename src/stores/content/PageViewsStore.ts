/**
 * A page's visits (/api/frame/uv/get, a feature store of the content subpackage): the page counts this
 * reader's view once (the server keeps one visitor a day) and shows its visitors today and overall.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { UvRes } from '../../contract/platform';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export class PageViewsStore {
  counts: UvRes | null = null;
  readonly loadAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false });
  }

  /** Records this view of `page` and reads its counts. */
  load(page: string): Promise<boolean> {
    return this.loadAct.latest('config.uvGet', async (live) => {
      const res = await this.root.api.config.uvGet({ page, record: true });
      if (live()) runInAction(() => (this.counts = res));
    });
  }
}
