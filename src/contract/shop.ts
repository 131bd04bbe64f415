/**
 * The goods shop (api group `shop`): a goods raise (raise type 1) lists the gear it needs — each item
 * with its price (fen), how many the case needs, how many are left to buy (stock) and how many were
 * bought — and anyone may buy one for the case. The buyer keeps an address book (regions from the
 * national administrative-division list), orders through /api/cf/v4/order/add (the donation orders'
 * idempotent order and pay rails: one order per idempotencyKey, paid through the same cashier) and
 * follows the order: 待支付 -> 已支付 -> 已发货 (carrier and tracking number staff enter) -> 已收货,
 * or 已退款 / 已关闭. Staff manage the gear, stock and shipping in the console (paths under /api/staff/shop).
 *
 * The money of a goods order is the case's money: it is booked like a gift to the case (raised amount,
 * gifts, moneyIn of the public ledger) and, in the same transaction, as spent on the goods it buys
 * (the ledger's `goods` entry), so it never adds to what the fundraiser may withdraw.
 */
import { ANCHOR, AnchorPage, Bool, call, Empty, Enum, Fen, Img, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';
import { OrderAddRes, PayPlatform } from './pay';

const Id = () => Str(1, 64);
const Time = () => Int(0);
const write = { noDedupe: true } as const;
/** One order buys 1..99 of one item. */
export const MAX_GOODS_QUANTITY = 99;
/** One item costs 0.01..100,000 yuan. */
export const MAX_GEAR_PRICE_FEN = 10_000_000;

export const GoodsStatus = Enum(['PENDING', 'PAID', 'SHIPPED', 'RECEIVED', 'REFUNDED', 'CLOSED'] as const);
export type GoodsStatus = Static<typeof GoodsStatus>;
/** What the buyer and staff read for each status. */
export const GOODS_STATUS_TEXT: Record<GoodsStatus, string> = {
  PENDING: '待支付', PAID: '已支付', SHIPPED: '已发货', RECEIVED: '已收货', REFUNDED: '已退款', CLOSED: '已关闭',
};

export const GearItem = Obj({
  gearId: Id(),
  infoUuid: INFO_UUID(),
  title: Str(0, 60),
  description: Str(0, 500),
  imageUrl: Img(),
  /** one item, fen */
  price: Fen(),
  /** how many the case needs */
  needCount: Int(0),
  /** how many may still be bought (never below zero) */
  stock: Int(0),
  /** bought and paid (refunds excluded) */
  boughtCount: Int(0),
  onSale: Bool(),
});
export type GearItem = Static<typeof GearItem>;

/** A purchase for the case as the public sees it (the buyer's nickname, or 爱心人士). */
export const BoughtItem = Obj({ nickname: Str(0, 200), gearTitle: Str(0, 60), quantity: Int(1), amount: Fen(), time: Time() });
export type BoughtItem = Static<typeof BoughtItem>;

export const GoodsDetail = Obj({
  infoUuid: INFO_UUID(),
  title: Str(0, 200),
  raiseType: Int(),
  /** the case takes orders (open goods raise) */
  canBuy: Bool(),
  gear: List(GearItem),
  /** the latest purchases, newest first (at most 20) */
  bought: List(BoughtItem),
  /** where the goods go: the case's beneficiary, at its hospital or institution (the buyer gives no address) */
  shipTo: Str(0, 300),
  /** needed in all: sum of price x needCount (fen) */
  needFen: Fen(),
  /** bought in all (fen) */
  boughtFen: Fen(),
});
export type GoodsDetail = Static<typeof GoodsDetail>;

export const Region = Obj({ code: Str(0, 12), name: Str(0, 50) });
export type Region = Static<typeof Region>;

export const AddressReq = Obj({
  /** absent: a new address */
  addressId: Opt(Id()),
  name: Str(0, 40),
  phone: Str(0, 20),
  provinceCode: Str(0, 12),
  cityCode: Str(0, 12),
  districtCode: Str(0, 12),
  detail: Str(0, 200),
  isDefault: Opt(Bool()),
});
export type AddressReq = Static<typeof AddressReq>;
export const Address = Obj({
  addressId: Id(), name: Str(0, 40), phone: Str(0, 20),
  provinceCode: Str(0, 12), cityCode: Str(0, 12), districtCode: Str(0, 12),
  province: Str(0, 50), city: Str(0, 50), district: Str(0, 50), detail: Str(0, 200), isDefault: Bool(),
});
export type Address = Static<typeof Address>;

export const GoodsOrderAddReq = Obj({
  infoUuid: INFO_UUID(),
  gearId: Id(),
  quantity: Int(1, MAX_GOODS_QUANTITY),
  platform: PayPlatform,
  idempotencyKey: Str(1, 100),
  anonymous: Opt(Bool()),
});
export type GoodsOrderAddReq = Static<typeof GoodsOrderAddReq>;

export const GoodsOrder = Obj({
  orderId: Id(),
  infoUuid: INFO_UUID(),
  caseTitle: Str(0, 200),
  gearId: Id(),
  gearTitle: Str(0, 60),
  imageUrl: Img(),
  quantity: Int(1),
  unitPrice: Fen(),
  amount: Fen(),
  status: GoodsStatus,
  carrier: Str(0, 40),
  trackingNo: Str(0, 40),
  receiverName: Str(0, 40),
  receiverPhone: Str(0, 20),
  /** province city district and street, as one line */
  address: Str(0, 400),
  createdAt: Time(),
  paidAt: Nullable(Time()),
  shippedAt: Nullable(Time()),
  receivedAt: Nullable(Time()),
});
export type GoodsOrder = Static<typeof GoodsOrder>;
export const GoodsOrderPage = AnchorPage(GoodsOrder);
export type GoodsOrderPage = Static<typeof GoodsOrderPage>;

/** Staff: an item (new without gearId) — title 1..60, price 1..MAX_GEAR_PRICE_FEN fen, counts 0..100000. */
export const GearSaveReq = Obj({
  gearId: Opt(Id()),
  infoUuid: INFO_UUID(),
  title: Str(1, 60),
  description: Str(0, 500),
  imageUrl: Str(0, 500),
  price: Int(1, MAX_GEAR_PRICE_FEN),
  needCount: Int(0, 100_000),
  stock: Int(0, 100_000),
  onSale: Bool(),
});
export type GearSaveReq = Static<typeof GearSaveReq>;
export const StaffGear = Obj({ ...GearItem.properties, caseTitle: Str(0, 200) });
export type StaffGear = Static<typeof StaffGear>;
export const StaffGoodsOrder = Obj({ ...GoodsOrder.properties, buyer: Str(0, 200) });
export type StaffGoodsOrder = Static<typeof StaffGoodsOrder>;
/** A carrier name 1..40, a tracking number 4..40 letters, digits or dashes. */
export const TRACKING_RE = /^[A-Za-z0-9-]{4,40}$/;
export const ShipReq = Obj({ orderId: Id(), carrier: Str(1, 40), trackingNo: Str(4, 40, { pattern: '^[A-Za-z0-9-]{4,40}$' }) });
export type ShipReq = Static<typeof ShipReq>;

const S = '/api/staff/shop';

export const shop = {
  /** Public: a goods raise's gear and what was bought for it. */
  detail: call({ method: 'POST', path: '/api/cf/v4/goods/detail/get', access: 'visitor', req: Obj({ infoUuid: INFO_UUID() }), res: GoodsDetail }),
  gearList: call({ method: 'POST', path: '/api/cf/v4/goods/gear/get-list', access: 'visitor', req: Obj({ infoUuid: INFO_UUID() }), res: Obj({ list: List(GearItem) }) }),
  gear: call({ method: 'POST', path: '/api/cf/v4/goods/gear/get', access: 'visitor', req: Obj({ gearId: Id() }), res: GearItem }),
  /** The provinces (no parentCode), or the cities of a province, or the districts of a city. */
  citys: call({ method: 'POST', path: '/api/cf/v4/goods/address/get-citys', access: 'visitor', req: Obj({ parentCode: Opt(Str(0, 12)) }), res: Obj({ list: List(Region) }) }),
  saveAddress: call({ method: 'POST', path: '/api/cf/v4/goods/address/save-user-address', access: 'user', req: AddressReq, res: Address, client: write }),
  /** The user's addresses, the default first. */
  addresses: call({ method: 'POST', path: '/api/cf/v4/goods/address/get-user-address', access: 'user', req: Empty(), res: Obj({ list: List(Address) }), client: { noDedupe: true } }),
  /** Orders goods for a case: the donation orders' idempotent order (same key: same order) and payment. */
  orderAdd: call({ method: 'POST', path: '/api/cf/v4/order/add', access: 'user', req: GoodsOrderAddReq, res: OrderAddRes, client: write }),
  /** The user's goods orders, newest first (10 a page). */
  orders: call({ method: 'POST', path: '/api/cf/v4/goods/order/get-list', access: 'user', req: Obj({ anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) }), res: GoodsOrderPage, client: { noDedupe: true } }),
  /** The buyer confirms a shipped order arrived. */
  confirmReceive: call({ method: 'POST', path: '/api/cf/v4/goods/order/confirm-receive', access: 'user', req: Obj({ orderId: Id() }), res: GoodsOrder, client: write }),

  // Staff console (audited)
  staffGear: call({ method: 'POST', path: `${S}/gear/list`, access: 'staff', req: Obj({ infoUuid: Opt(Str(0, 64)) }), res: Obj({ list: List(StaffGear) }), client: write }),
  staffGearSave: call({ method: 'POST', path: `${S}/gear/save`, access: 'staff', req: GearSaveReq, res: GearItem, client: write }),
  staffOrders: call({ method: 'POST', path: `${S}/order/list`, access: 'staff', req: Obj({ status: Opt(GoodsStatus) }), res: Obj({ list: List(StaffGoodsOrder) }), client: write }),
  staffShip: call({ method: 'POST', path: `${S}/order/ship`, access: 'staff', req: ShipReq, res: StaffGoodsOrder, client: write }),
  staffReceive: call({ method: 'POST', path: `${S}/order/receive`, access: 'staff', req: Obj({ orderId: Id() }), res: StaffGoodsOrder, client: write }),
  /** Returns the money to the buyer (the order's refund) and, before shipping, the item to the stock. */
  staffRefund: call({ method: 'POST', path: `${S}/order/refund`, access: 'staff', req: Obj({ orderId: Id(), reason: Str(1, 200) }), res: StaffGoodsOrder, client: write }),
};
