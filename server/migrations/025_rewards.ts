/**
 * Red packets and the luck draw (issue 17, server/src/db/schema-rewards.ts):
 * - activities.reserved: pool money set aside for red packets issued and not yet given or expired;
 *   funded = matched + reserved + released + left, to the fen. Never negative (a CHECK on PostgreSQL,
 *   a trigger on SQLite, which cannot add a CHECK to an existing table).
 * - red_packets: one per user, activity and day (the unique key is the idempotency key).
 * - draw_entitlements: one per qualifying gift (unique by order); draw_results: one per entitlement.
 * - certificates: a donor's certificate of a gift, unique by (kind, ref).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activities').addColumn('reserved', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    await sql`alter table activities add constraint activities_reserved_whole check (reserved >= 0)`.execute(db);
  } else {
    await sql`create trigger activities_reserved_whole before update of reserved on activities
      when new.reserved < 0 begin select raise(abort, 'CHECK constraint failed: activities_reserved_whole'); end`.execute(db);
  }
  await db.schema.createTable('red_packets')
    .addColumn('packet_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text')
    .addColumn('granted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addUniqueConstraint('red_packets_one_a_day', ['activity_id', 'user_id', 'day'])
    .execute();
  await db.schema.createIndex('red_packets_user').on('red_packets').columns(['user_id', 'issued_at']).execute();
  await db.schema.createIndex('red_packets_open').on('red_packets').columns(['status', 'expires_at']).execute();
  await db.schema.createTable('draw_entitlements')
    .addColumn('entitlement_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('draw_entitlements_user').on('draw_entitlements').columns(['user_id', 'used_at']).execute();
  await db.schema.createTable('draw_results')
    .addColumn('result_id', 'text', (c) => c.primaryKey())
    .addColumn('entitlement_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('roll', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('draw_results_user').on('draw_results').columns(['user_id', 'created_at']).execute();
  await db.schema.createTable('certificates')
    .addColumn('certificate_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('certificates_kind_ref', ['kind', 'ref'])
    .execute();
  await db.schema.createIndex('certificates_user').on('certificates').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['certificates', 'draw_results', 'draw_entitlements', 'red_packets']) await db.schema.dropTable(t).execute();
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) await sql`alter table activities drop constraint activities_reserved_whole`.execute(db);
  else await sql`drop trigger activities_reserved_whole`.execute(db);
  await db.schema.alterTable('activities').dropColumn('reserved').execute();
}
