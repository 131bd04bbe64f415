/**
 * The staff console's order lookup (H5 only): staff type an order's id and see the order with the id of
 * the request that created it, to search the server's log lines for. A read: nothing changes.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { Act } from './act';
import type { StaffOrderLookup } from '../contract/staff-work';

export const MSG_ORDER_ID_REQUIRED = '请填写订单号';

export class StaffOrderStore {
  /** The order id being typed. */
  orderId = '';
  /** The order found by the last lookup (null before, and after a failed one). */
  order: StaffOrderLookup | null = null;
  /** The lookup (its error line: the form's or the server's message, e.g. 订单不存在). */
  readonly lookupAct: Act;

  constructor(private readonly root: RootStore) {
    this.lookupAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, lookupAct: false });
  }

  setOrderId(text: string): void {
    this.orderId = text.slice(0, 64);
    this.lookupAct.clear();
  }

  /** Looks the typed order up; the newest lookup wins. */
  lookup(): Promise<boolean> {
    const orderId = this.orderId.trim();
    this.order = null;
    if (!orderId) return Promise.resolve(this.lookupAct.fail(MSG_ORDER_ID_REQUIRED));
    return this.lookupAct.latest('staffOrders.lookup', async (live) => {
      const order = await this.root.api.staffWork.orderLookup({ orderId });
      runInAction(() => {
        if (live()) this.order = order;
      });
    });
  }
}
