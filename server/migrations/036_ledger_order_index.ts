/**
 * The ledger in its time order (created_at, entry_id): the sequencer reads only the entries after its
 * high-water mark (services/ledger-log/sequencer.ts) through this index instead of comparing the whole
 * money_ledger with the log on every run. The key only grows, so each insert appends at the index's end.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('money_ledger_time').on('money_ledger').columns(['created_at', 'entry_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('money_ledger_time').execute();
}
