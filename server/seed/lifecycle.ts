/**
 * Demo cases for the statuses of a case's life that the base demo (data.ts) has no case in, so a
 * reader of `npm start` finds one case in every status code: 102 money paid out (some left), 103 all
 * handled, 202 refunding after failed review, 203 refunding because the owner gave up, 204 all
 * returned. Each has PAID donations from the demo donors (the ledger books them with the rest).
 * The refunding ones (201-203, like the terminated 4) are moved on by the reconciliation job as a
 * real case would be: the donors are refunded and the case ends at 204 within a run or two.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { caseCover } from './covers';
import { DEMO_CASES, LIFECYCLE_CASES } from './data';
import { seedVisits } from './visits';
import { seedShares } from './shares';

const DAY = 24 * 3600_000;

export { LIFECYCLE_CASES } from './data';

/** Inserts LIFECYCLE_CASES (seed/data.ts; inside seedDemo's transaction, before the ledger books every donation). */
export async function seedLifecycle(trx: Kysely<Database>, now: number): Promise<void> {
  for (const [i, c] of LIFECYCLE_CASES.entries()) {
    const infoUuid = `demo-life-${c.status}`;
    const owner = `demo-life-owner-${c.status}`;
    // Older than the base demo's cases: they come last in the lists. Ended a day ago: listed for a while yet.
    const createdAt = now - (40 + i) * DAY;
    await trx.insertInto('users').values({ user_id: owner, mobile: null, openid: null, nickname: `${c.patient.slice(0, 1)}家属`, head_img_url: '', third_type: null, created_at: createdAt }).execute();
    const orders = c.donations.map((amount, k) => {
      const paidAt = createdAt + (k + 1) * 6 * 3600_000;
      return {
        order_id: `CF${paidAt}${String(900000 + i * 10 + k)}`, idempotency_key: `seed-life-${c.status}-${k}`, user_id: `demo-donor-${(k % 3) + 1}`, info_uuid: infoUuid,
        amount, anonymous: 0, status: 'PAID' as const, platform: 8, provider: 'sandbox', channel: '', share_dv: 1000, user_source_id: '', comment: '',
        first_donation: 1, provider_trade_no: `seed-life-${c.status}-${k}`, created_at: paidAt - 60_000, paid_at: paidAt,
      };
    });
    await trx.insertInto('cases').values({
      info_uuid: infoUuid, title: c.title, content: `${c.patient}确诊${c.disease}，在${c.hospital}治疗。感谢每一位帮助过我们的好心人。`,
      cover_url: caseCover(DEMO_CASES.length + i), attachments: JSON.stringify([caseCover(DEMO_CASES.length + i), caseCover(DEMO_CASES.length + i, 1)]), raise_type: 0,
      target_amount: c.target, raised_amount: c.donations.reduce((s, a) => s + a, 0), donation_count: c.donations.length, share_count: 0,
      status: c.status, finish_str: c.finishStr, patient_name: c.patient, owner_user_id: owner, payee_relation: 'self', payee_name: c.patient,
      hospital: c.hospital, disease: c.disease, is_vip: 0, is_theme: 0, is_recommend: 0, subsidize: 0, group_value: 0, eye_value: 0,
      service_charge: 1, page_version: 0, pr_new_or_old: 0, is_help: 0, created_at: createdAt, expire_at: createdAt + 30 * DAY, ended_at: now - DAY,
    }).execute();
    if (orders.length) await trx.insertInto('orders').values(orders).execute();
    await seedVisits(trx, infoUuid, 4 * (10 + i), createdAt, now); // more visits than its shares
    await seedShares(trx, infoUuid, 10 + i, createdAt, now);
  }
}
