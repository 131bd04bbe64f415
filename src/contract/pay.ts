/**
 * Donating: the pay page's figures, the order and its payment, the order's status, the donor's own
 * orders, the donor wall, and the sandbox provider's confirm. Money is integer fen; an order is
 * idempotent by its idempotencyKey (a retry answers the same order).
 */
import { ANCHOR, AnchorPage, Bool, call, Enum, Fen, Img, INFO_UUID, Int, List, Null, Nullable, Obj, Opt, Str, Type, type Static } from './schema';
import { MAX_DONATION_FEN } from './rules/money';
import { SHORT_TEXT_MAX } from './rules/comment';

/** The donor's message (给TA留言): posted on the case's wall as a short public text, so it has the wall's bound. */
export const DONATION_MESSAGE_MAX = SHORT_TEXT_MAX;

/** The largest single donation: 100,000 yuan (the one cap of the pay form and the server: rules/money.ts). */
export const MAX_AMOUNT_FEN = MAX_DONATION_FEN;

const CaseRef = Obj({ infoUuid: INFO_UUID() });
const OrderRef = Obj({ orderId: Str(1, 64) });

export const PayStatus = Obj({
  hot: Bool(),
  eyeValue: Int(),
  firstDonate: Bool(),
  subsidize: Bool(),
  groupValue: Int(),
  caseCharge: Int(),
});
export type PayStatus = Static<typeof PayStatus>;

/** The preset amounts (fen) and the experiment that chose them. */
export const AmountTestRes = Obj({ amount: List(Fen()), eagleEyeExperiment: Str(0, 100), eagleEyeResult: Str(0, 100) });
export type AmountTestRes = Static<typeof AmountTestRes>;
/**
 * The pay page's preset amounts (fen) when no experiment says otherwise: the built-in variant on the
 * server, and what the page shows when the experiment's answer is late (the pay store's 900 ms wait).
 */
export const DEFAULT_PAY_AMOUNTS: readonly number[] = [1000, 2000, 5000, 10000, 20000, 50000];

/** 1 app, 2 JSSDK, 5 mini-program, 6/7 payment app, 8 H5. */
export const PayPlatform = Enum([1, 2, 5, 6, 7, 8] as const);
export type PayPlatform = Static<typeof PayPlatform>;

export const OrderAddReq = Obj({
  infoUuid: INFO_UUID(),
  amount: Int(1, MAX_AMOUNT_FEN),
  anonymous: Bool(),
  platform: PayPlatform,
  idempotencyKey: Str(1, 100),
  channel: Opt(Str(0, 50)),
  userSourceId: Opt(Str(0, 100)),
  shareDv: Opt(Int(0, 100000)),
  comment: Opt(Str(0, DONATION_MESSAGE_MAX)),
});
export type OrderAddReq = Static<typeof OrderAddReq>;

/** How the client pays: the sandbox cashier page, or WeChat Pay's JSAPI parameters. */
export const Payment = Type.Union([
  Obj({ provider: Type.Literal('sandbox'), cashierUrl: Str(0, 2000) }),
  Obj({
    provider: Type.Literal('wxpay'),
    jsapi: Obj({ appId: Str(0, 64), timeStamp: Str(0, 32), nonceStr: Str(0, 64), package: Str(0, 200), signType: Type.Literal('RSA'), paySign: Str(0, 2000) }),
  }),
]);
export type Payment = Static<typeof Payment>;
export const OrderAddRes = Obj({ orderId: Str(0, 64), amount: Fen(), payment: Payment });
export type OrderAddRes = Static<typeof OrderAddRes>;

export const OrderStatus = Enum(['PENDING', 'PAID', 'CLOSED', 'REFUNDED'] as const);
export type OrderStatus = Static<typeof OrderStatus>;
export const OrderStatusRes = Obj({
  orderId: Str(0, 64),
  infoUuid: Str(0, 64),
  amount: Fen(),
  status: OrderStatus,
  /** the donor's first gift to this case */
  firstDonation: Bool(),
  /** ms; null until paid */
  paidAt: Nullable(Int(0)),
  /** The matching gift this order was granted (fen; 0 or absent: none, or held for review). */
  matched: Opt(Fen()),
});
export type OrderStatusRes = Static<typeof OrderStatusRes>;

export const MyOrder = Obj({
  orderId: Str(0, 64),
  infoUuid: Str(0, 64),
  caseTitle: Str(0, 200),
  amount: Fen(),
  anonymous: Bool(),
  status: OrderStatus,
  /** ms */
  createdAt: Int(0),
  /** ms; null until paid. A gift's time on every screen is when it was paid (giftTime), as 善款去向 shows it. */
  paidAt: Opt(Nullable(Int(0))),
  /** The gift's place in the public money log (0-based leaf index, 账本第N条); null until the ledger job took it (待入账本). */
  leafIndex: Opt(Nullable(Int(0))),
  /** Its leaf hash (hex SHA-256), '' until then. */
  leafHash: Opt(Str(0, 64)),
});
export type MyOrder = Static<typeof MyOrder>;
export const MyOrderListRes = AnchorPage(MyOrder);
export type MyOrderListRes = Static<typeof MyOrderListRes>;

/** An anonymous donor shows as 爱心人士 with no avatar. */
export const DonorWallItem = Obj({
  orderId: Str(0, 64),
  nickname: Str(0, 200),
  headImgUrl: Img(),
  anonymous: Bool(),
  amount: Fen(),
  /** ms, when paid */
  time: Int(0),
  /** The donor's 给TA留言 from the pay page ('' when none). */
  message: Opt(Str(0, DONATION_MESSAGE_MAX)),
});
export type DonorWallItem = Static<typeof DonorWallItem>;
export const DonorWallRes = AnchorPage(DonorWallItem);
export type DonorWallRes = Static<typeof DonorWallRes>;

export const SandboxConfirmReq = Obj({ orderId: Str(1, 64), action: Enum(['pay', 'cancel'] as const) });
export type SandboxConfirmReq = Static<typeof SandboxConfirmReq>;
/** Where the cashier goes next: the pay page (cancelled) or the success page. */
export const SandboxConfirmRes = Obj({ status: Enum(['PAID', 'CLOSED'] as const), redirectUrl: Str(0, 2000) });
export type SandboxConfirmRes = Static<typeof SandboxConfirmRes>;

const write = { noDedupe: true } as const;

export const pay = {
  status: call({ method: 'POST', path: '/api/cf/v4/pay/get-status', access: 'visitor', req: CaseRef, res: PayStatus }),
  amountTest: call({ method: 'POST', path: '/api/cf/v4/pay/amount-test', access: 'visitor', req: Obj({ infoUuid: Opt(INFO_UUID()) }), res: AmountTestRes }),
  /** Creates the order (or answers the one of the same idempotencyKey) and its payment. */
  orderAdd: call({ method: 'POST', path: '/api/cf/v41/order/add', access: 'user', req: OrderAddReq, res: OrderAddRes, client: write }),
  /** The donor's own order; a pending one is checked with the provider first. */
  queryOrderStatus: call({ method: 'POST', path: '/api/cf/v4/order/queryOrderStatus', access: 'user', req: OrderRef, res: OrderStatusRes, client: write }),
  /** The donor's orders, newest first, 1..50 a page (10 by default). */
  myOrders: call({ method: 'POST', path: '/api/cf/v4/order/list', access: 'user', req: Obj({ anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) }), res: MyOrderListRes }),
  /**
   * 继续支付 of the donor's own 待支付 order: a new payment for the SAME order (same order id, so the
   * provider and the exactly-once notify path can charge it once at most). Not PENDING: 400.
   */
  resumeOrder: call({ method: 'POST', path: '/api/cf/v4/order/resume', access: 'user', req: Obj({ orderId: Str(1, 64), platform: Int(0, 99) }), res: OrderAddRes, client: write }),
  /** 取消 of the donor's own 待支付 order: asks the provider first (paid after all: answered PAID), else closes it; a repeat answers the same. */
  closeMyOrder: call({ method: 'POST', path: '/api/cf/v4/order/close', access: 'user', req: OrderRef, res: OrderStatusRes, client: write }),
  modifyAnonymous: call({
    method: 'POST', path: '/api/cf/v4/order/modify-anonymous', access: 'user', req: Obj({ orderId: Str(1, 64), anonymous: Bool() }), res: Null(), client: write,
  }),
  /** The case's paid gifts, newest first, 1..50 a page (20 by default). */
  donorWall: call({
    method: 'POST', path: '/api/cf/v4/love-list', access: 'visitor', req: Obj({ infoUuid: INFO_UUID(), anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) }), res: DonorWallRes,
  }),
  /** The sandbox provider's cashier buttons (and the mini-program's sandbox modal): pay or cancel the reader's order. */
  sandboxConfirm: call({ method: 'POST', path: '/api/pay/sandbox/confirm', access: 'user', req: SandboxConfirmReq, res: SandboxConfirmRes, client: write }),
};
