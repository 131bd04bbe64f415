/**
 * Fund use (queue FUND_USE_SUBMIT 3): after a payout batch reached the payee, the owner reports how
 * the money was spent, with receipt images (URLs from POST /api/upload); staff approve or reject
 * each report (audit row in the same transaction). Approved reports appear on the case's public
 * ledger, and the approval of batch k's report is what lets staff authorise batch k+1.
 */
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { assertCaseOwner } from '../../policies/case';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import { getCase } from '../../repositories/cases';
import { casePayouts, payoutById } from '../../repositories/payouts';
import { fundUseById, fundUseDeclared, fundUsesOfCase, insertFundUse, pendingFundUses } from '../../repositories/fund-uses';
import { caseOwnerOf } from '../../repositories/case-state';
import { AUDIT_TYPE } from './status';
import type { FundUseList } from '../../../../src/contract/ledger';
import type { UserRow } from '../../repositories/users';
import type { FundUsesTable } from '../../db/schema-money';
import { FUND_USE } from '../../domain/machines/money';
import { tryTransition } from '../../domain/machines/transition';

/** What the owner writes the money paid for (trimmed), and how many receipt images a report carries. */
export const FUND_USE_PURPOSE_MAX = 200;
export const FUND_USE_RECEIPTS_MAX = 9;

export const FMSG = {
  NOT_PAID: '该批款项尚未到账，暂不能提交资金使用情况',
  TOO_MUCH: '使用金额超过该批打款金额',
  BAD_RECEIPT: '票据图片地址无效',
  DONE: '该资金使用记录已审核',
  OWN: '不能审核本人筹款的资金使用情况',
  NO_PURPOSE: '请填写资金用途',
  LONG_PURPOSE: `资金用途不能超过${FUND_USE_PURPOSE_MAX}字`,
  NO_RECEIPT: '请上传至少1张票据照片',
  MANY_RECEIPTS: `最多上传${FUND_USE_RECEIPTS_MAX}张票据照片`,
} as const;

/**
 * A receipt is an image of this server's upload endpoint: a public file (/files/pub/..., as POST
 * /api/upload answers for kind `receipt`, relative or on the upload origin), an /api/upload/... path,
 * or an https URL (an object store's public base). Nothing else (no javascript:, data:, //host).
 */
export const isReceiptUrl = (u: string) =>
  u.length <= 500 &&
  (/^\/api\/upload\/[A-Za-z0-9._/-]+$/.test(u) || /^(https?:\/\/[^/\s"'<>\\]+)?\/files\/pub\/[A-Za-z0-9._/-]+$/.test(u) || /^https:\/\/[^\s"'<>\\]+$/.test(u));

/** The thumbnail of a receipt: public uploads have a `!thumb` variant; other URLs are shown as they are. */
export const receiptThumb = (url: string) => (/\/files\/pub\/[^!?#]+$/.test(url) ? `${url}!thumb` : url);

export const toFundUseRes = (f: FundUsesTable) => ({
  fundUseId: f.fund_use_id, infoUuid: f.info_uuid, payoutId: f.payout_id, amount: Number(f.amount), description: f.description,
  receipts: (JSON.parse(f.receipts) as string[]).map((url) => ({ url, thumbUrl: receiptThumb(url) })), status: f.status, reviewReason: f.review_reason,
  createdAt: Number(f.created_at), reviewedAt: f.reviewed_at === null ? null : Number(f.reviewed_at),
});

export async function submitFundUse(deps: AppDeps, user: UserRow, req: { payoutId: string; amount: number; description: string; receipts: string[] }) {
  const p = await payoutById(deps.db, req.payoutId);
  if (!p) throw notFound('打款批次不存在');
  const c = await getCase(deps.db, p.info_uuid);
  if (!c) throw forbidden();
  assertCaseOwner(user, c);
  if (p.status !== 'TRANSFERRED') throw badRequest(FMSG.NOT_PAID);
  const description = req.description.trim();
  if (!description) throw badRequest(FMSG.NO_PURPOSE);
  if (description.length > FUND_USE_PURPOSE_MAX) throw badRequest(FMSG.LONG_PURPOSE);
  if (req.receipts.length === 0) throw badRequest(FMSG.NO_RECEIPT);
  if (req.receipts.length > FUND_USE_RECEIPTS_MAX) throw badRequest(FMSG.MANY_RECEIPTS);
  if (!req.receipts.every(isReceiptUrl)) throw badRequest(FMSG.BAD_RECEIPT);
  const used = await fundUseDeclared(deps.db, p.payout_id);
  if (Number(used.s ?? 0) + req.amount > Number(p.amount)) throw badRequest(FMSG.TOO_MUCH);
  const row: FundUsesTable = {
    fund_use_id: newId('fu'), info_uuid: p.info_uuid, payout_id: p.payout_id, user_id: user.user_id, amount: req.amount, description,
    receipts: JSON.stringify(req.receipts), status: 'PENDING', reviewer_id: null, review_reason: '', created_at: deps.clock(), reviewed_at: null,
  };
  await insertFundUse(deps.db, row);
  return toFundUseRes(row);
}

export async function reviewFundUse(deps: AppDeps, staff: UserRow, fundUseId: string, approve: boolean, reason: string) {
  return deps.db.transaction().execute(async (trx) => {
    const f = await fundUseById(trx, fundUseId);
    if (!f) throw notFound('资金使用记录不存在');
    const c = await caseOwnerOf(trx, f.info_uuid);
    if (c?.owner_user_id === staff.user_id || f.user_id === staff.user_id) throw badRequest(FMSG.OWN);
    const now = deps.clock();
    const status = approve ? 'APPROVED' as const : 'REJECTED' as const;
    const moved = await tryTransition(trx, FUND_USE, { fund_use_id: fundUseId }, 'PENDING', status, { reviewer_id: staff.user_id, review_reason: reason, reviewed_at: now });
    if (moved !== 1) throw badRequest(FMSG.DONE);
    await writeAudit(trx, { actor: staff.user_id, action: approve ? 'fund_use.approve' : 'fund_use.reject', targetType: 'fund_use', targetId: fundUseId, infoUuid: f.info_uuid, before: { status: 'PENDING' }, after: { status }, reason }, now);
    return toFundUseRes({ ...f, status, reviewer_id: staff.user_id, review_reason: reason, reviewed_at: now });
  });
}

/** A case's fund-use reports and its payout batches, each with what its reports already declare. */
export async function fundUseList(deps: AppDeps, infoUuid: string): Promise<FundUseList> {
  const rows = await fundUsesOfCase(deps.db, infoUuid);
  const payouts = await casePayouts(deps.db, infoUuid);
  // Declared per batch (pending and approved reports): what the form may still declare is amount - used.
  const used = (id: string) => rows.filter((f) => f.payout_id === id && f.status !== 'REJECTED').reduce((s, f) => s + Number(f.amount), 0);
  return {
    list: rows.map(toFundUseRes),
    payouts: payouts.map((p) => ({
      payoutId: p.payout_id, batchNo: p.batch_no, batchCount: p.batch_count, amount: Number(p.amount), status: p.status, payeeType: p.payee_type,
      payeeName: p.payee_name, date: Number(p.updated_at), used: used(p.payout_id),
    })),
  } as FundUseList;
}

/** The staff's queue of reports to review (the oldest 100). */
export async function fundUseQueue(deps: AppDeps) {
  return { auditType: AUDIT_TYPE.FUND_USE_SUBMIT, list: (await pendingFundUses(deps.db, 100)).map(toFundUseRes) };
}
