/**
 * Progress posts of a case (offset/limit paging, first page 10, type 1).
 * imageUrls / largeImageUrls arrive as comma lists and are split here, once.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProgressItem } from '../contract/cases';
import type { RootStore } from './RootStore';
import { Act } from './act';

export const PROGRESS_PAGE_SIZE = 10;

export interface ProgressView extends ProgressItem {
  images: string[];
  largeImages: string[];
}

/** 'a,b,,c ' -> ['a','b','c'] */
export function splitUrls(list: string | null | undefined): string[] {
  return String(list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function toProgressView(item: ProgressItem): ProgressView {
  const images = splitUrls(item.imageUrls);
  const large = splitUrls(item.largeImageUrls);
  return { ...item, images, largeImages: large.length === images.length ? large : images };
}

export class ProgressStore {
  infoUuid = '';
  items: ProgressView[] = [];
  total = 0;
  hasNext = true;
  /** A page in flight and the last failure. */
  readonly loadAct: Act;
  loaded = false;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false });
  }

  /** First page of a case (replaces the list). */
  async load(infoUuid: string): Promise<void> {
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.items = [];
      this.loaded = false;
    }
    this.hasNext = true;
    await this.fetchPage(0, true);
  }

  /** Next page by offset; no-op while loading or at the end. */
  async loadMore(): Promise<void> {
    if (!this.infoUuid || this.loadAct.busy || !this.hasNext) return;
    await this.fetchPage(this.items.length, false);
  }

  private async fetchPage(offset: number, replace: boolean): Promise<void> {
    const infoUuid = this.infoUuid;
    await this.loadAct.latest('progress.page', async (live) => {
      const res = await this.root.api.cases.progressList({ infoUuid, offset, limit: PROGRESS_PAGE_SIZE, type: 1 });
      runInAction(() => {
        if (!live() || infoUuid !== this.infoUuid) return;
        const views = res.list.map(toProgressView);
        const seen = new Set(replace ? [] : this.items.map((p) => p.id));
        this.items = replace ? views : [...this.items, ...views.filter((p) => !seen.has(p.id))];
        this.total = res.total;
        this.hasNext = res.hasNext && res.list.length > 0;
        this.loaded = true;
      });
    });
  }
}
