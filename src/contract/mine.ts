/**
 * The donor's home (api group `mine`): what the user wrote (progress posts, verifications), questions
 * to the platform and their answers, the user agreement and privacy policy as versioned documents with
 * each user's acceptance, and what the user authorised (WeChat profile, phone, subscribe messages).
 * The staff side (answering questions, publishing a new protocol version) is declared here too, under
 * /api/staff/ with access staff; every staff write is audited.
 */
import { ANCHOR, Bool, call, Empty, Enum, Fen, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';
import { MAX_DONATION_FEN } from './rules/money';

const Time = () => Int(0);
const WRITE = { noDedupe: true } as const;
const paged = <P extends Parameters<typeof Obj>[0]>(props: P) => Obj({ ...props, hasNext: Bool(), anchorId: Str(0, 200) });

// ---------------------------------------------------------------- what I wrote
/** A progress post the user wrote on one of their cases (pending, approved or rejected by staff). */
export const MineProgressItem = Obj({
  id: Str(0, 64), infoUuid: Str(0, 64), caseTitle: Str(0, 200), content: Str(0, 2000),
  status: Enum(['pending', 'approved', 'rejected'] as const), createdAt: Time(),
});
export type MineProgressItem = Static<typeof MineProgressItem>;
/** A verification the user wrote for someone's case; `isFalse` when staff found it false. */
export const MineVerifyItem = Obj({
  id: Str(0, 64), infoUuid: Str(0, 64), caseTitle: Str(0, 200), relationship: Str(0, 50), content: Str(0, 2000),
  isFalse: Bool(), createdAt: Time(),
});
export type MineVerifyItem = Static<typeof MineVerifyItem>;
/** The newest 100 of each, newest first. */
export const MineWritingsRes = Obj({ progress: List(MineProgressItem), verifications: List(MineVerifyItem) });
export type MineWritingsRes = Static<typeof MineWritingsRes>;

// ---------------------------------------------------------------- questions
/** A question is 5..500 characters. */
export const QUESTION_MIN = 5;
export const QUESTION_MAX = 500;
export const QuestionStatus = Enum(['open', 'answered'] as const);
export type QuestionStatus = Static<typeof QuestionStatus>;
export const Question = Obj({
  id: Str(0, 64), content: Str(0, QUESTION_MAX), status: QuestionStatus, answer: Str(0, 2000),
  createdAt: Time(), answeredAt: Nullable(Time()),
});
export type Question = Static<typeof Question>;
/** The text as typed; the server checks 5..500 after trimming (问题请填写5-500个字). */
export const QuestionAskReq = Obj({ content: Str(0, 1000) });
export type QuestionAskReq = Static<typeof QuestionAskReq>;
export const QuestionPage = paged({ list: List(Question) });
export type QuestionPage = Static<typeof QuestionPage>;
/** A question in the staff queue, with who asked (masked phone). */
export const StaffQuestion = Obj({
  id: Str(0, 64), content: Str(0, QUESTION_MAX), status: QuestionStatus, answer: Str(0, 2000),
  createdAt: Time(), answeredAt: Nullable(Time()), userId: Str(0, 64), nickname: Str(0, 200), mobile: Nullable(Str(0, 20)),
});
export type StaffQuestion = Static<typeof StaffQuestion>;
export const StaffQuestionPage = paged({ list: List(StaffQuestion) });
export type StaffQuestionPage = Static<typeof StaffQuestionPage>;
/** An answer is 2..2000 characters after trimming (回答请填写2-2000个字). */
export const ANSWER_MIN = 2;
export const ANSWER_MAX = 2000;
export const StaffAnswerReq = Obj({ id: Str(1, 64), answer: Str(0, 4000) });
export type StaffAnswerReq = Static<typeof StaffAnswerReq>;

// ---------------------------------------------------------------- protocol
export const PROTOCOL_KINDS = ['user', 'privacy'] as const;
export const ProtocolKind = Enum(PROTOCOL_KINDS);
export type ProtocolKind = Static<typeof ProtocolKind>;
/**
 * The current version of one document. `body` '' means the built-in text (/cf/agreements/:kind).
 * For a logged-in user: `accepted` (this version), `pending` (a version newer than the user's account,
 * not accepted yet: shown once for acceptance). A visitor gets both false.
 */
export const ProtocolDoc = Obj({
  kind: ProtocolKind, version: Int(1), title: Str(0, 100), summary: Str(0, 2000), body: Str(0, 50_000),
  publishedAt: Time(), accepted: Bool(), pending: Bool(),
});
export type ProtocolDoc = Static<typeof ProtocolDoc>;
export const ProtocolRes = Obj({ list: List(ProtocolDoc) });
export type ProtocolRes = Static<typeof ProtocolRes>;
/** Accepts exactly the current version of a document (an older version is refused: 协议已更新). */
export const ProtocolAcceptReq = Obj({ kind: ProtocolKind, version: Int(1, 100_000) });
export type ProtocolAcceptReq = Static<typeof ProtocolAcceptReq>;
/** Staff: title 1..100, summary of the changes 1..2000, the full text 20..50000 characters. */
export const PROTOCOL_TITLE_MAX = 100;
export const PROTOCOL_SUMMARY_MAX = 2000;
export const ProtocolPublishReq = Obj({ kind: ProtocolKind, title: Str(1, PROTOCOL_TITLE_MAX), summary: Str(1, PROTOCOL_SUMMARY_MAX), body: Str(20, 50_000) });
export type ProtocolPublishReq = Static<typeof ProtocolPublishReq>;

// ---------------------------------------------------------------- authorisations
export const GrantKind = Enum(['wx_profile', 'phone', 'subscribe'] as const);
export type GrantKind = Static<typeof GrantKind>;
/**
 * One thing the user authorised. `granted`: in force now. `withdrawable`: a withdrawal is possible
 * (the phone of an account with no other way to log in is not: `note` says why).
 */
export const Grant = Obj({ kind: GrantKind, granted: Bool(), withdrawable: Bool(), detail: Str(0, 200), note: Str(0, 200) });
export type Grant = Static<typeof Grant>;
export const GrantsRes = Obj({ list: List(Grant) });
export type GrantsRes = Static<typeof GrantsRes>;
export const GrantKindReq = Obj({ kind: GrantKind });
export type GrantKindReq = Static<typeof GrantKindReq>;

// ---------------------------------------------------------------- monthly giving
/**
 * A donor's monthly gift to a raising case. Each calendar month (China time) an active gift whose case
 * still raises and that the donor has not given to yet this month is `due`: the hub reminds them and the
 * pay page opens with the amount filled in. No money moves without the donor's tap.
 */
export const MonthlyGiftStatus = Enum(['active', 'paused', 'stopped'] as const);
export type MonthlyGiftStatus = Static<typeof MonthlyGiftStatus>;
export const MonthlyGift = Obj({
  id: Str(0, 64), infoUuid: Str(0, 64), caseTitle: Str(0, 200), amount: Fen(), status: MonthlyGiftStatus,
  caseRaising: Bool(), paidThisMonth: Bool(), due: Bool(),
});
export type MonthlyGift = Static<typeof MonthlyGift>;
/** `month`: the current month in China time, YYYY-MM. */
export const MonthlyGiftsRes = Obj({ month: Str(0, 7), list: List(MonthlyGift) });
export type MonthlyGiftsRes = Static<typeof MonthlyGiftsRes>;
/** 1 元 to the single-donation cap, in fen; one gift per case (setting it again changes the amount and restarts it). */
export const MONTHLY_MIN_FEN = 100;
export const MonthlySetReq = Obj({ infoUuid: INFO_UUID(), amount: Fen(MONTHLY_MIN_FEN, MAX_DONATION_FEN) });
export type MonthlySetReq = Static<typeof MonthlySetReq>;
export const MonthlyChangeReq = Obj({ id: Str(1, 64), action: Enum(['pause', 'resume', 'stop'] as const) });
export type MonthlyChangeReq = Static<typeof MonthlyChangeReq>;

export const mine = {
  /** The progress posts and verifications the user wrote. */
  writings: call({ method: 'POST', path: '/api/cf/v4/mine/writings', access: 'user', req: Empty(), res: MineWritingsRes }),
  /** Asks the platform a question (5..500 characters); staff answer it in the console. */
  questionAsk: call({ method: 'POST', path: '/api/cf/v4/question/add', access: 'user', req: QuestionAskReq, res: Question, client: WRITE }),
  /** The user's own questions, newest first, 1..50 a page (20 by default). */
  questionList: call({ method: 'POST', path: '/api/cf/v4/question/mine', access: 'user', req: Obj({ anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) }), res: QuestionPage }),
  /** The current user agreement and privacy policy; for a logged-in user whether each is accepted or pending. */
  protocolCurrent: call({ method: 'POST', path: '/api/cf/v4/protocol/current', access: 'visitor', req: Empty(), res: ProtocolRes }),
  /** Records the user's acceptance of the current version of a document (again: nothing new). */
  protocolAccept: call({ method: 'POST', path: '/api/cf/v4/protocol/accept', access: 'user', req: ProtocolAcceptReq, res: ProtocolDoc, client: WRITE }),
  /** What the user authorised, each with whether it can be withdrawn. */
  grants: call({ method: 'POST', path: '/api/cf/v4/authservice/list', access: 'user', req: Empty(), res: GrantsRes }),
  /** Records a subscribe-message consent (the mini-program's requestSubscribeMessage accepted). */
  grant: call({ method: 'POST', path: '/api/cf/v4/authservice/grant', access: 'user', req: GrantKindReq, res: GrantsRes, client: WRITE }),
  /** Withdraws one authorisation; answers the list as it is now. */
  withdraw: call({ method: 'POST', path: '/api/cf/v4/authservice/withdraw', access: 'user', req: GrantKindReq, res: GrantsRes, client: WRITE }),

  /** The user's monthly gifts with what is due this month. */
  monthlyList: call({ method: 'POST', path: '/api/cf/v4/monthly-gift/list', access: 'user', req: Empty(), res: MonthlyGiftsRes }),
  /** Sets (or changes and restarts) the monthly amount for a raising case. */
  monthlySet: call({ method: 'POST', path: '/api/cf/v4/monthly-gift/set', access: 'user', req: MonthlySetReq, res: MonthlyGift, client: WRITE }),
  /** Pauses, resumes or stops one of the user's monthly gifts. */
  monthlyChange: call({ method: 'POST', path: '/api/cf/v4/monthly-gift/change', access: 'user', req: MonthlyChangeReq, res: MonthlyGift, client: WRITE }),

  /** Staff: the question queue (open first by default), 1..50 a page. */
  staffQuestions: call({
    method: 'POST', path: '/api/staff/questions/list', access: 'staff',
    req: Obj({ status: Opt(QuestionStatus), anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) }), res: StaffQuestionPage,
  }),
  /** Staff: answers an open question (audited); a question is answered once. */
  staffAnswer: call({ method: 'POST', path: '/api/staff/questions/answer', access: 'staff', req: StaffAnswerReq, res: StaffQuestion, client: WRITE }),
  /** Staff: publishes a new version of a document (audited); every user is asked to accept it once. */
  staffProtocolPublish: call({ method: 'POST', path: '/api/staff/protocol/publish', access: 'staff', req: ProtocolPublishReq, res: ProtocolDoc, client: WRITE }),
};
