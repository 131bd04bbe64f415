/**
 * Calls served at a second path as well: older versions' paths that clients still use. Each is the same
 * declaration (access, request, answer) as its current call, only the address differs.
 */
import { alias } from './schema';
import { money } from './money';
import { pay } from './pay';
import { trust } from './trust';
import { verification } from './verification';

export const aliases = {
  verifyAddV5: alias(trust.verifyAdd, '/api/cf/v5/verification/add'),
  verifyDeleteV5: alias(trust.verifyDelete, '/api/cf/v5/verification/delete'),
  verifyUserListV5: alias(trust.verifyUserList, '/api/cf/v5/verification/user-list'),
  selectedV4: alias(verification.selected, '/api/cf/v4/verification/selected'),
  contributeAdd: alias(pay.orderAdd, '/api/cf/v41/order/contribute-add'),
  refundRulesV4: alias(money.refundRules, '/api/cf/v4/refund/rules'),
  refundApplyV4: alias(money.refundApply, '/api/cf/v4/refund/apply'),
  refundListV4: alias(money.refundList, '/api/cf/v4/refund/list'),
  refundDetailV4: alias(money.refundDetail, '/api/cf/v4/refund/detail'),
  refundConfirmV4: alias(money.refundConfirm, '/api/cf/v4/refund/confirm'),
  caseRefundSummaryV4: alias(money.caseRefundSummary, '/api/cf/v4/refund/case-summary'),
};
