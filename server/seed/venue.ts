/**
 * Demo venue on the demo matching activity (seed/matching.ts): its rules text, a few gifts made inside
 * the activity by demo donors, each matched 1:1 up to the per-gift cap and booked like a live match
 * (pool counters and ledger, case ledger, raised amount, counts), so the love list, the venue figures
 * and the pool's progress show real rows; and the demo donor's (demo-donor-1, 13500001000) pennants:
 * one for their gift and one venue visit. Runs inside seedDemo's transaction, after seedMatching.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { book, bookMissingDonations } from '../src/repositories/ledger';
import { addMatched, bookPool, insertMatch } from '../src/repositories/activity';
import { awardPennant } from '../src/repositories/pennants';
import { chinaDay } from '../../src/contract/rules/love';
import { matchDay } from '../../src/contract/rules/matching';

const ACT = 'act-demo-matching';
const HOUR = 3600_000;
/** [donor index (demo-donor-N), gift in fen, hours ago] */
const GIFTS: [number, number, number][] = [[1, 20_000, 30], [2, 5_000, 26], [3, 50_000, 20], [1, 10_000, 8], [4, 2_000, 3], [5, 8_800, 1]];
const RULES = [
  '1. 活动期间，向本活动中的筹款每捐出1元，暖阳爱心基金会配捐1元，单笔最高配捐200元，每人每日最高配捐500元，配捐池用完即止。',
  '2. 单笔捐款满1元即可获得一面爱心捐赠锦旗；每天访问活动会场可获得一面会场打卡锦旗。锦旗仅作纪念，不具有任何现金价值。',
  '3. 配捐款与您的捐款一同计入筹款金额，由平台按规定拨付给患者。',
].join('\n');

export async function seedVenue(trx: Kysely<Database>, now: number): Promise<void> {
  const a = await trx.selectFrom('activities').selectAll().where('activity_id', '=', ACT).executeTakeFirst();
  const ac = await trx.selectFrom('activity_cases').select('info_uuid').where('activity_id', '=', ACT).executeTakeFirst();
  if (!a || !ac) return;
  await trx.insertInto('activity_rules').values({ activity_id: ACT, rules: RULES, updated_by: 'system', updated_at: now - 2 * 24 * HOUR }).execute();
  const infoUuid = ac.info_uuid;
  for (const [i, [donor, amount, ago]] of GIFTS.entries()) {
    const userId = `demo-donor-${donor}`;
    const paidAt = now - ago * HOUR;
    const orderId = `CF${paidAt}${String(900000 + i)}`;
    await trx.insertInto('orders').values({
      order_id: orderId, idempotency_key: `seed-venue-${i}`, user_id: userId, info_uuid: infoUuid, amount, anonymous: 0, status: 'PAID', platform: 8, provider: 'sandbox',
      channel: '', share_dv: 1000, user_source_id: '', comment: '', first_donation: 0, provider_trade_no: `seed-venue-trade-${i}`, created_at: paidAt - 60_000, paid_at: paidAt,
    }).execute();
    const m = Math.min(Math.floor((amount * Number(a.ratio_pct)) / 100), Number(a.cap_gift) || Infinity);
    const day = matchDay(paidAt);
    await insertMatch(trx, { order_id: orderId, activity_id: ACT, info_uuid: infoUuid, user_id: userId, donation: amount, amount: m, returned: 0, status: 'MATCHED', reason: '', day, created_at: paidAt, updated_at: paidAt });
    await addMatched(trx, { activityId: ACT, infoUuid, userId, day, countDonorDay: true }, m, paidAt);
    await bookPool(trx, { activity_id: ACT, kind: 'match', amount: m, ref_id: orderId, info_uuid: infoUuid, actor: null, created_at: paidAt });
    await book(trx, { info_uuid: infoUuid, kind: 'match', amount: m, ref_id: orderId, order_id: orderId, user_id: userId, created_at: paidAt });
    const c = await trx.selectFrom('cases').select(['raised_amount', 'donation_count']).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    await trx.updateTable('cases').set({ raised_amount: Number(c.raised_amount) + amount + m, donation_count: Number(c.donation_count) + 1 }).where('info_uuid', '=', infoUuid).execute();
    if (userId === 'demo-donor-1') {
      await awardPennant(trx, { userId, kind: 'gift', title: '爱心捐赠锦旗', source: 'give', ref: orderId, activityId: ACT, infoUuid }, paidAt + 60_000);
    }
  }
  await bookMissingDonations(trx, infoUuid);
  const yesterday = now - 24 * HOUR;
  await trx.insertInto('venue_visit_days').values({ activity_id: ACT, user_id: 'demo-donor-1', day: chinaDay(yesterday), created_at: yesterday }).execute();
  await awardPennant(trx, { userId: 'demo-donor-1', kind: 'visit', title: '会场打卡锦旗', source: 'visit', ref: `${ACT}:demo-donor-1:${chinaDay(yesterday)}`, activityId: ACT }, yesterday);
}
