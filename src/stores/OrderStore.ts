/**
 * Orders after the pay UI: the success page's status polling (PAID is shown only when the server
 * says so), the viewer's own donations (paged, with the anonymity toggle) and the donor wall.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DonorWallItem, MyOrder, OrderStatusRes } from '../contract/pay';
import type { RootStore } from './RootStore';
import { AnchorPager, errorText } from './paging';
import { logFailure } from './report';
import { toastText } from './toast';
import { Act } from './act';
import { PAY_TEXT } from './PayStore';

/** Waits between status queries (backoff); after the last the page says the result is still pending. */
export const POLL_DELAYS_MS = [0, 1000, 1500, 2000, 3000, 5000];
export const ORDER_PAGE_SIZE = 20;

export type PollState = 'idle' | 'checking' | 'PAID' | 'CLOSED' | 'REFUNDED' | 'PENDING' | 'error';

/** Chinese labels of order statuses (my donations). */
/** The one time a gift is shown with: when it was paid (善款去向, receipts), or when it was ordered while unpaid. */
export const giftTime = (o: Pick<MyOrder, 'createdAt' | 'paidAt'>): number => o.paidAt ?? o.createdAt;

export const ORDER_STATUS_TEXT: Record<MyOrder['status'], string> = {
  PENDING: '待支付',
  PAID: '已支付',
  CLOSED: '未完成',
  REFUNDED: '已退款',
};

export const ORDER_TEXT = {
  cancelled: '已取消该笔捐款',
  alreadyPaid: '该笔捐款已支付',
} as const;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class OrderStore {
  orderId = '';
  pollState: PollState = 'idle';
  order: OrderStatusRes | null = null;
  /** The poll's error line: the last failed query's message when the attempts ran out ('' otherwise). */
  readonly pollAct: Act;
  readonly mine: AnchorPager<MyOrder>;
  /** orderIds whose anonymity change is in flight */
  toggling = new Set<string>();
  private pollRun = 0;

  constructor(
    private readonly root: RootStore,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {
    this.mine = new AnchorPager<MyOrder>(
      (anchorId) => this.root.api.pay.myOrders({ anchorId, size: ORDER_PAGE_SIZE }),
      (o) => o.orderId,
    );
    this.pollAct = new Act(root);
    makeAutoObservable<this, 'root' | 'wait' | 'pollRun'>(this, { root: false, wait: false, pollRun: false, mine: false, pollAct: false });
  }

  /**
   * Asks the server for the order's status with backoff until it is final (PAID / CLOSED / REFUNDED)
   * or the attempts run out (PENDING: "still confirming"). Never assumes success.
   */
  async poll(orderId: string, delays: number[] = POLL_DELAYS_MS): Promise<PollState> {
    const run = ++this.pollRun;
    this.orderId = orderId;
    this.order = null;
    this.pollAct.reset();
    this.pollState = 'checking';
    let lastError: unknown = null;
    for (const delay of delays) {
      if (delay > 0) await this.wait(delay);
      if (run !== this.pollRun) return 'idle';
      try {
        const res = await this.root.api.pay.queryOrderStatus({ orderId });
        lastError = null;
        if (run !== this.pollRun) return 'idle';
        runInAction(() => (this.order = res));
        if (res.status !== 'PENDING') {
          if (res.status === 'PAID') this.root.cases.invalidate(res.infoUuid);
          runInAction(() => (this.pollState = res.status));
          return res.status;
        }
      } catch (err) {
        lastError = err;
        logFailure('order.poll', err);
      }
    }
    const final: PollState = lastError && !this.order ? 'error' : 'PENDING';
    runInAction(() => {
      this.pollState = final;
      if (lastError) this.pollAct.fail(errorText(lastError));
    });
    return final;
  }

  /** Stops a running poll (page unload). */
  stopPolling(): void {
    this.pollRun += 1;
  }

  /** Changes the anonymity of one of my orders; the list follows the server's answer only. */
  async setAnonymous(orderId: string, anonymous: boolean): Promise<boolean> {
    if (this.toggling.has(orderId)) return false;
    this.toggling.add(orderId);
    try {
      await this.root.api.pay.modifyAnonymous({ orderId, anonymous });
      runInAction(() => this.mine.update(orderId, (o) => ({ ...o, anonymous })));
      toastText(this.root, anonymous ? '已设为匿名' : '已取消匿名');
      return true;
    } catch (err) {
      logFailure('order.anonymous', err);
      toastText(this.root, errorText(err));
      return false;
    } finally {
      runInAction(() => this.toggling.delete(orderId));
    }
  }

  /**
   * 继续支付 of a 待支付 order: pays the SAME order again (the server makes a new payment for its id, so
   * it is charged once at most); paid, the success page. Busy while in flight (a second tap is ignored).
   */
  async resume(o: MyOrder): Promise<void> {
    if (this.toggling.has(o.orderId)) return;
    this.toggling.add(o.orderId);
    const { api, platform } = this.root;
    try {
      const order = await api.pay.resumeOrder({ orderId: o.orderId, platform: platform.env.payPlatform });
      const outcome = await platform.pay.pay(order.payment, { orderId: o.orderId, infoUuid: o.infoUuid, amount: order.amount });
      if (outcome === 'paid') {
        runInAction(() => this.mine.update(o.orderId, (x) => ({ ...x, status: 'PAID' })));
        this.root.cases.invalidate(o.infoUuid);
        platform.nav.go('paySuccess', { infoUuid: o.infoUuid, orderId: o.orderId });
      } else if (outcome === 'cancelled') toastText(this.root, PAY_TEXT.cancelled);
      else if (outcome !== 'redirected') toastText(this.root, PAY_TEXT.failed);
    } catch (err) {
      logFailure('order.resume', err);
      toastText(this.root, errorText(err));
      void this.mine.refresh(); // paid or closed meanwhile: show what it is now
    } finally {
      runInAction(() => this.toggling.delete(o.orderId));
    }
  }

  /** 取消 of a 待支付 order: closed on the server (unless the provider says it was paid after all); the row shows the answer. */
  async cancel(orderId: string): Promise<void> {
    if (this.toggling.has(orderId)) return;
    this.toggling.add(orderId);
    try {
      const r = await this.root.api.pay.closeMyOrder({ orderId });
      runInAction(() => this.mine.update(orderId, (x) => ({ ...x, status: r.status })));
      toastText(this.root, r.status === 'CLOSED' ? ORDER_TEXT.cancelled : ORDER_TEXT.alreadyPaid);
    } catch (err) {
      logFailure('order.cancel', err);
      toastText(this.root, errorText(err));
    } finally {
      runInAction(() => this.toggling.delete(orderId));
    }
  }
}

export type { DonorWallItem };
