/** Group help ("bonfire", issue 17): rules, ladders, teams, members, finished ladders (server/src/db/schema-bonfire.ts). */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('bonfire_rules')
    .addColumn('activity_id', 'text', (c) => c.primaryKey())
    .addColumn('team_max', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('bonfire_ladders')
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('need', 'integer', (c) => c.notNull())
    .addColumn('subsidy', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonfire_ladders_pk', ['activity_id', 'n'])
    .execute();
  await db.schema.createTable('bonfire_teams')
    .addColumn('team_id', 'text', (c) => c.primaryKey())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('leader_user_id', 'text', (c) => c.notNull())
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gave_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ladder_finish_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bonfire_teams_case').on('bonfire_teams').columns(['info_uuid', 'activity_id']).execute();
  // One team per user and case: the primary key. The paid transaction's lookup is this key.
  await db.schema.createTable('bonfire_members')
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('gave', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gave_order_id', 'text')
    .addColumn('gave_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('gave_at', 'bigint')
    .addPrimaryKeyConstraint('bonfire_members_pk', ['info_uuid', 'user_id'])
    .execute();
  await db.schema.createIndex('bonfire_members_team').on('bonfire_members').columns(['team_id', 'joined_at']).execute();
  await db.schema.createIndex('bonfire_members_user').on('bonfire_members').columns(['user_id', 'joined_at']).execute();
  await db.schema.createTable('bonfire_ladder_hits')
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('granted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonfire_ladder_hits_pk', ['team_id', 'n'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bonfire_ladder_hits', 'bonfire_members', 'bonfire_teams', 'bonfire_ladders', 'bonfire_rules']) await db.schema.dropTable(t).execute();
}
