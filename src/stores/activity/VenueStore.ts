/**
 * The venue of an activity for its pages in the pages/activity subpackage (a feature store: pages get it
 * with `useFeature('venue', (root) => new VenueStore(root))`; it reaches the `venue` feature group with
 * featureGroup, so neither ships in the main package): the user's pennants (/cf/pennants/mine; a gift's
 * pennants are awarded when it is booked, so the list only reads), an activity's rules (/cf/act-home-rule) and its love
 * list (/cf/act/good-day/love-list/:activityId). A pennant has no cash value; a share never unlocks
 * anything.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { featureGroup } from '../../services';
import { venue, type Pennant, type PennantDetail, type TopList, type VenueActivity, type VenueCase, type VenueStats } from '../../contract/venue';
import { Act } from '../act';
import { formatFenPlain } from '../../lib/money';

export const PENNANT_SOURCE_TEXT: Record<Pennant['source'], string> = {
  give: '爱心捐赠', visit: '会场打卡', luck_draw: '幸运抽奖', love_draw: '爱心值抽奖', bonfire: '团队助力',
};

/** The rules of an activity as lines a donor reads: ratio, caps, what a donor gets, and that sharing unlocks nothing. */
export function ruleLines(a: VenueActivity): string[] {
  const yuan = (fen: number) => `${formatFenPlain(fen)}元`;
  const ratio = a.ratioPct === 100 ? '1:1' : `按捐款的${a.ratioPct}%`;
  const lines = [`${a.sponsorName}${a.ratioPct === 100 ? '按' : ''}${ratio}配捐：您每捐出1元，配捐${(a.ratioPct / 100).toFixed(a.ratioPct % 100 ? 2 : 0)}元，计入同一筹款。`];
  lines.push(a.minGift > 0 ? `单笔捐款满${yuan(a.minGift)}起配。` : '任意金额的捐款都会配捐。');
  if (a.capGift > 0) lines.push(`单笔最高配捐${yuan(a.capGift)}。`);
  if (a.capDonorDay > 0) lines.push(`每人每日最高配捐${yuan(a.capDonorDay)}。`);
  if (a.capCase > 0) lines.push(`每个筹款最高获得配捐${yuan(a.capCase)}。`);
  lines.push('配捐池用完即止，活动结束后剩余配捐款退回出资方。');
  lines.push(`捐款满${a.minGift > 0 ? yuan(a.minGift) : '任意金额'}可获得一面爱心捐赠锦旗，每天访问活动会场可获得一面打卡锦旗；锦旗仅作纪念，不具有任何现金价值。`);
  return lines;
}

/** How many of the activity's cases the venue lists. */
export const VENUE_CASES = 10;

export const NEVER_SHARE_TO_UNLOCK = '分享不会解锁配捐、红包或任何奖励：配捐只按捐款计算，分享仅用于统计活动传播情况。';

export class VenueStore {
  pennants: Pennant[] | null = null;
  /** the pennant whose certificate is open */
  opened: PennantDetail | null = null;
  rule: VenueActivity | null = null;
  /** the cases of the venue's activity (the first page), read with its rules */
  cases: VenueCase[] = [];
  /** the activity has more cases than listed (自己决定 pages through them) */
  casesMore = false;
  private casesPage = 1;
  loveList: TopList | null = null;
  stats: VenueStats | null = null;
  /** today's visit pennant of the love list's activity: 'new' just awarded, 'had' awarded earlier today */
  visit: 'new' | 'had' | null = null;
  readonly pennantsAct: Act;
  readonly detailAct: Act;
  readonly ruleAct: Act;
  readonly loveAct: Act;
  readonly visitAct: Act;
  readonly moreAct: Act;

  constructor(private readonly root: RootStore) {
    this.pennantsAct = new Act(root);
    this.detailAct = new Act(root);
    this.ruleAct = new Act(root);
    this.loveAct = new Act(root);
    this.visitAct = new Act(root);
    this.moreAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, pennantsAct: false, detailAct: false, ruleAct: false, loveAct: false, visitAct: false, moreAct: false });
  }

  private get calls() {
    return featureGroup(this.root.api, 'venue', venue);
  }

  /** The user's pennants, newest first. */
  loadPennants(): Promise<boolean> {
    return this.pennantsAct.latest('venue.pennants', async (live) => {
      const r = await this.calls.pennantList({});
      if (live()) runInAction(() => (this.pennants = r.list));
    });
  }

  /** Opens a pennant's certificate (tapping the open one closes it). */
  openPennant(pennantId: string): Promise<boolean> {
    if (this.opened?.pennant.pennantId === pennantId) {
      this.opened = null;
      return Promise.resolve(true);
    }
    return this.detailAct.latest('venue.pennant', async (live) => {
      const r = await this.calls.pennantDetail({ pennantId });
      if (live()) runInAction(() => (this.opened = r));
    }, { toast: true });
  }

  /** An activity's venue: its rules and its cases (the one asked for, else the live one). */
  loadRule(activityId?: string): Promise<boolean> {
    return this.ruleAct.latest('venue.rule', async (live) => {
      const r = await this.calls.activityInfo(activityId ? { activityId } : {});
      const c = await this.calls.listCase({ activityId: r.activityId, pageNum: 1, size: VENUE_CASES });
      if (live()) runInAction(() => {
        this.rule = r;
        this.cases = c.list;
        this.casesMore = c.hasNext;
        this.casesPage = 1;
      });
    });
  }

  /** The next page of the venue's cases, appended. */
  moreCases(): Promise<boolean> {
    const a = this.rule;
    if (!a || !this.casesMore) return Promise.resolve(false);
    return this.moreAct.run('venue.moreCases', async () => {
      const c = await this.calls.listCase({ activityId: a.activityId, pageNum: this.casesPage + 1, size: VENUE_CASES });
      runInAction(() => {
        const seen = new Set(this.cases.map((x) => x.infoUuid));
        this.cases = [...this.cases, ...c.list.filter((x) => !seen.has(x.infoUuid))];
        this.casesMore = c.hasNext;
        this.casesPage += 1;
      });
    }, { toast: true });
  }

  get ruleLines(): string[] {
    return this.rule ? ruleLines(this.rule) : [];
  }

  /** The love list of an activity (donors by what they gave in it, names masked) and its figures. */
  loadLoveList(activityId: string): Promise<boolean> {
    return this.loveAct.latest('venue.loveList', async (live) => {
      const [top, stats] = await Promise.all([this.calls.topList({ activityId, size: 50 }), this.calls.statistic({ activityId })]);
      if (live()) runInAction(() => {
        this.loveList = top;
        this.stats = stats;
      });
    });
  }

  /**
   * A logged-in user's visit to the activity's venue: counted once a day, and today's visit pennant
   * (once per activity per China day; only while the activity runs, so a refusal is not shown).
   */
  recordVisit(activityId: string): Promise<boolean> {
    if (!this.root.auth.loggedIn) return Promise.resolve(false);
    return this.visitAct.latest('venue.visit', async (live) => {
      await this.calls.recordUv({ activityId });
      const r = await this.calls.awardVisitPennant({ activityId });
      if (live()) runInAction(() => (this.visit = r.created ? 'new' : 'had'));
    });
  }
}

export const makeVenueStore = (root: RootStore) => new VenueStore(root);
