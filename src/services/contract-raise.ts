// 2026-11-23 payee change of a live case: saving the payee section (payee-info { save }) while it is
// PASS 2 no longer answers 409; it files the new data for staff review: the section answers
// SUBMIT_SUCCESS 4 with the new data, shows in the staff raise queue (MATERIAL_AUDIT 1), and staff
// decide with the usual review-section call. The approved payee stays in force for payouts until
// approval; approve -> PASS 2 with the new data, reject -> PASS 2 with the old data and the reason.
// Saving again while the change waits -> 409 资料审核中，暂不可修改; not the owner -> 403.
/**
 * The raise API contract (issue 7): a fundraiser starts a case (illness, goods, dream), fills its
 * sections, submits them for staff review, and publishes once the base info passed.
 * Types only; the server (server/src/routes/api/raise*.ts, base-info.ts) and the raise screens
 * both import from here. Every answer is the envelope { code, msg, data } of contract.ts; the types
 * below are `data`. All calls are POST with a JSON body. Money is integer fen.
 *
 * Errors: 400 with a Chinese msg naming the field (请填写筹款标题, 请输入正确的身份证号 ...);
 * 401 code 20102 not logged in; 403 无权操作 (not the owner, not staff — nothing is written);
 * 404 筹款不存在; 409 with a Chinese msg for an illegal status transition (nothing changes).
 *
 * Changelog (a shape change gets a dated line here):
 * - 2026-11-23 first version.
 * - 2026-11-23 a passed payee section is changed through review (comment at the top of this file).
 */

// ---------------------------------------------------------------- enums
export type Section = 'base' | 'patient' | 'payee' | 'treatment' | 'household' | 'material' | 'fundraiser' | 'hospital';
export const SECTIONS: readonly Section[] = ['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser', 'hospital'];

/** Info status of one section (SPEC 4). */
export const INFO_STATUS = { NO_SAVE: 0, SAVED: 1, PASS: 2, REJECTED: 3, SUBMIT_SUCCESS: 4 } as const;
/** The second naming scheme: the same numbers. */
export const INFO_STATUS_ALT = { UN_SVAE: 0, UN_SUBMITTED: 1, PASSED: 2, PEJECTED: 3, SUBMITTED: 4 } as const;
export type InfoStatus = 0 | 1 | 2 | 3 | 4;

/** illness 0, goods 1, dream 99 (same values as contract.ts RaiseType). */
export const RAISE_TYPE = { ILLNESS: 0, GOODS: 1, DREAM: 99 } as const;
export type RaiseTypeCode = 0 | 1 | 99;

/**
 * Target amount rule: whole yuan (targetAmount in fen, a multiple of 100), within the type's range:
 * illness 1,000-500,000 元 (the 2020 industry convention caps one medical request at 500,000 元),
 * goods 100-100,000 元, dream 100-200,000 元. Message: 目标金额须为<min>-<max>元的整数.
 */
export const TARGET_YUAN: Record<RaiseTypeCode, { min: number; max: number }> = {
  0: { min: 1000, max: 500_000 },
  1: { min: 100, max: 100_000 },
  99: { min: 100, max: 200_000 },
};

/**
 * Sections a case of each type needs before it counts as verified (withdrawal gate) and before
 * `canSubmit` covers everything. 'hospital' replaces the payee's bank fields when the payee relation
 * is LOCATION_HOSPITAL_ACCOUNT (then 'hospital' is required too). Dream's 'fundraiser' section holds
 * the organisation or the individual realising the dream.
 */
export const REQUIRED_SECTIONS: Record<RaiseTypeCode, readonly Section[]> = {
  0: ['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser'],
  1: ['base', 'payee', 'material', 'fundraiser'],
  99: ['base', 'payee', 'material', 'fundraiser'],
};

export type PayeeRelation = '' | 'self' | 'spouse' | 'other' | 'LOCATION_HOSPITAL_ACCOUNT';
/** The patient's relation to the fundraiser (the logged-in user). */
export type PatientRelation = 'self' | 'spouse' | 'parent' | 'child' | 'sibling' | 'relative' | 'friend' | 'other';

// ---------------------------------------------------------------- base info
/**
 * POST /api/cf/v4/add-or-update-base-info (illness; goods and dream have their own paths below).
 * - no infoUuid: creates a draft case owned by the user (raiseType, title, content, targetAmount
 *   required) -> BaseInfoSaved (baseStatus 1). A blacklisted user gets 403 您已被限制发起筹款，如有疑问请联系客服.
 *   At most 5 unpublished drafts per user (409 您的筹款草稿已达上限，请先完成已有的筹款).
 *   A draft is absent from the case lists, from get-funding-info (404 even for its owner: the owner
 *   reads it through get-base-info and the section calls) and takes no orders (404).
 * - infoUuid of a draft whose base is NO_SAVE/SAVED/REJECTED: updates it -> BaseInfoSaved (SAVED 1).
 * - base SUBMIT_SUCCESS: 409 资料审核中，暂不可修改.
 * - base PASS (published cases, and cases older than this flow): the edit-case dialog — only title and
 *   content can change and need manual review: a PENDING revision -> BaseInfoRevision (other fields
 *   are ignored). Only while raising (status 0), else 400 当前筹款状态不可修改.
 * Limits: title 5-60 characters (请填写筹款标题 when blank), content 20-3000 (请填写筹款说明),
 * targetAmount see TARGET_YUAN, attachments up to 9 urls, coverUrl and urls start with / or https://.
 */
export interface BaseInfoReq {
  infoUuid?: string;
  raiseType?: RaiseTypeCode; // required on create; ignored on update (the type never changes)
  title: string;
  content: string;
  targetAmount?: number; // fen, whole yuan; required on create
  coverUrl?: string;
  attachments?: string[];
  channel?: string;
}
export interface BaseInfoSaved { infoUuid: string; baseStatus: InfoStatus }
export interface BaseInfoRevision { revisionId: string; status: 'PENDING' }
export type BaseInfoRes = BaseInfoSaved | BaseInfoRevision;

/** POST /api/cf/v4/goods/update/add-or-update-base-info — same body and rules as BaseInfoReq, raiseType fixed to 1. */
export type GoodsBaseInfoReq = Omit<BaseInfoReq, 'raiseType'>;

/**
 * POST /api/cf/v4/get-base-info { infoUuid }
 * Owner and staff: the draft (draft true while unpublished) with the pending revision.
 * Anyone else: a published case's public text only (draft fields omitted); an unpublished draft is 404.
 */
export interface GetBaseInfoRes {
  infoUuid: string;
  title: string;
  content: string;
  pendingRevision: { revisionId: string; title: string; content: string; status: string; createdAt: number } | null;
  // owner / staff only:
  raiseType?: RaiseTypeCode;
  targetAmount?: number;
  coverUrl?: string;
  attachments?: string[];
  channel?: string;
  baseStatus?: InfoStatus;
  draft?: boolean;
}

// ---------------------------------------------------------------- dream (raiseType 99)
/** POST /api/cf/v4/dream/add-base-info — BaseInfoReq without raiseType (fixed 99); answers BaseInfoRes. */
export type DreamBaseInfoReq = Omit<BaseInfoReq, 'raiseType'>;
/**
 * POST /api/cf/v4/dream/organisation-info { infoUuid, save? } — the organisation realising the dream,
 * stored as the 'fundraiser' section (kind 'organisation'); without save it reads (SectionRes).
 * orgCode: the 18-character unified social credit code (digits and capital letters).
 */
export interface DreamOrganisation { orgName: string; orgCode: string; contactName: string; contactPhone: string; licenseUrls: string[] }
/** POST /api/cf/v4/dream/individual-info { infoUuid, save? } — the individual realising the dream ('fundraiser' section, kind 'individual'). */
export interface DreamIndividual { name: string; idCard: string; phone: string; idPhotoUrls: string[] }
/** POST /api/cf/v4/dream/summary { infoUuid } — the dream draft at a glance. */
export interface DreamSummaryRes {
  infoUuid: string; title: string; targetAmount: number; published: boolean;
  realiserKind: 'organisation' | 'individual' | null; realiserName: string;
  sections: Record<Section, InfoStatus>; canSubmit: boolean; canPublish: boolean;
}
/** POST /api/cf/v4/dream/confirm { infoUuid } — submits every SAVED section (= submit-for-review); answers SubmitRes. */
/** POST /api/cf/v4/dream/review { infoUuid } — the review result: statuses and the reasons of rejected sections. */
export interface DreamReviewRes { sections: Record<Section, InfoStatus>; items: RefuseItem[]; canPublish: boolean }

// ---------------------------------------------------------------- sections
/**
 * Section calls: body { infoUuid } reads, body { infoUuid, save: {...} } saves (-> SAVED 1).
 * Read: owner and staff; save: the owner only (403 otherwise, nothing written). Save is allowed from NO_SAVE, SAVED, REJECTED;
 * SUBMIT_SUCCESS -> 409 资料审核中，暂不可修改; PASS -> 409 资料已审核通过，不可修改
 * (except the payee: a PASS payee save files a change for review, status 4; see the top of this file).
 *   POST /api/cf/v4/patient-info          PatientInfo
 *   POST /api/cf/v4/payee-info            PayeeInfo
 *   POST /api/cf/v4/hospital-payee-info   HospitalPayeeInfo  (section 'hospital')
 *   POST /api/cf/v4/treatment-info        TreatmentInfo
 *   POST /api/cf/v4/household-info        HouseholdInfo
 *   POST /api/cf/v4/material-info         MaterialInfo
 *   POST /api/cf/v4/fundraiser-info       FundraiserInfo
 */
export interface SectionReq<T> { infoUuid: string; save?: T }
export interface SectionRes<T> {
  infoUuid: string;
  section: Section;
  status: InfoStatus;
  data: T | null; // null until first saved; unmasked (only the owner and staff read sections)
  reason: string; // the last reject reason ('' otherwise)
  updatedAt: number | null;
}

/**
 * name: 2-20 characters, Chinese letters plus the dot characters (· • ．), 请输入正确的姓名.
 * idCard: a leading non-zero digit, 13-16 more digits, a final digit or X (15-18 characters); an
 * 18-character number must also pass the GB 11643 checksum and carry a real birth date: 请输入正确的身份证号.
 */
export interface PatientInfo { name: string; idCard: string; relation: PatientRelation }

/**
 * relation '' -> 请选择收款人与患者的关系. For self/spouse/other: name, idCard, bankName, bankAccount required.
 * bankAccount: spaces ignored, 12-19 digits; 16-19 digit card numbers starting 4, 5 or 62 must pass
 * the Luhn check (passbook and corporate accounts of other lengths/prefixes are taken on length):
 * 请输入正确的银行卡号. For LOCATION_HOSPITAL_ACCOUNT only relation is stored here and the hospital's
 * account is the 'hospital' section (hospital-payee-info), which becomes required.
 */
export interface PayeeInfo { relation: PayeeRelation; name?: string; idCard?: string; bankName?: string; bankAccount?: string }

/** The hospital's own account (payee LOCATION_HOSPITAL_ACCOUNT). bankAccount: 8-30 digits (corporate accounts). contactPhone: mobile or landline digits/dashes 7-20. */
export interface HospitalPayeeInfo { accountName: string; bankName: string; bankAccount: string; contactName: string; contactPhone: string }

export interface TreatmentInfo { hospital: string; department: string; diagnosis: string; city?: string }

/** Medical insurance of the patient. */
export type MedicalInsurance = 'none' | 'urban_rural' | 'employee' | 'commercial';
/**
 * The family's finances; every question required (amounts in fen, 0 allowed where the answer is "no").
 * houseCount >= 1 and houseValue when houseOwned; carValue when carOwned; otherHelpAmount when
 * otherHelp; debtAmount when hasDebt. Messages: 请选择是否有房产, 请填写房产数量 ...
 */
export interface HouseholdInfo {
  houseOwned: boolean; houseCount: number; houseValue: number;
  carOwned: boolean; carValue: number;
  annualIncome: number;
  medicalInsurance: MedicalInsurance;
  lowIncome: boolean; // 低保
  govMedicalAid: boolean; // government medical aid
  otherHelp: boolean; otherHelpAmount: number;
  hasDebt: boolean; debtAmount: number;
}

/** Upload urls (from the upload call): medicalUrls 1-20 (请上传医疗证明), patientPhotos 0-9. */
export interface MaterialInfo { medicalUrls: string[]; patientPhotos: string[] }

/** The fundraiser's identity: name and idCard rules as PatientInfo, idPhotoUrls 1-2 (请上传身份证照片). */
export interface FundraiserInfo { name: string; idCard: string; idPhotoUrls: string[] }

/** What the 'fundraiser' section holds for a dream: kind tells which of the two it is. */
export type DreamRealiser = ({ kind: 'organisation' } & DreamOrganisation) | ({ kind: 'individual' } & DreamIndividual);

// ---------------------------------------------------------------- status, submit, publish
/** POST /api/cf/v4/get-info-status { infoUuid } (owner / staff) */
export interface InfoStatusRes {
  infoUuid: string;
  raiseType: RaiseTypeCode;
  sections: Record<Section, InfoStatus>;
  /** the sections this case needs (REQUIRED_SECTIONS, plus 'hospital' for a hospital-account payee) */
  required: Section[];
  caseStatus: number; // SPEC 4 case status code
  published: boolean;
  /** some section is SAVED (submit-for-review would move it) */
  canSubmit: boolean;
  /** unpublished and base PASS */
  canPublish: boolean;
  /** every required section PASS (what a withdrawal needs) */
  verified: boolean;
}

/**
 * POST /api/cf/v4/submit-for-review { infoUuid, sections? } — SAVED -> SUBMIT_SUCCESS for the listed
 * sections (default: every SAVED one) and runs the automatic checks. A listed section that is not
 * SAVED -> 409 (nothing changes); nothing to submit -> 409 没有待提交的资料.
 */
export interface SubmitReq { infoUuid: string; sections?: Section[] }
export interface SubmitRes { submitted: Section[]; sections: Record<Section, InfoStatus> }

/** POST /api/cf/v4/get-refuse-msg { infoUuid } — the rejected sections with their reasons. */
export interface RefuseItem { section: Section; reason: string; reviewedAt: number }
export interface RefuseMsgRes { items: RefuseItem[] }

/**
 * POST /api/cf/v4/publish { infoUuid } — only the owner, only a draft whose base PASS
 * (409 基本信息审核通过后才能发布); the case then shows in lists with status 0 and takes donations
 * for 30 days. Publishing twice -> 409 该筹款已发布; a draft the platform stopped (status not 0) ->
 * 409 当前筹款状态不可发布.
 */
export interface PublishRes { infoUuid: string; published: true; status: 0; expireAt: number }

/** POST /api/cf/v4/raise/my-cases {} — the user's own cases, newest first (drafts included). */
export interface MyRaiseCase {
  infoUuid: string; title: string; raiseType: RaiseTypeCode; targetAmount: number; published: boolean;
  caseStatus: number; sections: Record<Section, InfoStatus>; createdAt: number; updatedAt: number;
}
export interface MyRaiseCasesRes { list: MyRaiseCase[] }

// ---------------------------------------------------------------- help registration, blacklist
/**
 * POST /api/cf/apply/raise — someone who cannot fill the forms asks for help; no login needed.
 * name: the name rule; phone: 1 + 10 digits (请输入正确的手机号码); city 1-50 (请填写所在城市);
 * illness 1-200 (请填写患者病情). The same phone with an open registration gets its id back.
 */
export interface ApplyRaiseReq { name: string; phone: string; city: string; illness: string }
export interface ApplyRaiseRes { id: string }

/** POST /api/cf/v4/blacklist/public-list { anchorId?, size? } — public (SPEC 2019 rules): masked name, reason, date. */
export interface PublicBlacklistItem { id: string; name: string; reason: string; addedAt: number }
export interface PublicBlacklistRes { list: PublicBlacklistItem[]; hasNext: boolean; anchorId: string }
