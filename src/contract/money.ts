/**
 * Money out, the owner's and the donor's side: withdrawals (what may be drawn, the service-charge
 * options, apply, edit, cancel, the public notice and objections to it, stop raising, close out) and
 * refunds (one donation's rules and refund, my refunds, the owner's return of every donation).
 * Money is integer fen; times are epoch milliseconds. Writes each carry their own idempotency key
 * where a retry must not act twice, and are never shared with an identical request in flight.
 */
import {
  ANCHOR, Bool, call, CaseRef, Empty, Enum, Fen, INFO_UUID, Int, Json, List, Nullable, Obj, Opt, Str, Type, type Static,
} from './schema';
import { STOP_REASON_MAX } from './rules/stop-raise';
import { REPORT_REASONS, REPORT_TEXT_MAX } from './trust';

/** Upper bound of one withdrawal or refund (fen): far above any case, far below 2^53. */
export const MAX_FUNDS_FEN = 100_000_000_000;
const KEY = () => Str(1, 100);
const ID = () => Str(1, 64);
const TEXT = () => Str(0, 2000);
const MS = () => Int(0);

// ---------------------------------------------------------------- statuses and options
/** Service-charge options: 1 no fee, 2 fee charged, 3 fee waived, 4 fee subsidised. */
export const FeeOption = Enum([1, 2, 3, 4] as const);
export type FeeOption = Static<typeof FeeOption>;
export const WithdrawalStatus = Enum(['PENDING', 'FIRST_APPROVED', 'APPROVED', 'PAID', 'REJECTED', 'FAILED', 'CANCELLED'] as const);
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;
/**
 * A withdrawal's status in words, one wording wherever a user reads it: the fundraiser's 提现记录 and
 * 修改提现, and the public 提现公示 on the case page. A pending one reads 公示中 while donors may still
 * object, then 审核中; the first of two approvals is staff's own step (the fundraiser's timeline says
 * 初审通过), so it reads 审核中 too. The staff console keeps its own work words (待初审, 待复核).
 */
const WITHDRAWAL_STATUS_TEXT: Record<WithdrawalStatus, string> = {
  PENDING: '审核中', FIRST_APPROVED: '审核中', APPROVED: '审核通过，待打款', PAID: '已打款', REJECTED: '审核未通过', FAILED: '打款失败', CANCELLED: '已取消',
};
export const withdrawalStatusText = (status: WithdrawalStatus, inNotice: boolean): string =>
  status === 'PENDING' && inNotice ? '公示中' : WITHDRAWAL_STATUS_TEXT[status] ?? status;
export const PayoutStatus = Enum(['PENDING', 'AUTHORISED', 'PROCESSING', 'TRANSFERRED', 'FAILED', 'CANCELLED'] as const);
export type PayoutStatus = Static<typeof PayoutStatus>;
export const RefundStatus = Enum(['PENDING', 'SUCCESS', 'FAILED'] as const);
export type RefundStatus = Static<typeof RefundStatus>;
/** GOODS: staff refunded a goods order (src/contract/shop.ts). */
export const RefundKind = Enum(['DONOR', 'TERMINATED', 'FAILED_REVIEW', 'FALSE_CASE', 'OWNER_CLOSE', 'GOODS'] as const);
export type RefundKind = Static<typeof RefundKind>;
export const PayeeType = Enum(['FAMILY', 'HOSPITAL'] as const);
export type PayeeType = Static<typeof PayeeType>;

// ---------------------------------------------------------------- withdrawals (owner)
const cashCheck = {
  /** All money donated, before refunds (the ledger's donations). */
  raisedAmount: Fen(), withdrawn: Fen(), refunded: Fen(), pendingWithdrawals: Fen(), pendingRefunds: Fen(),
  /** raised - withdrawn - refunded - fees - pending withdrawals and refunds */
  available: Fen(), canCash: Bool(), reason: TEXT(),
  /** The case still takes gifts (status 0): the owner must stop raising first (reason 请先停止筹款再申请提现). */
  raising: Bool(),
};
export const CashCheck = Obj(cashCheck);
export type CashCheck = Static<typeof CashCheck>;

/**
 * One service-charge option for a withdrawal of a given amount: 1 无服务费 (the platform charges no fee),
 * 2 收取服务费 (always; the fee is kept from the payout), 3 免收服务费 (staff waived the case's fee),
 * 4 平台补贴服务费 (the platform pays the fee within its per-case budget). `reason` says why not available.
 */
export const FeeOptionInfo = Obj({
  value: FeeOption, label: TEXT(), charged: Bool(), available: Bool(), reason: TEXT(),
  /** Kept from the amount. */
  fee: Fen(),
  /** Paid by the platform (option 4). */
  subsidy: Fen(),
  netAmount: Int(),
  /** Option 4: unavailable only for the subsidy budget left (ServiceConfig.subsidyLeft); a smaller amount may fit. */
  overBudget: Opt(Bool()),
});
export type FeeOptionInfo = Static<typeof FeeOptionInfo>;

/** Everything the withdrawal screen shows, quoted for feeOption (default: the cheapest available). */
export const DrawInfo = Obj({
  ...cashCheck,
  fees: Fen(), verified: Bool(), feeOption: FeeOption, feeRateBp: Int(0), amount: Fen(), fee: Fen(), feeSubsidised: Fen(), netAmount: Int(),
  payeeType: PayeeType, weakDisclosure: Bool(), batches: List(Int()), noticeHours: Int(0), doubleApprovalFen: Fen(), hospitalPayoutFen: Fen(),
  options: Opt(List(FeeOptionInfo)),
});
export type DrawInfo = Static<typeof DrawInfo>;

/** The options for a withdrawal of `amount` (default: what is available now); serviceCharge is the default choice. */
export const ServiceConfig = Obj({
  infoUuid: INFO_UUID(), serviceCharge: FeeOption, label: TEXT(), feeRateBp: Int(0),
  amount: Opt(Fen()), waived: Opt(Bool()), subsidyMaxFen: Opt(Fen()), subsidyLeft: Opt(Fen()),
  options: List(FeeOptionInfo),
});
export type ServiceConfig = Static<typeof ServiceConfig>;

/** serviceCharge is the chosen option (absent: the default); an option the case may not choose is a 400. */
export const ApplyDrawCashReq = Obj({ infoUuid: INFO_UUID(), amount: Fen(1, MAX_FUNDS_FEN), idempotencyKey: KEY(), serviceCharge: Opt(FeeOption) });
export type ApplyDrawCashReq = Static<typeof ApplyDrawCashReq>;

const withdrawalRes = {
  withdrawalId: ID(), infoUuid: INFO_UUID(), amount: Fen(), status: WithdrawalStatus, createdAt: MS(),
  feeOption: FeeOption, fee: Fen(), netAmount: Int(), payeeType: PayeeType, noticeUntil: MS(),
  /** Fee paid by the platform (option 4). */
  subsidy: Opt(Fen()),
};
export const WithdrawalRes = Obj(withdrawalRes);
export type WithdrawalRes = Static<typeof WithdrawalRes>;

/** The case page's notice of withdrawals: each still open to objection while it awaits approval. */
export const PublicNotice = Obj({
  infoUuid: INFO_UUID(), caseStatus: Int(), noticeHours: Int(0),
  list: List(Obj({ ...withdrawalRes, inNotice: Bool(), canObject: Bool(), objectionCount: Int(0), openObjections: Int(0) })),
});
export type PublicNotice = Static<typeof PublicNotice>;

/** Stopping a raise (status 0 -> 2) happens once (a repeat is 409); the reason: rules/stop-raise.ts (1..100 characters after trimming). */
export const StopRaiseReq = Obj({ infoUuid: INFO_UUID(), reason: Str(1, STOP_REASON_MAX, { 'x-rule': 'stop.reason' }), confirm: Type.Literal(true) });
export type StopRaiseReq = Static<typeof StopRaiseReq>;
export const StopRaiseRes = Obj({ infoUuid: INFO_UUID(), status: Int(), stoppedAt: MS(), reason: TEXT() });
export type StopRaiseRes = Static<typeof StopRaiseRes>;
/** Closing out (102 -> 103) needs nothing left on the case. */
export const CloseRaiseRes = Obj({ infoUuid: INFO_UUID(), status: Int(), closedAt: MS() });
export type CloseRaiseRes = Static<typeof CloseRaiseRes>;
/** Only a PENDING withdrawal (in its notice) may be edited or cancelled; an edit restarts the notice. */
export const EditWithdrawalReq = Obj({ withdrawalId: ID(), amount: Fen(1, MAX_FUNDS_FEN) });
export type EditWithdrawalReq = Static<typeof EditWithdrawalReq>;
/**
 * An objection is sent as one text "<reason>：<words>": a reason of REPORT_REASONS (the report flow's) and
 * 1..500 characters of words (the report's own bound: the objection form is the report form).
 */
export const OBJECTION_TEXT_MAX = REPORT_TEXT_MAX;
const OBJECTION_MAX = OBJECTION_TEXT_MAX + Math.max(...REPORT_REASONS.map((r) => r.length)) + 1;
export const ObjectionRes = Obj({ objectionId: ID(), withdrawalId: ID(), status: Enum(['OPEN'] as const) });
export type ObjectionRes = Static<typeof ObjectionRes>;

// ---------------------------------------------------------------- refunds
/** A refund's reason as sent: the chosen reason, then "：" and the donor's or owner's note of at most REFUND_NOTE_MAX characters. */
export const REFUND_REASON_MAX = 200;
export const REFUND_NOTE_MAX = 150;
/** The reasons a donor picks for a refund, and an owner for returning a case's gifts (the last of each asks for a note). */
export const REFUND_REASONS = ['不想捐了', '捐款金额有误', '对筹款真实性有疑问', '其他原因'] as const;
export const CASE_REFUND_REASONS = ['已筹到足够的治疗费用', '患者病情好转，不再需要筹款', '患者已离世', '其他原因'] as const;
export const RefundApplyReq = Obj({ orderId: ID(), amount: Fen(1, MAX_FUNDS_FEN), reason: Str(1, REFUND_REASON_MAX), idempotencyKey: KEY() });
export type RefundApplyReq = Static<typeof RefundApplyReq>;
const refundRes = {
  refundId: ID(), orderId: ID(), infoUuid: INFO_UUID(), amount: Fen(), reason: TEXT(), status: RefundStatus,
  createdAt: MS(), completedAt: Nullable(MS()), kind: RefundKind,
};
export const RefundRes = Obj(refundRes);
export type RefundRes = Static<typeof RefundRes>;
export const RefundListReq = Obj({ infoUuid: Opt(INFO_UUID()), anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) });
export const RefundListRes = Obj({ list: List(RefundRes), hasNext: Bool(), anchorId: Str(0, 200) });
export type RefundListRes = Static<typeof RefundListRes>;
export const RefundDetail = Obj({ ...refundRes, caseTitle: TEXT(), caseStatus: Int(), failReason: TEXT() });
export type RefundDetail = Static<typeof RefundDetail>;
/** The rules as shown, and whether the donation may be refunded now (reasons: why not). */
export const RefundRules = Obj({
  orderId: ID(), refundableAmount: Fen(), refundDays: Int(0), deadline: MS(), canRefund: Bool(), reasons: List(TEXT()), rules: List(TEXT()),
});
export type RefundRules = Static<typeof RefundRules>;
export const CaseRefundRes = Obj({ infoUuid: INFO_UUID(), status: Int(), refunds: Int(0), amount: Fen() });
export type CaseRefundRes = Static<typeof CaseRefundRes>;
const tally = { count: Int(0), amount: Fen() };
export const CaseRefundTally = Obj(tally);
export type CaseRefundTally = Static<typeof CaseRefundTally>;
/** Before the confirm, what would go back (and what cannot: paid out); after, how far the case-wide refunds came. */
export const CaseRefundSummary = Obj({
  infoUuid: INFO_UUID(), title: TEXT(), status: Int(), canConfirm: Bool(), reason: TEXT(),
  preview: Obj({ ...tally, donors: Int(0), paidOut: Fen(), openWithdrawals: Int(0) }),
  progress: Obj({
    kind: Nullable(RefundKind), total: CaseRefundTally, done: CaseRefundTally, pending: CaseRefundTally, failed: CaseRefundTally,
    startedAt: Nullable(MS()), finishedAt: Nullable(MS()),
  }),
});
export type CaseRefundSummary = Static<typeof CaseRefundSummary>;

/** Payout transferred / failed, withdrawal approved / rejected, refund opened / done. */
export const MoneyNotifications = Obj({
  list: List(Obj({ id: ID(), kind: TEXT(), infoUuid: Nullable(INFO_UUID()), payload: Json(), createdAt: MS() })),
});
export type MoneyNotifications = Static<typeof MoneyNotifications>;

const RefundConfirmReq = Obj({ infoUuid: INFO_UUID(), reason: Str(1, REFUND_REASON_MAX), confirm: Type.Literal(true) });
const write = { noDedupe: true } as const;

export const money = {
  /** What the owner may withdraw now. */
  checkCanCash: call({ method: 'POST', path: '/api/cf/v4/drawcash/check-can-cash', access: 'owner', req: CaseRef(), res: CashCheck }),
  drawInfo: call({
    method: 'POST', path: '/api/cf/v4/drawcash/get-draw-info', access: 'owner',
    req: Obj({ infoUuid: INFO_UUID(), amount: Opt(Fen(1, MAX_FUNDS_FEN)), feeOption: Opt(FeeOption) }), res: DrawInfo,
  }),
  /** Public: the case page may show the options. */
  serviceConfig: call({
    method: 'POST', path: '/api/cf/v4/drawcash/get-service-config', access: 'visitor',
    req: Obj({ infoUuid: INFO_UUID(), amount: Opt(Fen(0, MAX_FUNDS_FEN)) }), res: ServiceConfig,
  }),
  applyDrawCash: call({ method: 'POST', path: '/api/cf/v4/drawcash/apply-draw-cash', access: 'owner', req: ApplyDrawCashReq, res: WithdrawalRes, client: write }),
  publicNotice: call({ method: 'POST', path: '/api/cf/v4/drawcash/public-notice', access: 'visitor', req: CaseRef(), res: PublicNotice }),
  /** Anyone logged in but the applicant may object while the withdrawal awaits approval; the reason: see OBJECTION_TEXT_MAX. */
  objectWithdrawal: call({
    method: 'POST', path: '/api/cf/v4/drawcash/object', access: 'user', req: Obj({ withdrawalId: ID(), reason: Str(2, OBJECTION_MAX) }), res: ObjectionRes, client: write,
  }),
  stopRaise: call({ method: 'POST', path: '/api/cf/v4/drawcash/stop-raise', access: 'owner', req: StopRaiseReq, res: StopRaiseRes, client: write }),
  closeRaise: call({
    method: 'POST', path: '/api/cf/v4/drawcash/close-raise', access: 'owner',
    req: Obj({ infoUuid: INFO_UUID(), confirm: Type.Literal(true) }), res: CloseRaiseRes, client: write,
  }),
  /** The owner's own withdrawal (withdrawal policy). */
  editWithdrawal: call({ method: 'POST', path: '/api/cf/v4/drawcash/edit', access: 'user', req: EditWithdrawalReq, res: WithdrawalRes, client: write }),
  /** A retry answers the same (CANCELLED). */
  cancelWithdrawal: call({ method: 'POST', path: '/api/cf/v4/drawcash/cancel', access: 'user', req: Obj({ withdrawalId: ID() }), res: WithdrawalRes, client: write }),
  /** For the donation's donor or the case's owner (refund policy). */
  refundRules: call({ method: 'POST', path: '/api/cf/v5/refund/rules', access: 'user', req: Obj({ orderId: ID() }), res: RefundRules }),
  refundApply: call({ method: 'POST', path: '/api/cf/v5/refund/apply', access: 'user', req: RefundApplyReq, res: RefundRes, client: write }),
  /** My refunds, newest first (20 a page). */
  refundList: call({ method: 'POST', path: '/api/cf/v5/refund/list', access: 'user', req: RefundListReq, res: RefundListRes }),
  /** For the refund's applicant, the donor or the case's owner (refund policy). */
  refundDetail: call({ method: 'POST', path: '/api/cf/v5/refund/detail', access: 'user', req: Obj({ refundId: ID() }), res: RefundDetail }),
  /** The owner stops the case and returns every donation (case status 203, then 204). */
  refundConfirm: call({ method: 'POST', path: '/api/cf/v5/refund/confirm', access: 'owner', req: RefundConfirmReq, res: CaseRefundRes, client: write }),
  /** For the case's owner or staff (refund policy). */
  caseRefundSummary: call({ method: 'POST', path: '/api/cf/v5/refund/case-summary', access: 'user', req: CaseRef(), res: CaseRefundSummary }),
  /** My money notifications, newest first. */
  notifications: call({ method: 'POST', path: '/api/cf/v4/money/notifications', access: 'user', req: Empty(), res: MoneyNotifications }),
};

/** Case status codes of the money flows. */
export const MONEY_CASE_STATUS = {
  APPLY_MONEY: 101, MONEY_SUCCESS: 102, MONEY_RAISE_DONE: 103,
  REFUNDING: 201, NOT_AUDIT_REFUNDING: 202, USER_REFUNDING: 203, NOT_AUDIT_REFUND_END: 204,
} as const;
