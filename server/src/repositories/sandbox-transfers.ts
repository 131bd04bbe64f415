/** The sandbox payout provider's transfers (SQL only): one row per idempotency key, like a bank that dedupes by reference. */
import type { DB } from '../db';

export const sandboxTransferByKey = (db: DB, key: string) =>
  db.selectFrom('sandbox_transfers').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

/** Records a transfer once per key (a key sent again writes nothing). */
export async function insertSandboxTransfer(db: DB, row: { idempotency_key: string; transfer_ref: string; amount: number; created_at: number }): Promise<void> {
  await db.insertInto('sandbox_transfers').values(row).onConflict((oc) => oc.column('idempotency_key').doNothing()).execute();
}
