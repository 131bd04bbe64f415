/**
 * The reader's giving in one line (user portrait): paid gifts, their sum, cases raised, shares. The
 * 我的捐款 page heads its list with it; a failure leaves the line off (the request logs it).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { UserPortrait } from '../../contract/content';
import { formatFenPlain } from '../../lib/money';
import type { RootStore } from '../RootStore';

/** The line a portrait reads as ('' for a visitor or a reader with no paid gift yet). */
export function portraitLine(p: UserPortrait | null): string {
  if (!p || !p.loggedIn || p.isNewDonor) return '';
  const shares = p.shareCount > 0 ? ` · 转发${p.shareCount}次` : '';
  return `累计捐助${p.donateCount}次，共${formatFenPlain(p.donateFen)}元${shares}`;
}

export class PortraitStore {
  portrait: UserPortrait | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false });
  }

  async load(): Promise<void> {
    try {
      const p = await this.root.api.content.userPortrait({});
      runInAction(() => (this.portrait = p));
    } catch {
      // the line stays off
    }
  }

  get line(): string {
    return portraitLine(this.portrait);
  }
}
