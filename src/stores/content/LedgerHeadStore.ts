/** The latest signed head of the public money log, for the publicity page (a feature store of the content subpackage). */
import { makeAutoObservable, runInAction } from 'mobx';
import { ledgerLog, type LatestHead } from '../../contract/ledger-log';
import { featureGroup } from '../../services';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export class LedgerHeadStore {
  latest: LatestHead | null = null;
  readonly act: Act;

  constructor(private readonly root: RootStore) {
    this.act = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, act: false });
  }

  load(): Promise<boolean> {
    return this.act.latest('ledger.head', async (live) => {
      const latest = await featureGroup(this.root.api, 'ledgerLog', ledgerLog).latest({});
      if (live()) runInAction(() => (this.latest = latest));
    });
  }
}
