/**
 * Matching gifts on the donor's and the fundraiser's screens: a case's live activity (case page, pay
 * page), the fundraiser's view of what their case received, and the activity's area. Reads only.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { Act } from './act';
import type { AreaInfo, MatchInfo, RaiserActivityInfo } from '../contract/activity';
import { matchingView, type MatchingView } from './matching';

export class MatchingStore {
  /** The case's activity as last read, by case. */
  readonly byCase = observable.map<string, MatchInfo>();
  raiser: RaiserActivityInfo | null = null;
  area: AreaInfo | null = null;
  readonly loadAct: Act;
  readonly raiserAct: Act;
  readonly areaAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.raiserAct = new Act(root);
    this.areaAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, byCase: false, loadAct: false, raiserAct: false, areaAct: false });
  }

  /**
   * Reads (again) the case's activity as the viewer sees it; the newest read wins. `own`: the case's own
   * subsidy screens (its match records, its area) read it through subsidy/get-case-info, the donor's
   * screens (case page, pay page) through get-donator-case-activity-info; both answer the same figures.
   */
  load(infoUuid: string, own = false): Promise<boolean> {
    return this.loadAct.latest('matching.load', async (live) => {
      const { activity } = this.root.api;
      const info = await (own ? activity.caseInfo({ infoUuid }) : activity.donatorCaseInfo({ infoUuid, channel: '', shareDV: 1000 }));
      runInAction(() => {
        if (live()) this.byCase.set(infoUuid, info);
      });
    });
  }

  /** The screen's text for the case and (pay page) the amount being given; null when no activity is shown. */
  view(infoUuid: string, amountFen?: number | null): MatchingView | null {
    return matchingView(this.byCase.get(infoUuid), amountFen ?? null);
  }

  loadRaiser(infoUuid: string): Promise<boolean> {
    return this.raiserAct.latest('matching.raiser', async (live) => {
      const r = await this.root.api.activity.raiserActivityInfo({ infoUuid });
      runInAction(() => {
        if (live()) this.raiser = r;
      });
    });
  }

  loadArea(infoUuid: string): Promise<boolean> {
    return this.areaAct.latest('matching.area', async (live) => {
      const r = await this.root.api.activity.areaInfo({ infoUuid });
      runInAction(() => {
        if (live()) this.area = r;
      });
    });
  }
}
