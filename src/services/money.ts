/**
 * The money-out API group (issue 9; shapes and rules in contract-money.ts): the fundraiser's
 * withdrawals (draw info, service-charge options, apply, the public notice list) and refunds (rules,
 * apply, list, detail, the owner's close-and-refund). Writes are never deduplicated away: each carries
 * its own idempotency key and the server judges it.
 */
import type { RequestFn } from './http';
import type {
  CaseRefundRes, CaseRefundSummary, CashCheck, DrawInfo, PublicNotice, RefundApplyReq, RefundDetail, RefundListRes, RefundRes, RefundRules,
  ServiceConfig, ApplyDrawCashReq, WithdrawalRes,
} from './contract-money';
import type { CloseRaiseRes, EditWithdrawalReq, ObjectionRes, StopRaiseReq, StopRaiseRes } from './contract-money';

type Case = { infoUuid: string };

export interface MoneyApi {
  checkCanCash(req: Case): Promise<CashCheck>;
  drawInfo(req: Case & { amount?: number; feeOption?: number }): Promise<DrawInfo>;
  serviceConfig(req: Case & { amount?: number }): Promise<ServiceConfig>;
  applyDrawCash(req: ApplyDrawCashReq): Promise<WithdrawalRes>;
  publicNotice(req: Case): Promise<PublicNotice>;
  /** An objection to a withdrawal in its notice (logged in, not the owner); reason 2..500 characters. */
  objectWithdrawal(req: { withdrawalId: string; reason: string }): Promise<ObjectionRes>;
  stopRaise(req: StopRaiseReq): Promise<StopRaiseRes>;
  closeRaise(req: Case & { confirm: true }): Promise<CloseRaiseRes>;
  editWithdrawal(req: EditWithdrawalReq): Promise<WithdrawalRes>;
  cancelWithdrawal(req: { withdrawalId: string }): Promise<WithdrawalRes>;
  refundRules(req: { orderId: string }): Promise<RefundRules>;
  refundApply(req: RefundApplyReq): Promise<RefundRes>;
  refundList(req: { infoUuid?: string; anchorId?: string; size?: number }): Promise<RefundListRes>;
  refundDetail(req: { refundId: string }): Promise<RefundDetail>;
  refundConfirm(req: Case & { reason: string; confirm: true }): Promise<CaseRefundRes>;
  caseRefundSummary(req: Case): Promise<CaseRefundSummary>;
}

/** Builds the money group over the request function. */
export function createMoneyApi(request: RequestFn): MoneyApi {
  const read = <T>(path: string) => (body: unknown) => request<T>(path, body);
  const write = <T>(path: string) => (body: unknown) => request<T>(path, body, { noDedupe: true });
  const draw = '/api/cf/v4/drawcash';
  const refund = '/api/cf/v5/refund';
  return {
    checkCanCash: read(`${draw}/check-can-cash`),
    drawInfo: read(`${draw}/get-draw-info`),
    serviceConfig: read(`${draw}/get-service-config`),
    applyDrawCash: write(`${draw}/apply-draw-cash`),
    publicNotice: read(`${draw}/public-notice`),
    objectWithdrawal: write(`${draw}/object`),
    stopRaise: write(`${draw}/stop-raise`),
    closeRaise: write(`${draw}/close-raise`),
    editWithdrawal: write(`${draw}/edit`),
    cancelWithdrawal: write(`${draw}/cancel`),
    refundRules: read(`${refund}/rules`),
    refundApply: write(`${refund}/apply`),
    refundList: read(`${refund}/list`),
    refundDetail: read(`${refund}/detail`),
    refundConfirm: write(`${refund}/confirm`),
    caseRefundSummary: read(`${refund}/case-summary`),
  };
}
