/** Group help ("bonfire") writes: making and joining teams, counting a member's gift, ladder hits (SQL only). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { BonfireLadderHitsTable, BonfireMembersTable, BonfireTeamsTable } from '../db/schema-bonfire';

type Q = Kysely<Database> | Transaction<Database>;

/** Counts the member's gift (only while they have not counted yet); true when this call counted it. */
export async function countMemberGift(q: Q, m: { infoUuid: string; userId: string; orderId: string; amount: number; now: number }): Promise<boolean> {
  const r = await q.updateTable('bonfire_members').set({ gave: 1, gave_order_id: m.orderId, gave_amount: m.amount, gave_at: m.now })
    .where('info_uuid', '=', m.infoUuid).where('user_id', '=', m.userId).where('gave', '=', 0).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The member's counted gift becomes another of their orders (the counted one was refunded). */
export async function moveMemberGift(q: Q, m: { infoUuid: string; userId: string; fromOrderId: string }, to: { order_id: string; amount: number; paid_at: number }): Promise<void> {
  await q.updateTable('bonfire_members').set({ gave_order_id: to.order_id, gave_amount: to.amount, gave_at: to.paid_at })
    .where('info_uuid', '=', m.infoUuid).where('user_id', '=', m.userId).where('gave_order_id', '=', m.fromOrderId).execute();
}

/** The member no longer counts (their counted gift `orderId` was refunded); true when this call undid it. */
export async function uncountMemberGift(q: Q, m: { infoUuid: string; userId: string; orderId: string }): Promise<boolean> {
  const r = await q.updateTable('bonfire_members').set({ gave: 0, gave_order_id: null, gave_amount: 0, gave_at: null })
    .where('info_uuid', '=', m.infoUuid).where('user_id', '=', m.userId).where('gave', '=', 1).where('gave_order_id', '=', m.orderId).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const insertLadderHit = (q: Q, row: BonfireLadderHitsTable) => q.insertInto('bonfire_ladder_hits').values(row).execute();

/** The team's ladder hits above ladder `n` (highest first). */
export const ladderHitsAbove = (q: Q, teamId: string, n: number) =>
  q.selectFrom('bonfire_ladder_hits').selectAll().where('team_id', '=', teamId).where('n', '>', n).orderBy('n', 'desc').execute();

export const deleteLadderHit = (q: Q, teamId: string, n: number) =>
  q.deleteFrom('bonfire_ladder_hits').where('team_id', '=', teamId).where('n', '=', n).execute();

/** The team's count of members who gave, the ladders it finished and the subsidy it released. */
export const setTeamProgress = (q: Q, teamId: string, p: Pick<BonfireTeamsTable, 'gave_count' | 'ladder_finish_num' | 'released' | 'updated_at'>) =>
  q.updateTable('bonfire_teams').set(p).where('team_id', '=', teamId).execute();

export const setTeamMemberCount = (q: Q, teamId: string, memberCount: number, now: number) =>
  q.updateTable('bonfire_teams').set({ member_count: memberCount, updated_at: now }).where('team_id', '=', teamId).execute();

export const insertTeam = (q: Q, row: BonfireTeamsTable) => q.insertInto('bonfire_teams').values(row).execute();

/** Adds a member unless the user is already in a team on the case; true when added. */
export async function insertMember(q: Q, row: BonfireMembersTable): Promise<boolean> {
  const r = await q.insertInto('bonfire_members').values(row).onConflict((oc) => oc.columns(['info_uuid', 'user_id']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const memberIdsOf = (q: Q, teamId: string) => q.selectFrom('bonfire_members').select('user_id').where('team_id', '=', teamId).execute();

/** The amount of an order (fen), or undefined. */
export const orderAmountOf = (q: Q, orderId: string) => q.selectFrom('orders').select('amount').where('order_id', '=', orderId).executeTakeFirst();

/** The member's other paid gifts (not goods, not `exceptOrderId`) to the case of at least `least` fen, paid in [from, to) (oldest first, 5). */
export const otherPaidGifts = (q: Q, g: { infoUuid: string; userId: string; exceptOrderId: string; least: number; from: number; to: number }) =>
  q.selectFrom('orders').select(['order_id', 'amount', 'paid_at']).where('info_uuid', '=', g.infoUuid).where('user_id', '=', g.userId)
    .where('status', '=', 'PAID').where('kind', '!=', 'goods').where('order_id', '!=', g.exceptOrderId).where('amount', '>=', g.least)
    .where('paid_at', '>=', g.from).where('paid_at', '<', g.to).orderBy('paid_at').limit(5).execute();

export const caseForTeam = (q: Q, infoUuid: string) =>
  q.selectFrom('cases').select(['info_uuid', 'owner_user_id', 'status']).where('info_uuid', '=', infoUuid).executeTakeFirst();
export const caseOwnerOf = (q: Q, infoUuid: string) => q.selectFrom('cases').select('owner_user_id').where('info_uuid', '=', infoUuid).executeTakeFirst();
