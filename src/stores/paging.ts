/**
 * Anchor paging shared by the lists of the donor journey (case lists, comments, donor wall, my
 * donations, verifications): page 1 replaces, later pages append, a page in flight blocks the next
 * request, hasNext false stops. Failures are kept in `error` (state otherwise unchanged).
 */
import { makeAutoObservable, runInAction } from 'mobx';

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
  loading = false;
  refreshing = false;
  loaded = false;
  error: string | null = null;
  /** Bumped by reset so an answer for an older list is dropped. */
  private generation = 0;

  constructor(
    private fetcher: PageFetcher<T>,
    private keyOf: (item: T) => string,
  ) {
    makeAutoObservable<this, 'fetcher' | 'keyOf' | 'generation'>(this, { fetcher: false, keyOf: false, generation: false });
  }

  /** Points the pager at another source (e.g. another case) and clears it. */
  reset(fetcher?: PageFetcher<T>): void {
    if (fetcher) this.fetcher = fetcher;
    this.generation += 1;
    this.items = [];
    this.hasNext = true;
    this.anchorId = undefined;
    this.loading = false;
    this.refreshing = false;
    this.loaded = false;
    this.error = null;
  }

  /** Page 1 again (pull-to-refresh); the old items stay visible until the answer arrives. */
  async refresh(): Promise<void> {
    const gen = ++this.generation;
    this.refreshing = true;
    this.loading = true;
    try {
      const page = await this.fetcher(undefined);
      if (gen !== this.generation) return;
      runInAction(() => {
        this.items = dedupe(page.list, this.keyOf);
        this.apply(page);
      });
    } catch (err) {
      if (gen === this.generation) runInAction(() => (this.error = errorText(err)));
    } finally {
      if (gen === this.generation) runInAction(() => {
        this.loading = false;
        this.refreshing = false;
      });
    }
  }

  /** The next page; no-op while loading or when the server said there is no more. */
  async loadMore(): Promise<void> {
    if (!this.loaded) return this.refresh();
    if (this.loading || !this.hasNext) return;
    const gen = this.generation;
    this.loading = true;
    try {
      const page = await this.fetcher(this.anchorId);
      if (gen !== this.generation) return;
      runInAction(() => {
        this.items = dedupe([...this.items, ...page.list], this.keyOf);
        this.apply(page);
      });
    } catch (err) {
      if (gen === this.generation) runInAction(() => (this.error = errorText(err)));
    } finally {
      if (gen === this.generation) runInAction(() => (this.loading = false));
    }
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
    this.error = null;
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

/** The Chinese message of an ApiError-like failure, or a generic one. */
export function errorText(err: unknown): string {
  const msg = (err as { msg?: unknown })?.msg;
  return typeof msg === 'string' && msg ? msg : '网络不给力，请稍后重试';
}
