/**
 * Rewards (feature group `rewards`, shipped with the pages/activity subpackage): red packets a donor
 * receives from a live activity's pool and gives to a case of it, the luck draw (one result per
 * qualifying gift, non-cash prizes, published odds), the donor's task progress (taskDonation), a gift's
 * certificate (a PNG only its owner may open) and the charity pig (the donor's giving, savings-style).
 * Rules: ./rules/rewards.ts. Figures are fen; times epoch ms.
 */
import { Bool, call, Enum, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, Fen, Img, type Static } from './schema';

const Time = () => Int(0);
const Id = () => Str(1, 64);
const write = { noDedupe: true } as const;
const read = { noDedupe: true } as const;

export const RED_PACKET_STATUSES = ['ISSUED', 'GIVEN', 'EXPIRED'] as const;
export const CaseBrief = Obj({ infoUuid: Str(0, 64), title: Str(0, 200) });
export type CaseBrief = Static<typeof CaseBrief>;

export const RedPacket = Obj({
  packetId: Str(0, 64), activityId: Str(0, 64), activityTitle: Str(0, 100), amount: Fen(), status: Enum(RED_PACKET_STATUSES),
  /** the case it was given to ('' until given) */
  infoUuid: Str(0, 64), caseTitle: Str(0, 200), granted: Fen(), issuedAt: Time(), expiresAt: Time(), closedAt: Time(),
  /** the cases of the activity it may be given to (while ISSUED) */
  cases: List(CaseBrief),
});
export type RedPacket = Static<typeof RedPacket>;

export const CanAttend = Obj({
  canAttend: Bool(),
  /** why not ('' when it can) */
  reason: Str(0, 100),
  activityId: Str(0, 64), activityTitle: Str(0, 100),
  /** the packet's amount when issued now (fen) */
  amount: Fen(),
  expireHours: Int(0),
});
export type CanAttend = Static<typeof CanAttend>;
export const RedPacketByCase = Obj({ attend: CanAttend, packet: Nullable(RedPacket) });
export type RedPacketByCase = Static<typeof RedPacketByCase>;

export const Prize = Obj({ code: Enum(['pennant', 'certificate', 'thanks'] as const), name: Str(0, 40), weight: Int(0) });
export type Prize = Static<typeof Prize>;
export const DrawResult = Obj({
  resultId: Str(0, 64), prize: Prize, activityId: Str(0, 64), activityTitle: Str(0, 100), orderId: Str(0, 64), createdAt: Time(),
  /** the certificate won ('' for other prizes) */
  certificateId: Str(0, 64),
});
export type DrawResult = Static<typeof DrawResult>;
export const DrawInfo = Obj({
  enabled: Bool(), prizes: List(Prize), total: Int(0), minGift: Fen(),
  /** draws not used yet / used */
  left: Int(0), used: Int(0),
  records: List(DrawResult),
});
export type DrawInfo = Static<typeof DrawInfo>;

export const Certificate = Obj({
  certificateId: Str(0, 64), kind: Enum(['gift', 'draw'] as const), title: Str(0, 100), nickname: Str(0, 100), amount: Fen(),
  orderId: Str(0, 64), infoUuid: Str(0, 64), caseTitle: Str(0, 200), createdAt: Time(),
  /** the PNG, opened with the owner's session */
  imageUrl: Img(),
});
export type Certificate = Static<typeof Certificate>;

export const RewardList = Obj({ packets: List(RedPacket), prizes: List(DrawResult), certificates: List(Certificate), pennants: Int(0) });
export type RewardList = Static<typeof RewardList>;

export const TaskInfo = Obj({
  active: Bool(), activityId: Str(0, 64), title: Str(0, 100), target: Int(0), done: Int(0), finished: Bool(),
  endsAt: Time(), cases: List(Obj({ infoUuid: Str(0, 64), title: Str(0, 200), given: Bool() })),
});
export type TaskInfo = Static<typeof TaskInfo>;

export const PigStatus = Obj({
  /** the pig shows on this case: the viewer is logged in and the case is raising */
  show: Bool(), caseGiftFen: Fen(), netFen: Fen(), level: Int(0),
});
export type PigStatus = Static<typeof PigStatus>;
export const PigInfo = Obj({
  nickname: Str(0, 100), paidFen: Fen(), refundedFen: Fen(), netFen: Fen(), giftCount: Int(0), caseCount: Int(0), monthFen: Fen(),
  /** matches sponsors added to this donor's gifts, and red packets given on (fen) */
  matchedFen: Fen(), redPacketFen: Fen(),
  level: Int(0), levelFen: Fen(), nextLevelFen: Fen(),
  recent: List(Obj({ orderId: Str(0, 64), infoUuid: Str(0, 64), title: Str(0, 200), amount: Fen(), paidAt: Time() })),
});
export type PigInfo = Static<typeof PigInfo>;

const CaseReq = Obj({ infoUuid: INFO_UUID() });
const RP = '/api/cf/activity/donator/red-pocket';
const V = '/api/charity/activity';

export const rewards = {
  canAttendRedPacket: call({ method: 'POST', path: `${RP}/can-attend-red-pocket`, access: 'visitor', req: CaseReq, res: CanAttend, client: read }),
  /** Receives today's red packet of the case's activity when the donor can (idempotent: one per day), and answers it. */
  redPacketByCase: call({ method: 'POST', path: `${RP}/get-by-case-id`, access: 'user', req: CaseReq, res: RedPacketByCase, client: write }),
  giveRedPacket: call({ method: 'POST', path: `${RP}/give`, access: 'user', req: Obj({ packetId: Id(), infoUuid: INFO_UUID() }), res: RedPacket, client: write }),
  rewardList: call({ method: 'POST', path: '/api/cf/activity/reward/list', access: 'user', req: Obj({}), res: RewardList, client: read }),
  lotteryInfo: call({ method: 'POST', path: `${V}/venue/lottery/get-info`, access: 'user', req: Obj({}), res: DrawInfo, client: read }),
  lotteryRecord: call({ method: 'POST', path: `${V}/venue/lottery/record`, access: 'user', req: Obj({}), res: Obj({ list: List(DrawResult) }), client: read }),
  lotteryResult: call({ method: 'POST', path: `${V}/venue/lottery/result`, access: 'user', req: Obj({ resultId: Opt(Str(0, 64)) }), res: Obj({ result: Nullable(DrawResult) }), client: read }),
  drawInfo: call({ method: 'POST', path: `${V}/sub/venue/draw/get-info`, access: 'user', req: Obj({ activityId: Opt(Str(0, 64)) }), res: DrawInfo, client: read }),
  /** Uses one draw (the oldest unused, of the activity when given): one result per draw, never two. */
  drawApply: call({ method: 'POST', path: `${V}/sub/venue/draw/apply`, access: 'user', req: Obj({ activityId: Opt(Str(0, 64)) }), res: Obj({ result: DrawResult, left: Int(0) }), client: write }),
  taskInfo: call({ method: 'POST', path: '/api/cf/activity/subsidy/v2/get-task-info', access: 'user', req: Obj({ infoUuid: Opt(Str(0, 64)), activityId: Opt(Str(0, 64)) }), res: TaskInfo, client: read }),
  /** A gift's certificate (made on first ask) or a certificate by id: its owner's only. */
  certificateInfo: call({ method: 'POST', path: '/api/cf/activity/certificate/get-info', access: 'user', req: Obj({ orderId: Opt(Str(1, 64)), certificateId: Opt(Str(1, 64)) }), res: Certificate, client: write }),
  pigStatus: call({ method: 'POST', path: '/api/charity/charity-pig/case/activity/get-status', access: 'visitor', req: CaseReq, res: PigStatus, client: read }),
  pigUserInfo: call({ method: 'POST', path: '/api/charity/charity-pig/case/activity/get-user-info', access: 'user', req: Obj({}), res: PigInfo, client: read }),
};

/** GET <prefix><certificateId>.png: the certificate's image, to its owner's session only. */
export const CERTIFICATE_IMAGE_PREFIX = '/api/cf/activity/certificate/image/';
