/**
 * Growth, second part (issue 18): the adviser team's service info (one record staff edit), the honour
 * pictures staff manage, an order for the health tree's sample words (staff reorder them), and an
 * index for the comment wall.
 */
import { sql, type Kysely } from 'kysely';

/** The record the bd homepage answers until staff edit it (the service phone and hours as of this migration, frozen). */
export const DEFAULT_SERVICE_INFO = {
  team_name: '筹款顾问服务团队',
  hours: '每天 9:00 - 21:00（法定节假日照常服务）',
  phone: '400-900-1234',
  intro: '专属筹款顾问一对一服务，从准备材料到发起筹款、提现全程协助。',
  services: JSON.stringify(['解答发起筹款的问题', '指导准备证明材料', '协助撰写求助说明', '提现与善款使用咨询']),
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('growth_service_info')
    .addColumn('id', 'text', (c) => c.primaryKey()) // 'main': one record
    .addColumn('team_name', 'text', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('services', 'text', (c) => c.notNull()) // JSON array of short lines
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('growth_service_info').values({ id: 'main', ...DEFAULT_SERVICE_INFO, updated_by: '', updated_at: 0 }).execute();

  await db.schema
    .createTable('growth_honour_pics')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('growth_wish_words').addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`UPDATE growth_wish_words SET sort = id`.execute(db);
  // the comment wall reads comments across cases, newest first
  await db.schema.createIndex('comments_wall_time').on('comments').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_wall_time').execute();
  await db.schema.alterTable('growth_wish_words').dropColumn('sort').execute();
  await db.schema.dropTable('growth_honour_pics').execute();
  await db.schema.dropTable('growth_service_info').execute();
}
