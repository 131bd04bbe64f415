/**
 * Matching gifts on the donor's and the fundraiser's screens: a case's live activity (case page, pay
 * page), the fundraiser's view of what their case received, and the activity's area. Reads only.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { Act } from './act';
import type { AreaInfo, MatchInfo, RaiserActivityInfo } from '../contract/activity';
import { canJoin, matchingView, type MatchingView } from './matching';
import { visitSource } from './visit-source';

export class MatchingStore {
  /** The case's activity as last read, by case (the donor's contributor case activity info). */
  readonly byCase = observable.map<string, MatchInfo>();
  /** The cases whose read has finished (answered or failed): the loaded flag; until then nothing is drawn. */
  readonly finished = observable.set<string>();
  /**
   * matchTransferCanJoinStatus, by case: the viewer's next gift can still be matched (a live activity, the
   * pool and the case's cap not used up, the viewer's room today not 0). False before the read and after a failure.
   */
  readonly matchTransferCanJoinStatus = observable.map<string, boolean>();
  raiser: RaiserActivityInfo | null = null;
  /** The theme activity's data: the activity of the case last opened in its area, and the cases in it. */
  themActivityData: AreaInfo | null = null;
  readonly loadAct: Act;
  readonly raiserAct: Act;
  readonly areaAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.raiserAct = new Act(root);
    this.areaAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, {
      root: false, byCase: false, finished: false, matchTransferCanJoinStatus: false, loadAct: false, raiserAct: false, areaAct: false,
    });
  }

  /** The visit's channel, share version, platform (and the activity when known), sent for attribution only. */
  private source(infoUuid: string) {
    const v = visitSource(this.root.platform);
    const activityId = this.byCase.get(infoUuid)?.activityId;
    return { infoUuid, channel: v.channel, shareDV: v.shareDv, platform: v.platform, ...(activityId ? { activityId } : {}) };
  }

  /** The case's read has finished (answered or failed). */
  loaded(infoUuid: string): boolean {
    return this.finished.has(infoUuid);
  }

  /**
   * Reads (again) the case's activity as the viewer sees it; the newest read wins. A failure keeps what was shown.
   * `own`: the case's own subsidy screens (its match records, its area) read it through subsidy/get-case-info, the
   * donor's screens (case page, pay page) through get-donator-case-activity-info; both answer the same figures.
   */
  async load(infoUuid: string, own = false): Promise<boolean> {
    const ok = await this.loadAct.latest('matching.load', async (live) => {
      const { activity } = this.root.api;
      const info = await (own ? activity.caseInfo({ infoUuid }) : activity.donatorCaseInfo(this.source(infoUuid)));
      runInAction(() => {
        if (!live()) return;
        this.byCase.set(infoUuid, info);
        this.matchTransferCanJoinStatus.set(infoUuid, canJoin(info));
      });
    });
    runInAction(() => this.finished.add(infoUuid));
    return ok;
  }

  /** The screen's text for the case and (pay page) the amount being given; null when no activity is shown. */
  view(infoUuid: string, amountFen?: number | null): MatchingView | null {
    return matchingView(this.byCase.get(infoUuid), amountFen ?? null);
  }

  loadRaiser(infoUuid: string): Promise<boolean> {
    return this.raiserAct.latest('matching.raiser', async (live) => {
      const r = await this.root.api.activity.raiserActivityInfo(this.source(infoUuid));
      runInAction(() => {
        if (live()) this.raiser = r;
      });
    });
  }

  loadArea(infoUuid: string): Promise<boolean> {
    return this.areaAct.latest('matching.area', async (live) => {
      const r = await this.root.api.activity.areaInfo(this.source(infoUuid));
      runInAction(() => {
        if (live()) this.themActivityData = r;
      });
    });
  }
}
