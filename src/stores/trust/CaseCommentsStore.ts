/**
 * A case's comments on the fundraiser's own screens (a feature store of the trust subpackage), newest
 * first by anchor pages, each with whether the viewer may delete it (the author or the case's owner):
 * the fast-reply screen reads them through comment/get (the comments to answer with a template), the
 * owner's case view through comment/get-v1 (its newer screen). Both answer the same page.
 */
import { makeAutoObservable } from 'mobx';
import type { CommentItemT } from '../../contract/trust';
import { AnchorPager } from '../paging';
import type { RootStore } from '../RootStore';

/** Comments a page of these screens shows. */
export const OWNER_COMMENTS_PAGE = 5;

export class CaseCommentsStore {
  infoUuid = '';
  readonly pager: AnchorPager<CommentItemT>;

  constructor(private readonly root: RootStore) {
    this.pager = new AnchorPager<CommentItemT>(() => Promise.reject(new Error('no case')), (c) => c.id);
    makeAutoObservable<this, 'root'>(this, { root: false, pager: false });
  }

  /** Reads page 1 of the case's comments; `v1` reads them through comment/get-v1. */
  load(infoUuid: string, v1 = false): Promise<void> {
    this.infoUuid = infoUuid;
    const { trust } = this.root.api;
    this.pager.reset((anchorId) => {
      const req = { infoUuid, size: OWNER_COMMENTS_PAGE, ...(anchorId ? { anchorId } : {}) };
      return v1 ? trust.commentGetV1(req) : trust.commentGet(req);
    });
    return this.pager.refresh();
  }

  loadMore(): Promise<void> {
    return this.pager.loadMore();
  }
}
