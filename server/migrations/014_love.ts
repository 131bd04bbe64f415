/**
 * Love value (issue 16): an append-only ledger, one row per change of a user's love value. The
 * UNIQUE (reason, ref) key makes every earning and spending idempotent: a retried pay notify, a
 * double-tapped sign-in or a second device writes nothing the second time. Also the lottery's
 * draws (one row per draw) and the love rank's opt-out.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('love_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('love_ledger_reason_ref', ['reason', 'ref'])
    .execute();
  await db.schema.createIndex('love_ledger_user').on('love_ledger').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('love_draws')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('roll', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('love_draws_user').on('love_draws').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('love_rank_optout')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('love_rank_optout').execute();
  await db.schema.dropTable('love_draws').execute();
  await db.schema.dropTable('love_ledger').execute();
}
