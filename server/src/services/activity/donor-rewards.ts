/**
 * The donor's side of rewards: what /cf/activity/get-reward lists (red packets, prizes, certificates),
 * the task progress of a taskDonation activity, and the charity pig (the donor's giving, savings-style).
 * Every figure comes from the database.
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../repositories/users';
import { activeCasesOf, certificatesOf, drawResultsOf, packetsOfUser } from '../../repositories/rewards';
import { pennantCount } from '../../repositories/pennants';
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
  let q = deps.db.selectFrom('activities as a').selectAll('a').where('a.kind', '=', 'taskDonation').where('a.status', '=', 'APPROVE')
    .where('a.starts_at', '<=', now).where('a.ends_at', '>', now);
  if (req.activityId) q = q.where('a.activity_id', '=', req.activityId);
  if (req.infoUuid) {
    const infoUuid = req.infoUuid;
    q = q.where((eb) => eb.exists(eb.selectFrom('activity_cases as ac').select('ac.info_uuid').whereRef('ac.activity_id', '=', 'a.activity_id').where('ac.info_uuid', '=', infoUuid).where('ac.active', '=', 1)));
  }
  const a = await q.orderBy('a.created_at', 'desc').limit(1).executeTakeFirst();
  if (!a) return NO_TASK;
  const cases = await activeCasesOf(deps.db, [a.activity_id]);
  const given = await deps.db.selectFrom('orders as o').innerJoin('activity_cases as ac', 'ac.info_uuid', 'o.info_uuid').select('o.info_uuid').distinct()
    .where('ac.activity_id', '=', a.activity_id).where('o.user_id', '=', user.user_id).where('o.status', '=', 'PAID').where('o.kind', '=', 'donation')
    .where('o.paid_at', '>=', Number(a.starts_at)).where('o.paid_at', '<', Number(a.ends_at)).execute();
  const givenSet = new Set(given.map((g) => g.info_uuid));
  const done = Math.min(givenSet.size, TASK_TARGET_CASES);
  const finished = givenSet.size >= TASK_TARGET_CASES;
  return {
    active: true, activityId: a.activity_id, title: a.title, target: TASK_TARGET_CASES, done, finished, endsAt: Number(a.ends_at),
    cases: cases.map((c) => ({ infoUuid: c.info_uuid, title: c.title, given: givenSet.has(c.info_uuid) })),
  };
}

async function giving(deps: AppDeps, userId: string) {
  const paid = await deps.db.selectFrom('orders').select([
    (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'), (eb) => eb.fn.countAll<number>().as('n'),
    sql<number>`count(distinct info_uuid)`.as('cases'),
  ]).where('user_id', '=', userId).where('kind', '=', 'donation').where('status', 'in', ['PAID', 'REFUNDED']).executeTakeFirst();
  const refunded = await deps.db.selectFrom('refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'))
    .where('donor_user_id', '=', userId).where('status', '=', 'SUCCESS').executeTakeFirst();
  const paidFen = Number(paid?.fen ?? 0);
  const refundedFen = Math.min(paidFen, Number(refunded?.fen ?? 0));
  return { paidFen, refundedFen, netFen: paidFen - refundedFen, giftCount: Number(paid?.n ?? 0), caseCount: Number(paid?.cases ?? 0) };
}

export async function pigStatus(deps: AppDeps, user: UserRow | null | undefined, infoUuid: string): Promise<PigStatus> {
  const c = await deps.db.selectFrom('cases').select(['status', 'expire_at']).where('info_uuid', '=', infoUuid).executeTakeFirst();
  if (!user || !c) return { show: false, caseGiftFen: 0, netFen: 0, level: 0 };
  const g = await giving(deps, user.user_id);
  const onCase = await deps.db.selectFrom('orders').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'))
    .where('user_id', '=', user.user_id).where('info_uuid', '=', infoUuid).where('kind', '=', 'donation').where('status', '=', 'PAID').executeTakeFirst();
  return { show: Number(c.status) === 0 && Number(c.expire_at) > deps.clock(), caseGiftFen: Number(onCase?.fen ?? 0), netFen: g.netFen, level: pigLevel(g.netFen) };
}

export async function pigInfo(deps: AppDeps, user: UserRow): Promise<PigInfo> {
  const g = await giving(deps, user.user_id);
  const now = deps.clock();
  const monthStart = chinaMonthStart(now).start;
  const month = await deps.db.selectFrom('orders').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'))
    .where('user_id', '=', user.user_id).where('kind', '=', 'donation').where('status', 'in', ['PAID', 'REFUNDED']).where('paid_at', '>=', monthStart).executeTakeFirst();
  const matched = await deps.db.selectFrom('activity_matches').select([
    sql<number>`coalesce(sum(case when reason = 'red_packet' then 0 else amount - returned end), 0)`.as('matched'),
    sql<number>`coalesce(sum(case when reason = 'red_packet' then amount - returned else 0 end), 0)`.as('rp'),
  ]).where('user_id', '=', user.user_id).where('status', '=', 'MATCHED').executeTakeFirst();
  const recent = await deps.db.selectFrom('orders as o').innerJoin('cases as c', 'c.info_uuid', 'o.info_uuid').select(['o.order_id', 'o.info_uuid', 'c.title', 'o.amount', 'o.paid_at'])
    .where('o.user_id', '=', user.user_id).where('o.kind', '=', 'donation').where('o.status', '=', 'PAID').orderBy('o.paid_at', 'desc').limit(10).execute();
  const level = pigLevel(g.netFen);
  return {
    nickname: user.nickname ?? '', ...g, monthFen: Number(month?.fen ?? 0), matchedFen: Number(matched?.matched ?? 0), redPacketFen: Number(matched?.rp ?? 0),
    level, levelFen: g.netFen - (level - 1) * PIG_LEVEL_FEN, nextLevelFen: level * PIG_LEVEL_FEN - g.netFen,
    recent: recent.map((o) => ({ orderId: o.order_id, infoUuid: o.info_uuid, title: o.title, amount: Number(o.amount), paidAt: Number(o.paid_at ?? 0) })),
  };
}
