/**
 * The case-page status rules, as pure functions so pages and tests share one truth:
 * status messages per code, donating only in NORMAL (0), the risk-case rule and the new-detail rule.
 */
import type { FundingInfo } from '../contract/cases';
import { CASE_STATUS, canDonate, isNewDetail } from '../contract/rules/case-status';

// The texts and the donate rule are declared once beside the contract (the server refuses with the same words).
export { CASE_STATUS, STATUS_LABELS, STATUS_MESSAGES, DONATION_CLOSED_MSG, canDonate, statusLabel, statusMessage } from '../contract/rules/case-status';

/** displayStatus 4 without a finish text marks a risk case (the page is replaced by the intercept). */
export function isRiskCase(info: Pick<FundingInfo, 'displayStatus' | 'finishStr'>): boolean {
  return info.displayStatus === CASE_STATUS.TERMINATION && !(info.finishStr ?? '').trim();
}

/** The new detail variant: version 1, or version 2 for a viewer who is not the owner. */
export function showNewDetail(info: Pick<FundingInfo, 'newDetailVo' | 'isSelf'>): boolean {
  return isNewDetail(info.newDetailVo?.caseDetailsPageVersion, info.isSelf);
}


/** The page offers giving: the server's userAccessParam.canDonate (an answer without it: the status rule). */
export function mayDonate(info: Pick<FundingInfo, 'displayStatus' | 'userAccessParam'>): boolean {
  return info.userAccessParam?.canDonate ?? canDonate(info.displayStatus);
}
