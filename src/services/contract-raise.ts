/**
 * The raise flow's types and rules. The calls (paths, access, bodies, answers) are declared in
 * src/contract/raise.ts and re-exported here so older imports keep working; the rule tables below
 * are shared by the server and the raise screens.
 */
import type { RaiseTypeCode, Section } from '../contract/raise';

export { INFO_STATUS, RAISE_TYPE, SECTIONS } from '../contract/raise';
export type {
  ApplyRaiseReq, ApplyRaiseRes, BaseInfoReq, BaseInfoRes, BaseInfoRevision, BaseInfoSaved, DreamBaseInfoReq, DreamIndividual,
  DreamOrganisation, DreamRealiser, DreamReviewRes, DreamSummaryRes, FundraiserInfo, GetBaseInfoRes, GoodsBaseInfoReq, HospitalPayeeInfo,
  HouseholdInfo, InfoStatus, InfoStatusRes, MaterialInfo, MedicalInsurance, MyRaiseCase, MyRaiseCasesRes, PatientInfo, PatientRelation,
  PayeeInfo, PayeeRelation, PublicBlacklistItem, PublicBlacklistRes, PublishRes, RaiseTypeCode, RefuseItem, RefuseMsgRes, Section,
  SectionReq, SectionRes, SubmitReq, SubmitRes, TreatmentInfo,
} from '../contract/raise';

/** The second naming scheme of the section statuses: the same numbers. */
export const INFO_STATUS_ALT = { UN_SVAE: 0, UN_SUBMITTED: 1, PASSED: 2, PEJECTED: 3, SUBMITTED: 4 } as const;

/** Target amount rule (whole yuan within the type's range) and its message: src/contract/rules/raise.ts. */
export { TARGET_YUAN } from '../contract/rules/raise';

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
