/**
 * The catalogue of the money messages: a declared fact of the domain, below the repositories (the
 * message list leaves these kinds out, the money list shows only them) and the Outbox that records
 * them (services/notify/events.ts notifyMoney).
 */
const enc = encodeURIComponent;

/**
 * The money events (written in the money transaction, sent after commit like every other): kind ->
 * [title, body]. The money notifications list (POST /api/cf/v4/money/notifications) shows these
 * kinds with their payload; the message list shows the others.
 */
export const MONEY_TEXT = {
  'withdrawal.approved': ['提现审核通过', '您的提现申请已审核通过，款项正在打款中'],
  'withdrawal.rejected': ['提现未通过审核', '您的提现申请未通过审核，请查看原因后重新申请'],
  'payout.transferred': ['款项已到账', '您申请的提现款项已打款成功'],
  'payout.failed': ['打款失败', '提现打款失败，款项已退回筹款余额，请核实收款信息后重新申请'],
  'refund.opened': ['您的捐款将退回', '您捐助的筹款已进入退款流程，善款将原路退回'],
  'refund.success': ['退款成功', '您的捐款已原路退回'],
} as const satisfies Record<string, readonly [string, string]>;
export type MoneyKind = keyof typeof MONEY_TEXT;
export const MONEY_KINDS = Object.keys(MONEY_TEXT) as MoneyKind[];

/** Where a money message lands: a donor's refund detail, else the owner's fundraiser center. */
export const moneyLanding = (kind: MoneyKind, infoUuid: string) =>
  kind.startsWith('refund.') ? `/cf/refund/refund-detail/${enc(infoUuid)}` : `/cf/contribute/fundraiser-center/${enc(infoUuid)}`;

