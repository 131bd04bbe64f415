/**
 * Rules of the raise forms (starting a case) that the screens and the server both apply, with their
 * Chinese messages: title and story lengths, the target range per raise type, and (from identity.ts,
 * bank.ts, phone.ts) names, ID numbers, accounts and phones. Each check returns null when the value
 * is fine, else the message the server answers for the same mistake.
 */
import { BANK_MSG } from './bank';
import { ID_MSG } from './identity';
import { PHONE_MSG } from './phone';
import { lengthError } from './text';

/** illness 0, goods 1, dream 99 (the contract's RaiseTypeCode). */
type RaiseType = 0 | 1 | 99;

export const TITLE_LEN = [5, 60] as const;
export const CONTENT_LEN = [20, 3000] as const;
export const MAX_ATTACHMENTS = 9;

/**
 * Target amount rule: whole yuan (targetAmount in fen, a multiple of 100), within the type's range:
 * illness 1,000-500,000 元 (the 2020 industry convention caps one medical request at 500,000 元),
 * goods 100-100,000 元, dream 100-200,000 元. Message: 目标金额须为<min>-<max>元的整数.
 */
export const TARGET_YUAN: Record<RaiseType, { min: number; max: number }> = {
  0: { min: 1000, max: 500_000 },
  1: { min: 100, max: 100_000 },
  99: { min: 100, max: 200_000 },
};

/**
 * The household section's messages, for the form and the server alike: a yes/no question asks whether
 * the FAMILY owns something, in the words of its label (是否有车辆, not a bare 有车).
 */
export const HOUSEHOLD_MSG = {
  houseOwned: '请选择家庭是否有房产', houseCount: '请填写房产数量', houseValue: '请填写房产价值',
  carOwned: '请选择家庭是否有车辆', carValue: '请填写车辆价值', annualIncome: '请填写家庭年收入',
  medicalInsurance: '请选择医疗保险类型', lowIncome: '请选择是否享受低保', govMedicalAid: '请选择是否获得政府医疗救助',
  otherHelp: '请选择是否获得其他救助', otherHelpAmount: '请填写其他救助金额', hasDebt: '请选择家庭是否有负债', debtAmount: '请填写负债金额',
} as const;

export const RAISE_MSG = {
  /** a dream sent for review before its summary and its realiser are both saved */
  dreamIncomplete: '请先完善梦想信息和圆梦方',
  titleRequired: '请填写筹款标题',
  titleLength: `筹款标题须为${TITLE_LEN[0]}-${TITLE_LEN[1]}个字`,
  contentRequired: '请填写筹款说明',
  contentLength: `筹款说明须为${CONTENT_LEN[0]}-${CONTENT_LEN[1]}个字`,
  raiseType: '请选择筹款类型',
  targetRequired: '请填写目标金额',
  idCard: ID_MSG.invalid,
  bankAccountRequired: BANK_MSG.accountRequired,
  bankAccount: BANK_MSG.account,
  bankName: '请填写开户银行',
  bankNameLength: '开户银行须为2-50个字',
  // one message for every kind of case: the field reads 收款人与患者的关系 or, without a patient, 收款人与发起人的关系 (contract payeeWords)
  payeeRelation: '请选择收款人关系',
  patientRelation: '请选择患者与您的关系',
  phoneRequired: PHONE_MSG.required,
  phone: PHONE_MSG.invalid,
  city: '请填写所在城市',
  illness: '请填写患者病情',
  hospital: '请填写就诊医院',
  hospitalLength: '就诊医院须为2-100个字',
  department: '请填写就诊科室',
  departmentLength: '就诊科室不能超过50个字',
  diagnosis: '请填写确诊疾病',
  diagnosisLength: '确诊疾病须为2-200个字',
  cityLength: '所在城市不能超过50个字',
  // one message for every kind of case: a goods or dream case's papers are no medical papers (its screen calls them 证明材料)
  medical: '请上传证明材料',
  idPhoto: '请上传身份证照片',
  accountName: '请填写医院账户名称',
  accountNameLength: '医院账户名称须为2-100个字',
  hospitalAccountRequired: BANK_MSG.hospitalAccountRequired,
  hospitalAccount: BANK_MSG.hospitalAccount,
  contactName: '请填写医院联系人',
  contactNameLength: '医院联系人须为2-20个字',
  contactPhoneRequired: BANK_MSG.contactPhoneRequired,
  contactPhone: BANK_MSG.contactPhone,
} as const;

/** 目标金额须为<min>-<max>元的整数 for the raise type (the one message for every bad target). */
export function targetMessage(raiseType: RaiseType): string {
  const { min, max } = TARGET_YUAN[raiseType];
  return `目标金额须为${min}-${max}元的整数`;
}

export const titleError = (title: string) => lengthError(title, TITLE_LEN, RAISE_MSG.titleRequired, RAISE_MSG.titleLength);
export const contentError = (content: string) => lengthError(content, CONTENT_LEN, RAISE_MSG.contentRequired, RAISE_MSG.contentLength);

export const isRaiseType = (v: unknown): v is RaiseType => v === 0 || v === 1 || v === 99;

/**
 * The target as typed (whole 元) -> fen, or the type's message: digits only (no decimals, signs,
 * exponents), within the type's range (illness 1,000-500,000 元).
 */
export function parseTargetYuan(text: string, raiseType: RaiseType): { ok: true; fen: number } | { ok: false; error: string } {
  const v = String(text ?? '').trim();
  if (!v) return { ok: false, error: RAISE_MSG.targetRequired };
  const error = targetMessage(raiseType);
  if (!/^\d{1,9}$/.test(v)) return { ok: false, error };
  const yuan = Number(v);
  const { min, max } = TARGET_YUAN[raiseType];
  if (yuan < min || yuan > max) return { ok: false, error };
  return { ok: true, fen: yuan * 100 };
}

/** The target as sent (fen): 请填写目标金额 when missing, the type's message unless whole 元 within range. */
export function targetFenError(raiseType: RaiseType, fen: unknown): string | null {
  if (fen === undefined || fen === null) return RAISE_MSG.targetRequired;
  const { min, max } = TARGET_YUAN[raiseType];
  const ok = typeof fen === 'number' && Number.isSafeInteger(fen) && fen % 100 === 0 && fen >= min * 100 && fen <= max * 100;
  return ok ? null : targetMessage(raiseType);
}
