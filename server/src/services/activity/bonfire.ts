/**
 * Group help ("bonfire"): making and joining teams, and the paid-gift hook that moves a team up its
 * ladders. Rules: src/contract/rules/bonfire.ts.
 *
 * A member counts toward the ladders once: with the first paid gift to the case, made while a member,
 * of at least the activity's smallest gift, while the activity is live. Joining or sharing never
 * counts (no money may depend on a share). When the count finishes a ladder, its subsidy is granted
 * from the activity's pool to the case (grantFromPool, ref `ladder:<teamId>:<n>`) in the SAME
 * transaction as the gift, capped by the pool and the per-case cap.
 *
 * Exactly once: a replayed notify stops at markPaid's notify record and PENDING -> PAID move; two
 * gifts of one team at once are serialised by the team row lock (PostgreSQL FOR UPDATE; SQLite has
 * one writer), the member's `gave` flag is re-read under it, and a finished ladder is a row keyed by
 * (team, n) beside the grant's own unique references. Lock order: case row, team row, pool row.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database, RefundsTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { activityById, activityCase } from '../../repositories/activity';
import { awardPennant } from '../../repositories/pennants';
import { laddersOf, lockTeam, memberCountedBy, memberOf, pendingMember, teamMaxOf, type TeamRow } from '../../repositories/bonfire';
import { laddersReached } from '../../../../src/contract/rules/bonfire';
import { grantFromPool, grantOf } from './pool';
import { lockCaseRow, matchesNow, returnToActivity, type PaidGift } from './match';
import { lockPool } from '../../repositories/activity';
import { dialectOf } from '../../db';
import { orderRefundedBooked } from '../../repositories/ledger';
import {
  caseForTeam, caseOwnerOf, countMemberGift, deleteLadderHit, insertLadderHit, insertMember, insertTeam, ladderHitsAbove, memberIdsOf, moveMemberGift,
  orderAmountOf, otherPaidGifts, setTeamMemberCount, setTeamProgress, uncountMemberGift,
} from '../../repositories/bonfire-teams';

type Trx = Kysely<Database> | Transaction<Database>;

/** Teams rally others to the case: its fundraiser helps it in other ways. */
const OWNER_REFUSAL = '筹款人本人不能参与组队助力';

/**
 * Called inside markPaid's transaction next to matchDonation. Nothing but one indexed lookup unless
 * the donor is a member of a team on the case who has not counted yet. Returns the fen granted.
 */
export async function bonfireGift(trx: Trx, deps: AppDeps, g: PaidGift, now: number): Promise<number> {
  if (g.kind === 'goods') return 0;
  const m0 = await pendingMember(trx, g.info_uuid, g.user_id);
  if (!m0) return 0;
  const a = await activityById(trx, m0.activity_id);
  if (!a || a.kind !== 'groupHelp' || !matchesNow(a, now) || Number(g.amount) < Math.max(1, Number(a.min_gift))) return 0;
  const ac = await activityCase(trx, a.activity_id, g.info_uuid);
  if (!ac || !Number(ac.active)) return 0; // a case taken out of the activity: gifts count no more
  await lockCaseRow(trx, deps, g.info_uuid);
  const team = await lockTeam(trx, deps.dialect, m0.team_id);
  if (!team) return 0;
  // Under the team lock: a concurrent gift of the same member may have counted first.
  if (!(await countMemberGift(trx, { infoUuid: g.info_uuid, userId: g.user_id, orderId: g.order_id, amount: Number(g.amount), now }))) return 0;
  const gave = Number(team.gave_count) + 1;
  const ladders = await laddersOf(trx, team.activity_id);
  const reach = laddersReached(ladders, gave);
  let granted = 0;
  let finish = Number(team.ladder_finish_num);
  for (const l of ladders) {
    if (l.n <= finish || l.n > reach) continue;
    const ref = await freshLadderRef(trx, team.team_id, l.n);
    const got = await grantFromPool(trx, deps, { activityId: team.activity_id, infoUuid: team.info_uuid, userId: team.leader_user_id, want: l.subsidy, ref, kind: 'ladder' }, now);
    await insertLadderHit(trx, { team_id: team.team_id, n: l.n, activity_id: team.activity_id, info_uuid: team.info_uuid, order_id: g.order_id, granted: got, grant_ref: ref, created_at: now });
    granted += got;
    finish = l.n;
  }
  await setTeamProgress(trx, team.team_id, { gave_count: gave, ladder_finish_num: finish, released: Number(team.released) + granted, updated_at: now });
  if (ladders.length && finish === ladders.length && Number(team.ladder_finish_num) < finish) await awardTeamPennants(trx, team, now);
  return granted;
}

/**
 * The reference a ladder's grant is booked under: `ladder:<team>:<n>` the first time, `...:<k>` when a
 * refund took an earlier grant of the ladder back and the team reaches it again (the ledgers are unique by
 * reference, and the returned grant stays in them).
 */
async function freshLadderRef(trx: Trx, teamId: string, n: number): Promise<string> {
  const base = ladderRef(teamId, n, null);
  if (!(await grantOf(trx, base))) return base;
  for (let k = 2; ; k += 1) if (!(await grantOf(trx, `${base}:${k}`))) return `${base}:${k}`;
}
const ladderRef = (teamId: string, n: number, stored: string | null) => stored ?? `ladder:${teamId}:${n}`;

/**
 * Called inside completeRefundInTrx after the refund's own booking and its match's return (lock order
 * as a gift's: case row by the caller, a matching pool, the team row, the bonfire pool). A member counts
 * only with a gift they keep: when the refund leaves the counted gift below the activity's smallest gift,
 * another gift of theirs to the case, paid while a member within the activity's dates and kept whole
 * enough, counts instead; if there is none the member no longer counts, the team's count goes down, and
 * every ladder the team no longer reaches gives its grant back (returnToActivity: to the pool, or to the
 * sponsor once the activity has ended) and is open again: a later gift that reaches it is granted anew.
 * Pennants already awarded stay (an honour, not money). Returns the fen taken back.
 */
export async function bonfireRefund(trx: Transaction<Database>, r: Pick<RefundsTable, 'refund_id' | 'order_id' | 'info_uuid' | 'donor_user_id'>, now: number): Promise<number> {
  const m0 = await memberCountedBy(trx, { info_uuid: r.info_uuid, user_id: r.donor_user_id, order_id: r.order_id });
  if (!m0) return 0;
  const dialect = dialectOf(trx);
  const team = await lockTeam(trx, dialect, m0.team_id);
  const a = await activityById(trx, m0.activity_id);
  if (!team || !a) return 0;
  const least = Math.max(1, Number(a.min_gift));
  if ((await keptOf(trx, r.order_id)) >= least) return 0;
  const other = await otherCountingGift(trx, r, Number(m0.joined_at), a, least);
  if (other) {
    await moveMemberGift(trx, { infoUuid: r.info_uuid, userId: r.donor_user_id, fromOrderId: r.order_id }, other);
    return 0;
  }
  if (!(await uncountMemberGift(trx, { infoUuid: r.info_uuid, userId: r.donor_user_id, orderId: r.order_id }))) return 0;
  const gave = Math.max(0, Number(team.gave_count) - 1);
  const reach = Math.min(Number(team.ladder_finish_num), laddersReached(await laddersOf(trx, team.activity_id), gave));
  let back = 0;
  const undone = await ladderHitsAbove(trx, team.team_id, reach);
  if (undone.length) {
    const pool = (await lockPool(trx, dialect, team.activity_id))!;
    for (const h of undone) {
      const g = await grantOf(trx, ladderRef(team.team_id, Number(h.n), h.grant_ref));
      if (g && g.status === 'MATCHED') {
        back += await returnToActivity(trx, pool, {
          matchId: g.order_id, returnedBefore: Number(g.returned), want: Number(g.amount) - Number(g.returned), ref: `${g.order_id}:back`,
          infoUuid: team.info_uuid, orderId: r.order_id, userId: g.user_id,
        }, now);
      }
      await deleteLadderHit(trx, team.team_id, h.n);
    }
  }
  await setTeamProgress(trx, team.team_id, { gave_count: gave, ladder_finish_num: reach, released: Math.max(0, Number(team.released) - back), updated_at: now });
  return back;
}

/** What the donor keeps of an order after its booked refunds (fen). */
async function keptOf(trx: Trx, orderId: string): Promise<number> {
  const o = await orderAmountOf(trx, orderId);
  return Number(o?.amount ?? 0) - (await orderRefundedBooked(trx, orderId));
}

/** Another paid gift of the refunding member to the case that would have counted (oldest first), or undefined. */
async function otherCountingGift(trx: Trx, r: Pick<RefundsTable, 'order_id' | 'info_uuid' | 'donor_user_id'>, joinedAt: number, a: { starts_at: number; ends_at: number }, least: number) {
  const rows = await otherPaidGifts(trx, {
    infoUuid: r.info_uuid, userId: r.donor_user_id, exceptOrderId: r.order_id, least, from: Math.max(joinedAt, Number(a.starts_at)), to: Number(a.ends_at),
  });
  for (const o of rows) {
    if ((await keptOf(trx, o.order_id)) >= least) return { order_id: o.order_id, amount: Number(o.amount), paid_at: Number(o.paid_at) };
  }
  return undefined;
}

/** Every member of a team that finished its top ladder gets the team pennant (once per member and team). */
async function awardTeamPennants(trx: Trx, team: TeamRow, now: number): Promise<void> {
  const members = await memberIdsOf(trx, team.team_id);
  for (const m of members) {
    await awardPennant(trx, {
      userId: m.user_id, kind: 'team', title: '团队助力锦旗', source: 'bonfire', ref: `team:${team.team_id}:${m.user_id}`, activityId: team.activity_id, infoUuid: team.info_uuid,
    }, now);
  }
}

/** The live groupHelp activity a case is in, or the Chinese reason why a team cannot act now. */
async function liveBonfireOr4xx(trx: Trx, activityId: string, infoUuid: string, now: number) {
  const a = await activityById(trx, activityId);
  if (!a || a.kind !== 'groupHelp') throw notFound('活动不存在');
  const ac = await activityCase(trx, activityId, infoUuid);
  if (!ac || !Number(ac.active)) throw badRequest('该筹款未参加此活动');
  if (a.status === 'PAUSE' || a.status === 'RISK_CONTROL' || a.status === 'FREEZE') throw conflict('活动已暂停，暂不能组队');
  if (a.status === 'END_WITH_DONE' || a.status === 'END_WITH_TIME' || now >= Number(a.ends_at)) throw conflict('活动已结束');
  if (!matchesNow(a, now)) throw conflict('活动尚未开始');
  const ladders = await laddersOf(trx, activityId);
  if (!ladders.length) throw conflict('活动的阶梯尚未设置');
  return a;
}

/** A leader makes a team on a case (one team per user and case). Returns the team id. */
export async function makeTeam(deps: AppDeps, userId: string, infoUuid: string, activityId: string): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const c = await caseForTeam(trx, infoUuid);
    if (!c) throw notFound('筹款不存在');
    if (c.owner_user_id === userId) throw badRequest(OWNER_REFUSAL);
    await liveBonfireOr4xx(trx, activityId, infoUuid, now);
    const mine = await memberOf(trx, infoUuid, userId);
    if (mine) throw conflict('你已在该筹款的一个队伍中');
    const teamId = newId('bf');
    await insertTeam(trx, {
      team_id: teamId, activity_id: activityId, info_uuid: infoUuid, leader_user_id: userId, member_count: 1, gave_count: 0, ladder_finish_num: 0, released: 0, created_at: now, updated_at: now,
    });
    const added = await insertMember(trx, {
      info_uuid: infoUuid, user_id: userId, team_id: teamId, activity_id: activityId, gave: 0, gave_order_id: null, gave_amount: 0, joined_at: now, gave_at: null,
    });
    if (!added) throw conflict('你已在该筹款的一个队伍中');
    return teamId;
  });
}

/** Joins a team by its link: the activity live, room in the team, not in another team on the case. */
export async function joinTeam(deps: AppDeps, userId: string, teamId: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const team = await lockTeam(trx, deps.dialect, teamId);
    if (!team) throw notFound('队伍不存在');
    const mine = await memberOf(trx, team.info_uuid, userId);
    if (mine?.team_id === teamId) return; // joined already: the same answer again
    if (mine) throw conflict('你已在该筹款的另一个队伍中');
    const c = await caseOwnerOf(trx, team.info_uuid);
    if (c?.owner_user_id === userId) throw badRequest(OWNER_REFUSAL);
    await liveBonfireOr4xx(trx, team.activity_id, team.info_uuid, now);
    const max = await teamMaxOf(trx, team.activity_id);
    if (max > 0 && Number(team.member_count) >= max) throw conflict('队伍已满员');
    const added = await insertMember(trx, {
      info_uuid: team.info_uuid, user_id: userId, team_id: teamId, activity_id: team.activity_id, gave: 0, gave_order_id: null, gave_amount: 0, joined_at: now, gave_at: null,
    });
    if (!added) throw conflict('你已在该筹款的另一个队伍中');
    await setTeamMemberCount(trx, teamId, Number(team.member_count) + 1, now);
  });
}
