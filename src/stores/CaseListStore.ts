/**
 * The case lists (common / vip / theme / recommend): anchor paging with pull-to-refresh and the
 * bottom loader. One pager per list type so switching lists keeps each list's place.
 */
import { makeAutoObservable } from 'mobx';
import type { CaseCard, CaseListReq } from '../contract/cases';
import type { RootStore } from './RootStore';
import { AnchorPager, type AnchorPage } from './paging';
import { BOOT_BLOCKS, takeBootData } from '../platform/boot';
import { MP_ROUTE_KEY } from '../lib/nav-url';

export type ListType = CaseListReq['listType'];
export const CASE_LIST_PAGE_SIZE = 10;

/** Which list each list route shows. */
export const LIST_TYPE_BY_ROUTE: Record<string, ListType> = {
  commonList: 'common',
  vipCase: 'vip',
  themeCase: 'theme',
  commonCase: 'recommend',
  mpIndex: 'common',
};

export class CaseListStore {
  private pagers = new Map<ListType, AnchorPager<CaseCard>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'pagers'>(this, { root: false, pagers: false });
  }

  /** The pager of one list type (created on first use). */
  list(listType: ListType): AnchorPager<CaseCard> {
    let pager = this.pagers.get(listType);
    if (!pager) {
      pager = new AnchorPager<CaseCard>(
        (anchorId) => this.root.api.cases.list({ listType, anchorId, size: CASE_LIST_PAGE_SIZE }),
        (c) => c.infoUuid,
      );
      this.pagers.set(listType, pager);
      // H5: the server inlined page 1 of the list it rendered (the API's answer for a visitor).
      const boot = takeBootData(BOOT_BLOCKS.list) as { listType?: string; page?: AnchorPage<CaseCard> } | null;
      if (boot?.listType === listType && Array.isArray(boot.page?.list)) pager.seed(boot.page!);
    }
    return pager;
  }

  /** First load of a list (no-op when it is already loaded: coming back keeps the place). */
  async open(listType: ListType): Promise<void> {
    const pager = this.list(listType);
    if (!pager.loaded && !pager.busy) await pager.refresh();
  }

  /**
   * A list link that names a case opens that case: a shared home link (the mini-program home
   * sdc/cfPagesMain/index/index?infoUuid=..., the H5 home /cf/common/list?infoUuid=...) takes its
   * reader to the case, the rest of its query (share channel and the like) along; the list stays
   * beneath, so going back shows it. Answers whether it opened a case.
   */
  openLinkedCase(query: Record<string, string | undefined>): boolean {
    const { infoUuid, [MP_ROUTE_KEY]: _route, ...rest } = query;
    if (!infoUuid) return false;
    this.root.platform.nav.go('contribute', { ...rest, infoUuid });
    return true;
  }

  /** Opens the case page of a card. */
  openCase(infoUuid: string): void {
    this.root.platform.nav.go('contribute', { infoUuid });
  }
}
