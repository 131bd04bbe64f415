/** The friend/doctor verification list of a case (material page), anchor-paged. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { VerificationItem, VerifyCountRes } from '../contract/verification';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';

export const VERIFICATION_PAGE_SIZE = 20;

export class VerificationStore {
  infoUuid = '';
  counts: VerifyCountRes | null = null;
  readonly pager: AnchorPager<VerificationItem>;

  constructor(private readonly root: RootStore) {
    this.pager = new AnchorPager<VerificationItem>(() => this.page(undefined), (v) => v.verifyId);
    makeAutoObservable<this, 'root'>(this, { root: false, pager: false });
  }

  /** Loads page 1 for a case; the counters come with every page. */
  async load(infoUuid: string): Promise<void> {
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.counts = null;
      this.pager.reset((anchorId) => this.page(anchorId));
    }
    await this.pager.refresh();
  }

  loadMore(): Promise<void> {
    return this.pager.loadMore();
  }

  private async page(anchorId: string | undefined) {
    const infoUuid = this.infoUuid;
    const res = await this.root.api.verification.list({ infoUuid, size: VERIFICATION_PAGE_SIZE, anchorId, orderType: 0 });
    runInAction(() => {
      if (infoUuid !== this.infoUuid) return;
      const { list: _list, anchorId: _a, hasNext: _h, ...counts } = res;
      this.counts = counts;
    });
    return res;
  }
}
