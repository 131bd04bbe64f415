/**
 * The donor wall of a case (love list): paged; anonymous donors never show their name, they get
 * the platform's fallback nickname through the [userName] template.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DonorWallItem } from '../contract/pay';
import type { MyOrderCountRes, OrderCountRes } from '../contract/lifecycle';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';
import { ANONYMOUS_NICKNAME, USER_NAME_PLACEHOLDER, fillNickname } from '../lib/nickname';

export const DONOR_WALL_PAGE_SIZE = 20;
/** How a donor is named on the wall (the [userName] template). */
export const DONOR_NAME_TEMPLATE = USER_NAME_PLACEHOLDER;

export interface DonorWallView extends DonorWallItem {
  displayName: string;
}

/** The name a donor wall row shows: the fallback for anonymous donors, the template otherwise. */
export function donorName(item: Pick<DonorWallItem, 'anonymous' | 'nickname'>): string {
  if (item.anonymous) return ANONYMOUS_NICKNAME;
  return fillNickname(DONOR_NAME_TEMPLATE, item.nickname);
}

export class DonorWallStore {
  infoUuid = '';
  readonly pager: AnchorPager<DonorWallItem>;
  /** the case's paid gifts: how many, from how many donors, how much (order/count) */
  counts: OrderCountRes | null = null;
  /** the logged-in reader's own paid gifts to the case (order/count-ds); null for a visitor */
  mine: MyOrderCountRes | null = null;

  constructor(private readonly root: RootStore) {
    this.pager = new AnchorPager<DonorWallItem>(() => Promise.reject(new Error('no case')), (d) => d.orderId);
    makeAutoObservable<this, 'root'>(this, { root: false, pager: false });
  }

  get items(): DonorWallView[] {
    return this.pager.items.map((d) => ({ ...d, displayName: donorName(d) }));
  }

  async load(infoUuid: string): Promise<void> {
    if (infoUuid !== this.infoUuid) {
      this.infoUuid = infoUuid;
      this.counts = null;
      this.mine = null;
      this.pager.reset((anchorId) => this.root.api.pay.donorWall({ infoUuid, anchorId, size: DONOR_WALL_PAGE_SIZE }));
    }
    void this.loadCounts(infoUuid);
    await this.pager.refresh();
  }

  /** The reader's own gifts to the case, once the login check says who reads (null for a visitor). */
  private async myCount(infoUuid: string): Promise<MyOrderCountRes | null> {
    const { auth } = this.root;
    if (!auth.checked) await auth.check();
    return auth.loggedIn ? this.root.api.lifecycle.myOrderCount({ infoUuid }) : null;
  }

  /** The wall's head: the case's gift counts, and the reader's own when logged in (a failure leaves the line off). */
  private async loadCounts(infoUuid: string): Promise<void> {
    const [counts, mine] = await Promise.all([
      (async () => this.root.api.lifecycle.orderCount({ infoUuid }))().catch(() => null),
      this.myCount(infoUuid).catch(() => null),
    ]);
    runInAction(() => {
      if (infoUuid !== this.infoUuid) return;
      this.counts = counts;
      this.mine = mine;
    });
  }

  loadMore(): Promise<void> {
    return this.pager.loadMore();
  }
}
