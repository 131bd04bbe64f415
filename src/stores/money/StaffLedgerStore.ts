/** The staff console's 签署账本树头 (a feature store of the staff orders screen): the latest head, and signing one now (audited by the server). */
import { makeAutoObservable, runInAction } from 'mobx';
import { ledgerLog, type LatestHead, type LedgerHead } from '../../contract/ledger-log';
import { featureGroup } from '../../services';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export class StaffLedgerStore {
  latest: LatestHead | null = null;
  /** what the last signing did: a new head, or the same one (nothing new since) */
  signed: { head: LedgerHead | null; fresh: boolean } | null = null;
  readonly loadAct: Act;
  readonly signAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.signAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, signAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'ledgerLog', ledgerLog);
  }

  load(): Promise<boolean> {
    return this.loadAct.latest('ledger.head', async (live) => {
      const latest = await this.api.latest({});
      if (live()) runInAction(() => (this.latest = latest));
    });
  }

  /** Sequences the new entries and signs a head of the whole log now. */
  sign(): Promise<boolean> {
    return this.signAct.run('ledger.sign', async () => {
      const before = this.latest?.head?.treeSize ?? 0;
      const r = await this.api.staffSign({});
      runInAction(() => {
        this.signed = { head: r.head, fresh: !!r.head && r.head.treeSize > before };
        if (r.head && this.latest) this.latest = { ...this.latest, head: r.head, logSize: Math.max(this.latest.logSize, r.head.treeSize) };
      });
      this.root.ui.showToast(r.head && r.head.treeSize > before ? '已签署新的账本树头' : '账本没有新的账目，树头未变');
    }, { toast: true });
  }
}
