/**
 * Cases as a donor sees them: the home lists, a case's page (get-funding-info), its public progress
 * posts, and the owner's new post. Money is integer fen, times are milliseconds since the epoch.
 */
import { ANCHOR, AnchorPage, Bool, call, Enum, Fen, Img, ImgCsv, ImgList, INFO_UUID, Int, List, Obj, Opt, Str, Type, type Static } from './schema';
import { ProofMaterial, SectionName, SectionStatuses } from './raise-sections';

/** 0 illness, 99 dream, 1 goods. */
export const RaiseType = Enum([0, 99, 1] as const);
export type RaiseType = Static<typeof RaiseType>;
/** 0 raising, 1-4 ended or stopped, 101-103 withdrawal, 201-204 refund. */
export const CaseStatus = Enum([0, 1, 2, 3, 4, 101, 102, 103, 201, 202, 203, 204] as const);
export type CaseStatus = Static<typeof CaseStatus>;

export const CaseCard = Obj({
  infoUuid: Str(0, 64),
  title: Str(0, 200),
  coverUrl: Img(),
  raiseType: RaiseType,
  targetAmount: Fen(),
  raisedAmount: Fen(),
  donationCount: Int(0),
  status: CaseStatus,
  patientName: Str(0, 100),
  /** ms */
  createdAt: Int(0),
});
export type CaseCard = Static<typeof CaseCard>;

/** A home list, 1..50 cases a page (10 by default), newest first. */
export const CaseListReq = Obj({
  listType: Enum(['common', 'vip', 'theme', 'recommend'] as const),
  anchorId: Opt(ANCHOR()),
  size: Opt(Int(1, 50)),
});
export type CaseListReq = Static<typeof CaseListReq>;
export const CaseListRes = AnchorPage(CaseCard);
export type CaseListRes = Static<typeof CaseListRes>;

export const FundingInfoReq = Obj({
  infoUuid: INFO_UUID(),
  selfTag: Opt(Str(0, 100)),
  skip: Opt(Int(0, 1_000_000)),
  userSourceId: Opt(Str(0, 100)),
});
export type FundingInfoReq = Static<typeof FundingInfoReq>;

/** A case's page. `isSelf` (the reader owns the case) is the only field that depends on the reader. */
export const FundingInfo = Obj({
  infoUuid: Str(0, 64),
  isSelf: Bool(),
  /** the finish text; empty while raising */
  finishStr: Str(0, 500),
  displayStatus: CaseStatus,
  raiseType: RaiseType,
  baseInfo: Obj({
    title: Str(0, 200),
    content: Str(0, 20000),
    /** thumbnails */
    attachments: ImgList(),
    /** the same pictures large (suffix !cf_mtr_1080) */
    largeAttachments: ImgList(),
  }),
  newDetailVo: Obj({ caseDetailsPageVersion: Enum([0, 1, 2] as const) }),
  prNewOrOld: Int(),
  targetAmount: Fen(),
  raisedAmount: Fen(),
  donationCount: Int(0),
  shareCount: Int(0),
  payeeInfo: Obj({ relation: Enum(['', 'self', 'spouse', 'other', 'LOCATION_HOSPITAL_ACCOUNT'] as const), name: Str(0, 100) }),
  treatmentInfo: Obj({ hospital: Str(0, 200), disease: Str(0, 200) }),
  crowdfundingUserInfo: Obj({ nickname: Str(0, 200), headImgUrl: Img() }),
  isHelp: Bool(),
  /** ms */
  createdAt: Int(0),
  /** ms */
  expireAt: Int(0),
  serviceCharge: Enum([1, 2, 3, 4] as const),
  /**
   * What the reader may do on the page, decided by the server from the case's state: give (raising, and not
   * an unpublished preview) and share (published). The page reads these instead of working them out.
   */
  userAccessParam: Opt(Obj({ canDonate: Bool(), canShare: Bool() })),
  /**
   * The case's proof materials as public descriptors (raise-sections.ts PROOF_KINDS): one entry per kind
   * the fundraiser submitted, with its picture count and whether staff approved it. Never a picture, a
   * URL, a file name or personal data: those stay in the sections, for the owner and staff.
   */
  attachments: Opt(List(ProofMaterial(), 3)),
  /** How the visit is drawn and logged: the site's gray mode (feature config grayMode; 1 on mourning days). */
  visitConfig: Opt(Obj({ grayMode: Enum([0, 1] as const) })),
  /**
   * Only in the owner's own answer for a case not yet published (a visitor, another user and staff get
   * 404 筹款不存在 for it): its sections' review statuses and the sections it needs, from which the page
   * shows the preview's state (src/contract/status-sets.ts) instead of donate and share. nameVerified:
   * the 发起 name is the fundraiser's verified one (masked as the public sees it); before the check it is
   * the account's nickname in full, and the page notes what donors will see instead.
   */
  preview: Opt(Obj({ sections: SectionStatuses(), required: List(SectionName()), nameVerified: Opt(Bool()) })),
});
export type FundingInfo = Static<typeof FundingInfo>;

const progressFields = {
  id: Str(0, 64),
  /** stored and shown as typed (plain text) */
  content: Str(0, 2000),
  /** comma-separated thumbnails */
  imageUrls: ImgCsv(),
  /** comma-separated, the same pictures large (suffix !cf_mtr_1080) */
  largeImageUrls: ImgCsv(),
  /** ms */
  updateDate: Int(0),
  sortDate: Int(0),
  updateTime: Str(0, 64),
};
/** A public (approved) progress post. */
export const ProgressItem = Obj(progressFields);
export type ProgressItem = Static<typeof ProgressItem>;
export const ProgressListRes = Obj({ list: Type.Array(ProgressItem), hasNext: Bool(), total: Int(0) });
export type ProgressListRes = Static<typeof ProgressListRes>;

/** Query string numbers of the public list: up to 6 digits each (limit is then kept within 1..50). */
const QueryNum = () => Opt(Int(0, 999_999));
export const ProgressListReq = Obj({ infoUuid: INFO_UUID(), offset: QueryNum(), limit: QueryNum(), type: QueryNum() });
export type ProgressListReq = Static<typeof ProgressListReq>;

/** A post is 1..2000 characters with at most 9 photos (comma-separated upload URLs). */
/** A progress post's words. */
export const PROGRESS_TEXT_MAX = 2000;
export const ProgressAddReq = Obj({
  infoUuid: INFO_UUID(),
  content: Str(1, PROGRESS_TEXT_MAX),
  imageUrls: Opt(Type.String({ maxLength: 5000, 'x-image': 'csv' })),
});
export type ProgressAddReq = Static<typeof ProgressAddReq>;
/** The new post with its review status: pending until staff approve it, and public only then. */
export const ProgressAddRes = Obj({
  ...progressFields,
  status: Enum(['pending', 'approved', 'rejected'] as const),
  /** why staff rejected it ('' otherwise) */
  reason: Str(0, 200),
});
export type ProgressAddRes = Static<typeof ProgressAddRes>;

export const cases = {
  list: call({ method: 'POST', path: '/api/cf/v4/case/list', access: 'visitor', req: CaseListReq, res: CaseListRes }),
  /** A case's page; a visitor's answer may come from the server's per-process cache (same bytes). */
  fundingInfo: call({ method: 'POST', path: '/api/cf/v4/get-funding-info', access: 'visitor', req: FundingInfoReq, res: FundingInfo }),
  /** The approved progress posts, newest first, by offset. */
  progressList: call({ method: 'GET', path: '/api/cf/v4/progress/get', access: 'visitor', req: ProgressListReq, res: ProgressListRes }),
  /** The owner posts progress; it waits for review. */
  progressAdd: call({ method: 'POST', path: '/api/cf/v4/progress/add', access: 'owner', req: ProgressAddReq, res: ProgressAddRes, client: { noDedupe: true } }),
};
