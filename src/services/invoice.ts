/**
 * The donation-receipt API group (issue 9; shapes and rules in contract-money.ts): which of my paid
 * donations can have a receipt, one donation's receipt and rules, asking for it (once per donation),
 * and a statement of my donations for a period. The PDFs themselves are plain GETs (downloadPath /
 * statementPath in stores/InvoiceStore.ts build their URLs).
 */
import type { RequestFn } from './http';
import type { ConfirmInvoiceReq, Invoice, InvoiceEntrance, InvoiceMsg, Statement, StatementReq } from './contract-money';

export interface InvoiceApi {
  entrance(): Promise<InvoiceEntrance>;
  msg(req: { orderId: string }): Promise<InvoiceMsg>;
  confirm(req: ConfirmInvoiceReq): Promise<Invoice>;
  statement(req: StatementReq): Promise<Statement>;
}

export const INVOICE_PATH = '/api/cf-finance/invoice';

/** Builds the receipt group over the request function. */
export function createInvoiceApi(request: RequestFn): InvoiceApi {
  return {
    entrance: () => request<InvoiceEntrance>(`${INVOICE_PATH}/entrance-display`, {}),
    msg: (req) => request<InvoiceMsg>(`${INVOICE_PATH}/get-invoice-msg`, req),
    confirm: (req) => request<Invoice>(`${INVOICE_PATH}/confirm-invoice`, req, { noDedupe: true }),
    statement: (req) => request<Statement>(`${INVOICE_PATH}/statement`, req),
  };
}
