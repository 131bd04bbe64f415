/**
 * The whole first schema. Portable types only (text, integer, bigint) so SQLite and PostgreSQL share it.
 */
import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('openid', 'text', (c) => c.unique())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('head_img_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('third_type', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('verify_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('verify_codes_mobile').on('verify_codes').columns(['mobile', 'created_at']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cases')
    .addColumn('info_uuid', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('raise_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target_amount', 'bigint', (c) => c.notNull())
    .addColumn('raised_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('donation_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('share_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finish_str', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'text', (c) => c.notNull())
    .addColumn('payee_relation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payee_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hospital', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disease', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_vip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_theme', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subsidize', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('eye_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('service_charge', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('page_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pr_new_or_old', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_help', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expire_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cases_created').on('cases').columns(['created_at', 'info_uuid']).execute();

  await db.schema
    .createTable('progress')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_urls', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('progress_case').on('progress').columns(['info_uuid', 'created_at']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('comments_case').on('comments').columns(['info_uuid', 'created_at']).execute();

  await db.schema
    .createTable('verifications')
    .addColumn('verify_id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('head_img_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // doctor | friend | sick_friend
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('from_hospital', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verifications_case').on('verifications').columns(['info_uuid', 'created_at']).execute();

  await db.schema
    .createTable('shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('user_source_id', 'text', (c) => c.notNull())
    .addColumn('share_id', 'text', (c) => c.notNull())
    .addColumn('share_dv', 'integer', (c) => c.notNull())
    .addColumn('trade_no', 'text', (c) => c.notNull())
    .addColumn('to_wx_source', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shares_user').on('shares').columns(['user_id', 'info_uuid']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('platform', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('share_dv', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_source_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_donation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider_trade_no', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db.schema.createIndex('orders_case_status').on('orders').columns(['info_uuid', 'status', 'paid_at']).execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_notifies')
    .addColumn('notify_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('to_path', 'text', (c) => c.notNull())
    .addColumn('self_tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('platform', 'integer', (c) => c.notNull())
    .addColumn('gray_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_logs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feature_config')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('basic_store')
    .addColumn('activity_id', 'text', (c) => c.primaryKey())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await sql`select 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['basic_store', 'feature_config', 'event_logs', 'page_logs', 'payment_notifies', 'orders', 'shares',
    'verifications', 'comments', 'progress', 'cases', 'rate_limits', 'verify_codes', 'sessions', 'users']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
