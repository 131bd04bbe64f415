/**
 * A refund after a receipt was issued: the receipt no longer states what the donor gave, so it is
 * VOIDED (kept, downloadable, marked void) and a corrected receipt is issued for what the donor kept
 * (none when everything was returned), naming the one it corrects. Runs inside the refund's booking
 * transaction (services/refunds.ts completeRefundInTrx), under the case lock, with its audit rows.
 * A receipt still REQUESTED needs nothing: it is issued later for the net amount (invoices.ts).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import { orderRefundedBooked } from '../../repositories/ledger';
import { orderById } from '../../repositories/orders';
import { insertInvoice, issuedInvoiceOf } from '../../repositories/invoices';
import { RECEIPT } from '../../domain/machines/money';
import { tryTransition } from '../../domain/machines/transition';
import { formatFenFixed } from '../../../../src/lib/money';


export async function correctReceiptAfterRefund(trx: Transaction<Database>, orderId: string, now: number): Promise<{ voided: string; reissued: string | null } | null> {
  const live = await issuedInvoiceOf(trx, orderId);
  if (!live) return null;
  const o = await orderById(trx, orderId);
  if (!o) return null;
  const refunded = await orderRefundedBooked(trx, orderId);
  const kept = Math.max(0, Number(o.amount) - refunded);
  if (kept === Number(live.amount)) return null;
  const reason = `捐款已退回${formatFenFixed(refunded)}元，本票据作废${kept > 0 ? `，已按${formatFenFixed(kept)}元重新开具` : ''}`;
  if ((await tryTransition(trx, RECEIPT, { invoice_id: live.invoice_id }, 'ISSUED', 'VOIDED', { voided_at: now, void_reason: reason })) !== 1) return null;
  await writeAudit(trx, {
    actor: 'system', action: 'invoice.void', targetType: 'invoice', targetId: live.invoice_id, infoUuid: live.info_uuid,
    before: { status: 'ISSUED', amount: Number(live.amount) }, after: { status: 'VOIDED' }, reason,
  }, now);
  if (kept <= 0) return { voided: live.invoice_id, reissued: null };
  const id = newId('iv');
  await insertInvoice(trx, {
    invoice_id: id, order_id: live.order_id, user_id: live.user_id, info_uuid: live.info_uuid, amount: kept, title_type: live.title_type, title: live.title,
    tax_no: live.tax_no, email: live.email, status: 'ISSUED', file_name: `${id}.pdf`, issued_by: 'system', created_at: now, issued_at: now,
    corrects: live.invoice_id, voided_at: null, void_reason: '',
  });
  await writeAudit(trx, {
    actor: 'system', action: 'invoice.reissue', targetType: 'invoice', targetId: id, infoUuid: live.info_uuid,
    before: { corrects: live.invoice_id, amount: Number(live.amount) }, after: { status: 'ISSUED', amount: kept },
  }, now);
  return { voided: live.invoice_id, reissued: id };
}
