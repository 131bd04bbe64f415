/**
 * Demo group help ("bonfire"): one live groupHelp activity (星火公益 组队助力, pool 20,000 元, ladders
 * 3 givers -> 100 元, 6 -> 300 元, 10 -> 600 元, teams up to 20) on a raising illness demo case (the
 * second oldest: the oldest carries the matching gift), with one team of three members of whom two
 * gave (their seeded gifts), so /cf/group-help-detail/<case> shows a team one giver short of ladder 1.
 * Nothing is granted: the pool stays whole (funded = left). Created by 'system' (every staff member is its MASTER).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

const DAY = 24 * 3600_000;
const POOL_FEN = 2_000_000;
const ID = 'act-demo-bonfire';

export async function seedBonfire(trx: Kysely<Database>, now: number): Promise<void> {
  const c = await trx.selectFrom('cases').select(['info_uuid', 'owner_user_id']).where('status', '=', 0).where('expire_at', '>', now).where('raise_type', '=', 0)
    .orderBy('created_at').offset(1).limit(1).executeTakeFirst();
  if (!c) return;
  const at = now - DAY;
  await trx.insertInto('activity_sponsors').values({ sponsor_id: 'sp-demo-bonfire', name: '星火公益', balance: 0, created_at: at }).execute();
  await trx.insertInto('activities').values({
    activity_id: ID, kind: 'groupHelp', title: '星火组队助力', sponsor_id: 'sp-demo-bonfire', status: 'APPROVE', ratio_pct: 100,
    cap_gift: 0, cap_donor_day: 0, cap_case: 0, min_gift: 1000, starts_at: at, ends_at: now + 29 * DAY,
    funded: POOL_FEN, matched: 0, released: 0, match_count: 0, created_by: 'system', created_at: at, updated_at: at,
  }).execute();
  await trx.insertInto('activity_cases').values({ activity_id: ID, info_uuid: c.info_uuid, matched: 0, match_count: 0, active: 1, added_at: at }).execute();
  await trx.insertInto('activity_pool_ledger').values({
    entry_id: `pl-fund-${ID}:seed`, activity_id: ID, kind: 'fund', amount: POOL_FEN, ref_id: `${ID}:seed`, info_uuid: null, actor: 'system', created_at: at,
  }).execute();
  await trx.insertInto('bonfire_rules').values({ activity_id: ID, team_max: 20, updated_by: 'system', updated_at: at }).execute();
  await trx.insertInto('bonfire_ladders').values([
    { activity_id: ID, n: 1, need: 3, subsidy: 10_000 }, { activity_id: ID, n: 2, need: 6, subsidy: 30_000 }, { activity_id: ID, n: 3, need: 10, subsidy: 60_000 },
  ]).execute();
  // Two donors who gave (their seeded gifts of at least the smallest gift) and one who has not yet.
  const gifts = await trx.selectFrom('orders').select(['order_id', 'user_id', 'amount', 'paid_at']).where('info_uuid', '=', c.info_uuid).where('status', '=', 'PAID')
    .where('amount', '>=', 1000).where('user_id', '!=', c.owner_user_id).orderBy('paid_at').execute();
  const givers = gifts.filter((g, i) => gifts.findIndex((x) => x.user_id === g.user_id) === i).slice(0, 2);
  if (!givers.length) return;
  const other = await trx.selectFrom('users').select('user_id').where('user_id', 'like', 'demo-donor-%').where('user_id', 'not in', [...givers.map((g) => g.user_id), c.owner_user_id]).orderBy('user_id').limit(1).executeTakeFirst();
  const teamId = 'bf-demo';
  await trx.insertInto('bonfire_teams').values({
    team_id: teamId, activity_id: ID, info_uuid: c.info_uuid, leader_user_id: givers[0].user_id, member_count: givers.length + (other ? 1 : 0), gave_count: givers.length,
    ladder_finish_num: 0, released: 0, created_at: at, updated_at: at,
  }).execute();
  await trx.insertInto('bonfire_members').values([
    ...givers.map((g, i) => ({
      info_uuid: c.info_uuid, user_id: g.user_id, team_id: teamId, activity_id: ID, gave: 1, gave_order_id: g.order_id, gave_amount: Number(g.amount),
      joined_at: at + i * 60_000, gave_at: at + i * 60_000 + 30_000,
    })),
    ...(other ? [{ info_uuid: c.info_uuid, user_id: other.user_id, team_id: teamId, activity_id: ID, gave: 0, gave_order_id: null, gave_amount: 0, joined_at: at + 600_000, gave_at: null }] : []),
  ]).execute();
}
