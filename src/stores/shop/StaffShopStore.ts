/**
 * The staff console's goods shop (H5 only): the goods orders by status, shipping one (carrier and
 * tracking number), marking it received or refunding it; the gear of the goods raises with their
 * price, needed count, stock and sale switch. Every write is audited by the server.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { Act } from '../act';
import { fenToYuanText } from '../../lib/money';
import { MAX_GEAR_PRICE_FEN, TRACKING_RE, type GearSaveReq, type GoodsStatus, type StaffGear, type StaffGoodsOrder } from '../../contract/shop';

export const STAFF_SHOP_MSG = {
  carrier: '请填写快递公司',
  tracking: '请填写正确的快递单号（4-40位字母、数字或-）',
  reason: '请填写退款原因',
  title: '请填写物资名称',
  price: '请填写正确的单价',
  count: '数量须为0-100000的整数',
} as const;

/** The gear form's text fields (prices typed in yuan). */
export interface GearForm { gearId?: string; infoUuid: string; title: string; description: string; imageUrl: string; priceYuan: string; needCount: string; stock: string; onSale: boolean }

/** A price typed in yuan with up to 2 decimals, as fen (0.01..100000 yuan), or null. */
export function priceFen(text: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= MAX_GEAR_PRICE_FEN ? fen : null;
}
const count = (text: string): number | null => (/^\d{1,6}$/.test(text.trim()) && Number(text) <= 100_000 ? Number(text) : null);

export class StaffShopStore {
  tab: 'orders' | 'gear' = 'orders';
  status: GoodsStatus | '' = 'PAID';
  orders: StaffGoodsOrder[] = [];
  gear: StaffGear[] = [];
  /** Per order: the carrier, tracking number and refund reason being typed. */
  ship: Record<string, { carrier: string; trackingNo: string; reason: string }> = {};
  form: GearForm | null = null;
  readonly loadAct: Act;
  readonly actAct: Act;
  readonly gearAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.actAct = new Act(root);
    this.gearAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, actAct: false, gearAct: false });
  }

  setTab(tab: 'orders' | 'gear'): Promise<boolean> {
    this.tab = tab;
    return this.load();
  }
  setStatus(status: GoodsStatus | ''): Promise<boolean> {
    this.status = status;
    return this.load();
  }

  load(): Promise<boolean> {
    return this.loadAct.latest('staffShop.load', async (live) => {
      if (this.tab === 'orders') {
        const res = await this.root.api.shop.staffOrders(this.status ? { status: this.status } : {});
        runInAction(() => live() && (this.orders = res.list));
      } else {
        const res = await this.root.api.shop.staffGear({});
        runInAction(() => live() && (this.gear = res.list));
      }
    });
  }

  shipField(orderId: string, field: 'carrier' | 'trackingNo' | 'reason', text: string): void {
    const cur = this.ship[orderId] ?? { carrier: '', trackingNo: '', reason: '' };
    this.ship = { ...this.ship, [orderId]: { ...cur, [field]: text.slice(0, field === 'reason' ? 200 : 40) } };
    this.actAct.clear();
  }

  private replace(o: StaffGoodsOrder): void {
    this.orders = this.orders.map((x) => (x.orderId === o.orderId ? o : x));
  }

  /** PAID -> SHIPPED with the typed carrier and tracking number. */
  shipOrder(orderId: string): Promise<boolean> {
    const f = this.ship[orderId] ?? { carrier: '', trackingNo: '', reason: '' };
    if (!f.carrier.trim()) return Promise.resolve(this.actAct.fail(STAFF_SHOP_MSG.carrier));
    if (!TRACKING_RE.test(f.trackingNo.trim())) return Promise.resolve(this.actAct.fail(STAFF_SHOP_MSG.tracking));
    return this.actAct.run('staffShop.ship', async () => {
      const o = await this.root.api.shop.staffShip({ orderId, carrier: f.carrier.trim(), trackingNo: f.trackingNo.trim() });
      runInAction(() => this.replace(o));
    });
  }
  receive(orderId: string): Promise<boolean> {
    return this.actAct.run('staffShop.receive', async () => {
      const o = await this.root.api.shop.staffReceive({ orderId });
      runInAction(() => this.replace(o));
    });
  }
  refund(orderId: string): Promise<boolean> {
    const reason = (this.ship[orderId]?.reason ?? '').trim();
    if (!reason) return Promise.resolve(this.actAct.fail(STAFF_SHOP_MSG.reason));
    return this.actAct.run('staffShop.refund', async () => {
      const o = await this.root.api.shop.staffRefund({ orderId, reason });
      runInAction(() => this.replace(o));
    });
  }

  /** Opens the form on an item (or a new one for the case). */
  edit(g: StaffGear | { infoUuid: string }): void {
    const x = 'gearId' in g ? g : null;
    this.form = {
      gearId: x?.gearId, infoUuid: g.infoUuid, title: x?.title ?? '', description: x?.description ?? '', imageUrl: '',
      priceYuan: x ? fenToYuanText(x.price) : '', needCount: x ? String(x.needCount) : '1', stock: x ? String(x.stock) : '1', onSale: x?.onSale ?? true,
    };
    this.gearAct.clear();
  }
  setForm(patch: Partial<GearForm>): void {
    if (this.form) this.form = { ...this.form, ...patch };
    this.gearAct.clear();
  }
  closeForm(): void {
    this.form = null;
  }

  saveGear(): Promise<boolean> {
    const f = this.form;
    if (!f) return Promise.resolve(false);
    if (!f.title.trim()) return Promise.resolve(this.gearAct.fail(STAFF_SHOP_MSG.title));
    const price = priceFen(f.priceYuan);
    if (price === null) return Promise.resolve(this.gearAct.fail(STAFF_SHOP_MSG.price));
    const needCount = count(f.needCount);
    const stock = count(f.stock);
    if (needCount === null || stock === null) return Promise.resolve(this.gearAct.fail(STAFF_SHOP_MSG.count));
    const body: GearSaveReq = {
      ...(f.gearId ? { gearId: f.gearId } : {}), infoUuid: f.infoUuid, title: f.title.trim(), description: f.description.trim(),
      imageUrl: f.imageUrl.trim(), price, needCount, stock, onSale: f.onSale,
    };
    return this.gearAct.run('staffShop.gear', async () => {
      await this.root.api.shop.staffGearSave(body);
      runInAction(() => (this.form = null));
      await this.load();
    });
  }
}
