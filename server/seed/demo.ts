/**
 * Demo data, seeded once into an empty database: 12 cases over the raise types and status codes,
 * donors with PAID orders (raised_amount is exactly their sum), progress posts, comments,
 * verifications, a case owned by the demo user 13900000000, and the default feature config.
 */
import { randomUUID } from 'node:crypto';
import type { DB } from '../src/db';
import type { CasesTable, OrdersTable, UsersTable } from '../src/db/schema';
import { countCases } from '../src/repositories/cases';
import { bookMissingDonations } from '../src/repositories/ledger';
import { COMMENTS, DEMO_CASES, DONOR_NAMES, PROGRESS_POSTS, VERIFICATIONS } from './data';
import { caseCover } from './covers';
import { seedFundraisers } from './fundraisers';
import { seedLifecycle } from './lifecycle';
import { seedVisits } from './visits';
import { seedShares, shareCountsFromRows } from './shares';
import { seedContent } from './content';
import { seedShop } from './shop';
import { seedLove } from './love';
import { seedHub } from './hub';
import { seedGrowth } from './growth';
import { seedMatching } from './matching';
import { seedBonfire } from './bonfire';
import { seedRewards } from './rewards';
import { seedVenue } from './venue';
import { seedReview } from './review';
import { OLD_ACTIVITY_DEFAULT_URL } from '../../src/routes';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;
// JPEG: WeChat shows no SVG (covers.ts renders them); the API hands them out absolute (plugins/assets.ts).
// Every picture of a case is one of its own (its patient's initial): cover, photos, progress pictures.

/** A seeded case's shares (转发), fewer than its page visits (浏览): every share was made by someone who opened the page. */
const sharesOf = (i: number) => 3 + ((i * 7) % 20);
const visitsOf = (i: number, gifts: number) => sharesOf(i) * 3 + gifts + 5;

/** Seeds when there are no cases yet; safe when several processes start at once. Returns whether it seeded. */
export async function seedDemo(db: DB, now: number = Date.now()): Promise<boolean> {
  if ((await countCases(db)) > 0) return false;
  return db.transaction().execute(async (trx) => {
    // The marker row is the first write: a second process blocks here and then sees it exists.
    const marker = await trx.insertInto('feature_config').values({ key: 'demoSeededAt', value: String(now) })
      .onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
    if (Number(marker.numInsertedOrUpdatedRows ?? 0) !== 1) return false;

    await trx.insertInto('feature_config').values([
      { key: 'oldActivityUrl', value: JSON.stringify(OLD_ACTIVITY_DEFAULT_URL) },
      { key: 'fundraiserDomain', value: JSON.stringify('') },
    ]).execute();
    await trx.insertInto('basic_store').values([
      { activity_id: '20200611163710', content: JSON.stringify({ matchingRatio: 1, maxMatchFen: 100000, tip: '爱心企业按1:1配捐' }) },
      { activity_id: '20200714162213', content: JSON.stringify({ enabled: true, title: '配捐活动进行中' }) },
      { activity_id: '20210419102246', content: JSON.stringify({ enabled: false }) },
    ]).execute();

    const users: UsersTable[] = DONOR_NAMES.map((nickname, i) => ({
      user_id: `demo-donor-${i + 1}`, mobile: `1350000${String(1000 + i)}`, openid: null, nickname, head_img_url: '', third_type: null, created_at: now - 60 * DAY,
    }));
    const ownerOf = new Map<number, string>();
    DEMO_CASES.forEach((c, i) => {
      const id = `demo-owner-${i + 1}`;
      users.push({ user_id: id, mobile: c.ownerMobile ?? null, openid: null, nickname: c.ownerMobile ? `爱心人士${c.ownerMobile.slice(-4)}` : `${c.payee}`, head_img_url: '', third_type: null, created_at: now - 40 * DAY });
      ownerOf.set(i, id);
    });
    await trx.insertInto('users').values(users).execute();

    for (const [i, c] of DEMO_CASES.entries()) {
      const infoUuid = randomUUID();
      const createdAt = now - (i + 1) * 2 * DAY - i * 37_000;
      const orders: OrdersTable[] = c.donations.map((amount, k) => {
        const paidAt = createdAt + (k + 1) * 5 * HOUR;
        const donor = users[(i + k) % DONOR_NAMES.length];
        return {
          order_id: `CF${paidAt}${String(100000 + i * 100 + k)}`, idempotency_key: `seed-${infoUuid}-${k}`, user_id: donor.user_id, info_uuid: infoUuid,
          amount, anonymous: k % 3 === 2 ? 1 : 0, status: 'PAID', platform: 8, provider: 'sandbox', channel: '', share_dv: 1000,
          user_source_id: '', comment: '', first_donation: 1, provider_trade_no: `seed-trade-${i}-${k}`, created_at: paidAt - 60_000, paid_at: paidAt,
        };
      });
      const row: CasesTable = {
        info_uuid: infoUuid, title: c.title, content: c.content, cover_url: caseCover(i),
        attachments: JSON.stringify([caseCover(i), caseCover(i, 1), caseCover(i, 2)]),
        raise_type: c.raiseType, target_amount: c.target, raised_amount: orders.reduce((s, o) => s + o.amount, 0), donation_count: orders.length,
        share_count: 0, status: c.status, finish_str: c.finishStr, patient_name: c.patient, owner_user_id: ownerOf.get(i)!,
        payee_relation: c.relation, payee_name: c.payee, hospital: c.hospital, disease: c.disease,
        is_vip: c.flags.vip ?? 0, is_theme: c.flags.theme ?? 0, is_recommend: c.flags.recommend ?? 0, subsidize: c.flags.subsidize ?? 0,
        group_value: i % 3, eye_value: i % 2, service_charge: ([1, 3, 4] as const)[i % 3], page_version: c.pageVersion, pr_new_or_old: i % 2,
        is_help: c.status === 0 ? 1 : 0, created_at: createdAt, expire_at: c.expired ? now - DAY : createdAt + 30 * DAY + 60 * DAY,
      };
      await trx.insertInto('cases').values(row).execute();
      if (orders.length) await trx.insertInto('orders').values(orders).execute();

      const posts = PROGRESS_POSTS.slice(0, (i % 3) + 1).map((content, k) => ({
        id: `demo-p-${i}-${k}`, info_uuid: infoUuid, user_id: ownerOf.get(i)!, content,
        image_urls: k === 0 ? `${caseCover(i, 3)},${caseCover(i, 4)}` : '', created_at: createdAt + (k + 1) * DAY,
      }));
      await trx.insertInto('progress').values(posts).execute();

      const comments = COMMENTS.slice(0, 2 + (i % 4)).map((content, k) => ({
        id: `demo-c-${i}-${k}`, info_uuid: infoUuid, user_id: users[(i + k + 3) % DONOR_NAMES.length].user_id, content,
        type: k === 0 ? 1 : 0, created_at: createdAt + (k + 1) * 3 * HOUR, deleted: 0,
      }));
      await trx.insertInto('comments').values(comments).execute();

      // Verifications vouch for a patient: only an illness raise has one (goods and dream raises get none).
      const verifs = (c.raiseType === 0 ? VERIFICATIONS.slice(0, 3 + (i % 4)) : []).map((v, k) => ({
        verify_id: `demo-v-${i}-${k}`, info_uuid: infoUuid, user_id: null, nickname: v.nickname, head_img_url: '', relationship: v.relationship,
        kind: v.kind, content: v.content, from_hospital: v.fromHospital, created_at: createdAt + (k + 1) * 2 * HOUR,
      }));
      if (verifs.length) await trx.insertInto('verifications').values(verifs).execute();
      await seedVisits(trx, infoUuid, visitsOf(i, orders.length), createdAt, now);
      await seedShares(trx, infoUuid, sharesOf(i), createdAt, now);
    }
    await seedShop(trx, now); // the demo goods raise's gear and one shipped purchase (seed/shop.ts)
    await seedLifecycle(trx, now); // one case in each remaining status (seed/lifecycle.ts)
    await bookMissingDonations(trx); // the money ledger (007_money) books every seeded donation
    await seedContent(trx, now); // articles, problems, info pages, adverts (seed/content.ts)
    await seedHub(trx, now); // the demo donor's questions and monthly gift (seed/hub.ts)
    await seedGrowth(trx, now); // leads waiting for a call back, wishes on the health tree (seed/growth.ts)
    await seedMatching(trx, now); // one live matching gift with a funded pool on a raising case (seed/matching.ts)
    await seedBonfire(trx, now); // one live group-help activity with ladders and a team (seed/bonfire.ts)
    await seedRewards(trx, now); // a rewards venue: red packets, luck-draw chances and a result, a certificate (seed/rewards.ts)
    await seedVenue(trx, now); // the demo activity's venue: rules, gifts matched in it, the demo donor's pennants (seed/venue.ts)
    await seedReview(trx, now); // a fundraiser's raise with every section sent, waiting for staff review (seed/review.ts)
    await seedFundraisers(trx, now); // each case's fundraiser checked by their real name: 李** 发起 (seed/fundraisers.ts)
    // Last, after every seed that pays a gift (shop, venue ...): each seeded gift earns its love value.
    await seedLove(trx); // the love value the seeded donations earned (seed/love.ts)
    await shareCountsFromRows(trx); // each case's share counter is its share rows (seed/shares.ts)
    return true;
  });
}
