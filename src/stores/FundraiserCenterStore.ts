/**
 * The fundraiser's centre (/cf/contribute/fundraiser-center/:infoUuid and its sub-pages): the
 * server's manage page info (numbers at a glance and the to-do list), the fundraiser version, and the
 * management of the case's verifications (doctor / friend lists, deleting one). The owner-only rules
 * stay on the server (403 for anyone else); this store only shows what it answers.
 * Sub-stores for the centre's tools live beside it: labels and fast replies (.tools), progress posts
 * and follows (.publish).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { FundraiserVersion, ManagePageInfo, TodoItem, VerificationItemT, VerifyCountResT } from '../contract/trust';
import { PROVE_KINDS } from '../contract/trust';
import { internalPathOrNull } from '../lib/landing';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';
import { Act } from './act';
import { FastReplyStore, LabelStore } from './FundraiserCenterStore.tools';
import { ProgressFollowStore, PublishProgressStore } from './FundraiserCenterStore.publish';

export const PROVE_PAGE_SIZE = 20;
export type ProveListKind = 'doctor' | 'friend';
/** Which relationships each management list shows: doctors, or everyone else. */
export const PROVE_LIST_RELATIONSHIPS: Record<ProveListKind, string> = {
  doctor: PROVE_KINDS.filter((k) => k.kind === 'doctor').flatMap((k) => k.relationships).join(','),
  friend: PROVE_KINDS.filter((k) => k.kind !== 'doctor').flatMap((k) => k.relationships).join(','),
};

export class FundraiserCenterStore {
  infoUuid = '';
  info: ManagePageInfo | null = null;
  /** The centre's page info. */
  readonly loadAct: Act;
  /** A failed fundraiser-version lookup means the new version; the page goes on either way. */
  version: FundraiserVersion | null = null;
  proveKind: ProveListKind = 'friend';
  counts: VerifyCountResT | null = null;
  /** The verification being deleted ('' when none); the delete itself is `deleteAct` (toasted on failure). */
  busyId = '';
  readonly deleteAct: Act;
  readonly proves: AnchorPager<VerificationItemT>;
  readonly labels: LabelStore;
  readonly fastReplies: FastReplyStore;
  readonly publish: PublishProgressStore;
  readonly follow: ProgressFollowStore;

  constructor(private readonly root: RootStore) {
    this.proves = new AnchorPager<VerificationItemT>((a) => this.provePage(a), (v) => v.verifyId);
    this.labels = new LabelStore(root);
    this.fastReplies = new FastReplyStore(root);
    this.publish = new PublishProgressStore(root);
    this.follow = new ProgressFollowStore(root);
    this.loadAct = new Act(root);
    this.deleteAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, {
      root: false, proves: false, labels: false, fastReplies: false, publish: false, follow: false, loadAct: false, deleteAct: false,
    });
  }

  /** True unless the server said this case is on the old version (shunt 0). */
  get isNewVersion(): boolean {
    return !this.version || this.version.shunt !== 0;
  }

  /** The case's kind (who verifies it, in its words): the centre's page info, or the case page's when a list is opened straight. */
  raiseTypeOf(infoUuid: string): number | undefined {
    if (this.info?.infoUuid === infoUuid) return this.info.raiseType;
    return this.root.cases.infoOf(infoUuid)?.raiseType;
  }

  /** Open to-dos first (server order kept within each group); links that are not in-app routes are dropped. */
  get todos(): TodoItem[] {
    const list = (this.info?.todos ?? []).filter((t) => internalPathOrNull(t.path));
    return [...list.filter((t) => !t.done), ...list.filter((t) => t.done)];
  }

  /** Loads the centre of a case: page info, and the fundraiser version beside it. */
  async load(infoUuid: string): Promise<void> {
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.info = null;
      this.version = null;
    }
    const version = this.loadVersion(infoUuid);
    await this.loadAct.latest('fundraiserCenter.load', async () => {
      const info = await this.root.api.trust.pageInfo({ infoUuid });
      runInAction(() => {
        if (infoUuid === this.infoUuid) this.info = info;
      });
    });
    await version;
  }

  /** The fundraiser version; any failure leaves `version` null, which reads as the new version. */
  async loadVersion(infoUuid: string): Promise<void> {
    try {
      const version = await this.root.api.trust.fundraiserVersion({ infoUuid });
      runInAction(() => {
        if (infoUuid === this.infoUuid) this.version = version && typeof version.shunt === 'number' ? version : null;
      });
    } catch {
      runInAction(() => (this.version = null));
    }
  }

  /** Loads page 1 of the doctor or friend verifications of a case (with the counters). */
  async loadProves(infoUuid: string, kind: ProveListKind): Promise<void> {
    if (this.infoUuid !== infoUuid || this.proveKind !== kind || this.proves.items.some((v) => v.infoUuid !== infoUuid)) {
      this.infoUuid = infoUuid;
      this.proveKind = kind;
      this.counts = null;
      this.proves.reset();
    }
    await this.proves.refresh();
  }

  /** Deletes one verification (the server checks it is the owner's case or the author's own). */
  async deleteProve(verifyId: string): Promise<boolean> {
    if (this.deleteAct.busy) return false;
    this.busyId = verifyId;
    const ok = await this.deleteAct.run('fundraiserCenter.deleteProve', async () => {
      await this.root.api.trust.verifyDelete({ verifyId, infoUuid: this.infoUuid });
      runInAction(() => {
        this.proves.items = this.proves.items.filter((v) => v.verifyId !== verifyId);
      });
      this.root.ui.showToast('已删除');
      void this.refreshCounts();
    }, { toast: true });
    runInAction(() => (this.busyId = ''));
    return ok;
  }

  private async refreshCounts(): Promise<void> {
    try {
      const counts = await this.root.api.trust.verifyCount({ infoUuid: this.infoUuid });
      runInAction(() => (this.counts = counts));
    } catch {
      /* the list is already right; counters refresh on the next load */
    }
  }

  private async provePage(anchorId: string | undefined) {
    const { infoUuid, proveKind } = this;
    const res = await this.root.api.trust.verifyUserList({
      infoUuid, size: PROVE_PAGE_SIZE, anchorId, relationships: PROVE_LIST_RELATIONSHIPS[proveKind],
    });
    runInAction(() => {
      if (infoUuid !== this.infoUuid || proveKind !== this.proveKind) return;
      const { list: _l, anchorId: _a, hasNext: _h, ...counts } = res;
      this.counts = counts;
    });
    return res;
  }
}
