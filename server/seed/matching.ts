/**
 * Demo matching gift: one live matchingDonation activity (爱心企业 1:1, 单笔最高200元, 每人每日最高500元)
 * with a funded pool of 50,000 元 on the oldest raising illness demo case, so `npm start` shows it on the case
 * and pay pages and in the staff console (/staff/activity). Created by 'system': every staff member is
 * its MASTER (policies/activity.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

const DAY = 24 * 3600_000;
const POOL_FEN = 5_000_000;

export async function seedMatching(trx: Kysely<Database>, now: number): Promise<void> {
  const c = await trx.selectFrom('cases').select('info_uuid').where('status', '=', 0).where('expire_at', '>', now).where('raise_type', '=', 0)
    .orderBy('created_at').limit(1).executeTakeFirst(); // the oldest: the newest is the one the list shows first and tests give to
  if (!c) return;
  await trx.insertInto('activity_sponsors').values({ sponsor_id: 'sp-demo', name: '暖阳爱心基金会', balance: 0, created_at: now - 2 * DAY }).execute();
  await trx.insertInto('activities').values({
    activity_id: 'act-demo-matching', kind: 'matchingDonation', title: '暖阳1:1爱心配捐', sponsor_id: 'sp-demo', status: 'APPROVE', ratio_pct: 100,
    cap_gift: 20_000, cap_donor_day: 50_000, cap_case: 0, min_gift: 100, starts_at: now - 2 * DAY, ends_at: now + 28 * DAY,
    funded: POOL_FEN, matched: 0, released: 0, match_count: 0, created_by: 'system', created_at: now - 2 * DAY, updated_at: now - 2 * DAY,
  }).execute();
  await trx.insertInto('activity_cases').values({ activity_id: 'act-demo-matching', info_uuid: c.info_uuid, matched: 0, match_count: 0, active: 1, added_at: now - 2 * DAY }).execute();
  await trx.insertInto('activity_pool_ledger').values({
    entry_id: 'pl-fund-act-demo-matching:seed', activity_id: 'act-demo-matching', kind: 'fund', amount: POOL_FEN, ref_id: 'act-demo-matching:seed',
    info_uuid: null, actor: 'system', created_at: now - 2 * DAY,
  }).execute();
  await trx.updateTable('basic_store').set({ content: JSON.stringify({ matchingRatio: 1, maxMatchFen: 20_000, activityId: 'act-demo-matching', tip: '暖阳爱心基金会按1:1配捐' }) })
    .where('activity_id', '=', '20200611163710').execute();
}
