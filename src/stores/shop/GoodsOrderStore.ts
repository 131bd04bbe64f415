/**
 * /cf/mine-order: the user's goods orders, newest first, a page at a time, each with its status
 * (待支付, 已支付, 已发货 with the carrier and tracking number, 已收货, 已退款, 已关闭); the buyer confirms
 * a shipped order arrived.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { Act } from '../act';
import type { GoodsOrder } from '../../contract/shop';

export const PAGE_SIZE = 10;

export class GoodsOrderStore {
  list: GoodsOrder[] = [];
  hasNext = false;
  loaded = false;
  private anchor = '';
  readonly loadAct: Act;
  readonly receiveAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.receiveAct = new Act(root);
    makeAutoObservable<this, 'root' | 'anchor'>(this, { root: false, anchor: false, loadAct: false, receiveAct: false });
  }

  /** The first page (again). */
  load(): Promise<boolean> {
    return this.loadAct.latest('shop.orders', async (live) => {
      const page = await this.root.api.shop.orders({ size: PAGE_SIZE });
      runInAction(() => {
        if (!live()) return;
        this.list = page.list;
        this.hasNext = page.hasNext;
        this.anchor = page.anchorId;
        this.loaded = true;
      });
    });
  }

  /** The next page, when there is one. */
  more(): Promise<boolean> {
    if (!this.hasNext || this.loadAct.busy) return Promise.resolve(false);
    return this.loadAct.run('shop.orders.more', async () => {
      const page = await this.root.api.shop.orders({ size: PAGE_SIZE, anchorId: this.anchor });
      runInAction(() => {
        const seen = new Set(this.list.map((o) => o.orderId));
        this.list = [...this.list, ...page.list.filter((o) => !seen.has(o.orderId))];
        this.hasNext = page.hasNext;
        this.anchor = page.anchorId;
      });
    });
  }

  /** The buyer confirms a shipped order arrived (已收货). */
  confirmReceive(orderId: string): Promise<boolean> {
    return this.receiveAct.run('shop.confirmReceive', async () => {
      const o = await this.root.api.shop.confirmReceive({ orderId });
      runInAction(() => (this.list = this.list.map((x) => (x.orderId === o.orderId ? o : x))));
    }, { toast: true });
  }
}
