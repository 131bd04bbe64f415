/**
 * The public ledger of a case (/api/summaries/allocation) and a donor's path from their gift to the
 * payout that carried it (/api/summaries/allocation/my-gift). Every figure comes from the money
 * ledger and adds up to the fen: moneyIn = fees + withdrawn + refunded + balance. The service charge
 * the platform paid for the case (option 4, 'subsidy' entries) is platform money, outside those
 * figures: shown apart as platformSubsidy (平台补贴服务费) and on each payout as subsidy.
 *
 * A gift is followed first-in first-out: the case's donations (net of their own refunds), in the
 * order they were paid, fill its payouts (with their fees, net of reversals) in the order they were
 * booked; the part of the payouts that covers the gift's range is where the gift went.
 */
import { raisedFen } from '../../../../src/contract/rules/raised';
import { ownOrderOr403 } from '../../policies/order';
import type { AppDeps } from '../../deps';
import { MSG, notFound } from '../../lib/errors';
import { getCase } from '../../repositories/cases';
import { caseBalance, caseEntries, donationEntryCount, moneyOutEntries } from '../../repositories/ledger';
import { approvedFundUsesOfCase } from '../../repositories/fund-uses';
import { casePayouts } from '../../repositories/payouts';
import { caseMatchingBySponsor } from '../../repositories/activity';
import type { UserRow } from '../../repositories/users';
import { toFundUseRes } from './fund-use';

/**
 * The payee as the public sees it: a hospital by its name; a person (FAMILY) masked to the first
 * character, as the case page shows the payee ('张*'): the ledger is public.
 */
export const publicPayeeName = (type: string, name: string) =>
  type === 'HOSPITAL' ? name : name ? `${[...name][0]}${'*'.repeat(Math.max(1, [...name].length - 1))}` : '';

export async function allocation(deps: AppDeps, infoUuid: string) {
  const c = await getCase(deps.db, infoUuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  const b = await caseBalance(deps.db, infoUuid);
  // Public and asked on every case page view: a popular case has many thousands of donations, so they
  // are only counted (and summed in caseBalance) in SQL; the money-out entries are read row by row.
  const entries = await moneyOutEntries(deps.db, infoUuid);
  const donationCount = await donationEntryCount(deps.db, infoUuid);
  const payouts = await casePayouts(deps.db, infoUuid);
  const uses = await approvedFundUsesOfCase(deps.db, infoUuid);
  const booked = new Set(entries.filter((e) => e.kind === 'payout').map((e) => e.ref_id));
  const reversed = new Set(entries.filter((e) => e.kind === 'reversal').map((e) => e.ref_id));
  const subsidyOf = (id: string) => Number(entries.find((e) => e.kind === 'subsidy' && e.ref_id === id)?.amount ?? 0);
  const withdrawals = payouts.filter((p) => booked.has(p.payout_id)).map((p) => ({
    payoutId: p.payout_id, withdrawalId: p.withdrawal_id, batchNo: p.batch_no, batchCount: p.batch_count, amount: Number(p.amount), fee: Number(p.fee),
    payeeType: p.payee_type, payeeName: publicPayeeName(p.payee_type, p.payee_name), status: p.status, reversed: reversed.has(p.payout_id),
    subsidy: subsidyOf(p.payout_id), date: Number(entries.find((e) => e.kind === 'payout' && e.ref_id === p.payout_id)!.created_at),
    fundUse: uses.filter((u) => u.payout_id === p.payout_id).map(toFundUseRes),
  }));
  const refunds = entries.filter((e) => e.kind === 'refund').map((e) => ({ refundId: e.ref_id, orderId: e.order_id, amount: Number(e.amount), date: Number(e.created_at) }));
  return {
    infoUuid, title: c.title, status: c.status,
    moneyIn: b.paid, raised: raisedFen(b.paid, b.refunded), donationCount, fees: b.fees, withdrawn: b.withdrawn, refunded: b.refunded, balance: b.balance,
    addsUp: b.paid === b.fees + b.withdrawn + b.refunded + b.goods + b.balance, goods: b.goods,
    platformSubsidy: entries.filter((e) => e.kind === 'subsidy').reduce((sum, e) => sum + Number(e.amount), 0),
    withdrawals, refunds, fundUse: uses.map(toFundUseRes), matching: await caseMatchingBySponsor(deps.db, infoUuid), // 配捐 by sponsor
    rows: entries.filter((e) => e.kind !== 'subsidy' && e.kind !== 'match_return').map((e) => ({ kind: e.kind, amount: Number(e.amount), date: Number(e.created_at), ref: e.ref_id })),
  };
}

export async function myGift(deps: AppDeps, user: UserRow, orderId: string) {
  const o = await ownOrderOr403(deps, user, orderId);
  const entries = await caseEntries(deps.db, o.info_uuid);
  const refundedOf = new Map<string, number>();
  for (const e of entries) if (e.kind === 'refund' && e.order_id) refundedOf.set(e.order_id, (refundedOf.get(e.order_id) ?? 0) + Number(e.amount));
  // The gift's range in the stream of net donations.
  let start = 0;
  let net = 0;
  for (const e of entries.filter((x) => x.kind === 'donation')) {
    const n = Number(e.amount) - (refundedOf.get(e.order_id ?? '') ?? 0);
    if (e.order_id === orderId) { net = n; break; }
    start += n;
  }
  const payouts = await casePayouts(deps.db, o.info_uuid);
  const uses = await approvedFundUsesOfCase(deps.db, o.info_uuid);
  const reversed = new Set(entries.filter((e) => e.kind === 'reversal').map((e) => e.ref_id));
  const went = [];
  let at = 0;
  const batchOf = (id: string) => payouts.find((x) => x.payout_id === id)!;
  // Booked at the same moment: the earlier batch of a withdrawal first.
  const out = entries.filter((x) => x.kind === 'payout' && !reversed.has(x.ref_id))
    .sort((a, b) => Number(a.created_at) - Number(b.created_at) || Number(batchOf(a.ref_id).created_at) - Number(batchOf(b.ref_id).created_at) || batchOf(a.ref_id).batch_no - batchOf(b.ref_id).batch_no);
  for (const e of out) {
    const p = batchOf(e.ref_id);
    const size = Number(p.amount) + Number(p.fee);
    const overlap = Math.min(at + size, start + net) - Math.max(at, start);
    if (overlap > 0) {
      went.push({
        payoutId: p.payout_id, batchNo: p.batch_no, batchCount: p.batch_count, payeeType: p.payee_type, payeeName: publicPayeeName(p.payee_type, p.payee_name), status: p.status,
        date: Number(e.created_at), amount: overlap, fundUse: uses.filter((u) => u.payout_id === p.payout_id).map(toFundUseRes),
      });
    }
    at += size;
  }
  const inPayouts = went.reduce((s, w) => s + w.amount, 0);
  return {
    orderId, infoUuid: o.info_uuid, amount: Number(o.amount), refunded: refundedOf.get(orderId) ?? 0, status: o.status,
    paidAt: o.paid_at === null ? null : Number(o.paid_at), payouts: went, stillOnCase: Math.max(0, net - inPayouts),
  };
}
