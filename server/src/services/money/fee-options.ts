/**
 * The service-charge options a case owner may choose when applying for a withdrawal, and the staff
 * waiver behind option 3. For a withdrawal of `amount` fen, with R the platform's declared fee rate
 * (FEE_POLICY in src/contract/rules/promises.ts, 0: the platform charges no service fee):
 * - 1 无服务费: only while the platform charges no fee at all (R = 0). Fee 0.
 * - 2 收取服务费: only while R > 0. Fee ceil(amount * R / 10000), kept from the payout (the payee gets the rest).
 * - 3 免收服务费: only while R > 0 and staff waived the fee for this case (fee_waivers, audited). Fee 0.
 * - 4 平台补贴服务费: while the platform's per-case budget WITHDRAW_SUBSIDY_MAX_FEN (0 = off) still covers
 *   the fee of option 2: the payee gets the whole amount, the platform pays that fee (withdrawals.subsidy,
 *   booked in the ledger as 'subsidy' when a batch is transferred; it never touches the case's balance).
 * The default (what the screen preselects) is the cheapest available one for the patient: 1, 3, 4, then 2.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { badRequest, notFound, MSG } from '../../lib/errors';
import { writeAudit } from '../../repositories/audit';
import { getCase } from '../../repositories/cases';
import {
  deleteFeeWaiver, failedWithdrawalsSubsidyPaid, feeWaiverOf, hasFeeWaiver, insertFeeWaiver, subsidyGranted, updateFeeWaiver,
} from '../../repositories/fee-options';
import type { UserRow } from '../../repositories/users';
import type { MoneySettings } from './settings';
import { FEE_OPTION } from './status';
import { channelFee, formatFenFixed } from '../../../../src/lib/money';
import { FEE_OPTION_LABELS, FEE_PROMISE, feeWaiverOffered } from '../../../../src/contract/rules/promises';

type Q = Kysely<Database> | Transaction<Database>;

export const FEE_LABELS: Readonly<Record<number, string>> = FEE_OPTION_LABELS;
export const FEE_TEXT = {
  BAD_OPTION: '请选择正确的服务费方式',
  unavailable: (label: string, why: string) => `当前不可选择「${label}」：${why}`,
  NO_FEE_OFF: '平台当前收取服务费',
  NOT_WAIVED: '仅限平台审核同意减免服务费的筹款',
  NOT_CHARGED: FEE_PROMISE.notCharged,
  NOTHING_TO_WAIVE: FEE_PROMISE.nothingToWaive,
  SUBSIDY_OFF: '平台暂未开放服务费补贴',
  SUBSIDY_ZERO_RATE: '平台当前不收取服务费，无需补贴',
  subsidyUsed: (left: number) => `超出平台补贴额度（本筹款剩余可补贴${formatFenFixed(left)}元）`,
} as const;

/** Preference when several options are available: the patient's cost first, platform money last. */
const PREFERENCE = [FEE_OPTION.NO_FEE, FEE_OPTION.WAIVED, FEE_OPTION.SUBSIDISED, FEE_OPTION.CHARGED];

export interface FeeOptionView {
  value: number; label: string; charged: boolean; available: boolean; reason: string;
  /** Kept from the amount (fen). */
  fee: number;
  /** Paid by the platform (fen). */
  subsidy: number;
  netAmount: number;
  /** Option 4 only: the budget left is the one obstacle (a smaller amount would fit). */
  overBudget: boolean;
}

export interface FeeContext {
  rateBp: number;
  subsidyMaxFen: number;
  /** Subsidy already granted to the case's other withdrawals (all but rejected, cancelled, failed ones; failed ones count what was paid). */
  subsidyUsed: number;
  waived: boolean;
}

/** What the options depend on besides the amount; inside a transaction pass `trx` (SQLite has one connection). */
export async function feeContext(q: Q, infoUuid: string, s: MoneySettings, exceptWithdrawalId = ''): Promise<FeeContext> {
  const live = await subsidyGranted(q, infoUuid, exceptWithdrawalId);
  // A failed withdrawal's transferred batches were paid, and so was their subsidy.
  const failedPaid = await failedWithdrawalsSubsidyPaid(q, infoUuid);
  const waived = await hasFeeWaiver(q, infoUuid);
  return { rateBp: s.feeRateBp, subsidyMaxFen: s.subsidyMaxFen, subsidyUsed: Number(live.s) + Number(failedPaid.s), waived };
}

/** Every option for a withdrawal of `amount` fen, with its cost and whether it may be chosen (and why not). */
export function feeOptions(amount: number, ctx: FeeContext): FeeOptionView[] {
  const charge = channelFee(amount, ctx.rateBp);
  const left = Math.max(0, ctx.subsidyMaxFen - ctx.subsidyUsed);
  const view = (value: number, fee: number, subsidy: number, why: string): FeeOptionView => ({
    value, label: FEE_LABELS[value], charged: value === FEE_OPTION.CHARGED, available: why === '', reason: why, fee, subsidy, netAmount: amount - fee,
    overBudget: why !== '' && why === FEE_TEXT.subsidyUsed(left),
  });
  return [
    view(FEE_OPTION.NO_FEE, 0, 0, ctx.rateBp === 0 ? '' : FEE_TEXT.NO_FEE_OFF),
    // an amount too small for its fee is refused at apply
    view(FEE_OPTION.CHARGED, charge, 0, ctx.rateBp === 0 ? FEE_TEXT.NOT_CHARGED : ''),
    view(FEE_OPTION.WAIVED, 0, 0, ctx.rateBp === 0 ? FEE_TEXT.NOTHING_TO_WAIVE : ctx.waived ? '' : FEE_TEXT.NOT_WAIVED),
    view(FEE_OPTION.SUBSIDISED, 0, charge,
      ctx.subsidyMaxFen <= 0 ? FEE_TEXT.SUBSIDY_OFF : ctx.rateBp === 0 ? FEE_TEXT.SUBSIDY_ZERO_RATE : charge > left ? FEE_TEXT.subsidyUsed(left) : ''),
  ];
}

/** The cheapest available option for the patient (option 2 when nothing else is). */
export function defaultFeeOption(opts: FeeOptionView[]): number {
  return PREFERENCE.find((v) => opts.find((o) => o.value === v)?.available) ?? FEE_OPTION.CHARGED;
}

/** The chosen option if it may be chosen; a clear Chinese 400 otherwise. `undefined` picks the default. */
export function pickFeeOption(opts: FeeOptionView[], chosen: number | undefined): FeeOptionView {
  const o = opts.find((x) => x.value === (chosen ?? defaultFeeOption(opts)));
  if (!o) throw badRequest(FEE_TEXT.BAD_OPTION);
  if (!o.available) throw badRequest(FEE_TEXT.unavailable(o.label, o.reason));
  return o;
}

/**
 * Staff waive (or stop waiving) the service charge of a case, with a reason, audited in the same
 * transaction. Withdrawals already applied for keep their option; a repeat changes nothing but the reason.
 */
export async function setFeeWaiver(deps: AppDeps, staff: UserRow, req: { infoUuid: string; waive: boolean; reason: string }) {
  if (!req.reason.trim()) throw badRequest('请填写减免服务费的原因');
  // Under the no-fee policy there is nothing to waive (lifting an old waiver stays possible).
  if (req.waive && !feeWaiverOffered(deps.config.feeRateBp)) throw badRequest(FEE_PROMISE.nothingToWaive);
  const c = await getCase(deps.db, req.infoUuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await feeWaiverOf(trx, c.info_uuid);
    if (req.waive && before) {
      await updateFeeWaiver(trx, c.info_uuid, staff.user_id, req.reason, now);
    } else if (req.waive) {
      await insertFeeWaiver(trx, c.info_uuid, staff.user_id, req.reason, now);
    } else {
      await deleteFeeWaiver(trx, c.info_uuid);
    }
    await writeAudit(trx, {
      actor: staff.user_id, action: req.waive ? 'fee.waive' : 'fee.unwaive', targetType: 'case', targetId: c.info_uuid, infoUuid: c.info_uuid,
      before: { waived: !!before, reason: before?.reason ?? '' }, after: { waived: req.waive }, reason: req.reason,
    }, now);
    return { infoUuid: c.info_uuid, waived: req.waive, reason: req.reason };
  });
}
