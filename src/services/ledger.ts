/**
 * The public fund-use ledger and the owner's fund-use reports (issue 9; shapes in contract-money.ts,
 * server routes in server/src/routes/api/allocation.ts):
 * - allocation: a case's public ledger (money in, fees, withdrawals, fund use, refunds, balance)
 * - myGift: the viewer's own donation followed to the payout batches and receipts it paid
 * - fundUseList / fundUseSubmit: the owner's payout batches and reports (FUND_USE_SUBMIT 3)
 * The submit is never deduplicated away: the server judges each report.
 */
import type { RequestFn } from './http';
import type { Allocation, FundUse, FundUseList, FundUseSubmitReq, MyGift } from './contract-money';

export interface LedgerApi {
  allocation(req: { infoUuid: string }): Promise<Allocation>;
  myGift(req: { orderId: string }): Promise<MyGift>;
  fundUseList(req: { infoUuid: string }): Promise<FundUseList>;
  fundUseSubmit(req: FundUseSubmitReq): Promise<FundUse>;
}

/** Builds the ledger group over the request function. */
export function createLedgerApi(request: RequestFn): LedgerApi {
  return {
    allocation: (req) => request('/api/summaries/allocation', req),
    myGift: (req) => request('/api/summaries/allocation/my-gift', req),
    fundUseList: (req) => request('/api/cf/v4/fund-use/list', req),
    fundUseSubmit: (req) => request('/api/cf/v4/fund-use/submit', req, { noDedupe: true }),
  };
}
