/**
 * The case-page status rules, as pure functions so pages and tests share one truth:
 * status messages per code, donating only in NORMAL (0), the risk-case rule and the new-detail rule.
 */
import type { CaseStatus, FundingInfo } from '../contract/cases';

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
export const STATUS_MESSAGES: Record<CaseStatus, string> = {
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

/** Message for a code; an unknown code gets a neutral text rather than a wrong promise. */
export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status as CaseStatus] ?? '该筹款暂时无法捐款';
}

/** Donating is possible only in the normal state. */
export function canDonate(status: number): boolean {
  return status === CASE_STATUS.NORMAL;
}

/** displayStatus 4 without a finish text marks a risk case (the page is replaced by the intercept). */
export function isRiskCase(info: Pick<FundingInfo, 'displayStatus' | 'finishStr'>): boolean {
  return info.displayStatus === CASE_STATUS.TERMINATION && !(info.finishStr ?? '').trim();
}

/** The new detail variant: version 1, or version 2 for a viewer who is not the owner. */
export function showNewDetail(info: Pick<FundingInfo, 'newDetailVo' | 'isSelf'>): boolean {
  const v = info.newDetailVo?.caseDetailsPageVersion;
  return v === 1 || (v === 2 && !info.isSelf);
}

