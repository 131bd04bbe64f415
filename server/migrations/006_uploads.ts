/**
 * uploads: one row per uploaded image. The bytes live in the storage provider under `storage_key`
 * (with the '!cf_mtr_1080' and '!thumb' variants beside it); private rows (ID cards, bank cards, medical
 * papers, certificates) are readable only by their owner and staff.
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull()) // the stored (re-encoded) original
    .addColumn('large_bytes', 'integer', (c) => c.notNull())
    .addColumn('thumb_bytes', 'integer', (c) => c.notNull())
    .addColumn('upload_bytes', 'integer', (c) => c.notNull()) // what the client sent
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner').on('uploads').columns(['owner_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute();
}
