/**
 * Matching gifts (issue 17): activities and their pool, sponsors, the cases in an activity, one match
 * per donation, the pool's append-only ledger, per-donor-per-day counters, and the tiny-gift window
 * counter the fraud rule keeps in the paid transaction (server/src/db/schema-activity.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('activity_sponsors')
    .addColumn('sponsor_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('activities')
    .addColumn('activity_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sponsor_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ratio_pct', 'integer', (c) => c.notNull())
    .addColumn('cap_gift', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cap_donor_day', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cap_case', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_gift', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('funded', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('matched', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('released', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('match_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // The pool is never overspent: the database refuses it even if a code path forgot the lock.
    .addCheckConstraint('activities_pool_whole', sql`matched >= 0 and released >= 0 and funded - matched - released >= 0`)
    .execute();
  await db.schema.createTable('activity_cases')
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('matched', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('match_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_cases_pk', ['activity_id', 'info_uuid'])
    .execute();
  await db.schema.createIndex('activity_cases_case').on('activity_cases').columns(['info_uuid', 'active']).execute();
  await db.schema.createTable('activity_matches')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('donation', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('returned', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_matches_activity').on('activity_matches').columns(['activity_id', 'created_at']).execute();
  await db.schema.createIndex('activity_matches_case').on('activity_matches').columns(['info_uuid', 'created_at']).execute();
  await db.schema.createTable('activity_pool_ledger')
    .addColumn('entry_id', 'text', (c) => c.primaryKey())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text')
    .addColumn('actor', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('activity_pool_event', ['kind', 'ref_id'])
    .execute();
  await db.schema.createIndex('activity_pool_ledger_activity').on('activity_pool_ledger').columns(['activity_id', 'created_at']).execute();
  await db.schema.createTable('activity_donor_days')
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('matched', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_donor_days_pk', ['activity_id', 'user_id', 'day'])
    .execute();
  await db.schema.createTable('tiny_gift_windows')
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tiny_gift_windows_pk', ['info_uuid', 'bucket', 'shard'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['tiny_gift_windows', 'activity_donor_days', 'activity_pool_ledger', 'activity_matches', 'activity_cases', 'activities', 'activity_sponsors']) {
    await db.schema.dropTable(t).execute();
  }
}
