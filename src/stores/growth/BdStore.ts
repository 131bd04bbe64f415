/**
 * The adviser landing page's data (a feature store: it ships with the growth subpackage): the service
 * team's info, the honour pictures, the platform's figures and cases, and the reader's version of the
 * page (A: the request form first; B: figures and honours first). The version also tags the request's
 * channel, so staff can compare the versions' requests.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { BdBaseInfo, BdCase } from '../../contract/growth';
import { growthtool, type HonourPic, type ServiceInfo } from '../../contract/growthtool';
import { featureGroup } from '../../services';
import { Act } from '../act';
import { logFailure } from '../report';
import type { RootStore } from '../RootStore';

export class BdStore {
  info: ServiceInfo | null = null;
  honours: HonourPic[] = [];
  base: BdBaseInfo | null = null;
  cases: BdCase[] = [];
  /** '' until known; the page shows version A meanwhile */
  version = '';
  readonly loadAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'growthtool', growthtool);
  }

  get formFirst(): boolean {
    return this.version !== 'B';
  }

  /** The adviser request's channel: the entry's own, else the page version's. */
  channel(entry: string): string {
    return entry || (this.version ? `bd-${this.version}` : '');
  }

  /** Loads everything; the version is asked for separately (its failure only logged: version A). */
  load(): Promise<boolean> {
    void this.api.testVersion({}).then((v) => runInAction(() => (this.version = v.version)), (err) => logFailure('growthtool.testVersion', err));
    const g = this.root.api.growth;
    return this.loadAct.latest('growthtool.bdLoad', async (live) => {
      const [info, honours, base, cases] = await Promise.all([this.api.serviceInfo({}), this.api.honourPics({}), g.bdBaseInfo({}), g.bdCases({})]);
      if (live()) runInAction(() => {
        this.info = info;
        this.honours = honours.list;
        this.base = base;
        this.cases = cases.list;
      });
    });
  }
}
