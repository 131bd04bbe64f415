/**
 * Activities: matching gifts (api group `activity`). A sponsor funds a pool; each gift to a case in a
 * live matching activity is matched from it in the same transaction as the gift is booked, under the
 * ratio and every cap (rules/matching.ts). Figures are fen; a missing figure is 0.
 *
 * Activity roles: MASTER (the staff member who created the activity) funds, starts, resumes, ends it,
 * edits its cases and clears held matches; SLAVE (any other staff member) sees everything and may only
 * stop money going out (pause, risk control) and reject held matches; FUNDRAISER (the owner of a case
 * in it) sees the activity's figures for their own case and the matches it received. No role, and no
 * share, ever changes how much a gift is matched.
 */
import { Bool, call, Enum, INFO_UUID, Int, List, Nullable, Null, Obj, Opt, Str, Fen, Img, type Static } from './schema';

export const ACTIVITY_KINDS = ['matchingDonation', 'matchingShare', 'taskDonation', 'qqMatchingDonation', 'waterHelp', 'paymentChannelSubsidy', 'groupHelp'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_STATUSES = ['UNSTART', 'APPROVE', 'PAUSE', 'END_WITH_DONE', 'END_WITH_TIME', 'FREEZE', 'RISK_CONTROL', 'CONTROL_GROUP'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const MATCH_STATUSES = ['MATCHED', 'HELD', 'REJECTED'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const ACTIVITY_ROLES = ['MASTER', 'SLAVE', 'FUNDRAISER', 'NONE'] as const;
export type ActivityRole = (typeof ACTIVITY_ROLES)[number];
/** Kinds whose gifts are matched from the pool. */
export const MATCHING_KINDS: readonly ActivityKind[] = ['matchingDonation', 'qqMatchingDonation', 'paymentChannelSubsidy'];
/** The basic-store slots of the matching configuration the client reads. */
export const MATCHING_STORE_IDS = ['20200611163710', '20200714162213', '20210419102246'] as const;

const Kind = () => Enum(ACTIVITY_KINDS);
const Status = () => Enum(ACTIVITY_STATUSES);
const Time = () => Int(0);
const Id = () => Str(1, 64);
const write = { noDedupe: true } as const;
const read = { noDedupe: true } as const;

/**
 * A case's matching activity as donors see it, every figure in fen (shown divided by 100, a missing one
 * as 0). currentCaseMoney: what this case was matched so far; currentMoney: what is left in the pool;
 * drawThreshold: the smallest matched gift; lastSubsidyCount: what this case can still be matched (the
 * pool's remainder within the case's own cap; 0 when dry).
 */
export const MatchInfo = Obj({
  /** a matching activity is live on the case (APPROVE, or PAUSE so the page can say it is paused) */
  active: Bool(),
  activityId: Str(0, 64),
  kind: Str(0, 40),
  status: Str(0, 20),
  title: Str(0, 100),
  sponsorName: Str(0, 100),
  ratioPct: Int(0),
  capGift: Fen(),
  capDonorDay: Fen(),
  capCase: Fen(),
  currentCaseMoney: Fen(),
  currentMoney: Fen(),
  drawThreshold: Fen(),
  lastSubsidyCount: Fen(),
  caseMatchCount: Int(0),
  /** the per-case cap less what the case holds (null: no cap) */
  caseLeft: Nullable(Fen()),
  /** the logged-in donor's per-day room (null: no cap, or nobody logged in) */
  donorDayLeft: Nullable(Fen()),
  poolDry: Bool(),
  startsAt: Time(),
  endsAt: Time(),
});
export type MatchInfo = Static<typeof MatchInfo>;

export const MatchRow = Obj({
  orderId: Str(0, 64), infoUuid: Str(0, 64), userId: Str(0, 64), nickname: Str(0, 100), donation: Fen(), amount: Fen(), returned: Fen(),
  status: Enum(MATCH_STATUSES), reason: Str(0, 200), createdAt: Time(),
});
export type MatchRow = Static<typeof MatchRow>;

export const RaiserActivityInfo = Obj({ info: MatchInfo, role: Enum(ACTIVITY_ROLES), matches: List(MatchRow) });
export type RaiserActivityInfo = Static<typeof RaiserActivityInfo>;

export const AreaCase = Obj({ infoUuid: Str(0, 64), title: Str(0, 200), coverUrl: Img(), raisedAmount: Fen(), targetAmount: Fen(), matched: Fen(), matchCount: Int(0) });
export const AreaInfo = Obj({ info: MatchInfo, cases: List(AreaCase) });
export type AreaInfo = Static<typeof AreaInfo>;

// ------------------------------------------------------------------ staff
export const ActivitySummary = Obj({
  activityId: Str(0, 64), kind: Kind(), title: Str(0, 100), sponsorId: Str(0, 64), sponsorName: Str(0, 100), status: Status(),
  ratioPct: Int(0), capGift: Fen(), capDonorDay: Fen(), capCase: Fen(), minGift: Fen(), startsAt: Time(), endsAt: Time(),
  funded: Fen(), matched: Fen(), released: Fen(), left: Fen(), reserved: Fen(), matchCount: Int(0), caseCount: Int(0), heldCount: Int(0),
  createdBy: Str(0, 64), createdAt: Time(),
});
export type ActivitySummary = Static<typeof ActivitySummary>;

export const ActivityCaseRow = Obj({ infoUuid: Str(0, 64), title: Str(0, 200), matched: Fen(), matchCount: Int(0), active: Bool(), raisedAmount: Fen() });
export const PoolEntry = Obj({ kind: Str(0, 20), amount: Fen(), refId: Str(0, 100), infoUuid: Nullable(Str(0, 64)), actor: Nullable(Str(0, 64)), createdAt: Time() });
export const ActivityFlag = Obj({ flagId: Str(0, 64), kind: Str(0, 40), infoUuid: Nullable(Str(0, 64)), subject: Str(0, 200), status: Str(0, 20), createdAt: Time() });
export const ActivityDetail = Obj({
  activity: ActivitySummary,
  sponsorBalance: Fen(),
  role: Enum(ACTIVITY_ROLES),
  /** what the viewer may do (the server checks again) */
  can: Obj({ fund: Bool(), edit: Bool(), actions: List(Str(0, 20)), clear: Bool(), reject: Bool() }),
  cases: List(ActivityCaseRow),
  matches: List(MatchRow),
  held: List(MatchRow),
  flags: List(ActivityFlag),
  pool: List(PoolEntry),
});
export type ActivityDetail = Static<typeof ActivityDetail>;

const Caps = {
  ratioPct: Int(1, 1000), capGift: Fen(0, 10_000_000), capDonorDay: Fen(0, 100_000_000), capCase: Fen(0, 10_000_000_000), minGift: Fen(0, 10_000_000),
};
export const ActivityCreateReq = Obj({
  kind: Kind(), title: Str(1, 100), sponsorName: Str(1, 100), ...Caps, startsAt: Time(), endsAt: Time(),
  cases: List(INFO_UUID(), 200), idempotencyKey: Str(8, 64),
});
export type ActivityCreateReq = Static<typeof ActivityCreateReq>;
export const ActivityMoveReq = Obj({ activityId: Id(), action: Enum(['start', 'pause', 'resume', 'risk', 'freeze', 'unfreeze', 'control', 'end'] as const), reason: Str(0, 500) });
export type ActivityMoveReq = Static<typeof ActivityMoveReq>;
export const StoreSlot = Obj({ activityId: Enum(MATCHING_STORE_IDS), content: Str(0, 20000) });
export type StoreSlot = Static<typeof StoreSlot>;

const S = '/api/staff/activity';
/** A case's activity read; channel, shareDV, platform and activityId say where the visit came from (attribution only, never money). */
export const CaseReq = Obj({ infoUuid: INFO_UUID(), channel: Opt(Str(0, 50)), shareDV: Opt(Int(0, 100000)), platform: Opt(Int(0, 100)), activityId: Opt(Str(0, 64)) });
export type CaseReq = Static<typeof CaseReq>;

export const activity = {
  caseInfo: call({ method: 'POST', path: '/api/cf/activity/subsidy/get-case-info', access: 'visitor', req: CaseReq, res: MatchInfo }),
  donatorCaseInfo: call({ method: 'POST', path: '/api/cf/activity/subsidy/get-donator-case-activity-info', access: 'visitor', req: CaseReq, res: MatchInfo }),
  raiserActivityInfo: call({ method: 'POST', path: '/api/cf/activity/subsidy/raiser/get-activity-info', access: 'user', req: CaseReq, res: RaiserActivityInfo }),
  areaInfo: call({ method: 'POST', path: '/api/cf/activity/subsidy/get-area-info', access: 'user', req: CaseReq, res: AreaInfo }),
  staffList: call({ method: 'POST', path: `${S}/list`, access: 'staff', req: Obj({}), res: Obj({ list: List(ActivitySummary) }), client: read }),
  staffDetail: call({ method: 'POST', path: `${S}/detail`, access: 'staff', req: Obj({ activityId: Id() }), res: ActivityDetail, client: read }),
  staffCreate: call({ method: 'POST', path: `${S}/create`, access: 'staff', req: ActivityCreateReq, res: ActivityDetail, client: write }),
  staffFund: call({ method: 'POST', path: `${S}/fund`, access: 'staff', req: Obj({ activityId: Id(), amount: Fen(1, 10_000_000_000), idempotencyKey: Str(8, 64) }), res: ActivityDetail, client: write }),
  staffMove: call({ method: 'POST', path: `${S}/move`, access: 'staff', req: ActivityMoveReq, res: ActivityDetail, client: write }),
  staffCases: call({
    method: 'POST', path: `${S}/cases`, access: 'staff', req: Obj({ activityId: Id(), add: List(INFO_UUID(), 200), remove: List(INFO_UUID(), 200) }), res: ActivityDetail, client: write,
  }),
  staffDecide: call({
    method: 'POST', path: `${S}/match-decide`, access: 'staff', req: Obj({ orderId: Id(), decision: Enum(['clear', 'reject'] as const), reason: Str(0, 500) }), res: ActivityDetail, client: write,
  }),
  storeList: call({ method: 'POST', path: `${S}/store/list`, access: 'staff', req: Obj({}), res: Obj({ list: List(StoreSlot) }), client: read }),
  storeSet: call({ method: 'POST', path: `${S}/store/set`, access: 'staff', req: StoreSlot, res: Null(), client: write }),
};
