/**
 * Pennants (issue 17): a donor's electronic pennants (锦旗), earned by giving in an activity, by a venue
 * visit, by a luck draw or a love-value draw. No cash value. One row per award, unique by (source, ref)
 * so an award retried with the same reference is kept once (server/src/repositories/pennants.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('pennants')
    .addColumn('pennant_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text')
    .addColumn('info_uuid', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('pennants_source_ref', ['source', 'ref'])
    .execute();
  await db.schema.createIndex('pennants_user').on('pennants').columns(['user_id', 'created_at']).execute();
}
