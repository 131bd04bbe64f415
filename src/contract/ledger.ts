/**
 * The public fund-use ledger of a case, a donor's gift followed to the payouts it paid, and the
 * owner's fund-use reports (staff review them). Money is integer fen; times are epoch milliseconds.
 * The ledger adds up to the fen: moneyIn = fees + withdrawn + refunded + goods + balance.
 */
import { Bool, call, CaseRef, Enum, Fen, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';
import { MAX_FUNDS_FEN, PayeeType, PayoutStatus } from './money';

/** The kinds of activity money a case receives (the grant kind of an activity_matches row; '' is a match). */
export const ACTIVITY_MONEY_KINDS = ['match', 'red_packet', 'ladder'] as const;
export type ActivityMoneyKind = (typeof ACTIVITY_MONEY_KINDS)[number];

const ID = () => Str(1, 64);
const TEXT = () => Str(0, 2000);
const MS = () => Int(0);

/** What the money paid for: 1..200 characters after trimming, with 1..9 receipt images (upload kind `receipt`). */
export const FUND_USE_PURPOSE_MAX = 200;
export const FUND_USE_RECEIPTS_MAX = 9;

/** A receipt image as uploaded (url) and its thumbnail. */
export const Receipt = Obj({ url: TEXT(), thumbUrl: TEXT() });
export type Receipt = Static<typeof Receipt>;
export const FundUse = Obj({
  fundUseId: ID(), infoUuid: INFO_UUID(), payoutId: ID(), amount: Fen(), description: TEXT(), receipts: List(Receipt),
  status: Enum(['PENDING', 'APPROVED', 'REJECTED'] as const), reviewReason: TEXT(), createdAt: MS(), reviewedAt: Nullable(MS()),
});
export type FundUse = Static<typeof FundUse>;

/** Public: the case's money in and out, to the fen. */
export const Allocation = Obj({
  infoUuid: INFO_UUID(), title: TEXT(), status: Int(),
  moneyIn: Fen(), donationCount: Int(0), fees: Fen(), withdrawn: Fen(), refunded: Fen(), balance: Int(), addsUp: Bool(),
  /** Raised as the case page shows it: donations less refunds (src/contract/rules/raised.ts). */
  raised: Opt(Fen()),
  /** Goods orders' money spent on the goods they bought for the case (goods raises; net of refunded goods orders). */
  goods: Opt(Fen()),
  /** Service charges the platform paid for this case (option 4), outside the case's own figures. */
  platformSubsidy: Opt(Fen()),
  withdrawals: List(Obj({
    payoutId: ID(), withdrawalId: ID(), batchNo: Int(0), batchCount: Int(0), amount: Fen(), fee: Fen(), payeeType: PayeeType,
    /** a person masked to the first character (张*), a hospital by its name */
    payeeName: TEXT(), status: PayoutStatus, reversed: Bool(),
    /** the platform's share of this batch's service charge (option 4) */
    subsidy: Opt(Fen()),
    date: MS(), fundUse: List(FundUse),
  })),
  refunds: List(Obj({ refundId: ID(), orderId: Nullable(ID()), amount: Fen(), date: MS() })),
  /**
   * Activity money the case received, by sponsor and kind, net of what refunds returned; counted in moneyIn:
   * match (配捐 on donations), red_packet (donors' red packets given on), ladder (a team's ladder subsidy).
   */
  matching: Opt(List(Obj({ sponsorName: TEXT(), amount: Fen(), count: Int(0), kind: Opt(Enum(ACTIVITY_MONEY_KINDS)) }))),
  fundUse: List(FundUse),
  /** The money-out ledger entries (payout, fee, refund, reversal), oldest first; donations are counted in donationCount and summed in moneyIn. */
  rows: List(Obj({ kind: Enum(['donation', 'fee', 'refund', 'payout', 'reversal', 'goods', 'goods_return'] as const), amount: Fen(), date: MS(), ref: TEXT() })),
});
export type Allocation = Static<typeof Allocation>;

/** The donor's own gift, first-in first-out, to the payout batches and their receipts. */
export const MyGift = Obj({
  orderId: ID(), infoUuid: INFO_UUID(), amount: Fen(), refunded: Fen(), status: TEXT(), paidAt: Nullable(MS()),
  payouts: List(Obj({
    payoutId: ID(), batchNo: Int(0), batchCount: Int(0), payeeType: PayeeType, payeeName: TEXT(), status: PayoutStatus, date: MS(), amount: Fen(),
    fundUse: List(FundUse),
  })),
  stillOnCase: Fen(),
});
export type MyGift = Static<typeof MyGift>;

/** After a payout batch arrived; purpose and receipt count are judged by the server with Chinese messages. */
export const FundUseSubmitReq = Obj({ payoutId: ID(), amount: Fen(1, MAX_FUNDS_FEN), description: Str(0, 1000), receipts: List(Str(1, 500), 20) });
export type FundUseSubmitReq = Static<typeof FundUseSubmitReq>;

export const FundUseList = Obj({
  list: List(FundUse),
  /** date: the batch's last status change (its transfer, once TRANSFERRED); used: declared in PENDING + APPROVED reports (what may still be declared: amount - used). */
  payouts: List(Obj({
    payoutId: ID(), batchNo: Int(0), batchCount: Int(0), amount: Fen(), status: PayoutStatus, payeeType: PayeeType, payeeName: TEXT(), date: MS(), used: Fen(),
  })),
});
export type FundUseList = Static<typeof FundUseList>;

export const ledger = {
  /** Public: the case's ledger (money in, fees, withdrawals, fund use, refunds, balance). */
  allocation: call({ method: 'POST', path: '/api/summaries/allocation', access: 'visitor', req: CaseRef(), res: Allocation }),
  /** The donor of the order only. */
  myGift: call({ method: 'POST', path: '/api/summaries/allocation/my-gift', access: 'user', req: Obj({ orderId: ID() }), res: MyGift }),
  /** The owner: the case's reports in any status, and its payout batches. */
  fundUseList: call({ method: 'POST', path: '/api/cf/v4/fund-use/list', access: 'owner', req: CaseRef(), res: FundUseList }),
  /** The owner of the payout's case, once the batch was transferred. */
  fundUseSubmit: call({ method: 'POST', path: '/api/cf/v4/fund-use/submit', access: 'user', req: FundUseSubmitReq, res: FundUse, client: { noDedupe: true } }),
};
