/**
 * app_secrets: secrets the server generates at first start when the environment does not set them
 * (SANDBOX_PAY_SECRET, SESSION_SECRET), so several processes on one PostgreSQL database agree
 * (server/src/secrets.ts; with SQLite they live in DATA_DIR/secrets.json instead).
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_secrets').ifExists().execute();
}
