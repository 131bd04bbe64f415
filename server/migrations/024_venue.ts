/**
 * The venue of an activity (issue 17): visits, page sources, new users, sub-venues, share records,
 * visit days and the rules text per activity (server/src/db/schema-venue.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('venue_uv')
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('sub_venue_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_uv_pk', ['activity_id', 'visitor', 'day'])
    .execute();
  await db.schema.createIndex('venue_uv_sub').on('venue_uv').columns(['sub_venue_id']).execute();
  await db.schema.createTable('venue_page_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venue_page_sources_act').on('venue_page_sources').columns(['activity_id', 'source']).execute();
  await db.schema.createTable('venue_new_users')
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_new_users_pk', ['activity_id', 'user_id'])
    .execute();
  await db.schema.createTable('venue_sub_venues')
    .addColumn('sub_venue_id', 'text', (c) => c.primaryKey())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('venue_sub_venues_owner', ['activity_id', 'user_id'])
    .execute();
  await db.schema.createTable('venue_shares')
    .addColumn('share_id', 'text', (c) => c.primaryKey())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text')
    .addColumn('user_id', 'text')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venue_shares_act').on('venue_shares').columns(['activity_id']).execute();
  await db.schema.createTable('venue_visit_days')
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_visit_days_pk', ['activity_id', 'user_id', 'day'])
    .execute();
  await db.schema.createTable('activity_rules')
    .addColumn('activity_id', 'text', (c) => c.primaryKey())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
