/**
 * Payouts behind one interface: PAYOUT_PROVIDER=sandbox (default; records a transfer reference in
 * its own table, no money moves) or wxpay (WeChat Pay v3 merchant batch transfer,
 * server/src/payments/wxpay/transfer.ts). Every transfer carries our payout's idempotency key, so a
 * retry or a restart asks about (or resends) the same transfer and never pays twice.
 */
import type { DB } from '../db';
import { newId } from '../lib/util';
import { insertSandboxTransfer, sandboxTransferByKey } from '../repositories/sandbox-transfers';

export interface TransferRequest {
  /** Our payout's idempotency key: the provider's out_batch_no / out_detail_no. */
  key: string;
  /** Fen that reach the payee. */
  amount: number;
  payeeType: 'FAMILY' | 'HOSPITAL';
  payeeName: string;
  /** The payee's openid for the app (WeChat transfers pay into a WeChat account). */
  payeeOpenid?: string | null;
  /** Shown to the payee (at most 32 characters on WeChat). */
  remark: string;
}

export interface TransferResult {
  status: 'SUCCESS' | 'PROCESSING' | 'FAILED';
  /** The provider's transfer reference (null when it gave none yet). */
  ref: string | null;
  reason?: string;
}

export interface PayoutProvider {
  name: 'sandbox' | 'wxpay';
  /** Starts (or, for a key sent before, returns) the transfer. */
  transfer(req: TransferRequest): Promise<TransferResult>;
  /** What the provider knows of the transfer with this key; null when it never received it. */
  queryTransfer(key: string, amount: number): Promise<TransferResult | null>;
}

/** The sandbox: one row per key in sandbox_transfers, like a bank that dedupes by reference. */
export function createSandboxPayout(db: DB, clock: () => number = Date.now): PayoutProvider {
  const find = (key: string) => sandboxTransferByKey(db, key);
  return {
    name: 'sandbox',
    async transfer(req) {
      if (!Number.isSafeInteger(req.amount) || req.amount <= 0) return { status: 'FAILED', ref: null, reason: '转账金额无效' };
      await insertSandboxTransfer(db, { idempotency_key: req.key, transfer_ref: newId('sbx'), amount: req.amount, created_at: clock() });
      const row = (await find(req.key))!;
      return { status: 'SUCCESS', ref: row.transfer_ref };
    },
    async queryTransfer(key) {
      const row = await find(key);
      return row ? { status: 'SUCCESS', ref: row.transfer_ref } : null;
    },
  };
}
