/**
 * The donor wall of a case (love list): paged; anonymous donors never show their name, they get
 * the platform's fallback nickname through the [userName] template.
 */
import { makeAutoObservable } from 'mobx';
import type { DonorWallItem } from '../contract/pay';
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
      this.pager.reset((anchorId) => this.root.api.pay.donorWall({ infoUuid, anchorId, size: DONOR_WALL_PAGE_SIZE }));
    }
    await this.pager.refresh();
  }

  loadMore(): Promise<void> {
    return this.pager.loadMore();
  }
}
