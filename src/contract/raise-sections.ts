/**
 * The raise flow's words (sections, their statuses, raise types) and the data of each section a
 * fundraiser fills in. The section data is private (ID card and bank numbers, medical papers): only
 * the case's owner and staff read it (src/contract/raise.ts, src/contract/staff.ts); no public answer
 * declares any of it.
 */
import { Bool, Enum, Fen, Img, Int, Nullable, Obj, Opt, Type, type Static, type TSchema } from './schema';
import { MEDICAL_INSURANCES, PATIENT_RELATIONS, PAYEE_RELATIONS, SECTION_FIELDS, type FieldRule, type SaveSection } from './rules/sections';

// ---------------------------------------------------------------- words
export type Section = 'base' | 'patient' | 'payee' | 'treatment' | 'household' | 'material' | 'fundraiser' | 'hospital';
export const SECTIONS: readonly Section[] = ['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser', 'hospital'];
/** Each section's name as the fundraiser reads it (the raise flow's headings, notices of a review). */
export const SECTION_TITLES: Record<Section, string> = {
  base: '筹款信息', patient: '患者信息', payee: '收款人信息', treatment: '就诊信息', household: '家庭经济情况',
  material: '医疗证明材料', fundraiser: '发起人身份', hospital: '医院对公账户',
};
export const SectionName = () => Enum(['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser', 'hospital'] as const);

/**
 * Info status of one section: not saved 0, saved (not submitted) 1, passed 2, rejected 3, submitted for
 * review 4. Two namings of the same codes exist (the illness flow's and the dream flow's, spellings kept as
 * the platform writes them); this one table declares both, and each naming below is read from it.
 */
export const INFO_STATUS_NAMINGS = [
  { code: 0, name: 'NO_SAVE', alt: 'UN_SVAE' },
  { code: 1, name: 'SAVED', alt: 'UN_SUBMITTED' },
  { code: 2, name: 'PASS', alt: 'PASSED' },
  { code: 3, name: 'REJECTED', alt: 'PEJECTED' },
  { code: 4, name: 'SUBMIT_SUCCESS', alt: 'SUBMITTED' },
] as const;
type InfoStatusRow = (typeof INFO_STATUS_NAMINGS)[number];
/** The first naming: NO_SAVE 0, SAVED 1, PASS 2, REJECTED 3, SUBMIT_SUCCESS 4. */
export const INFO_STATUS = Object.freeze(Object.fromEntries(INFO_STATUS_NAMINGS.map((r) => [r.name, r.code]))) as {
  readonly [R in InfoStatusRow as R['name']]: R['code'];
};
/** The second naming (the dream flow's): UN_SVAE 0, UN_SUBMITTED 1, PASSED 2, PEJECTED 3, SUBMITTED 4. */
export const INFO_STATUS_ALT = Object.freeze(Object.fromEntries(INFO_STATUS_NAMINGS.map((r) => [r.alt, r.code]))) as {
  readonly [R in InfoStatusRow as R['alt']]: R['code'];
};
export type InfoStatus = InfoStatusRow['code'];
export const InfoStatusOf = () => Enum([0, 1, 2, 3, 4] as const);
/** Every section's status, by section. */
export const SectionStatuses = () => Type.Unsafe<Record<Section, InfoStatus>>(Type.Record(Type.String(), InfoStatusOf()));

/** illness 0, goods 1, dream 99. */
export const RAISE_TYPE = { ILLNESS: 0, GOODS: 1, DREAM: 99 } as const;
export type RaiseTypeCode = 0 | 1 | 99;
/** Each kind of case by its one name: the raise flow, 我的筹款 and the staff console all read it here. */
export const RAISE_TYPE_TITLES: Readonly<Record<RaiseTypeCode, string>> = { 0: '大病救助', 1: '物资筹集', 99: '梦想筹款' };
export const RaiseTypeOf = () => Enum([0, 1, 99] as const);
/**
 * Whether a case of this kind raises for a patient: an illness case does; a goods or dream case raises
 * for a need, so its words speak of its fundraiser (payee, papers, verifiers, public facts). Every
 * wording by kind reads this one rule.
 */
export const hasPatient = (raiseType?: number): boolean => raiseType !== RAISE_TYPE.GOODS && raiseType !== RAISE_TYPE.DREAM;
/**
 * A section's name for a kind of case: a case without a patient names its papers 证明材料
 * (SECTION_TITLES names the illness case's). The raise flow, its review notices and the console read this.
 */
export const sectionTitle = (section: Section, raiseType?: number): string =>
  section === 'material' && !hasPatient(raiseType) ? '证明材料' : SECTION_TITLES[section];
/** Who the payee is to the case in words, by its kind: an illness case's patient, a goods or dream case's fundraiser (the payee form and the case's 证明材料 page). */
export const payeeWords = (raiseType?: number): { relation: string; of: Readonly<Record<'self' | 'spouse' | 'other' | 'LOCATION_HOSPITAL_ACCOUNT', string>> } =>
  !hasPatient(raiseType)
    ? { relation: '收款人与发起人的关系', of: { self: '发起人本人', spouse: '发起人配偶', other: '其他亲属', LOCATION_HOSPITAL_ACCOUNT: '医院对公账户' } }
    : { relation: '收款人与患者的关系', of: { self: '患者本人', spouse: '患者配偶', other: '其他亲属', LOCATION_HOSPITAL_ACCOUNT: '医院对公账户' } };

const PayeeRelationOf = Enum(['', ...PAYEE_RELATIONS] as const);
export type PayeeRelation = Static<typeof PayeeRelationOf>;
/** The patient's relation to the fundraiser (the logged-in user). */
const PatientRelationOf = Enum(PATIENT_RELATIONS);
export type PatientRelation = Static<typeof PatientRelationOf>;
/** Medical insurance of the patient. */
const MedicalInsuranceOf = Enum(MEDICAL_INSURANCES);
export type MedicalInsurance = Static<typeof MedicalInsuranceOf>;

// ---------------------------------------------------------------- section data (as stored and read back)
const S = () => Type.String();
/** A list of uploaded images (our paths; private ones are /api/upload/private/...). */
const Pics = () => Type.Array(Img());

/**
 * The fields' rules and messages (names, GB 11643 ID numbers, accounts, phones, lengths, amounts):
 * SECTION_FIELDS in src/contract/rules/sections.ts, which also declares each save's fields below.
 */
export const PatientInfo = Obj({ name: S(), idCard: S(), relation: PatientRelationOf });
export type PatientInfo = Static<typeof PatientInfo>;

/**
 * relation '' -> 请选择收款人关系. For self/spouse/other: name, idCard, bankName, bankAccount required.
 * bankAccount: spaces ignored, 12-19 digits; 16-19 digit card numbers starting 4, 5 or 62 must pass
 * the Luhn check (passbook and corporate accounts of other lengths/prefixes are taken on length):
 * 请输入正确的银行卡号. For LOCATION_HOSPITAL_ACCOUNT only relation is stored here and the hospital's
 * account is the 'hospital' section, which becomes required.
 */
export const PayeeInfo = Obj({ relation: PayeeRelationOf, name: Opt(S()), idCard: Opt(S()), bankName: Opt(S()), bankAccount: Opt(S()) });
export type PayeeInfo = Static<typeof PayeeInfo>;

/** The hospital's own account (payee LOCATION_HOSPITAL_ACCOUNT). bankAccount: 8-30 digits. contactPhone: digits/dashes 7-20. */
export const HospitalPayeeInfo = Obj({ accountName: S(), bankName: S(), bankAccount: S(), contactName: S(), contactPhone: S() });
export type HospitalPayeeInfo = Static<typeof HospitalPayeeInfo>;

export const TreatmentInfo = Obj({ hospital: S(), department: S(), diagnosis: S(), city: Opt(S()) });
export type TreatmentInfo = Static<typeof TreatmentInfo>;

/**
 * The family's finances; every question required (amounts in fen, 0 where the answer is "no").
 * houseCount >= 1 and houseValue when houseOwned; carValue when carOwned; otherHelpAmount when
 * otherHelp; debtAmount when hasDebt. Messages: HOUSEHOLD_MSG (rules/raise.ts).
 */
export const HouseholdInfo = Obj({
  houseOwned: Bool(), houseCount: Int(0), houseValue: Fen(),
  carOwned: Bool(), carValue: Fen(),
  annualIncome: Fen(),
  medicalInsurance: MedicalInsuranceOf,
  /** 低保 */
  lowIncome: Bool(),
  govMedicalAid: Bool(),
  otherHelp: Bool(), otherHelpAmount: Fen(),
  hasDebt: Bool(), debtAmount: Fen(),
});
export type HouseholdInfo = Static<typeof HouseholdInfo>;

/** Upload urls: medicalUrls 1-20 (请上传证明材料), patientPhotos 0-9. */
export const MaterialInfo = Obj({ medicalUrls: Pics(), patientPhotos: Pics() });
export type MaterialInfo = Static<typeof MaterialInfo>;

/** The fundraiser's identity: name and idCard rules as PatientInfo, idPhotoUrls 1-2 (请上传身份证照片). */
export const FundraiserInfo = Obj({ name: S(), idCard: S(), idPhotoUrls: Pics() });
export type FundraiserInfo = Static<typeof FundraiserInfo>;

/** Dream: the organisation realising it. orgCode: the 18-character unified social credit code. */
export const DreamOrganisation = Obj({ orgName: S(), orgCode: S(), contactName: S(), contactPhone: S(), licenseUrls: Pics() });
export type DreamOrganisation = Static<typeof DreamOrganisation>;
/** Dream: the individual realising it. */
export const DreamIndividual = Obj({ name: S(), idCard: S(), phone: S(), idPhotoUrls: Pics() });
export type DreamIndividual = Static<typeof DreamIndividual>;
/** What the 'fundraiser' section holds for a dream: kind tells which of the two it is. */
export type DreamRealiser = ({ kind: 'organisation' } & DreamOrganisation) | ({ kind: 'individual' } & DreamIndividual);
/** The 'fundraiser' section as read back: the fundraiser's identity, or a dream's realiser (with its kind). */
const FundraiserData = Obj({
  kind: Opt(Enum(['organisation', 'individual'] as const)), name: Opt(S()), idCard: Opt(S()), idPhotoUrls: Opt(Pics()), phone: Opt(S()),
  orgName: Opt(S()), orgCode: Opt(S()), contactName: Opt(S()), contactPhone: Opt(S()), licenseUrls: Opt(Pics()),
});

// ---------------------------------------------------------------- section calls' bodies and answers
export interface SectionReq<T> { infoUuid: string; save?: T }
export interface SectionRes<T> {
  infoUuid: string;
  section: Section;
  status: InfoStatus;
  /** null until first saved; unmasked (only the owner and staff read sections) */
  data: T | null;
  /** the last reject reason ('' otherwise) */
  reason: string;
  updatedAt: number | null;
}

/** The answer of a section call whose data has this shape. */
export const SectionAnswer = <T extends TSchema>(data: T) => Obj({
  infoUuid: S(), section: SectionName(), status: InfoStatusOf(), data: Nullable(data), reason: S(), updatedAt: Nullable(Int(0)),
});

/**
 * A save's field, declared from its rule (src/contract/rules/sections.ts): its type and bound, and the
 * rule by name (`x-rule`), which the server's validator runs, answering the rule's Chinese message.
 * Every field is optional here: which ones a section needs (a payee paid through the hospital gives
 * only its relation) is the rule's and the service's to say, with their messages.
 */
function fieldSchema(ruleName: string, r: FieldRule): TSchema {
  const rule = { 'x-rule': ruleName };
  switch (r.kind) {
    case 'text': return Type.String({ maxLength: r.max, ...rule });
    case 'pics': return Type.Array(Img(), { maxItems: r.max, ...rule });
    case 'int': return Type.Integer({ minimum: 0, maximum: r.max, ...rule });
    case 'yesno': return Type.Boolean(rule);
    default: return Type.Unsafe<string>({ type: 'string', enum: [...(r.values ?? [])], ...rule });
  }
}
const saveOf = <S extends SaveSection>(section: S) => {
  const fields = SECTION_FIELDS[section] as Record<keyof (typeof SECTION_FIELDS)[S] & string, FieldRule>;
  const props = Object.fromEntries(Object.entries<FieldRule>(fields).map(([k, r]) => [k, Opt(fieldSchema(`${section}.${k}`, r))]));
  return Type.Unsafe<Partial<Record<keyof (typeof SECTION_FIELDS)[S] & string, unknown>>>(Obj(props));
};

/** The fields each section's save may carry (unknown fields are a 400), each with its rule. */
export const SECTION_SAVE = {
  patient: saveOf('patient'),
  payee: saveOf('payee'),
  hospital: saveOf('hospital'),
  treatment: saveOf('treatment'),
  household: saveOf('household'),
  material: saveOf('material'),
  fundraiser: saveOf('fundraiser'),
  organisation: saveOf('organisation'),
  individual: saveOf('individual'),
};

/**
 * Any section's data, as staff read it in a case file: every field some section holds (the base's
 * channel, each section's fields, a dream realiser's), nothing else.
 */
export const AnySectionData = () => Type.Unsafe<Record<string, unknown>>(Obj({
  channel: Opt(S()), kind: Opt(S()), relation: Opt(S()), name: Opt(S()), idCard: Opt(S()), phone: Opt(S()),
  bankName: Opt(S()), bankAccount: Opt(S()), accountName: Opt(S()), contactName: Opt(S()), contactPhone: Opt(S()),
  hospital: Opt(S()), department: Opt(S()), diagnosis: Opt(S()), city: Opt(S()),
  houseOwned: Opt(Bool()), houseCount: Opt(Int(0)), houseValue: Opt(Fen()), carOwned: Opt(Bool()), carValue: Opt(Fen()),
  annualIncome: Opt(Fen()), medicalInsurance: Opt(S()), lowIncome: Opt(Bool()), govMedicalAid: Opt(Bool()),
  otherHelp: Opt(Bool()), otherHelpAmount: Opt(Fen()), hasDebt: Opt(Bool()), debtAmount: Opt(Fen()),
  medicalUrls: Opt(Pics()), patientPhotos: Opt(Pics()), idPhotoUrls: Opt(Pics()),
  orgName: Opt(S()), orgCode: Opt(S()), licenseUrls: Opt(Pics()),
}));

/**
 * Each field's Chinese title, declared once: the staff console labels a section's fields with it, and the
 * raise forms build their labels from it (whose field it is before it, 患者姓名; the unit after an amount,
 * 房产总价值（元）: src/stores/raise/sections.ts). MONEY_FIELDS hold fen (shown in yuan through the one
 * formatter, never as raw fen).
 */
export const FIELD_TITLES: Record<string, string> = {
  title: '标题', content: '筹款故事', targetAmount: '目标金额', raiseType: '筹款类型', coverUrl: '封面', channel: '来源渠道', kind: '类型',
  name: '姓名', idCard: '身份证号', relation: '关系', phone: '手机号', bankName: '开户银行', bankAccount: '银行卡号', accountName: '账户名称',
  contactName: '联系人', contactPhone: '联系电话', hospital: '医院', department: '科室', diagnosis: '确诊疾病', city: '城市',
  houseOwned: '是否有房产', houseCount: '房产数量（套）', houseValue: '房产总价值', carOwned: '是否有车辆', carValue: '车辆总价值',
  annualIncome: '家庭年收入', medicalInsurance: '医保情况', lowIncome: '是否享受低保', govMedicalAid: '是否获得政府医疗救助',
  otherHelp: '是否获得其他救助', otherHelpAmount: '其他救助金额', hasDebt: '是否有负债', debtAmount: '负债金额',
  medicalUrls: '医疗证明', patientPhotos: '患者照片', idPhotoUrls: '身份证照片', licenseUrls: '证照', attachments: '图片',
  orgName: '机构名称', orgCode: '机构代码',
};
export const MONEY_FIELDS: readonly string[] = ['targetAmount', 'houseValue', 'carValue', 'annualIncome', 'otherHelpAmount', 'debtAmount'];

/**
 * The proof materials a case may hold, as the public reads them: one kind per picture field of a section
 * that proves the case (medical papers, the fundraiser's ID, a dream organisation's licence). The case
 * page lists the kinds submitted (已提交材料：医疗证明 ✓) and never the pictures: these are private
 * uploads, for the owner and staff only. `checked` is the section passed by staff.
 */
export const PROOF_KINDS = [
  { kind: 'medical', section: 'material', field: 'medicalUrls', label: '医疗证明' },
  { kind: 'identity', section: 'fundraiser', field: 'idPhotoUrls', label: '身份证明' },
  { kind: 'licence', section: 'fundraiser', field: 'licenseUrls', label: '机构证明' },
] as const satisfies ReadonlyArray<{ kind: string; section: Section; field: string; label: string }>;
export const ProofKindOf = () => Enum(['medical', 'identity', 'licence'] as const);
/** A kind of proof's name for a case of this kind: a goods or dream case's papers are 证明材料, not 医疗证明. */
export const proofLabel = (kind: (typeof PROOF_KINDS)[number]['kind'], raiseType?: number): string =>
  kind === 'medical' && !hasPatient(raiseType) ? sectionTitle('material', raiseType) : PROOF_KINDS.find((k) => k.kind === kind)!.label;
/** One kind of proof the fundraiser submitted: how many pictures, and whether staff approved its section. */
export const ProofMaterial = () => Obj({ kind: ProofKindOf(), label: Type.String({ maxLength: 20 }), count: Int(0), checked: Bool() });
export type ProofMaterial = Static<ReturnType<typeof ProofMaterial>>;

/** What each section call answers as `data`. */
export const SECTION_DATA = {
  patient: PatientInfo, payee: PayeeInfo, hospital: HospitalPayeeInfo, treatment: TreatmentInfo, household: HouseholdInfo,
  material: MaterialInfo, fundraiser: FundraiserData,
};
