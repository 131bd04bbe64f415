/**
 * Anchor paging shared by the lists of the donor journey (case lists, comments, donor wall, my
 * donations, verifications): page 1 replaces, later pages append, a page in flight blocks the next
 * request, hasNext false stops. Failures are kept in `error` (state otherwise unchanged); `busy` and
 * `error` are the pager's Act (src/stores/act.ts), the same two states every store shows.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { Act } from './act';

export interface AnchorPage<T> {
  list: T[];
  hasNext: boolean;
  anchorId: string;
}

export type PageFetcher<T> = (anchorId: string | undefined) => Promise<AnchorPage<T>>;

export class AnchorPager<T> {
  items: T[] = [];
  hasNext = true;
  anchorId: string | undefined = undefined;
  /** Page 1 is being read again (pull-to-refresh); `act.busy` covers every page in flight. */
  refreshing = false;
  loaded = false;
  /** The page in flight (`busy`) and the last failure (`error`); a reset or refresh drops an older answer. */
  readonly act = new Act();

  constructor(
    private fetcher: PageFetcher<T>,
    private keyOf: (item: T) => string,
  ) {
    makeAutoObservable<this, 'fetcher' | 'keyOf'>(this, { fetcher: false, keyOf: false, act: false });
  }

  /** A page is in flight. */
  get busy(): boolean {
    return this.act.busy;
  }

  /** The Chinese message of the last failed page ('' when none). */
  get error(): string {
    return this.act.error;
  }

  /** Points the pager at another source (e.g. another case) and clears it. */
  reset(fetcher?: PageFetcher<T>): void {
    if (fetcher) this.fetcher = fetcher;
    this.act.reset();
    this.items = [];
    this.hasNext = true;
    this.anchorId = undefined;
    this.refreshing = false;
    this.loaded = false;
  }

  /** Page 1 again (pull-to-refresh); the old items stay visible until the answer arrives. */
  async refresh(): Promise<void> {
    this.refreshing = true;
    const current = await this.act.latest('paging.refresh', async (live) => {
      const page = await this.fetcher(undefined);
      if (!live()) return;
      runInAction(() => {
        this.items = dedupe(page.list, this.keyOf);
        this.apply(page);
      });
    });
    // Only the newest refresh ends the spinner (an older one was superseded, `act` moved on).
    if (current || !this.act.busy) runInAction(() => (this.refreshing = false));
  }

  /** The next page; no-op while loading or when the server said there is no more. */
  async loadMore(): Promise<void> {
    if (!this.loaded) return this.refresh();
    if (this.act.busy || !this.hasNext) return;
    await this.act.latest('paging.more', async (live) => {
      const page = await this.fetcher(this.anchorId);
      if (!live()) return;
      runInAction(() => {
        this.items = dedupe([...this.items, ...page.list], this.keyOf);
        this.apply(page);
      });
    });
  }

  /** Page 1 as the server already sent it (the HTML's boot data): shown at once, no request. */
  seed(page: AnchorPage<T>): void {
    this.items = dedupe(page.list, this.keyOf);
    this.apply(page);
  }

  /** Replaces one item in place (e.g. after a toggle confirmed by the server). */
  update(key: string, fn: (item: T) => T): void {
    this.items = this.items.map((it) => (this.keyOf(it) === key ? fn(it) : it));
  }

  private apply(page: AnchorPage<T>): void {
    // An empty page with hasNext true would loop forever: treat it as the end.
    this.hasNext = Boolean(page.hasNext) && page.list.length > 0;
    this.anchorId = page.anchorId;
    this.loaded = true;
  }
}

/** Keeps the first occurrence of each key. */
export function dedupe<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((it) => {
    const k = keyOf(it);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export { errorText } from './act';
