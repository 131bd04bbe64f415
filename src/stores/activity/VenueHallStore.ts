/**
 * The venue's hall (a feature store of the activity subpackage, `useFeature(HALL_KEY, ...)`): what the venue
 * page shows around its rules and cases, every figure read from the server:
 * - the last gifts as they come in (names masked by the server: first character and **; anonymous gifts are 爱心人士),
 * - the pool's allowance progress, the case a reader came from (find-simple-case), 随机帮一个 (a random case of it),
 * - for a logged-in reader: their figures in the activity, their pennants of it, the welcome of a reader new to
 *   giving (recorded once; it unlocks nothing), whether they may receive a red packet, the cases they raise in it
 *   (自己决定: the reader picks a case themselves; their own are marked), the luck draw (draws left, the last
 *   result, the record), the activity's task and their sub-venue;
 * - the share entry: what the share menu shares, and a completed share is RECORDED for the sponsor's report
 *   only — it never unlocks money, a match or a reward;
 * - where the visitor came from (page-source-upload, once per visit of the page).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { featureGroup } from '../../services';
import { venue, type Allowance, type NewUser, type ShareInfo, type VenueCase, type VenueGift, type VenueUser } from '../../contract/venue';
import { rewards, type DrawInfo, type DrawResult, type TaskInfo } from '../../contract/rewards';
import type { ShareTarget } from '../../platform/types';
import { Act } from '../act';
import { logFailure } from '../report';

export const HALL_KEY = 'venueHall';
/** How many of the last gifts the hall shows. */
export const HALL_GIFTS = 10;
/** The last gifts are read again this often while the venue is open (ms). */
export const HALL_GIFTS_EVERY_MS = 20_000;

/** One read of a call that may fail on its own: a failure is logged and the part is left out. */
export async function optional<T>(where: string, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (err) {
    logFailure(where, err);
    return null;
  }
}

export class VenueHallStore {
  activityId = '';
  gifts: VenueGift[] = [];
  allowance: Allowance | null = null;
  /** the case the reader came from (?infoUuid=), when it is in the activity */
  focus: VenueCase | null = null;
  share: ShareInfo | null = null;
  me: VenueUser | null = null;
  pennantCount: number | null = null;
  newUser: NewUser | null = null;
  redPacket: { allowed: boolean; reason: string } | null = null;
  /** the cases the reader raises in the activity */
  ownCases: string[] = [];
  /** the luck draw: draws left, with the record read from its own call */
  lottery: DrawInfo | null = null;
  lastResult: DrawResult | null = null;
  task: TaskInfo | null = null;
  readonly loadAct: Act;
  readonly giftsAct: Act;
  readonly randomAct: Act;
  readonly welcomeAct: Act;
  readonly subVenueAct: Act;
  private sourceSent = '';

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.giftsAct = new Act(root);
    this.randomAct = new Act(root);
    this.welcomeAct = new Act(root);
    this.subVenueAct = new Act(root);
    makeAutoObservable<this, 'root' | 'sourceSent'>(this, {
      root: false, sourceSent: false, loadAct: false, giftsAct: false, randomAct: false, welcomeAct: false, subVenueAct: false,
    });
  }

  private get calls() {
    return featureGroup(this.root.api, 'venue', venue);
  }

  private get rewards() {
    return featureGroup(this.root.api, 'rewards', rewards);
  }

  /** The hall of an activity: its public parts, and the reader's own when logged in. */
  load(activityId: string, opts: { infoUuid?: string; source?: string; channel?: string } = {}): Promise<boolean> {
    this.activityId = activityId;
    if (this.sourceSent !== activityId) {
      this.sourceSent = activityId;
      const body = { activityId, source: opts.source || 'direct', channel: opts.channel || undefined };
      void optional('venue.pageSource', () => this.calls.pageSourceUpload(body));
    }
    return this.loadAct.latest('venue.hall', async (live) => {
      const v = this.calls;
      const infoUuid = opts.infoUuid;
      const [gifts, allowance, share, focus] = await Promise.all([
        v.lastDonateRecords({ activityId, size: HALL_GIFTS }),
        v.allowanceProgress({ activityId }),
        optional('venue.shareInfo', () => v.shareInfo({ activityId })),
        infoUuid ? optional('venue.simpleCase', () => v.findSimpleCase({ activityId, infoUuid })) : null,
      ]);
      if (!live()) return;
      runInAction(() => {
        this.gifts = gifts.list;
        this.allowance = allowance;
        this.share = share;
        this.focus = focus?.case ?? null;
      });
      if (this.root.auth.loggedIn) await this.loadMine(activityId, live);
    });
  }

  private async loadMine(activityId: string, live: () => boolean): Promise<void> {
    const v = this.calls;
    const [me, pennants, newUser, redPacket, self, lottery, record, last, task] = await Promise.all([
      optional('venue.userInfo', () => v.userInfo({ activityId })),
      optional('venue.findPennant', () => v.findPennant({ activityId })),
      optional('venue.newUser', () => v.newUserGet({ activityId })),
      optional('venue.redPacketAccess', () => v.redPacketAccess({ activityId })),
      optional('venue.decideSelf', () => v.decideSelf({ activityId })),
      optional('rewards.lotteryInfo', () => this.rewards.lotteryInfo({})),
      optional('rewards.lotteryRecord', () => this.rewards.lotteryRecord({})),
      optional('rewards.lotteryResult', () => this.rewards.lotteryResult({})),
      // the task of this activity, else the live task activity's (a venue of another kind still shows it)
      optional('rewards.taskInfo', async () => {
        const t = await this.rewards.taskInfo({ activityId });
        return t.active ? t : this.rewards.taskInfo({});
      }),
    ]);
    if (!live()) return;
    runInAction(() => {
      this.me = me;
      this.pennantCount = pennants ? pennants.count : null;
      this.newUser = newUser;
      this.redPacket = redPacket;
      this.ownCases = self?.isSelf ? self.infoUuids : [];
      this.lottery = lottery && record ? { ...lottery, records: record.list } : lottery;
      this.lastResult = last?.result ?? null;
      this.task = task;
    });
  }

  /** The last gifts again (the venue reads them every HALL_GIFTS_EVERY_MS while open). */
  refreshGifts(): Promise<boolean> {
    const activityId = this.activityId;
    if (!activityId) return Promise.resolve(false);
    return this.giftsAct.latest('venue.lastGifts', async (live) => {
      const g = await this.calls.lastDonateRecords({ activityId, size: HALL_GIFTS });
      if (live()) runInAction(() => (this.gifts = g.list));
    });
  }

  /** 随机帮一个: opens a random case of the activity that still raises. */
  helpRandom(): Promise<boolean> {
    const activityId = this.activityId;
    return this.randomAct.run('venue.random', async () => {
      const r = await this.calls.randomDonateCase({ activityId });
      if (!r.case) {
        this.root.ui.showToast('暂时没有可帮助的筹款');
        return;
      }
      this.root.platform.nav.go('contribute', { infoUuid: r.case.infoUuid });
    }, { toast: true });
  }

  /** Records the reader as new to giving in this activity (once; it unlocks no money). */
  welcome(): Promise<boolean> {
    const activityId = this.activityId;
    return this.welcomeAct.run('venue.newUserCreate', async () => {
      const n = await this.calls.newUserCreate({ activityId });
      runInAction(() => (this.newUser = n));
    }, { toast: true });
  }

  /** Opens the reader's sub-venue of the activity (made on the first tap; one per reader and activity). */
  openSubVenue(title = '我的分会场'): Promise<boolean> {
    const activityId = this.activityId;
    return this.subVenueAct.run('venue.subVenueCreate', async () => {
      const sv = await this.calls.subVenueCreate({ activityId, title });
      this.root.platform.nav.go('subVenue', { subVenueId: sv.subVenueId });
    }, { toast: true });
  }

  /** Puts the activity on the share menu; a completed share is recorded (only counted). */
  async setupShare(): Promise<void> {
    const { share } = this.root.platform;
    const s = this.share;
    if (!s || !share.isAvailable()) return;
    try {
      await share.setContent({ title: s.title, desc: s.desc, link: share.linkFor(s.path) ?? '', imgUrl: '', path: s.path }, (target) => void this.shared(target));
    } catch (err) {
      logFailure('venue.shareSetup', err);
    }
  }

  /** A share the reader completed (or a link they copied): recorded for the sponsor's report. */
  async shared(target?: ShareTarget, channel = 'menu'): Promise<void> {
    try {
      const r = await this.calls.shareSuccess({ activityId: this.activityId, channel, target });
      runInAction(() => {
        if (this.share) this.share = { ...this.share, shareCount: r.shareCount };
      });
    } catch (err) {
      logFailure('venue.shareSuccess', err);
    }
  }

  /** The share entry can copy a link here (the mini-program shares cards, not links). */
  get canCopy(): boolean {
    return !!this.share && !!this.root.platform.share.linkFor(this.share.path);
  }

  /** Copies the venue's link for a friend (and records it like a share). */
  async copyLink(): Promise<void> {
    const { share } = this.root.platform;
    const link = this.share ? share.linkFor(this.share.path) : null;
    if (!link) return;
    if (await share.copyText(link)) {
      this.root.ui.showToast('链接已复制，发给好友一起参与');
      await this.shared(undefined, 'copy');
    } else this.root.ui.showToast('复制失败，请长按链接复制');
  }
}

export const makeVenueHallStore = (root: RootStore) => new VenueHallStore(root);
