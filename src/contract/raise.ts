/**
 * Starting a case (illness 0, goods 1, dream 99): its base info, the sections a fundraiser fills in,
 * submitting them for staff review, the review's reasons and publishing; help registration and the
 * public blacklist. Money is integer fen.
 *
 * Errors: 400 with a Chinese msg naming the field (请填写筹款标题, 请输入正确的身份证号 ...);
 * 401 code 20102 not logged in; 403 无权操作 (not the owner, not staff: nothing is written);
 * 404 筹款不存在; 409 with a Chinese msg for an illegal status transition (nothing changes).
 *
 * A case's sections are read by its owner and staff, and saved by its owner only. A saved section
 * moves NO_SAVE/SAVED/REJECTED -> SAVED; while SUBMIT_SUCCESS 409 资料审核中，暂不可修改; once PASS
 * 409 资料已审核通过，不可修改, except the payee: saving a passed payee files the change for staff
 * review (SUBMIT_SUCCESS 4); the approved payee stays in force until staff decide.
 */
import { ANCHOR, AnchorPage, Bool, call, CaseRef, Empty, Enum, Img, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, Type, type Static } from './schema';
import {
  InfoStatusOf, RaiseTypeOf, SECTION_DATA, SECTION_SAVE, SectionAnswer, SectionName, SectionStatuses, type Section, type RaiseTypeCode,
} from './raise-sections';

export * from './raise-sections';

const S = () => Type.String();
/** An image of ours as typed in a body (up to 600 characters), stored as a path. */
const BodyImg = () => Type.String({ minLength: 0, maxLength: 600, 'x-image': 'url' });

// ---------------------------------------------------------------- base info
/**
 * The base info's body (illness; goods and dream have their own calls without raiseType).
 * - no infoUuid: creates a draft case owned by the user (raiseType, title, content, targetAmount
 *   required) -> BaseInfoSaved (baseStatus 1). A blacklisted user gets 403 您已被限制发起筹款，如有疑问请联系客服.
 *   At most 5 unpublished drafts per user (409 您的筹款草稿已达上限，请先完成已有的筹款).
 * - infoUuid of a draft whose base is NO_SAVE/SAVED/REJECTED: updates it -> BaseInfoSaved (SAVED 1).
 * - base PASS: the edit-case dialog, only title and content change, as a PENDING revision for manual
 *   review -> BaseInfoRevision. Only while raising (status 0), else 400 当前筹款状态不可修改.
 * Rules (checked in code, with their messages): title 5-60 characters (请填写筹款标题 when blank),
 * content 20-3000 (请填写筹款说明); targetAmount whole yuan in fen, illness 1,000-500,000 元, goods
 * 100-100,000 元, dream 100-200,000 元 (目标金额须为<min>-<max>元的整数); up to 9 attachments.
 */
const baseFields = {
  infoUuid: Opt(INFO_UUID()),
  title: Opt(Str(0, 200)),
  content: Opt(Str(0, 6000)),
  /** fen, whole yuan; required on create */
  targetAmount: Opt(Type.Number()),
  coverUrl: Opt(BodyImg()),
  attachments: Opt(Type.Array(BodyImg(), { maxItems: 20 })),
  channel: Opt(Str(0, 50)),
};
/** raiseType: required on create; ignored on update (the type never changes). */
export const BaseInfoReq = Obj({ ...baseFields, raiseType: Opt(RaiseTypeOf()) });
export type BaseInfoReq = Static<typeof BaseInfoReq>;
/** The goods and dream body: BaseInfoReq without raiseType (the call fixes it). */
export const TypedBaseInfoReq = Obj(baseFields);
export type GoodsBaseInfoReq = Static<typeof TypedBaseInfoReq>;
export type DreamBaseInfoReq = Static<typeof TypedBaseInfoReq>;

export const BaseInfoSaved = Obj({ infoUuid: S(), baseStatus: InfoStatusOf() });
export type BaseInfoSaved = Static<typeof BaseInfoSaved>;
export const BaseInfoRevision = Obj({ revisionId: S(), status: Enum(['PENDING'] as const) });
export type BaseInfoRevision = Static<typeof BaseInfoRevision>;
export const BaseInfoRes = Type.Union([BaseInfoSaved, BaseInfoRevision]);
export type BaseInfoRes = Static<typeof BaseInfoRes>;

/**
 * Owner and staff: the draft (draft true while unpublished) with the pending revision.
 * Anyone else: a published case's public text only (the other fields absent); an unpublished draft is 404.
 */
export const GetBaseInfoRes = Obj({
  infoUuid: S(), title: S(), content: S(),
  pendingRevision: Nullable(Obj({ revisionId: S(), title: S(), content: S(), status: S(), createdAt: Int(0) })),
  // owner / staff only:
  raiseType: Opt(RaiseTypeOf()),
  targetAmount: Opt(Int(0)),
  coverUrl: Opt(Img()),
  attachments: Opt(List(Img())),
  channel: Opt(S()),
  baseStatus: Opt(InfoStatusOf()),
  draft: Opt(Bool()),
});
export type GetBaseInfoRes = Static<typeof GetBaseInfoRes>;

// ---------------------------------------------------------------- status, submit, review, publish
export const InfoStatusRes = Obj({
  infoUuid: S(),
  raiseType: RaiseTypeOf(),
  sections: SectionStatuses(),
  /** the sections this case needs (plus 'hospital' for a hospital-account payee) */
  required: List(SectionName()),
  /** the case status code */
  caseStatus: Int(),
  published: Bool(),
  /** some section is SAVED (submit-for-review would move it) */
  canSubmit: Bool(),
  /** unpublished and base PASS */
  canPublish: Bool(),
  /** every required section PASS (what a withdrawal needs) */
  verified: Bool(),
});
export type InfoStatusRes = Static<typeof InfoStatusRes>;

/**
 * SAVED -> SUBMIT_SUCCESS for the listed sections (default: every SAVED one), then the automatic
 * checks. A listed section that is not SAVED -> 409 (nothing changes); nothing to submit -> 409 没有待提交的资料.
 */
export const SubmitReq = Obj({ infoUuid: INFO_UUID(), sections: Opt(Type.Array(SectionName(), { maxItems: 8 })) });
export type SubmitReq = Static<typeof SubmitReq>;
export const SubmitRes = Obj({ submitted: List(SectionName()), sections: SectionStatuses() });
export type SubmitRes = Static<typeof SubmitRes>;

export const RefuseItem = Obj({ section: SectionName(), reason: S(), reviewedAt: Int(0) });
export type RefuseItem = Static<typeof RefuseItem>;
export const RefuseMsgRes = Obj({ items: List(RefuseItem) });
export type RefuseMsgRes = Static<typeof RefuseMsgRes>;

/**
 * Only the owner, only a draft whose base PASS (409 基本信息审核通过后才能发布); the case then lists
 * with status 0 and takes donations for 30 days. Twice -> 409 该筹款已发布; a draft the platform
 * stopped -> 409 当前筹款状态不可发布.
 */
export const PublishRes = Obj({ infoUuid: S(), published: Type.Literal(true), status: Type.Literal(0), expireAt: Int(0) });
export type PublishRes = Static<typeof PublishRes>;

/**
 * The user's own cases, newest first (drafts included). `required`: the sections this case needs (its
 * type's, plus the hospital account for a hospital payee); the others stay NO_SAVE and say nothing of its state.
 * `raisedAmount`: fen raised, the case page's 已筹金额 (the case's raised_amount).
 */
export const MyRaiseCase = Obj({
  infoUuid: S(), title: S(), raiseType: RaiseTypeOf(), targetAmount: Int(0), raisedAmount: Int(0), published: Bool(),
  caseStatus: Int(), sections: SectionStatuses(), required: List(SectionName()), createdAt: Int(0), updatedAt: Int(0),
});
export type MyRaiseCase = Static<typeof MyRaiseCase>;
export const MyRaiseCasesRes = Obj({ list: List(MyRaiseCase) });
export type MyRaiseCasesRes = Static<typeof MyRaiseCasesRes>;

// ---------------------------------------------------------------- dream (raiseType 99)
/** The dream draft at a glance. */
export const DreamSummaryRes = Obj({
  infoUuid: S(), title: S(), targetAmount: Int(0), published: Bool(),
  realiserKind: Nullable(Enum(['organisation', 'individual'] as const)), realiserName: S(),
  sections: SectionStatuses(), canSubmit: Bool(), canPublish: Bool(),
});
export type DreamSummaryRes = Static<typeof DreamSummaryRes>;
/** The review result: statuses and the reasons of rejected sections. */
export const DreamReviewRes = Obj({ sections: SectionStatuses(), items: List(RefuseItem), canPublish: Bool() });
export type DreamReviewRes = Static<typeof DreamReviewRes>;

// ---------------------------------------------------------------- help registration, public blacklist
/**
 * Someone who cannot fill the forms asks for help; no login needed. name: the name rule (请填写患者姓名);
 * phone: 1 + 10 digits (请输入正确的手机号码); city 1-50 (请填写所在城市); illness 1-200 (请填写患者病情).
 * The same phone with an open registration gets its id back.
 */
export const ApplyRaiseReq = Obj({ name: Opt(Str(0, 50)), phone: Opt(Str(0, 20)), city: Opt(Str(0, 100)), illness: Opt(Str(0, 400)) });
export type ApplyRaiseReq = Static<typeof ApplyRaiseReq>;
export const ApplyRaiseRes = Obj({ id: S() });
export type ApplyRaiseRes = Static<typeof ApplyRaiseRes>;

/** Public: the masked name, the reason and the date; never the ID number or the user. */
export const PublicBlacklistItem = Obj({ id: S(), name: S(), reason: S(), addedAt: Int(0) });
export type PublicBlacklistItem = Static<typeof PublicBlacklistItem>;
export const PublicBlacklistRes = AnchorPage(PublicBlacklistItem);
export type PublicBlacklistRes = Static<typeof PublicBlacklistRes>;

// ---------------------------------------------------------------- the calls
const W = { noDedupe: true };
/** A section call: { infoUuid } reads (owner and staff), { infoUuid, save } saves (the owner). */
const sectionCall = <K extends keyof typeof SECTION_DATA>(path: string, save: keyof typeof SECTION_SAVE, data: K) => call({
  method: 'POST', path, access: 'user', req: Obj({ infoUuid: INFO_UUID(), save: Opt(SECTION_SAVE[save]) }), res: SectionAnswer(SECTION_DATA[data]), client: W,
});

export const raise = {
  baseInfo: call({ method: 'POST', path: '/api/cf/v4/add-or-update-base-info', access: 'user', req: BaseInfoReq, res: BaseInfoRes, client: W }),
  /** Goods (raiseType 1): same body and rules. */
  goodsBaseInfo: call({ method: 'POST', path: '/api/cf/v4/goods/update/add-or-update-base-info', access: 'user', req: TypedBaseInfoReq, res: BaseInfoRes, client: W }),
  /** Dream (raiseType 99): same body and rules. */
  dreamBaseInfo: call({ method: 'POST', path: '/api/cf/v4/dream/add-base-info', access: 'user', req: TypedBaseInfoReq, res: BaseInfoRes, client: W }),
  getBaseInfo: call({ method: 'POST', path: '/api/cf/v4/get-base-info', access: 'visitor', req: CaseRef(), res: GetBaseInfoRes }),
  patientInfo: sectionCall('/api/cf/v4/patient-info', 'patient', 'patient'),
  payeeInfo: sectionCall('/api/cf/v4/payee-info', 'payee', 'payee'),
  hospitalPayeeInfo: sectionCall('/api/cf/v4/hospital-payee-info', 'hospital', 'hospital'),
  treatmentInfo: sectionCall('/api/cf/v4/treatment-info', 'treatment', 'treatment'),
  householdInfo: sectionCall('/api/cf/v4/household-info', 'household', 'household'),
  materialInfo: sectionCall('/api/cf/v4/material-info', 'material', 'material'),
  fundraiserInfo: sectionCall('/api/cf/v4/fundraiser-info', 'fundraiser', 'fundraiser'),
  /** Owner and staff. */
  infoStatus: call({ method: 'POST', path: '/api/cf/v4/get-info-status', access: 'user', req: CaseRef(), res: InfoStatusRes, client: W }),
  submitForReview: call({ method: 'POST', path: '/api/cf/v4/submit-for-review', access: 'owner', req: SubmitReq, res: SubmitRes, client: W }),
  /** Owner and staff: the rejected sections with their reasons. */
  refuseMsg: call({ method: 'POST', path: '/api/cf/v4/get-refuse-msg', access: 'user', req: CaseRef(), res: RefuseMsgRes }),
  publish: call({ method: 'POST', path: '/api/cf/v4/publish', access: 'owner', req: CaseRef(), res: PublishRes, client: W }),
  myCases: call({ method: 'POST', path: '/api/cf/v4/raise/my-cases', access: 'user', req: Empty(), res: MyRaiseCasesRes }),
  applyRaise: call({ method: 'POST', path: '/api/cf/apply/raise', access: 'visitor', req: ApplyRaiseReq, res: ApplyRaiseRes, client: W }),
  publicBlacklist: call({
    method: 'POST', path: '/api/cf/v4/blacklist/public-list', access: 'visitor',
    req: Obj({ anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) }), res: PublicBlacklistRes,
  }),
  /** Dream: the organisation realising it ('fundraiser' section, kind organisation); orgCode 18 digits/capitals. */
  dreamOrganisation: sectionCall('/api/cf/v4/dream/organisation-info', 'organisation', 'fundraiser'),
  /** Dream: the individual realising it ('fundraiser' section, kind individual). */
  dreamIndividual: sectionCall('/api/cf/v4/dream/individual-info', 'individual', 'fundraiser'),
  dreamSummary: call({ method: 'POST', path: '/api/cf/v4/dream/summary', access: 'user', req: CaseRef(), res: DreamSummaryRes }),
  /** Submits every SAVED section (as submitForReview). */
  dreamConfirm: call({ method: 'POST', path: '/api/cf/v4/dream/confirm', access: 'owner', req: CaseRef(), res: SubmitRes, client: W }),
  dreamReview: call({ method: 'POST', path: '/api/cf/v4/dream/review', access: 'user', req: CaseRef(), res: DreamReviewRes }),
};

/** The section calls by section (the client's `api.raise.section(name, body)`). */
export const SECTION_CALL = {
  patient: 'patientInfo', payee: 'payeeInfo', hospital: 'hospitalPayeeInfo', treatment: 'treatmentInfo', household: 'householdInfo',
  material: 'materialInfo', fundraiser: 'fundraiserInfo',
} as const satisfies Record<Exclude<Section, 'base'>, keyof typeof raise>;

// The spec's second naming of the section statuses (UN_SVAE 0 ... SUBMITTED 4) is the same numbers as
// INFO_STATUS (raise-sections.ts); no client reads it, so it is not declared twice.

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
/**
 * The parts a dream's own screens fill and send for review before it is published (pages/raise/dream-*):
 * the summary is 'base', who realises it is 'fundraiser'. Its state before publishing is theirs alone.
 */
export const DREAM_PARTS = ['base', 'fundraiser'] as const satisfies readonly Section[];
