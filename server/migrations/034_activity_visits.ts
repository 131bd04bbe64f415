/**
 * Attribution of the activity reads: each matching or bonfire call records the visit's channel, share
 * version (shareDV / sharedv), platform and activity id, for attribution only. Nothing that decides
 * money reads this table.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity_visits')
    .addColumn('visit_id', 'text', (c) => c.primaryKey())
    .addColumn('call', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('share_dv', 'integer', (c) => c.notNull())
    .addColumn('platform', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_visits_case').on('activity_visits').columns(['info_uuid', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_visits').execute();
}
