/**
 * The shop's gear screen (a feature store of the shop subpackage): the case's gear as the gear list
 * reads it (goods gear get-list: needed, bought, left, on sale), and one item's own detail (gear get)
 * opened from the list. The goods detail carries the same items; the list refreshes their counts when
 * the page opens and after a purchase, and the detail is read fresh when opened.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { GearItem } from '../../contract/shop';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export class GearStore {
  infoUuid = '';
  /** the case's gear from the gear list; null until read */
  list: GearItem[] | null = null;
  /** the item opened, as gear get answered */
  opened: GearItem | null = null;
  readonly openAct: Act;

  constructor(private readonly root: RootStore) {
    this.openAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, openAct: false });
  }

  /** Reads the case's gear list (a failure keeps the goods detail's items on screen). */
  async loadList(infoUuid: string): Promise<void> {
    if (infoUuid !== this.infoUuid) {
      this.infoUuid = infoUuid;
      this.list = null;
      this.opened = null;
    }
    try {
      const r = await this.root.api.shop.gearList({ infoUuid });
      runInAction(() => {
        if (this.infoUuid === infoUuid) this.list = r.list;
      });
    } catch {
      // logged by the request; the detail's items stay
    }
  }

  /** Opens one item's detail, read fresh from the server. */
  open(gearId: string): Promise<boolean> {
    return this.openAct.latest('shop.gear', async (live) => {
      const g = await this.root.api.shop.gear({ gearId });
      if (live()) runInAction(() => (this.opened = g));
    }, { toast: true });
  }

  close(): void {
    this.opened = null;
    this.openAct.reset();
  }
}
