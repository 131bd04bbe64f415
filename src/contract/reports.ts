/**
 * The donor's reports and their own data: the monthly report (爱心月报) with its thumbs-up, the annual
 * report with its share image, the public user info of a report's owner, and account deletion with a
 * copy of one's data (China's PIPL). Months and years are China time (UTC+8); money is integer fen.
 */
import { Bool, call, Empty, Enum, Fen, Img, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';

const WRITE = { noDedupe: true } as const;
/** A month as YYYY-MM. */
const MONTH = () => Str(7, 7, { pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });
/** He or she: the patient's pronoun, 他 when the sex is unknown. */
export const Pronoun = () => Enum(['他', '她'] as const);
export type Pronoun = '他' | '她';

/** A case the user gave to in the month, with where it stands now. */
export const MonthlyCase = Obj({
  infoUuid: INFO_UUID(),
  title: Str(0, 200),
  coverUrl: Img(),
  /** what this user gave the case in the month */
  myFen: Fen(),
  raisedFen: Fen(),
  targetFen: Fen(),
  donationCount: Int(0),
  status: Int(),
  pronoun: Pronoun(),
  /** progress posts published on the case so far */
  progressCount: Int(0),
  /** the newest published progress post, null without one */
  latestProgress: Nullable(Obj({ content: Str(0, 5000), time: Int(0) })),
});
export type MonthlyCase = Static<typeof MonthlyCase>;

/** One measurable goal of the fundraiser's current task (e.g. 3 friends' verifications). */
export const TaskTarget = Obj({ key: Str(1, 40), title: Str(0, 100), target: Int(0), done: Int(0), finished: Bool() });
export type TaskTarget = Static<typeof TaskTarget>;
export const SimpleTask = Obj({ key: Str(1, 40), title: Str(0, 100), desc: Str(0, 200), finished: Bool() });
export type SimpleTask = Static<typeof SimpleTask>;
/** The fundraiser's tasks for their newest live case (only in the owner's own report). */
export const FundraiserTask = Obj({
  infoUuid: INFO_UUID(),
  title: Str(0, 200),
  pronoun: Pronoun(),
  currentTask: Obj({ title: Str(0, 100), targetInfoList: List(TaskTarget) }),
  simpleTaskList: List(SimpleTask),
});
export type FundraiserTask = Static<typeof FundraiserTask>;

/** userId: whose report (default the caller's own); month: YYYY-MM (default this month). */
export const MonthlyReportReq = Obj({ userId: Opt(Str(0, 64)), month: Opt(MONTH()) });
export type MonthlyReportReq = Static<typeof MonthlyReportReq>;
/**
 * A user's month. The owner sees all their gifts; anyone else sees only the gifts that were not
 * anonymous, and never the fundraiser's tasks.
 */
export const MonthlyReport = Obj({
  userId: Str(0, 64),
  /** masked for anyone but the owner */
  nickname: Str(0, 200),
  headImgUrl: Img(),
  month: MONTH(),
  isOwner: Bool(),
  donatedFen: Fen(),
  donationCount: Int(0),
  caseCount: Int(0),
  cases: List(MonthlyCase),
  /** the owner's love value (the sum of their love-value ledger) */
  loveScore: Int(),
  /** the caller gave this report a thumbs-up */
  isBlessing: Bool(),
  blessingCount: Int(0),
  fundraiserTask: Nullable(FundraiserTask),
});
export type MonthlyReport = Static<typeof MonthlyReport>;

export const BlessReq = Obj({ userId: Str(1, 64), month: MONTH() });
export type BlessReq = Static<typeof BlessReq>;
/** A second thumbs-up by the same user changes nothing (added false). */
export const BlessRes = Obj({ isBlessing: Bool(), blessingCount: Int(0), added: Bool() });
export type BlessRes = Static<typeof BlessRes>;

export const AnnualReportReq = Obj({ year: Opt(Int(2000, 2100)) });
export type AnnualReportReq = Static<typeof AnnualReportReq>;
export const MonthSum = Obj({ month: Int(1, 12), fen: Fen(), count: Int(0) });
export type MonthSum = Static<typeof MonthSum>;
/** The caller's year of giving (paid gifts, less what was refunded to them). */
export const AnnualReport = Obj({
  year: Int(2000, 2100),
  nickname: Str(0, 200),
  headImgUrl: Img(),
  donatedFen: Fen(),
  donationCount: Int(0),
  caseCount: Int(0),
  /** ms of the year's first gift, null without one */
  firstDonationAt: Nullable(Int(0)),
  /** twelve rows, January first */
  byMonth: List(MonthSum, 12),
  loveScore: Int(),
  /** years with at least one gift, newest first (the year picker) */
  years: List(Int(2000, 2100)),
  /** the share image (PNG made by the server, signed link: it opens without a session) */
  imageUrl: Img(),
});
export type AnnualReport = Static<typeof AnnualReport>;

export const PublicUserInfo = Obj({ userId: Str(0, 64), nickname: Str(0, 200), headImgUrl: Img(), deleted: Bool() });
export type PublicUserInfo = Static<typeof PublicUserInfo>;

/** What deleting the account does, and whether it may happen now. */
export const DeletionPlan = Obj({
  allowed: Bool(),
  /** why not (a live case, money in flight), in Chinese; empty when allowed */
  reasons: List(Str(0, 200)),
  /** what is removed or anonymised, one line each */
  removes: List(Str(0, 200)),
  /** what the law requires us to keep, one line each */
  keeps: List(Str(0, 200)),
});
export type DeletionPlan = Static<typeof DeletionPlan>;
/** The user types the confirmation words exactly. */
export const DELETE_CONFIRM_WORDS = '确认注销';
/** What a deletion without a fresh check of the bound phone (check-verify-code's checkToken) is told. */
export const PHONE_CHECK_REQUIRED = '请先验证手机号';
/** confirm: the words; checkToken: check-verify-code's proof that the bound phone was just checked (used up here). */
export const DeleteAccountReq = Obj({ confirm: Str(0, 20), checkToken: Opt(Str(0, 100)) });
export type DeleteAccountReq = Static<typeof DeleteAccountReq>;

/** Raw GET routes (files, not JSON calls). */
export const REPORT_RAW = {
  /** GET <prefix><userId>/<year>.png?sig=: the annual report's share image (PNG); the signature opens it without a session. */
  annualImagePrefix: '/api/charity/annual/report/image/',
  /** GET: the logged-in user's data copy (JSON attachment), theirs only. */
  myData: '/api/account/my-data',
} as const;

export const reports = {
  /** A user's monthly report (爱心月报); a visitor must name the user. */
  monthly: call({ method: 'POST', path: '/api/charity/monthly-magazine/get', access: 'visitor', req: MonthlyReportReq, res: MonthlyReport }),
  /** A thumbs-up on a user's monthly report: once per user; a second changes nothing. */
  bless: call({ method: 'POST', path: '/api/charity/monthly-magazine/bless', access: 'user', req: BlessReq, res: BlessRes, client: WRITE }),
  /** The caller's annual report. */
  annual: call({ method: 'POST', path: '/api/charity/annual/report/get-user-annual-report', access: 'user', req: AnnualReportReq, res: AnnualReport }),
  /** A user's public face: masked nickname and avatar (a deleted account shows as 已注销用户). */
  publicUserInfo: call({
    method: 'POST', path: '/api/cf/common/user-info/get-public-user-info', access: 'visitor', req: Obj({ userId: Str(1, 64) }), res: PublicUserInfo,
  }),
  /** What deleting the caller's account would remove and keep, and whether it may happen now. */
  deletionPlan: call({ method: 'POST', path: '/api/account/deletion/plan', access: 'user', req: Empty(), res: DeletionPlan }),
  /** Deletes the caller's account (refused with the reasons of the plan); ends every session. */
  deleteAccount: call({ method: 'POST', path: '/api/account/deletion/confirm', access: 'user', req: DeleteAccountReq, res: DeletionPlan, client: WRITE }),
};
