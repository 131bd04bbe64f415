/**
 * Group help ("bonfire", feature group `bonfire`; activity kind groupHelp, activityType BONFIRE). A leader
 * makes a team on a case in a groupHelp activity, others join by the team's link (one team per user and
 * case). Ladders configured by staff per activity: ladder n needs `need` members who GAVE to the case
 * (a paid gift of at least the activity's smallest gift, made while a member); finishing it releases its
 * subsidy from the activity's pool to the case, in the transaction of the gift that finished it. Joining
 * or sharing alone never counts. Figures in fen (the screen divides by 100; a missing figure is 0).
 * Rules: ./rules/bonfire.ts. Not in ./index.ts: the flow ships in the activity subpackage.
 */
import { Bool, call, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, Fen, Enum, Img, type Static } from './schema';

const Id = () => Str(1, 64);
const Time = () => Int(0);
const write = { noDedupe: true } as const;
const read = { noDedupe: true } as const;

export const LadderRule = Obj({ n: Int(1, 10), need: Int(1, 1000), subsidy: Fen(1, 100_000_000) });
export type LadderRule = Static<typeof LadderRule>;

export const BonfireMember = Obj({
  userId: Str(0, 64), nickname: Str(0, 100), avatar: Img(), isLeader: Bool(), gave: Bool(), gaveAmount: Fen(), joinedAt: Time(),
});
export type BonfireMember = Static<typeof BonfireMember>;

export const LadderHit = Obj({ n: Int(1, 10), granted: Fen(), createdAt: Time() });

/** A team with its progress. */
export const BonfireTeam = Obj({
  teamId: Str(0, 64), activityId: Str(0, 64), infoUuid: Str(0, 64), caseTitle: Str(0, 200), leaderNickname: Str(0, 100),
  memberCount: Int(0), gaveCount: Int(0), teamMax: Int(0), ladderFinishNum: Int(0), currentLadderNum: Int(0), released: Fen(),
  members: List(BonfireMember), hits: List(LadderHit),
  /** the viewer's place in it */
  isMember: Bool(), isLeader: Bool(), createdAt: Time(),
});
export type BonfireTeam = Static<typeof BonfireTeam>;

/** extInfo of a bonfire activity (SPEC: flagInfo, shareInfo, teamInfo, typeInfo). */
export const BonfireExtInfo = Obj({
  flagInfo: Obj({ isBonfireActivity: Bool(), isGetCaseMaxSubsidy: Bool(), isGetCurrentBofMaxSubsidy: Bool(), isLastOneCanFinish: Bool() }),
  /** share texts only: nothing depends on a share */
  shareInfo: Obj({ title: Str(0, 200), desc: Str(0, 200), path: Str(0, 300) }),
  teamInfo: Obj({
    ladderRuleInfo: List(LadderRule),
    /** givers needed per ladder, in climbing order */
    teamNum: List(Int(0)),
    ladderFinishNum: Int(0),
    currentLadderNum: Int(0),
    messageStatusType: Int(0, 3),
  }),
  typeInfo: Obj({
    activityType: Enum(['BONFIRE'] as const), kind: Str(0, 40), status: Str(0, 20), title: Str(0, 100), sponsorName: Str(0, 100),
    minGift: Fen(), teamMax: Int(0), startsAt: Time(), endsAt: Time(), poolLeft: Fen(), poolDry: Bool(), live: Bool(), caseReceived: Fen(),
  }),
});
export type BonfireExtInfo = Static<typeof BonfireExtInfo>;

export const BonfireActivity = Obj({
  activityId: Str(0, 64), activityType: Enum(['BONFIRE'] as const), status: Str(0, 20), title: Str(0, 100),
  extInfo: BonfireExtInfo,
  /** the team shown: bonfireUuid's when given, else the viewer's own on this case */
  team: Nullable(BonfireTeam),
  /** the viewer's own team on this case ('' none) */
  myTeamId: Str(0, 64),
  isOwner: Bool(),
});
export type BonfireActivity = Static<typeof BonfireActivity>;

export const ListActivityReq = Obj({
  bizType: Opt(Str(0, 40)), infoId: INFO_UUID(), channel: Opt(Str(0, 50)), sharedv: Opt(Int(0, 100000)), bonfireUuid: Opt(Str(0, 64)),
});
export type ListActivityReq = Static<typeof ListActivityReq>;

export const TaskRow = Obj({ n: Int(1, 10), need: Int(0), subsidy: Fen(), done: Bool(), granted: Fen(), gave: Int(0) });
export type TaskRow = Static<typeof TaskRow>;
export const HelpGift = Obj({ orderId: Str(0, 64), infoUuid: Str(0, 64), caseTitle: Str(0, 200), amount: Fen(), matched: Fen(), paidAt: Time() });
export const HelpSubsidy = Obj({ teamId: Str(0, 64), infoUuid: Str(0, 64), caseTitle: Str(0, 200), n: Int(0), granted: Fen(), createdAt: Time() });
export const HelpRecord = Obj({
  teams: List(BonfireTeam), gifts: List(HelpGift), subsidies: List(HelpSubsidy),
  totals: Obj({ given: Fen(), matched: Fen(), subsidy: Fen(), giftCount: Int(0), teamCount: Int(0) }),
});
export type HelpRecord = Static<typeof HelpRecord>;

export const StaffBonfireRules = Obj({
  activityId: Str(0, 64), kind: Str(0, 40), status: Str(0, 20), teamMax: Int(0), ladders: List(LadderRule), can: Obj({ edit: Bool() }),
  teams: List(Obj({ teamId: Str(0, 64), infoUuid: Str(0, 64), leaderNickname: Str(0, 100), memberCount: Int(0), gaveCount: Int(0), ladderFinishNum: Int(0), released: Fen() })),
});
export type StaffBonfireRules = Static<typeof StaffBonfireRules>;

const B = '/api/charity/bonfire';
const TeamReq = Obj({ teamId: Id() });

export const bonfire = {
  listActivity: call({ method: 'POST', path: '/api/charity/activity/manage/list-activity', access: 'visitor', req: ListActivityReq, res: Obj({ list: List(BonfireActivity) }) }),
  makeTeam: call({ method: 'POST', path: `${B}/make-team`, access: 'user', req: Obj({ infoUuid: INFO_UUID(), activityId: Id() }), res: BonfireTeam, client: write }),
  joinTeam: call({ method: 'POST', path: `${B}/join-team`, access: 'user', req: TeamReq, res: BonfireTeam, client: write }),
  teamDetail: call({ method: 'POST', path: `${B}/team-detail`, access: 'visitor', req: TeamReq, res: BonfireTeam, client: read }),
  taskList: call({ method: 'POST', path: `${B}/task-list`, access: 'visitor', req: TeamReq, res: Obj({ list: List(TaskRow) }), client: read }),
  myTeams: call({ method: 'POST', path: `${B}/my-teams`, access: 'user', req: Obj({}), res: Obj({ list: List(BonfireTeam) }), client: read }),
  helpRecord: call({ method: 'POST', path: `${B}/help-record`, access: 'user', req: Obj({}), res: HelpRecord, client: read }),
  staffRules: call({ method: 'POST', path: '/api/staff/bonfire/rules', access: 'staff', req: Obj({ activityId: Id() }), res: StaffBonfireRules, client: read }),
  staffSetRules: call({
    method: 'POST', path: '/api/staff/bonfire/set-rules', access: 'staff',
    req: Obj({ activityId: Id(), teamMax: Int(1, 1000), ladders: List(Obj({ need: Int(1, 1000), subsidy: Fen(1, 100_000_000) }), 10), reason: Str(0, 500) }),
    res: StaffBonfireRules, client: write,
  }),
};
