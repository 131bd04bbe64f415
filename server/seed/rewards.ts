/**
 * Demo rewards: a live activity 「好日子爱心会场」 (taskDonation: give to 3 of its cases) with a funded pool
 * over raising cases the demo donor (demo-donor-1, 13500001000) gave to since it started, so `npm start`
 * shows on /cf/activity/get-reward a red packet to give (and one given yesterday, one expired), on
 * /cf/luckDraw draws left from those gifts (and one result, a pennant, when there are two), and a gift certificate. The
 * rewards slot of the basic store is switched on. Everything is booked as the services book it (the
 * given packet through grantFromPool), inside seedDemo's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { dialectOf } from '../src/db';
import { syncEntitlements } from '../src/repositories/rewards';
import { awardPennant } from '../src/repositories/pennants';
import { grantFromPool } from '../src/services/activity/pool';
import { matchDay } from '../../src/contract/rules/matching';
import { SLOT_BANNER, SLOT_REWARDS } from '../../src/contract/rules/activity-slots';

const DONOR = 'demo-donor-1';
const ACT = 'act-demo-rewards';
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const POOL_FEN = 2_000_000;
const PACKET_FEN = 200;

export async function seedRewards(trx: Kysely<Database>, now: number): Promise<void> {
  const given = await trx.selectFrom('orders as o').innerJoin('cases as c', 'c.info_uuid', 'o.info_uuid').select(['o.info_uuid', 'o.order_id', 'o.paid_at'])
    .where('o.user_id', '=', DONOR).where('o.status', '=', 'PAID').where('o.amount', '>=', 1000).where('c.status', '=', 0).where('c.expire_at', '>', now)
    .orderBy('o.paid_at').execute();
  if (!given.length) return;
  // The donor's raising cases, then other raising cases, so a packet has a few cases to go to.
  const others = await trx.selectFrom('cases').select('info_uuid').where('status', '=', 0).where('expire_at', '>', now).where('raise_type', '=', 0)
    .orderBy('created_at', 'desc').limit(6).execute();
  // The newest raising illness case stays out of every activity: the demo keeps a plain case (the matching e2e starts one on it).
  const plain = others[0]?.info_uuid;
  const cases = [...new Set([...given.map((g) => g.info_uuid), ...others.map((c) => c.info_uuid)])].filter((u) => u !== plain).slice(0, 4);
  if (!cases.length) return;
  const startsAt = Math.min(...given.map((g) => Number(g.paid_at))) - HOUR;
  await trx.insertInto('activity_sponsors').values({ sponsor_id: 'sp-demo-rewards', name: '好日子公益基金', balance: 0, created_at: startsAt }).execute();
  await trx.insertInto('activities').values({
    activity_id: ACT, kind: 'taskDonation', title: '好日子爱心会场', sponsor_id: 'sp-demo-rewards', status: 'APPROVE', ratio_pct: 100,
    cap_gift: 0, cap_donor_day: 0, cap_case: 0, min_gift: 0, starts_at: startsAt, ends_at: now + 30 * DAY,
    funded: POOL_FEN, matched: 0, released: 0, match_count: 0, created_by: 'system', created_at: startsAt, updated_at: startsAt,
  }).execute();
  await trx.insertInto('activity_cases').values(cases.map((info_uuid) => ({ activity_id: ACT, info_uuid, matched: 0, match_count: 0, active: 1, added_at: startsAt }))).execute();
  await trx.insertInto('activity_pool_ledger').values({
    entry_id: `pl-fund-${ACT}:seed`, activity_id: ACT, kind: 'fund', amount: POOL_FEN, ref_id: `${ACT}:seed`, info_uuid: null, actor: 'system', created_at: startsAt,
  }).execute();

  // Three packets: expired two days ago, given yesterday, issued today (each reserved when issued).
  const packets = [
    { id: 'rp-demo-1', at: now - 2 * DAY - 2 * HOUR, status: 'EXPIRED' as const },
    { id: 'rp-demo-2', at: now - DAY - HOUR, status: 'GIVEN' as const },
    { id: 'rp-demo-3', at: now - HOUR, status: 'ISSUED' as const },
  ];
  let reserved = 0;
  for (const p of packets) {
    const closedAt = p.status === 'ISSUED' ? null : p.status === 'EXPIRED' ? p.at + 24 * HOUR : p.at + HOUR;
    await trx.insertInto('red_packets').values({
      packet_id: p.id, user_id: DONOR, activity_id: ACT, day: matchDay(p.at), amount: PACKET_FEN, status: 'ISSUED', info_uuid: null, granted: 0,
      issued_at: p.at, expires_at: p.at + 24 * HOUR, closed_at: null,
    }).execute();
    await trx.insertInto('activity_pool_ledger').values({ entry_id: `pl-reserve-rp:${p.id}`, activity_id: ACT, kind: 'reserve', amount: PACKET_FEN, ref_id: `rp:${p.id}`, info_uuid: null, actor: DONOR, created_at: p.at }).execute();
    if (p.status === 'ISSUED') {
      reserved += PACKET_FEN;
      continue;
    }
    let granted = 0;
    if (p.status === 'GIVEN') {
      granted = await grantFromPool(trx, { dialect: dialectOf(trx) }, { activityId: ACT, infoUuid: cases[0], userId: DONOR, want: PACKET_FEN, ref: `rp:${p.id}`, kind: 'red_packet', reserved: 0 }, now - DAY);
    }
    await trx.insertInto('activity_pool_ledger').values({ entry_id: `pl-unreserve-rp:${p.id}`, activity_id: ACT, kind: 'unreserve', amount: PACKET_FEN, ref_id: `rp:${p.id}`, info_uuid: p.status === 'GIVEN' ? cases[0] : null, actor: p.status === 'GIVEN' ? DONOR : 'system', created_at: closedAt! }).execute();
    await trx.updateTable('red_packets').set({ status: p.status, info_uuid: p.status === 'GIVEN' ? cases[0] : null, granted, closed_at: closedAt }).where('packet_id', '=', p.id).execute();
  }
  await trx.updateTable('activities').set({ reserved }).where('activity_id', '=', ACT).execute();

  // The luck draw: the demo donor's gifts since the start are draws.
  await syncEntitlements(trx, DONOR, now - 3 * HOUR);
  const ents = await trx.selectFrom('draw_entitlements').selectAll().where('user_id', '=', DONOR).orderBy('created_at').orderBy('entitlement_id').limit(2).execute();
  // One result for the record, when a draw is still left to try.
  const e = ents.length > 1 ? ents[0] : undefined;
  if (e) {
    const at = now - 2 * HOUR;
    await trx.updateTable('draw_entitlements').set({ used_at: at }).where('entitlement_id', '=', e.entitlement_id).execute();
    await trx.insertInto('draw_results').values({ result_id: 'dr-demo-1', entitlement_id: e.entitlement_id, user_id: DONOR, activity_id: e.activity_id, prize: 'pennant', roll: 123, created_at: at }).execute();
    await awardPennant(trx, { userId: DONOR, kind: 'gift', title: '爱心锦旗（电子）', source: 'luck_draw', ref: 'dr-demo-1', activityId: e.activity_id, infoUuid: e.info_uuid }, at);
  }
  const g = given[given.length - 1];
  const amount = Number((await trx.selectFrom('orders').select('amount').where('order_id', '=', g.order_id).executeTakeFirstOrThrow()).amount);
  await trx.insertInto('certificates').values({ certificate_id: 'ct-demo-1', user_id: DONOR, kind: 'gift', ref: g.order_id, order_id: g.order_id, info_uuid: g.info_uuid, amount, title: '爱心捐赠证书', created_at: now - HOUR }).execute();

  const slot = async (id: string, content: object) => {
    await trx.insertInto('basic_store').values({ activity_id: id, content: JSON.stringify(content) })
      .onConflict((oc) => oc.column('activity_id').doUpdateSet({ content: JSON.stringify(content) })).execute();
  };
  await slot(SLOT_REWARDS, { enabled: true, redPacketTip: '捐款后每天可领取一个平台红包，转赠给会场中的筹款', drawTip: '活动期间每笔满10元的捐款可抽奖一次，奖品均为电子荣誉' });
  await slot(SLOT_BANNER, { enabled: true, title: '好日子爱心会场' }); // a task activity: no 配捐 in its name
}
