/**
 * The venue (会场) of an activity: its public hall, a feature group (src/contract/all.ts `features`) that
 * ships with the pages/activity subpackage. Every figure is read from the database:
 * - a gift "in the activity" is a PAID order (not fully refunded) to a case of the activity, paid between
 *   its start and its end; matched money is the pool's net matched money;
 * - donors' names are masked (first character and **), never their ids;
 * - pennants (锦旗) carry no cash value: one per gift of at least the activity's smallest matched gift
 *   (awarded when the gift is booked, in its paid transaction; reading a list awards nothing), and one per venue
 *   visit per user per activity per China day;
 * - a share is only RECORDED for the sponsor's report: it never unlocks money, a match or a reward.
 * The luck draw (venue/lottery/*, sub/venue/draw/*) is another group's.
 */
import { Bool, call, Enum, Fen, Img, Int, List, Null, Nullable, Obj, Opt, Str, type Static } from './schema';

const V = '/api/charity/activity/venue';
const SUB = '/api/charity/activity/sub/venue';
const P = '/api/cf/activity/pennant';
const SHARE = '/api/cf/activity/venue-share';
const ST = '/api/staff/venue';
const write = { noDedupe: true } as const;
const Time = () => Int(0);
/** The activity; absent or '': the live one (the newest running matching activity, else the newest). */
const ActId = () => Opt(Str(0, 64));
const ActReq = Obj({ activityId: ActId() });

export const VenueStats = Obj({
  activityId: Str(0, 64), title: Str(0, 100), sponsorName: Str(0, 100), status: Str(0, 20),
  donorCount: Int(0), giftCount: Int(0), giftAmount: Fen(), matched: Fen(), matchCount: Int(0), caseCount: Int(0),
  /** distinct visitors per day, summed over the days */
  uv: Int(0), startsAt: Time(), endsAt: Time(),
});
export type VenueStats = Static<typeof VenueStats>;

export const VenueActivity = Obj({
  activityId: Str(0, 64), title: Str(0, 100), sponsorName: Str(0, 100), kind: Str(0, 40), status: Str(0, 20),
  /** running now: APPROVE and inside its dates */
  live: Bool(),
  ratioPct: Int(0), capGift: Fen(), capDonorDay: Fen(), capCase: Fen(), minGift: Fen(), startsAt: Time(), endsAt: Time(),
  /** the rules text staff wrote for this activity ('' when none) */
  rules: Str(0, 5000),
});
export type VenueActivity = Static<typeof VenueActivity>;

export const VenueCase = Obj({
  infoUuid: Str(0, 64), title: Str(0, 200), coverUrl: Img(), raisedAmount: Fen(), targetAmount: Fen(), matched: Fen(), matchCount: Int(0),
});
export type VenueCase = Static<typeof VenueCase>;

export const VenueGift = Obj({ name: Str(0, 40), amount: Fen(), matched: Fen(), infoUuid: Str(0, 64), caseTitle: Str(0, 200), time: Time() });
export type VenueGift = Static<typeof VenueGift>;

export const TopRow = Obj({ rank: Int(1), name: Str(0, 40), amount: Fen(), giftCount: Int(0), mine: Bool() });
export type TopRow = Static<typeof TopRow>;
export const TopList = Obj({ activityId: Str(0, 64), title: Str(0, 100), list: List(TopRow), myRank: Nullable(Int(1)), myAmount: Fen() });
export type TopList = Static<typeof TopList>;

export const VenueUser = Obj({
  activityId: Str(0, 64), gaveAmount: Fen(), giftCount: Int(0), matchedForMe: Fen(), pennantCount: Int(0), visitedToday: Bool(), myRank: Nullable(Int(1)),
});
export type VenueUser = Static<typeof VenueUser>;

export const Allowance = Obj({ activityId: Str(0, 64), funded: Fen(), given: Fen(), left: Fen(), pct: Int(0, 100) });
export type Allowance = Static<typeof Allowance>;

export const PENNANT_SOURCES = ['give', 'visit', 'luck_draw', 'love_draw', 'bonfire'] as const;
export const Pennant = Obj({
  pennantId: Str(0, 64), kind: Str(0, 20), title: Str(0, 100), source: Enum(PENNANT_SOURCES), activityId: Str(0, 64), activityTitle: Str(0, 100),
  infoUuid: Str(0, 64), caseTitle: Str(0, 200), createdAt: Time(),
});
export type Pennant = Static<typeof Pennant>;
export const PennantList = Obj({ list: List(Pennant), count: Int(0) });
export type PennantList = Static<typeof PennantList>;
export const PennantDetail = Obj({ pennant: Pennant, holder: Str(0, 40), certificate: Str(0, 1000) });
export type PennantDetail = Static<typeof PennantDetail>;

export const SubVenue = Obj({
  subVenueId: Str(0, 64), activityId: Str(0, 64), title: Str(0, 30), ownerName: Str(0, 40), visitCount: Int(0), ownerGave: Fen(), isOwner: Bool(), createdAt: Time(),
});
export type SubVenue = Static<typeof SubVenue>;

export const NewUser = Obj({ activityId: Str(0, 64), isNew: Bool(), recorded: Bool() });
export type NewUser = Static<typeof NewUser>;

export const ShareInfo = Obj({ activityId: Str(0, 64), title: Str(0, 100), desc: Str(0, 200), path: Str(0, 300), shareCount: Int(0) });
export type ShareInfo = Static<typeof ShareInfo>;

export const SourceCount = Obj({ source: Str(0, 64), n: Int(0) });
export const StaffVenueRow = Obj({
  stats: VenueStats, rules: Str(0, 5000), rulesUpdatedAt: Time(), shareCount: Int(0), pennantCount: Int(0), newUserCount: Int(0), subVenueCount: Int(0),
  sources: List(SourceCount), funded: Fen(),
});
export type StaffVenueRow = Static<typeof StaffVenueRow>;

const Page = Obj({ activityId: ActId(), pageNum: Opt(Int(1, 1000)), size: Opt(Int(1, 50)) });

export const venue = {
  statistic: call({ method: 'POST', path: `${V}/get-statistic`, access: 'visitor', req: ActReq, res: VenueStats }),
  userInfo: call({ method: 'POST', path: `${V}/get-user-info`, access: 'user', req: ActReq, res: VenueUser }),
  listCase: call({ method: 'POST', path: `${V}/list-case`, access: 'visitor', req: Page, res: Obj({ list: List(VenueCase), hasNext: Bool() }) }),
  lastDonateRecords: call({ method: 'POST', path: `${V}/last-donate-records`, access: 'visitor', req: Obj({ activityId: ActId(), size: Opt(Int(1, 50)) }), res: Obj({ list: List(VenueGift) }) }),
  randomDonateCase: call({ method: 'POST', path: `${V}/get-random-donate-case`, access: 'visitor', req: ActReq, res: Obj({ case: Nullable(VenueCase) }) }),
  pageSourceUpload: call({
    method: 'POST', path: `${V}/page-source-upload`, access: 'visitor', req: Obj({ activityId: ActId(), source: Str(1, 64), channel: Opt(Str(0, 50)) }), res: Null(), client: write,
  }),
  topList: call({ method: 'POST', path: `${V}/get-top-list`, access: 'visitor', req: Obj({ activityId: ActId(), size: Opt(Int(1, 100)) }), res: TopList }),
  activityInfo: call({ method: 'POST', path: `${V}/get-activity-info`, access: 'visitor', req: ActReq, res: VenueActivity }),
  allowanceProgress: call({ method: 'POST', path: `${V}/get-allowance-progress`, access: 'visitor', req: ActReq, res: Allowance }),
  /** one visit per visitor (the user, else the client's random visitor id) per activity per China day */
  recordUv: call({
    method: 'POST', path: `${V}/record-uv`, access: 'visitor', req: Obj({ activityId: ActId(), visitorId: Opt(Str(0, 64)), subVenueId: Opt(Str(0, 64)) }), res: Obj({ uv: Int(0) }), client: write,
  }),
  /** whether the user raises a case in the activity (the fundraiser's view of the venue) */
  decideSelf: call({ method: 'POST', path: `${V}/decide-self`, access: 'user', req: ActReq, res: Obj({ isSelf: Bool(), infoUuids: List(Str(0, 64)) }) }),
  /** the user's pennants of the activity, after awarding the ones their gifts earned */
  findPennant: call({ method: 'POST', path: `${V}/find-pennant`, access: 'user', req: ActReq, res: PennantList, client: write }),
  awardVisitPennant: call({ method: 'POST', path: `${V}/award-visit-pennant`, access: 'user', req: ActReq, res: Obj({ pennant: Pennant, created: Bool() }), client: write }),
  /** may the user receive a red packet: logged in, running activity, a gift in it of at least its smallest matched gift, not flagged */
  redPacketAccess: call({ method: 'POST', path: `${V}/red-packet-access`, access: 'user', req: ActReq, res: Obj({ allowed: Bool(), reason: Str(0, 100) }) }),
  findSimpleCase: call({ method: 'POST', path: `${V}/find-simple-case`, access: 'visitor', req: Obj({ activityId: ActId(), infoUuid: Str(1, 64) }), res: Obj({ case: Nullable(VenueCase) }) }),
  newUserGet: call({ method: 'POST', path: `${V}/new-user/get`, access: 'user', req: ActReq, res: NewUser }),
  newUserCreate: call({ method: 'POST', path: `${V}/new-user/create`, access: 'user', req: ActReq, res: NewUser, client: write }),

  subVenueCreate: call({ method: 'POST', path: `${SUB}/create`, access: 'user', req: Obj({ activityId: ActId(), title: Str(1, 30) }), res: SubVenue, client: write }),
  subVenueUserInfo: call({ method: 'POST', path: `${SUB}/get-user-info`, access: 'visitor', req: Obj({ subVenueId: Str(1, 64) }), res: SubVenue }),

  pennantList: call({ method: 'POST', path: `${P}/list`, access: 'user', req: Obj({}), res: PennantList, client: write }),
  pennantDetail: call({ method: 'POST', path: `${P}/detail`, access: 'user', req: Obj({ pennantId: Str(1, 64) }), res: PennantDetail }),

  shareInfo: call({ method: 'POST', path: `${SHARE}/get-subsidy-share-info`, access: 'visitor', req: Obj({ activityId: ActId(), infoUuid: Opt(Str(0, 64)) }), res: ShareInfo }),
  /** recorded for the sponsor's report only: answers the count, changes no amount */
  shareSuccess: call({
    method: 'POST', path: `${SHARE}/share-success`, access: 'visitor',
    req: Obj({ activityId: ActId(), infoUuid: Opt(Str(0, 64)), channel: Opt(Str(0, 50)), target: Opt(Enum([1, 2, 3, 4] as const)) }), res: Obj({ recorded: Bool(), shareCount: Int(0) }), client: write,
  }),

  staffList: call({ method: 'POST', path: `${ST}/list`, access: 'staff', req: Obj({}), res: Obj({ list: List(StaffVenueRow) }), client: write }),
  staffRulesSet: call({ method: 'POST', path: `${ST}/rules/set`, access: 'staff', req: Obj({ activityId: Str(1, 64), rules: Str(0, 5000) }), res: StaffVenueRow, client: write }),
};
