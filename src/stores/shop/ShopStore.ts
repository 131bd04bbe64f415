/**
 * The goods page of a goods raise: its gear (price, needed, left, bought), what was bought for it, and
 * buying one item: choose it and a quantity, then one order per intent (its idempotency key is kept
 * while item and quantity stay the same, so a retry never orders twice) paid through the platform's pay
 * UI — the same order and pay rails as a gift. The goods go to the case's beneficiary (the detail's
 * shipTo): the buyer is never asked for an address.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { Act } from '../act';
import { ensureLoggedIn } from '../loginGate';
import { toastText } from '../toast';
import { randomId } from '../../lib/id';
import { MAX_GOODS_QUANTITY, type GearItem, type GoodsDetail } from '../../contract/shop';

export const SHOP_TEXT = {
  chooseGear: '请选择要认购的物资',
  cancelled: '已取消支付',
  failed: '支付失败，请稍后重试',
} as const;

/** The cheapest item that can be bought now (the first of equal prices). */
export const cheapestOnSale = (gear: GearItem[]): GearItem | undefined =>
  gear.filter((g) => g.onSale && g.stock > 0).reduce<GearItem | undefined>((best, g) => (!best || g.price < best.price ? g : best), undefined);

export class ShopStore {
  infoUuid = '';
  detail: GoodsDetail | null = null;
  readonly loadAct: Act;
  gearId = '';
  quantity = 1;
  readonly buyAct: Act;
  private intentKey: string | null = null;
  private intentSig = '';

  constructor(private readonly root: RootStore, private readonly newKey: () => string = randomId) {
    this.loadAct = new Act(root);
    this.buyAct = new Act(root);
    makeAutoObservable<this, 'root' | 'newKey' | 'intentKey' | 'intentSig'>(this, {
      root: false, newKey: false, intentKey: false, intentSig: false, loadAct: false, buyAct: false,
    });
  }

  get gear(): GearItem | null {
    return this.detail?.gear.find((g) => g.gearId === this.gearId) ?? null;
  }
  /** At most what is left, and at most MAX_GOODS_QUANTITY. */
  get maxQuantity(): number {
    return Math.max(1, Math.min(this.gear?.stock ?? 1, MAX_GOODS_QUANTITY));
  }
  get totalFen(): number {
    return (this.gear?.price ?? 0) * this.quantity;
  }

  /** The case's goods; the cheapest item on sale with stock is chosen (never a costly one for the donor). */
  load(infoUuid: string): Promise<boolean> {
    if (infoUuid !== this.infoUuid) {
      this.infoUuid = infoUuid;
      this.detail = null;
      this.gearId = '';
      this.quantity = 1;
      this.buyAct.reset();
    }
    return this.loadAct.latest('shop.detail', async (live) => {
      const d = await this.root.api.shop.detail({ infoUuid });
      runInAction(() => {
        if (!live()) return;
        this.detail = d;
        if (!d.gear.some((g) => g.gearId === this.gearId && g.stock > 0)) this.gearId = cheapestOnSale(d.gear)?.gearId ?? '';
        this.quantity = Math.min(this.quantity, this.maxQuantity);
      });
    });
  }

  chooseGear(gearId: string): void {
    const g = this.detail?.gear.find((x) => x.gearId === gearId);
    if (!g || !g.onSale || g.stock < 1) return;
    this.gearId = gearId;
    this.quantity = 1;
    this.buyAct.clear();
  }
  setQuantity(n: number): void {
    this.quantity = Math.max(1, Math.min(Math.floor(n) || 1, this.maxQuantity));
  }

  private keyFor(sig: string): string {
    if (!this.intentKey || sig !== this.intentSig) {
      this.intentKey = this.newKey();
      this.intentSig = sig;
    }
    return this.intentKey;
  }

  /** Orders the chosen item for the case and hands the order to the pay UI; paid: to the buyer's orders. */
  async buy(): Promise<void> {
    const gear = this.gear;
    if (!gear) {
      this.buyAct.fail(SHOP_TEXT.chooseGear);
      return;
    }
    const { api, platform } = this.root;
    let outcome: string | null = null;
    await this.buyAct.run('shop.buy', async () => {
      if (!(await ensureLoggedIn(this.root))) return;
      const quantity = this.quantity;
      const idempotencyKey = this.keyFor(`${this.infoUuid}|${gear.gearId}|${quantity}`);
      const order = await api.shop.orderAdd({ infoUuid: this.infoUuid, gearId: gear.gearId, quantity, platform: platform.env.payPlatform, idempotencyKey });
      runInAction(() => (this.intentKey = null)); // the order exists: a later tap is a new intent
      outcome = await platform.pay.pay(order.payment, { orderId: order.orderId, infoUuid: this.infoUuid, amount: order.amount });
    }, { toast: true });
    if (outcome === 'redirected') this.buyAct.hold(); // the page leaves for the cashier
    else if (outcome === 'paid') {
      this.root.cases.invalidate(this.infoUuid);
      platform.nav.go('mineOrder');
    } else if (outcome === 'cancelled') toastText(this.root, SHOP_TEXT.cancelled);
    else if (outcome === 'failed') toastText(this.root, SHOP_TEXT.failed);
  }
}
