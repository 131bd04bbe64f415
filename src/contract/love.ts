/**
 * Love value: the donor's balance and its ledger (every change a row with its reason), the daily
 * sign-in with its streak, the lottery that spends love value on non-cash prizes, the rights its
 * tier opens, and the love rank (masked names; a user may leave it). Every figure is computed from
 * the love-value ledger; nothing is earned for sharing.
 */
import { ANCHOR, AnchorPage, Bool, call, Enum, Img, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';

export const LOVE_REASONS = ['donate', 'refund', 'sign_in', 'verify', 'verify_false', 'followed', 'lottery'] as const;
export const RIGHT_CODES = ['prove', 'pay-list', 'user-love'] as const;

export const LoveRow = Obj({
  id: Str(1, 64),
  /** positive an earning, negative a take-back or a spend */
  delta: Int(),
  reason: Enum(LOVE_REASONS),
  /** a short Chinese note: the amount given, the prize drawn... */
  note: Str(0, 200),
  /** ms since the epoch */
  time: Int(0),
});
export type LoveRow = Static<typeof LoveRow>;

export const LoveHome = Obj({
  balance: Int(),
  /** the stored rights tier 0..6 from the balance's band */
  tier: Int(0, 6),
  senior: Bool(),
  signedToday: Bool(),
  /** consecutive China-time days signed in, ending today (or yesterday when not yet today) */
  streak: Int(0),
  /** the first page of the ledger, newest first */
  rows: List(LoveRow, 20),
  hasMore: Bool(),
  anchorId: Str(0, 200),
  /** how many points each rule earns, for the page's explanation */
  rules: List(Obj({ title: Str(0, 50), points: Str(0, 50) }), 20),
});
export type LoveHome = Static<typeof LoveHome>;

export const LedgerReq = Obj({ anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) });
export type LedgerReq = Static<typeof LedgerReq>;
export const LedgerPage = AnchorPage(LoveRow);
export type LedgerPage = Static<typeof LedgerPage>;

export const SignInInfo = Obj({
  /** today in China time, YYYY-MM-DD */
  today: Str(10, 10),
  signedToday: Bool(),
  streak: Int(0),
  /** the days signed in over the last 35 days, YYYY-MM-DD, newest first */
  days: List(Str(10, 10), 40),
  /** what today's (or the next) sign-in earns */
  nextPoints: Int(0),
  balance: Int(),
});
export type SignInInfo = Static<typeof SignInInfo>;
export const SignInRes = Obj({
  /** false when today was signed already (another tap, another device): nothing more was earned */
  earned: Bool(),
  delta: Int(0),
  streak: Int(0),
  balance: Int(),
});
export type SignInRes = Static<typeof SignInRes>;

export const Prize = Obj({ code: Enum(['pennant', 'certificate', 'thanks'] as const), name: Str(0, 50), weight: Int(0, 10000) });
export const DrawItem = Obj({ id: Str(1, 64), prize: Prize, cost: Int(0), time: Int(0) });
export type DrawItem = Static<typeof DrawItem>;
export const LotteryInfo = Obj({
  cost: Int(0),
  /** the published odds: weight out of `total` */
  prizes: List(Prize, 10),
  total: Int(1),
  balance: Int(),
  draws: List(DrawItem, 20),
});
export type LotteryInfo = Static<typeof LotteryInfo>;
export const DrawRes = Obj({ draw: DrawItem, balance: Int() });
export type DrawRes = Static<typeof DrawRes>;

export const RightsReq = Obj({ infoUuid: Opt(Str(0, 64)), isNewVersion: Opt(Bool()) });
export type RightsReq = Static<typeof RightsReq>;
export const RightsRes = Obj({
  loggedIn: Bool(),
  loveScore: Int(),
  tier: Int(0, 6),
  senior: Bool(),
  /** every right with whether the tier opens it */
  rights: List(Obj({ code: Enum(RIGHT_CODES), name: Str(0, 50), open: Bool() }), 3),
  /** what shows here: none for a visitor, the case's owner, a score of 100 or less, or the new version */
  visible: List(Enum(RIGHT_CODES), 3),
  /** the version the display followed: on a case, its new detail page (decided by the server); else the request's flag */
  newVersion: Bool(),
  /** the next band's threshold, null at the top */
  nextAt: Nullable(Int()),
});
export type RightsRes = Static<typeof RightsRes>;

export const RankItem = Obj({ rank: Int(1), name: Str(0, 50), headImgUrl: Img(), score: Int(), mine: Bool() });
export type RankItem = Static<typeof RankItem>;
export const RankRes = Obj({
  list: List(RankItem, 100),
  /** the caller's place (null: a visitor, not on the list, or left the rank) */
  myRank: Nullable(Int(1)),
  myScore: Int(),
  optedOut: Bool(),
});
export type RankRes = Static<typeof RankRes>;

const W = { noDedupe: true } as const;
export const love = {
  /** The caller's love value, tier, sign-in state and the first ledger page. */
  home: call({ method: 'POST', path: '/api/charity/love-home/get', access: 'user', req: Obj({}), res: LoveHome }),
  /** The caller's ledger, newest first. */
  ledger: call({ method: 'POST', path: '/api/charity/love-home/ledger', access: 'user', req: LedgerReq, res: LedgerPage }),
  signInInfo: call({ method: 'POST', path: '/api/charity/love-home/sign-in/get', access: 'user', req: Obj({}), res: SignInInfo }),
  /** Once per China-time calendar day; a second tap or device earns nothing and says so. */
  signIn: call({ method: 'POST', path: '/api/charity/love-home/sign-in', access: 'user', req: Obj({}), res: SignInRes, client: W }),
  lottery: call({ method: 'POST', path: '/api/charity/love-home/lottery/get', access: 'user', req: Obj({}), res: LotteryInfo }),
  /** Spends `cost` love value on one draw; refused when the balance is short. */
  draw: call({ method: 'POST', path: '/api/charity/love-home/lottery/draw', access: 'user', req: Obj({}), res: DrawRes, client: W }),
  /** The rights the caller's tier opens, and which of them show (on a case when infoUuid is given). */
  rights: call({ method: 'POST', path: '/api/charity/love-home/rights', access: 'visitor', req: RightsReq, res: RightsRes }),
  rank: call({ method: 'POST', path: '/api/cf/v5/love-rank/list', access: 'visitor', req: Obj({ size: Opt(Int(1, 100)) }), res: RankRes }),
  /** Leave (or rejoin) the rank. */
  rankLeave: call({ method: 'POST', path: '/api/cf/v5/love-rank/leave', access: 'user', req: Obj({ leave: Bool() }), res: Obj({ optedOut: Bool() }), client: W }),
};
