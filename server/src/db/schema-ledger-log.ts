/** Tables of migration 031_ledger_log: the public money log and its signed tree heads. */

export interface LedgerLogTable {
  /** 0-based place in the log; consecutive, never reused */
  leaf_index: number;
  /** the money_ledger entry of this leaf (each entry once) */
  entry_id: string;
  /** hex SHA-256 leaf hash (src/lib/merkle.ts leafHashOf) */
  leaf_hash: string;
  /** hex SHA-256 of receipt_code, '' without a donor */
  donor: string;
  /** the donor's receipt code (shown only to them), '' without a donor */
  receipt_code: string;
  order_id: string | null;
  sequenced_at: number;
}

export interface LedgerHeadsTable {
  tree_size: number;
  /** hex root of the first tree_size leaves */
  root_hash: string;
  signed_at: number;
  /** base64 Ed25519 over headMessage (src/lib/merkle.ts) */
  signature: string;
  /** hex raw Ed25519 public key that signed it */
  public_key: string;
}

export interface LedgerLogTables {
  ledger_log: LedgerLogTable;
  ledger_heads: LedgerHeadsTable;
}
