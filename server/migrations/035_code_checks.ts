/**
 * Proof of a fresh SMS code check (check-verify-code): a short-lived, single-use token for a phone that
 * a later step asks for (account deletion needs the bound phone checked). Only the token's hash is kept.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('code_checks')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_checks').execute();
}
