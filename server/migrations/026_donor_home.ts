/**
 * The donor's home, second part (issue 16): the platform's general fund (one platform-owned case,
 * published so its gifts ride the ordinary order and pay rails and its money sits in the public
 * ledger, kept out of the case lists by its id), the monthly reminders sent (once per gift per
 * month), and page views for /api/frame/uv/get.
 */
import type { Kysely } from 'kysely';

const FUND = 'general-fund';
const OWNER = 'platform-general-fund';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monthly_gift_reminders')
    .addColumn('gift_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('notification_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('monthly_gift_reminders_pk', ['gift_id', 'month'])
    .execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_views_page').on('page_views').columns(['page', 'day', 'visitor']).execute();

  // The platform account that owns the fund: no phone and no openid, so nobody can log in as it.
  await db.insertInto('users').values({ user_id: OWNER, mobile: null, openid: null, nickname: '平台公益基金', head_img_url: '', third_type: null, created_at: 0 }).execute();
  await db.insertInto('cases').values({
    info_uuid: FUND, title: '平台公益基金', content: '平台公益基金用于资助经审核的困难患者与公益项目，每一笔收入、退款与拨付都在公示账本中逐笔可查。',
    cover_url: '', attachments: '[]', raise_type: 99, target_amount: 0, raised_amount: 0, donation_count: 0, share_count: 0, status: 0, finish_str: '',
    patient_name: '', owner_user_id: OWNER, payee_relation: '', payee_name: '', hospital: '', disease: '', is_vip: 0, is_theme: 0, is_recommend: 0,
    subsidize: 0, group_value: 0, eye_value: 0, service_charge: 1, page_version: 0, pr_new_or_old: 1, is_help: 0,
    // It never runs out (its period ends at the end of 2099).
    created_at: 0, expire_at: 4102415999000, published: 1, published_at: 0,
  }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('cases').where('info_uuid', '=', FUND).execute();
  await db.deleteFrom('users').where('user_id', '=', OWNER).execute();
  for (const t of ['page_views', 'monthly_gift_reminders']) await db.schema.dropTable(t).execute();
}
