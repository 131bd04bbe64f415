/**
 * Where a withdrawal's money goes and in how many batches (the 2020 convention for large or weakly
 * disclosed cases). The rule:
 * - HOSPITAL (the treating hospital's account) when the payee on the case is the hospital's account,
 *   when the amount is at least HOSPITAL_PAYOUT_FEN, or
 *   when the case's disclosure is weak: fewer than WEAK_DISCLOSURE_MIN_VERIFICATIONS friend/doctor
 *   verifications, or no hospital named on the case. Otherwise FAMILY (the payee on the case).
 * - A HOSPITAL payout above PAYOUT_BATCH_MAX_FEN is split into equal batches of at most that much.
 *   Batch 1 is authorised when the withdrawal is approved; batch k+1 only after batch k was
 *   transferred and the owner's fund-use report for it (receipts of the treatment) was approved.
 * - The fee of option 2 is the declared fee rate (FEE_POLICY) of the amount, rounded up to the fen, kept from the
 *   amount (the payee receives amount - fee); options 1, 3 and 4 keep nothing from the case.
 */
import type { CaseRow } from '../../repositories/cases';
import type { MoneySettings } from './settings';

export type PayeeType = 'FAMILY' | 'HOSPITAL';

export function weakDisclosure(c: Pick<CaseRow, 'hospital'>, verifications: number, s: MoneySettings): boolean {
  return verifications < s.minVerifications || !c.hospital.trim();
}

export function payeeFor(c: Pick<CaseRow, 'hospital' | 'payee_relation'>, amount: number, verifications: number, s: MoneySettings): PayeeType {
  if (c.payee_relation === 'LOCATION_HOSPITAL_ACCOUNT') return 'HOSPITAL'; // the fundraiser chose the hospital's account
  return amount >= s.hospitalPayoutFen || weakDisclosure(c, verifications, s) ? 'HOSPITAL' : 'FAMILY';
}

export function payeeName(c: Pick<CaseRow, 'hospital' | 'payee_name'>, type: PayeeType): string {
  return type === 'HOSPITAL' ? c.hospital.trim() || '治疗医院对公账户' : c.payee_name || '收款人';
}

/** Splits (gross amount, fee) into batches: [{gross, fee}], sums exact to the fen. */
export function batchesFor(type: PayeeType, amount: number, fee: number, s: MoneySettings): { gross: number; fee: number }[] {
  const n = type === 'HOSPITAL' ? Math.max(1, Math.ceil(amount / s.batchMaxFen)) : 1;
  const out: { gross: number; fee: number }[] = [];
  let gLeft = amount;
  let fLeft = fee;
  for (let i = 0; i < n; i++) {
    const last = i === n - 1;
    const gross = last ? gLeft : Math.floor(amount / n);
    const f = last ? fLeft : Math.floor((fee * gross) / amount);
    out.push({ gross, fee: f });
    gLeft -= gross;
    fLeft -= f;
  }
  return out;
}
