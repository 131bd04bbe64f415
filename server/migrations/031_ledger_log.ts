/**
 * The public money log (issue 30): every money_ledger entry, once, as a leaf of a Merkle tree in the
 * manner of Certificate Transparency (src/lib/merkle.ts). Leaves are sequenced after commit by the
 * ledger job (services/ledger-log), never by the donation path; tree heads are signed with the
 * platform's Ed25519 key and kept here (and appended to DATA_DIR/ledger-heads.jsonl).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_log')
    .addColumn('leaf_index', 'bigint', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().unique())
    .addColumn('leaf_hash', 'text', (c) => c.notNull())
    // SHA-256 of the receipt code ('' when the entry has no donor); the code itself is shown only to the order's donor
    .addColumn('donor', 'text', (c) => c.notNull())
    .addColumn('receipt_code', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('sequenced_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_log_order').on('ledger_log').columns(['order_id', 'leaf_index']).execute();
  await db.schema
    .createTable('ledger_heads')
    .addColumn('tree_size', 'bigint', (c) => c.primaryKey())
    .addColumn('root_hash', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'bigint', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['ledger_heads', 'ledger_log']) await db.schema.dropTable(t).execute();
}
