/**
 * Signed tree heads: the ledger job (under the 'ledger-log' lease, so two server processes never both
 * append or sign) sequences the new entries, then signs a head of the whole log when one is due: once a
 * day (LEDGER_HEAD_EVERY_HOURS), on a staff's demand (签署账本树头, audited), or when a public reader asks
 * for a receipt the last head does not cover yet (at most every LEDGER_HEAD_MIN_SECONDS). A head is only
 * signed when the log grew since the last one (a head of the same size would say nothing new). Each new
 * head is also appended as one JSON line to DATA_DIR/ledger-heads.jsonl.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { withLease } from '../../repositories/job-leases';
import { insertHead, latestHead } from '../../repositories/ledger-log';
import type { LedgerHeadsTable } from '../../db/schema-ledger-log';
import { headMessage, toHex, type TreeHead } from '../../../../src/lib/merkle';
import { ledgerKey, signBytes } from './keys';
import { logSize, sequence, syncedTree } from './sequencer';

export const LEDGER_JOB = 'ledger-log';
export const HEADS_FILE = 'ledger-heads.jsonl';
const LEASE_TTL = 5 * 60_000;
const HOUR = 3_600_000;

export const headOut = (h: LedgerHeadsTable): TreeHead & { publicKey: string } => ({
  treeSize: Number(h.tree_size), rootHash: h.root_hash, signedAt: Number(h.signed_at), signature: h.signature, publicKey: h.public_key,
});

export type SignWhen = 'never' | 'due' | 'now';

export interface LedgerRun { ran: boolean; appended: number; head: LedgerHeadsTable | null }

/** One run of the ledger job: sequence (`full`: the whole ledger, sequencer.ts), then sign a head when `when` says so and the log grew. */
export async function runLedgerJob(deps: AppDeps, when: SignWhen, opts: { holder?: string; audit?: Audit; full?: boolean } = {}): Promise<LedgerRun> {
  const holder = opts.holder ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const r = await withLease(deps.db, LEDGER_JOB, holder, deps.clock(), LEASE_TTL, async () => {
    const appended = await sequence(deps, { full: opts.full });
    const head = when === 'never' ? null : await signIfDue(deps, when, opts.audit);
    return { ran: true, appended, head };
  });
  return r ?? { ran: false, appended: 0, head: null };
}

/** Written in the head's own transaction (a staff's 签署账本树头). */
export type Audit = (trx: Transaction<Database>, head: LedgerHeadsTable) => Promise<unknown>;

async function signIfDue(deps: AppDeps, when: SignWhen, audit?: Audit): Promise<LedgerHeadsTable | null> {
  const now = deps.clock();
  const last = await latestHead(deps.db);
  const size = await logSize(deps.db);
  if (size === 0 || (last && Number(last.tree_size) >= size)) return null;
  if (when === 'due' && last && now - Number(last.signed_at) < deps.config.settings.LEDGER_HEAD_EVERY_HOURS * HOUR) return null;
  return signHead(deps, size, now, audit);
}

/** Signs the head of the first `size` leaves (must be in the log) and publishes it. */
export async function signHead(deps: AppDeps, size: number, now: number, audit?: Audit): Promise<LedgerHeadsTable> {
  const key = ledgerKey(deps.config);
  const tree = await syncedTree(deps);
  const rootHash = toHex(tree.root(size));
  const head: LedgerHeadsTable = { tree_size: size, root_hash: rootHash, signed_at: now, public_key: key.publicKeyHex, signature: signBytes(key, headMessage({ treeSize: size, rootHash, signedAt: now })) };
  const inserted = await deps.db.transaction().execute(async (trx) => {
    const ok = await insertHead(trx, head);
    if (ok && audit) await audit(trx, head);
    return ok;
  });
  if (inserted) appendHeadLine(deps, head);
  return head;
}

/** The public file of all heads (one JSON line each); the database stays the record (GET /api/ledger/heads). */
function appendHeadLine(deps: AppDeps, h: LedgerHeadsTable): void {
  try {
    mkdirSync(deps.config.dataDir, { recursive: true });
    appendFileSync(join(deps.config.dataDir, HEADS_FILE), JSON.stringify(headOut(h)) + '\n');
  } catch {
    // the file is a copy for readers; the head is already in ledger_heads
  }
}
