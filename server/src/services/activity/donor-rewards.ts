/**
 * The donor's side of rewards: what /cf/activity/get-reward lists (red packets, prizes, certificates),
 * the task progress of a taskDonation activity, and the charity pig (the donor's giving, savings-style).
 * Every figure comes from the database.
 */
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../repositories/users';
import { activeCasesOf, certificatesOf, drawResultsOf, packetsOfUser } from '../../repositories/rewards';
import { pennantCount } from '../../repositories/pennants';
import {
  casesGivenInActivity, caseStatusAndExpiry, liveTaskActivity, matchedForDonor, paidGiving, paidSince, paidToCase, recentDonations, refundedGiving,
} from '../../repositories/donor-giving';
import type { PigInfo, PigStatus, RedPacket, RewardList, TaskInfo } from '../../../../src/contract/rewards';
import { PIG_LEVEL_FEN, pigLevel, TASK_TARGET_CASES } from '../../../../src/contract/rules/rewards';
import { toResult } from './luck-draw';
import { toCertificate } from './certificate';
import type { RedPacketsTable } from '../../db/schema-rewards';
import { chinaMonthStart } from '../../../../src/lib/time';

type PacketRow = RedPacketsTable & { activity_title: string; case_title: string | null };
export function toPacket(p: PacketRow, cases: { activity_id: string; info_uuid: string; title: string }[]): RedPacket {
  return {
    packetId: p.packet_id, activityId: p.activity_id, activityTitle: p.activity_title, amount: Number(p.amount), status: p.status,
    infoUuid: p.info_uuid ?? '', caseTitle: p.case_title ?? '', granted: Number(p.granted), issuedAt: Number(p.issued_at), expiresAt: Number(p.expires_at),
    closedAt: Number(p.closed_at ?? 0),
    cases: p.status === 'ISSUED' ? cases.filter((c) => c.activity_id === p.activity_id).map((c) => ({ infoUuid: c.info_uuid, title: c.title })) : [],
  };
}

export async function packetsView(deps: AppDeps, userId: string, only?: string): Promise<RedPacket[]> {
  const rows = (await packetsOfUser(deps.db, userId)).filter((p) => !only || p.packet_id === only);
  const cases = await activeCasesOf(deps.db, [...new Set(rows.filter((p) => p.status === 'ISSUED').map((p) => p.activity_id))]);
  return rows.map((p) => toPacket(p, cases));
}

export async function rewardList(deps: AppDeps, user: UserRow): Promise<RewardList> {
  return {
    packets: await packetsView(deps, user.user_id),
    prizes: (await drawResultsOf(deps.db, user.user_id, {}, 50)).filter((r) => r.prize !== 'thanks').map(toResult),
    certificates: (await certificatesOf(deps.db, { userId: user.user_id }, 50)).map(toCertificate),
    pennants: await pennantCount(deps.db, user.user_id),
  };
}

const NO_TASK: TaskInfo = { active: false, activityId: '', title: '', target: TASK_TARGET_CASES, done: 0, finished: false, endsAt: 0, cases: [] };

/**
 * The donor's task in a live taskDonation activity (the case's, else the newest): give to
 * TASK_TARGET_CASES different cases of it while it runs. Finishing earns a pennant (once, when the gift
 * that finishes it is booked: gift-pennants.ts).
 */
export async function taskInfo(deps: AppDeps, user: UserRow, req: { infoUuid?: string; activityId?: string }): Promise<TaskInfo> {
  const now = deps.clock();
  const a = await liveTaskActivity(deps.db, now, req);
  if (!a) return NO_TASK;
  const cases = await activeCasesOf(deps.db, [a.activity_id]);
  const given = await casesGivenInActivity(deps.db, a.activity_id, user.user_id, Number(a.starts_at), Number(a.ends_at));
  const givenSet = new Set(given.map((g) => g.info_uuid));
  const done = Math.min(givenSet.size, TASK_TARGET_CASES);
  const finished = givenSet.size >= TASK_TARGET_CASES;
  return {
    active: true, activityId: a.activity_id, title: a.title, target: TASK_TARGET_CASES, done, finished, endsAt: Number(a.ends_at),
    cases: cases.map((c) => ({ infoUuid: c.info_uuid, title: c.title, given: givenSet.has(c.info_uuid) })),
  };
}

async function giving(deps: AppDeps, userId: string) {
  const paid = await paidGiving(deps.db, userId);
  const refunded = await refundedGiving(deps.db, userId);
  const paidFen = Number(paid?.fen ?? 0);
  const refundedFen = Math.min(paidFen, Number(refunded?.fen ?? 0));
  return { paidFen, refundedFen, netFen: paidFen - refundedFen, giftCount: Number(paid?.n ?? 0), caseCount: Number(paid?.cases ?? 0) };
}

export async function pigStatus(deps: AppDeps, user: UserRow | null | undefined, infoUuid: string): Promise<PigStatus> {
  const c = await caseStatusAndExpiry(deps.db, infoUuid);
  if (!user || !c) return { show: false, caseGiftFen: 0, netFen: 0, level: 0 };
  const g = await giving(deps, user.user_id);
  const onCase = await paidToCase(deps.db, user.user_id, infoUuid);
  return { show: Number(c.status) === 0 && Number(c.expire_at) > deps.clock(), caseGiftFen: Number(onCase?.fen ?? 0), netFen: g.netFen, level: pigLevel(g.netFen) };
}

export async function pigInfo(deps: AppDeps, user: UserRow): Promise<PigInfo> {
  const g = await giving(deps, user.user_id);
  const now = deps.clock();
  const monthStart = chinaMonthStart(now).start;
  const month = await paidSince(deps.db, user.user_id, monthStart);
  const matched = await matchedForDonor(deps.db, user.user_id);
  const recent = await recentDonations(deps.db, user.user_id);
  const level = pigLevel(g.netFen);
  return {
    nickname: user.nickname ?? '', ...g, monthFen: Number(month?.fen ?? 0), matchedFen: Number(matched?.matched ?? 0), redPacketFen: Number(matched?.rp ?? 0),
    level, levelFen: g.netFen - (level - 1) * PIG_LEVEL_FEN, nextLevelFen: level * PIG_LEVEL_FEN - g.netFen,
    recent: recent.map((o) => ({ orderId: o.order_id, infoUuid: o.info_uuid, title: o.title, amount: Number(o.amount), paidAt: Number(o.paid_at ?? 0) })),
  };
}
