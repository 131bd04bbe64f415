/** Group help ("bonfire"): rules, ladders, teams, members, finished ladders (SQL only). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db';
import { first, prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import type { BonfireTeamsTable } from '../db/schema-bonfire';
import type { Ladder } from '../../../src/contract/rules/bonfire';

type Q = Kysely<Database> | Transaction<Database>;
export type TeamRow = BonfireTeamsTable;

// Runs inside every paid transaction: compiled once, one primary-key lookup. Only a member who has not
// given yet can move a team; everybody else (nearly every donor) stops here.
const pendingMemberQuery = prepared((db, p: { infoUuid: string; userId: string }) =>
  db.selectFrom('bonfire_members').select(['team_id', 'activity_id']).where('info_uuid', '=', p.infoUuid).where('user_id', '=', p.userId).where('gave', '=', 0),
);
export async function pendingMember(q: Q, infoUuid: string, userId: string): Promise<{ team_id: string; activity_id: string } | undefined> {
  return first(await pendingMemberQuery(q as Kysely<Database>, { infoUuid, userId }));
}

/** Locks a team row until the transaction ends (PostgreSQL FOR UPDATE; SQLite: a no-op write takes the one write lock). */
export async function lockTeam(q: Q, dialect: Dialect, teamId: string): Promise<TeamRow | undefined> {
  if (dialect === 'pg') return q.selectFrom('bonfire_teams').selectAll().where('team_id', '=', teamId).forUpdate().executeTakeFirst();
  await q.updateTable('bonfire_teams').set({ updated_at: sql`updated_at` }).where('team_id', '=', teamId).execute();
  return q.selectFrom('bonfire_teams').selectAll().where('team_id', '=', teamId).executeTakeFirst();
}

/** The member whose counted gift (the one that moved their team) is this order, or undefined. */
export const memberCountedBy = (q: Q, o: { info_uuid: string; user_id: string; order_id: string }) =>
  q.selectFrom('bonfire_members').selectAll().where('info_uuid', '=', o.info_uuid).where('user_id', '=', o.user_id)
    .where('gave', '=', 1).where('gave_order_id', '=', o.order_id).executeTakeFirst();

export const teamById = (q: Q, teamId: string) => q.selectFrom('bonfire_teams').selectAll().where('team_id', '=', teamId).executeTakeFirst();
export const memberOf = (q: Q, infoUuid: string, userId: string) =>
  q.selectFrom('bonfire_members').selectAll().where('info_uuid', '=', infoUuid).where('user_id', '=', userId).executeTakeFirst();

export async function laddersOf(q: Q, activityId: string): Promise<Ladder[]> {
  const rows = await q.selectFrom('bonfire_ladders').selectAll().where('activity_id', '=', activityId).orderBy('n').execute();
  return rows.map((r) => ({ n: Number(r.n), need: Number(r.need), subsidy: Number(r.subsidy) }));
}
export async function teamMaxOf(q: Q, activityId: string): Promise<number> {
  const r = await q.selectFrom('bonfire_rules').select('team_max').where('activity_id', '=', activityId).executeTakeFirst();
  return Number(r?.team_max ?? 0);
}

export const membersOf = (q: Q, teamId: string) =>
  q.selectFrom('bonfire_members as m').leftJoin('users as u', 'u.user_id', 'm.user_id')
    .select(['m.user_id', 'm.gave', 'm.gave_amount', 'm.joined_at', 'u.nickname', 'u.head_img_url'])
    .where('m.team_id', '=', teamId).orderBy('m.joined_at').orderBy('m.user_id').limit(200).execute();

export const hitsOf = (q: Q, teamId: string) =>
  q.selectFrom('bonfire_ladder_hits').select(['n', 'granted', 'created_at']).where('team_id', '=', teamId).orderBy('n').execute();

/** The teams of a case in an activity (newest first). */
export const teamsOfCase = (q: Q, infoUuid: string, activityId: string, limit = 20) =>
  q.selectFrom('bonfire_teams').selectAll().where('info_uuid', '=', infoUuid).where('activity_id', '=', activityId).orderBy('created_at', 'desc').limit(limit).execute();

/** The groupHelp activities a case is in (active), with the sponsor's name, oldest first. */
export const bonfireActivitiesOfCase = (q: Q, infoUuid: string) =>
  q.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id')
    .innerJoin('activity_sponsors as s', 's.sponsor_id', 'a.sponsor_id')
    .selectAll('a').select(['s.name as sponsor_name', 'ac.matched as case_matched'])
    .where('ac.info_uuid', '=', infoUuid).where('ac.active', '=', 1).where('a.kind', '=', 'groupHelp')
    .where('a.status', 'not in', ['UNSTART', 'CONTROL_GROUP'])
    .orderBy('a.created_at').limit(10).execute();

export const teamsOfUser = (q: Q, userId: string, limit = 50) =>
  q.selectFrom('bonfire_members as m').innerJoin('bonfire_teams as t', 't.team_id', 'm.team_id').selectAll('t')
    .where('m.user_id', '=', userId).orderBy('m.joined_at', 'desc').limit(limit).execute();

export const caseTitles = async (q: Q, ids: string[]): Promise<Map<string, string>> => {
  if (!ids.length) return new Map();
  const rows = await q.selectFrom('cases').select(['info_uuid', 'title']).where('info_uuid', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.info_uuid, r.title]));
};

/** The case's title and owner, for its bonfire activities' list. */
export const caseHeadOf = (q: Q, infoUuid: string) =>
  q.selectFrom('cases').select(['info_uuid', 'title', 'owner_user_id']).where('info_uuid', '=', infoUuid).executeTakeFirst();

/** The user's paid gifts (not goods) that were matched or counted for a team, with the match (newest first, 100). */
export function activityGiftsOfUser(q: Q, userId: string) {
  const counted = q.selectFrom('bonfire_members').select('gave_order_id').where('user_id', '=', userId).where('gave', '=', 1);
  return q.selectFrom('orders as o').leftJoin('activity_matches as m', 'm.order_id', 'o.order_id')
    .select(['o.order_id', 'o.info_uuid', 'o.amount', 'o.paid_at', 'm.amount as matched', 'm.status as match_status'])
    .where('o.user_id', '=', userId).where('o.status', '=', 'PAID').where('o.kind', '!=', 'goods')
    .where((eb) => eb.or([eb('m.order_id', 'is not', null), eb('o.order_id', 'in', counted)]))
    .orderBy('o.paid_at', 'desc').limit(100).execute();
}

/** The ladder hits these orders finished (newest first). */
export const ladderHitsOfOrders = (q: Q, orderIds: string[]) =>
  q.selectFrom('bonfire_ladder_hits').selectAll().where('order_id', 'in', orderIds).orderBy('created_at', 'desc').execute();

/** The activity's teams with the leader's nickname, for staff (newest first, 100). */
export const teamsOfActivity = (q: Q, activityId: string) =>
  q.selectFrom('bonfire_teams as t').leftJoin('users as u', 'u.user_id', 't.leader_user_id')
    .select(['t.team_id', 't.info_uuid', 't.member_count', 't.gave_count', 't.ladder_finish_num', 't.released', 'u.nickname'])
    .where('t.activity_id', '=', activityId).orderBy('t.created_at', 'desc').limit(100).execute();

export const deleteLadders = (q: Q, activityId: string) => q.deleteFrom('bonfire_ladders').where('activity_id', '=', activityId).execute();
/** The activity's ladders, numbered 1..n in the given order. */
export const insertLadders = (q: Q, activityId: string, ladders: { need: number; subsidy: number }[]) =>
  q.insertInto('bonfire_ladders').values(ladders.map((l, i) => ({ activity_id: activityId, n: i + 1, need: l.need, subsidy: l.subsidy }))).execute();

export const upsertBonfireRules = (q: Q, r: { activityId: string; teamMax: number; by: string; now: number }) =>
  q.insertInto('bonfire_rules').values({ activity_id: r.activityId, team_max: r.teamMax, updated_by: r.by, updated_at: r.now })
    .onConflict((oc) => oc.column('activity_id').doUpdateSet({ team_max: r.teamMax, updated_by: r.by, updated_at: r.now })).execute();
