/**
 * The health-tree prayer: the tree's figures (wishes, shares, mine), the latest wishes, sample words
 * to start from, writing a wish (the comment rules: 1-200 characters of plain text) and the share.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Wish, WishStat } from '../../contract/growth';
import { shortTextError } from '../../contract/rules';
import { SHARE_TARGET, type ShareTarget } from '../../platform/types';
import { Act } from '../act';
import { logFailure } from '../report';
import type { RootStore } from '../RootStore';

export const WISH_TEXT = { sent: '心愿已挂上健康树', shareTitle: '健康树祈福：写下心愿，为家人和病友祈福' } as const;

export class WishStore {
  draft = '';
  stat: WishStat | null = null;
  list: Wish[] = [];
  words: string[] = [];
  readonly loadAct: Act;
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false });
  }

  load(): Promise<boolean> {
    const g = this.root.api.growth;
    return this.loadAct.latest('growth.wishLoad', async (live) => {
      const [stat, last, words] = await Promise.all([g.wishStat({}), g.wishLast({ size: 20 }), g.sampleWords({})]);
      if (live()) runInAction(() => {
        this.stat = stat;
        this.list = last.list;
        this.words = words.words;
      });
    });
  }

  setDraft(text: string): void {
    this.draft = text;
    this.submitAct.clear();
  }

  /** Hangs the wish on the tree; it comes first in the list and the count goes up. */
  submit(): Promise<boolean> {
    const err = shortTextError(this.draft, '心愿');
    if (err) return Promise.resolve(this.submitAct.fail(err));
    return this.submitAct.run('growth.saveWishing', async () => {
      const wish = await this.root.api.growth.saveWishing({ content: this.draft.trim() });
      runInAction(() => {
        this.list = [wish, ...this.list];
        this.draft = '';
        if (this.stat) this.stat = { ...this.stat, count: this.stat.count + 1, mine: this.stat.mine + 1 };
      });
      this.root.ui.showToast(WISH_TEXT.sent);
    });
  }

  /** Sets the share content of the tree page; a completed share is counted by the server. */
  async setupShare(link: string): Promise<void> {
    const { share } = this.root.platform;
    if (!share.isAvailable()) return;
    try {
      await share.setContent({ title: WISH_TEXT.shareTitle, desc: `已有${this.stat?.count ?? 0}个心愿挂上健康树`, link, imgUrl: '' }, (target) => void this.shared(target));
    } catch (err) {
      logFailure('growth.wishShareSetup', err);
    }
  }

  async shared(target: ShareTarget = SHARE_TARGET.friend): Promise<void> {
    try {
      const stat = await this.root.api.growth.wishShare({ toWxSource: target });
      runInAction(() => (this.stat = stat));
    } catch (err) {
      logFailure('growth.wishShare', err);
    }
  }
}
