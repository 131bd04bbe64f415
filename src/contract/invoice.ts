/**
 * Donation receipts (公益事业捐赠票据) and statements: which of my paid donations can have a receipt,
 * one donation's receipt and its rules, asking for it (once per donation), and a statement of my
 * donations for a period. The PDFs themselves are plain GETs (`invoiceFiles`), downloaded, not called.
 */
import { Bool, call, Empty, Enum, Fen, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';

const ID = () => Str(1, 64);
/** A receipt request's title (a name or a company), tax number (the 18-character unified code) and e-mail. */
export const INVOICE_BOUNDS = { title: 100, taxNo: 18, email: 100 } as const;
const TEXT = () => Str(0, 2000);
const MS = () => Int(0);

/** VOIDED: a refund after issue voided it; a corrected receipt (corrects = its id) states what the donor kept. */
export const InvoiceStatus = Enum(['REQUESTED', 'ISSUED', 'VOIDED'] as const);
export type InvoiceStatus = Static<typeof InvoiceStatus>;
const TitleType = Enum(['PERSONAL', 'COMPANY'] as const);

export const Invoice = Obj({
  invoiceId: ID(), orderId: ID(), infoUuid: INFO_UUID(), amount: Fen(), titleType: TitleType, title: TEXT(), taxNo: TEXT(), email: TEXT(),
  status: InvoiceStatus, createdAt: MS(), issuedAt: Nullable(MS()),
  /** GET this (logged in) for the PDF once ISSUED (a voided one stays downloadable, marked void); '' before. */
  downloadUrl: TEXT(),
  /** The receipt this one corrects; when and why it was voided. */
  corrects: Opt(Nullable(ID())), voidedAt: Opt(Nullable(MS())), voidReason: Opt(TEXT()),
});
export type Invoice = Static<typeof Invoice>;

export const InvoiceEntrance = Obj({
  show: Bool(), canApplyCount: Int(0),
  list: List(Obj({
    orderId: ID(), infoUuid: INFO_UUID(), caseTitle: TEXT(), amount: Fen(), paidAt: MS(), invoiceStatus: Enum(['REQUESTED', 'ISSUED', 'NONE'] as const),
  })),
});
export type InvoiceEntrance = Static<typeof InvoiceEntrance>;

/** A donation (net of its refunds) and its receipt, if asked for. */
export const InvoiceMsg = Obj({
  orderId: ID(), infoUuid: INFO_UUID(), caseTitle: TEXT(), amount: Fen(), orderStatus: TEXT(), paidAt: Nullable(MS()), canApply: Bool(),
  invoice: Nullable(Invoice), rules: List(TEXT()),
  /** Every receipt of the donation, newest first: the one in force and those a refund voided. */
  receipts: Opt(List(Invoice)),
});
export type InvoiceMsg = Static<typeof InvoiceMsg>;

/** Once per donation; a COMPANY title needs its 18-character unified social credit code, a PERSONAL one none. */
export const ConfirmInvoiceReq = Obj({
  orderId: ID(), titleType: TitleType, title: Str(1, INVOICE_BOUNDS.title), taxNo: Opt(Str(0, INVOICE_BOUNDS.taxNo)), email: Opt(Str(0, INVOICE_BOUNDS.email)),
});
export type ConfirmInvoiceReq = Static<typeof ConfirmInvoiceReq>;

/** A period: {from, to} (epoch ms, to after from) or a year, fiscal when it starts in another month (China time). */
export const StatementReq = Obj({
  from: Opt(Int(0, 9_999_999_999_999)), to: Opt(Int(0, 9_999_999_999_999)), year: Opt(Int(2000, 2100)), fiscalStartMonth: Opt(Int(1, 12)),
});
export type StatementReq = Static<typeof StatementReq>;
export const Statement = Obj({
  from: MS(), to: MS(), count: Int(0), total: Fen(),
  list: List(Obj({ orderId: ID(), infoUuid: INFO_UUID(), caseTitle: TEXT(), amount: Fen(), refunded: Fen(), net: Fen(), paidAt: MS() })),
});
export type Statement = Static<typeof Statement>;

export const invoice = {
  /** Whether to show the receipt entry, and my paid donations with their receipt status (newest 100). */
  entrance: call({ method: 'POST', path: '/api/cf-finance/invoice/entrance-display', access: 'user', req: Empty(), res: InvoiceEntrance }),
  /** My donation only. */
  msg: call({ method: 'POST', path: '/api/cf-finance/invoice/get-invoice-msg', access: 'user', req: Obj({ orderId: ID() }), res: InvoiceMsg }),
  confirm: call({ method: 'POST', path: '/api/cf-finance/invoice/confirm-invoice', access: 'user', req: ConfirmInvoiceReq, res: Invoice, client: { noDedupe: true } }),
  statement: call({ method: 'POST', path: '/api/cf-finance/invoice/statement', access: 'user', req: StatementReq, res: Statement }),
};

/**
 * The PDFs (application/pdf, logged in, my own only): links the screens build from these paths, not
 * calls; the server answers them with raw routes at the same paths.
 */
export const invoiceFiles = {
  /** ?invoiceId= : an issued receipt */
  download: call({ method: 'GET', path: '/api/cf-finance/invoice/download', access: 'user', req: Obj({ invoiceId: ID() }), res: Empty() }),
  /** ?year=&fiscalStartMonth= | ?from=&to= : the statement of that period */
  statementPdf: call({ method: 'GET', path: '/api/cf-finance/invoice/statement.pdf', access: 'user', req: StatementReq, res: Empty() }),
};
