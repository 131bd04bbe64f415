/** `npm run export-ledger`: the log with the money-ledger fields each leaf commits to (services/ledger-log/verify.ts reads it). */
import type { DB } from '../../db';
import { leafRows, unsequencedEntries } from '../../repositories/ledger-log';
import type { LedgerExport } from './verify';

export async function exportLedger(db: DB, now: number): Promise<LedgerExport> {
  const rows = await leafRows(db, { from: 0 });
  const rest = await unsequencedEntries(db, Number.MAX_SAFE_INTEGER);
  return {
    format: 'cf-ledger-export', version: 1, exportedAt: now,
    entries: rows.map((r) => ({
      leafIndex: Number(r.leaf_index), entryId: r.entry_id, leafHash: r.leaf_hash, donor: r.donor,
      fields: r.kind === null || r.info_uuid === null || r.amount === null || r.created_at === null || r.ref_id === null ? null
        : { kind: r.kind, infoUuid: r.info_uuid, amount: Number(r.amount), createdAt: Number(r.created_at), refId: r.ref_id },
    })),
    unsequenced: rest.map((r) => r.entry_id),
  };
}
