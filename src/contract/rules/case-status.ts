/**
 * A case's status in words, declared once for the case page, the lists, the pay page and the
 * server's order refusal: the long message per code, the short label (a list badge; the ended
 * control that takes the donate button's place), and the one refusal of a donation to a case that
 * no longer takes gifts. Only status 0 (raising, within its period) takes donations.
 */
export type CaseStatusCode = 0 | 1 | 2 | 3 | 4 | 101 | 102 | 103 | 201 | 202 | 203 | 204;

export const CASE_STATUS = {
  NORMAL: 0,
  DONE: 1,
  END: 2,
  OVERDUE: 3,
  TERMINATION: 4,
  APPLY_MONEY: 101,
  MONEY_SUCCESS: 102,
  MONEY_RAISE_DONE: 103,
  REFUNDING: 201,
  NOT_AUDIT_REFUNDING: 202,
  USER_REFUNDING: 203,
  NOT_AUDIT_REFUND_END: 204,
} as const;

/** One clear Chinese message per status code (shown to donors). */
export const STATUS_MESSAGES: Record<CaseStatusCode, string> = {
  0: '筹款进行中，您的每一份爱心都很重要',
  1: '筹款已成功，感谢每一位爱心人士',
  2: '筹款已提前结束',
  3: '筹款已到期',
  4: '该筹款已被平台终止',
  101: '筹款人已申请提现',
  102: '善款已提现至收款账户',
  103: '筹款已完成，善款已处理',
  201: '退款申请处理中',
  202: '审核未通过，善款正在退回',
  203: '退款进行中',
  204: '善款已全部退回',
};

/** The short label per code: a list card's badge and the ended control in place of the donate button. */
export const STATUS_LABELS: Record<CaseStatusCode, string> = {
  0: '筹款中',
  1: '筹款已成功',
  2: '筹款已结束',
  3: '筹款已到期',
  4: '筹款已终止',
  101: '提现中',
  102: '已提现',
  103: '筹款已完成',
  201: '退款中',
  202: '退款中',
  203: '退款中',
  204: '已全部退回',
};

/** The one refusal of a new donation to a case that is not raising (server 400 and client toast alike). */
export const DONATION_CLOSED_MSG = '该筹款已结束，无法继续捐款';

/** How long a raise lasts from publishing (the launch page promises 30 days). */
export const RAISE_PERIOD_DAYS = 30;

/** Message for a code; an unknown code gets a neutral text rather than a wrong promise. */
export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status as CaseStatusCode] ?? '该筹款暂时无法捐款';
}

export function statusLabel(status: number): string {
  return STATUS_LABELS[status as CaseStatusCode] ?? '暂停捐款';
}

/**
 * The case's new detail page: caseDetailsPageVersion 1, or 2 for a reader who is not the owner. Rights (love
 * tiers) are not shown on it.
 */
export function isNewDetail(version: number | null | undefined, isSelf: boolean): boolean {
  return version === 1 || (version === 2 && !isSelf);
}

/** Donating is possible only in the normal state. */
export function canDonate(status: number): boolean {
  return status === CASE_STATUS.NORMAL;
}

/**
 * The status donors see: a raising case whose period is over shows OVERDUE (3) at once, before the
 * lifecycle job has moved the row, so a page never offers a gift the order call would refuse.
 */
export function shownStatus<S extends number>(status: S, expireAt: number, now: number): S | 3 {
  return status === CASE_STATUS.NORMAL && expireAt <= now ? CASE_STATUS.OVERDUE : status;
}
