/**
 * Donation receipts (公益事业捐赠票据) and statements. A donor asks for a receipt for a paid donation,
 * once per donation (unique order_id), titled to a person (no tax number) or a company (its
 * 18-character unified social credit code, checksum verified); staff or the reconciliation job
 * issue it (audit row in the same transaction); the donor downloads it as a PDF with the CJK font
 * embedded. A statement lists the donor's donations (net of refunds) for any date range, a calendar
 * year, or a fiscal year starting in another month.
 */
import { assertOwnReceipt, ownOrderOr403 } from '../../policies/order';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import { getCase } from '../../repositories/cases';
import { isUniqueViolation, lockCase, orderRefunded } from '../../repositories/funds';
import { donorDonations } from '../../repositories/ledger';
import { orderById } from '../../repositories/orders';
import {
  insertInvoice, invoiceAmountOf, invoiceById, invoiceInForce, receiptableOrders, receiptsOf, requestedInvoices,
} from '../../repositories/invoices';
import type { UserRow } from '../../repositories/users';
import type { InvoicesTable } from '../../db/schema-money';
import { RECEIPT } from '../../domain/machines/money';
import { tryTransition } from '../../domain/machines/transition';
import { renderPdf } from './pdf';
import { isUscc } from '../../../../src/lib/receipt';
import { invoiceFiles, type Invoice, type InvoiceEntrance, type InvoiceMsg } from '../../../../src/contract/invoice';
import { chinaDay, chinaTime } from '../../../../src/lib/time';
import { formatFenFixed } from '../../../../src/lib/money';

export const IMSG = {
  NOT_PAID: '仅已支付的捐款可申请捐赠票据',
  TWICE: '该笔捐款已申请过捐赠票据',
  BAD_TAX_NO: '请输入正确的统一社会信用代码',
  PERSONAL_TAX_NO: '个人捐赠票据无需填写税号',
  BAD_TITLE: '请输入正确的票据抬头',
  BAD_EMAIL: '请输入正确的邮箱地址',
  NOT_ISSUED: '票据尚未开具，请稍后再试',
  BAD_RANGE: '请选择正确的时间范围',
} as const;

/** GB 32100-2015 unified social credit codes: one rule for the screen and the server (src/lib/receipt.ts). */
export { isUscc };

export interface InvoiceReq { orderId: string; titleType: 'PERSONAL' | 'COMPANY'; title: string; taxNo?: string; email?: string }

export const toInvoiceRes = (i: InvoicesTable) => ({
  invoiceId: i.invoice_id, orderId: i.order_id, infoUuid: i.info_uuid, amount: Number(i.amount), titleType: i.title_type, title: i.title, taxNo: i.tax_no,
  email: i.email, status: i.status, createdAt: Number(i.created_at), issuedAt: i.issued_at === null ? null : Number(i.issued_at),
  downloadUrl: i.status !== 'REQUESTED' ? `${invoiceFiles.download.path}?invoiceId=${encodeURIComponent(i.invoice_id)}` : '',
  corrects: i.corrects ?? null, voidedAt: i.voided_at === null || i.voided_at === undefined ? null : Number(i.voided_at), voidReason: i.void_reason ?? '',
});

/** The donation's receipt in force (not voided). */
export const invoiceOfOrder = (deps: AppDeps, orderId: string) => invoiceInForce(deps.db, orderId);
/** Every receipt of the donation, newest first (the one in force and the voided ones it replaced). */
export const receiptsOfOrder = (deps: AppDeps, orderId: string) => receiptsOf(deps.db, orderId);

export function validateInvoice(req: InvoiceReq): void {
  const title = req.title.trim();
  const taxNo = (req.taxNo ?? '').trim().toUpperCase();
  if (req.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(req.email)) throw badRequest(IMSG.BAD_EMAIL);
  if (req.titleType === 'PERSONAL') {
    if (taxNo) throw badRequest(IMSG.PERSONAL_TAX_NO);
    if (!/^[\u4e00-\u9fa5·A-Za-z ]{2,30}$/.test(title)) throw badRequest(IMSG.BAD_TITLE);
  } else {
    if (title.length < 2 || title.length > 100) throw badRequest(IMSG.BAD_TITLE);
    if (!isUscc(taxNo)) throw badRequest(IMSG.BAD_TAX_NO);
  }
}

export async function requestInvoice(deps: AppDeps, user: UserRow, req: InvoiceReq) {
  const o = await ownOrderOr403(deps, user, req.orderId);
  if (o.status !== 'PAID') throw badRequest(IMSG.NOT_PAID);
  validateInvoice(req);
  const amount = Number(o.amount) - (await orderRefunded(deps.db, o.order_id));
  if (amount <= 0) throw badRequest(IMSG.NOT_PAID);
  const row: InvoicesTable = {
    invoice_id: newId('iv'), order_id: o.order_id, user_id: user.user_id, info_uuid: o.info_uuid, amount, title_type: req.titleType, title: req.title.trim(),
    tax_no: (req.taxNo ?? '').trim().toUpperCase(), email: req.email ?? '', status: 'REQUESTED', file_name: null, issued_by: null, created_at: deps.clock(), issued_at: null,
  };
  try {
    await insertInvoice(deps.db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(IMSG.TWICE);
    throw err;
  }
  return toInvoiceRes(row);
}

/**
 * REQUESTED -> ISSUED once, with its audit row. The receipt states what the donation is worth when
 * it is issued: refunds made since the request are taken off (a donation refunded in full is not
 * issued: it stays REQUESTED and the screen says so).
 */
export async function issueInvoice(deps: AppDeps, actor: string, invoiceId: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const i = await invoiceAmountOf(trx, invoiceId);
    if (!i) return false;
    await lockCase(trx, deps.dialect, i.info_uuid); // refunds of the donation take this lock: the net amount holds until commit
    const o = await orderById(trx, i.order_id);
    const net = o ? Number(o.amount) - (await orderRefunded(trx, i.order_id)) : 0;
    if (net <= 0) return false;
    const moved = await tryTransition(trx, RECEIPT, { invoice_id: invoiceId }, 'REQUESTED', 'ISSUED', { issued_at: now, issued_by: actor, file_name: `${invoiceId}.pdf`, amount: net });
    if (moved !== 1) return false;
    await writeAudit(trx, {
      actor, action: 'invoice.issue', targetType: 'invoice', targetId: invoiceId, infoUuid: i.info_uuid,
      before: { status: 'REQUESTED', amount: Number(i.amount) }, after: { status: 'ISSUED', amount: net },
    }, now);
    return true;
  });
}

/** Dates in China time (UTC+8), as printed on receipts. */
const day = chinaDay;

export async function invoicePdf(deps: AppDeps, user: UserRow, invoiceId: string): Promise<Buffer> {
  const i = await invoiceById(deps.db, invoiceId);
  if (!i) throw notFound('票据不存在');
  assertOwnReceipt(user, i);
  if (i.status === 'REQUESTED') throw badRequest(IMSG.NOT_ISSUED);
  const c = await getCase(deps.db, i.info_uuid);
  const o = await orderById(deps.db, i.order_id);
  return renderPdf([
    { text: '公益事业捐赠票据', size: 22, x: 200 },
    { text: `票据号码：${i.invoice_id}`, gap: 40 },
    ...(i.status === 'VOIDED' ? [{ text: `【已作废】${i.void_reason ?? ''}`.slice(0, 60), size: 14 }] : []),
    ...(i.corrects ? [{ text: `更正票据：更正原票据 ${i.corrects}` }] : []),
    { text: `开具日期：${day(Number(i.issued_at))}` },
    { text: `捐赠人：${i.title}` },
    ...(i.tax_no ? [{ text: `统一社会信用代码：${i.tax_no}` }] : []),
    { text: `捐赠项目：${c?.title ?? ''}` },
    { text: `捐赠订单：${i.order_id}    捐赠日期：${day(Number(o?.paid_at ?? i.created_at))}` },
    { text: `捐赠金额：¥${formatFenFixed(Number(i.amount))}（人民币）`, size: 14, gap: 28 },
    { text: '感谢您的爱心捐赠。本票据由爱心筹平台根据您的捐赠记录开具。', gap: 36 },
  ], { title: '公益事业捐赠票据' });
}

/** [from, to) for a year (fiscal when the year starts in another month, China time) or explicit dates. */
export function statementRange(q: { from?: number; to?: number; year?: number; fiscalStartMonth?: number }): [number, number] {
  if (q.year !== undefined) {
    const m = q.fiscalStartMonth ?? 1;
    return [chinaTime(q.year, m), chinaTime(q.year + 1, m)];
  }
  if (q.from === undefined || q.to === undefined || q.to <= q.from) throw badRequest(IMSG.BAD_RANGE);
  return [q.from, q.to];
}

export async function statement(deps: AppDeps, user: UserRow, q: { from?: number; to?: number; year?: number; fiscalStartMonth?: number }) {
  const [from, to] = statementRange(q);
  const rows = await donorDonations(deps.db, user.user_id, from, to);
  const list = [];
  for (const r of rows) {
    const refunded = await orderRefunded(deps.db, r.order_id!);
    list.push({ orderId: r.order_id!, infoUuid: r.info_uuid, caseTitle: r.title, amount: Number(r.amount), refunded, net: Number(r.amount) - refunded, paidAt: Number(r.created_at) });
  }
  return { from, to, list, total: list.reduce((s, x) => s + x.net, 0), count: list.length };
}

export async function statementPdf(deps: AppDeps, user: UserRow, q: Parameters<typeof statement>[2]): Promise<Buffer> {
  const s = await statement(deps, user, q);
  return renderPdf([
    { text: '捐赠明细对账单', size: 20, x: 220 },
    { text: `期间：${day(s.from)} 至 ${day(s.to - 1)}    共 ${s.count} 笔    合计 ¥${formatFenFixed(s.total)}`, gap: 36 },
    ...s.list.map((x) => ({ text: `${day(x.paidAt)}  ¥${formatFenFixed(x.net)}  ${x.caseTitle}${x.refunded ? `（已退款 ¥${formatFenFixed(x.refunded)}）` : ''}`.slice(0, 60) })),
  ], { title: '捐赠明细对账单' });
}

/** Whether to show the receipts entry, and my receiptable donations (the receipt in force only). */
export async function invoiceEntrance(deps: AppDeps, user: UserRow): Promise<InvoiceEntrance> {
  const rows = await receiptableOrders(deps.db, user.user_id, 100);
  const list = rows.map((r) => ({ orderId: r.order_id, infoUuid: r.info_uuid, caseTitle: r.title, amount: Number(r.amount), paidAt: Number(r.paid_at), invoiceStatus: r.invoice_status ?? 'NONE' }));
  return { show: list.length > 0, canApplyCount: list.filter((x) => x.invoiceStatus === 'NONE').length, list } as InvoiceEntrance;
}

/** One of my donations with its receipt (and the voided ones), and whether I may ask for one. */
export async function invoiceMsg(deps: AppDeps, user: UserRow, orderId: string): Promise<InvoiceMsg> {
  const o = await ownOrderOr403(deps, user, orderId);
  const inv = await invoiceOfOrder(deps, o.order_id);
  const c = await getCase(deps.db, o.info_uuid);
  const refunded = await orderRefunded(deps.db, o.order_id);
  return {
    orderId: o.order_id, infoUuid: o.info_uuid, caseTitle: c?.title ?? '', amount: Number(o.amount) - refunded, orderStatus: o.status,
    paidAt: o.paid_at === null ? null : Number(o.paid_at), canApply: o.status === 'PAID' && !inv && Number(o.amount) > refunded,
    invoice: inv ? toInvoiceRes(inv) : null,
    receipts: (await receiptsOfOrder(deps, o.order_id)).map(toInvoiceRes),
    rules: ['每笔捐款可申请一次捐赠票据', '企业抬头需填写18位统一社会信用代码', '个人抬头无需填写税号', '票据开具后可在此下载PDF'],
  } as InvoiceMsg;
}

/** The staff's queue: receipts asked for, oldest first (200 at most). */
export async function invoiceQueue(deps: AppDeps): Promise<{ list: Invoice[] }> {
  return { list: (await requestedInvoices(deps.db, 200)).map(toInvoiceRes) as Invoice[] };
}

/** Staff issue a receipt (once); the receipt as it stands, and whether this call issued it. */
export async function issueInvoiceRes(deps: AppDeps, staffId: string, invoiceId: string): Promise<Invoice & { issuedNow: boolean }> {
  const issued = await issueInvoice(deps, staffId, invoiceId);
  const row = await invoiceById(deps.db, invoiceId);
  if (!row) throw notFound('票据不存在');
  return { ...(toInvoiceRes(row) as Invoice), issuedNow: issued };
}
