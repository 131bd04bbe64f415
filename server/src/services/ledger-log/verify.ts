/**
 * The offline check of the money log (`npm run verify-ledger`, the tests): every head's Ed25519
 * signature; the log's leaves consecutive from 0; each leaf recomputed from its money-ledger row and
 * compared with the leaf hash the log holds; the tree rebuilt from the recomputed leaves and each head's
 * root compared. The first entry that does not match is named by leaf index and entry id.
 */
import { fromHex, headMessage, leafHashOf, MerkleTree, toHex, type TreeHead } from '../../../../src/lib/merkle';
import { verifyBytes } from './keys';

export interface ExportEntry {
  leafIndex: number;
  entryId: string;
  leafHash: string;
  donor: string;
  /** the money_ledger row's fields; null when the row is gone */
  fields: { kind: string; infoUuid: string; amount: number; createdAt: number; refId: string } | null;
}

/** `npm run export-ledger`: the log joined with the money ledger (no personal data: donors are hashes). */
export interface LedgerExport {
  format: 'cf-ledger-export';
  version: 1;
  exportedAt: number;
  entries: ExportEntry[];
  /** money_ledger rows the log has not taken yet (appended by the next sequencer run) */
  unsequenced: string[];
}

export type PublishedHead = TreeHead & { publicKey: string };

export interface VerifyResult {
  ok: boolean;
  /** every problem found, in order; the first names the first entry (or head) that does not match */
  problems: string[];
  firstBad: { leafIndex: number; entryId: string } | null;
  leaves: number;
  headsChecked: number;
}

/** Reads a heads file: JSON lines, a JSON array, {heads: [...]}, {head: {...}} or the API's {code, data: ...} envelope. */
export function parseHeads(text: string): PublishedHead[] {
  const t = text.trim();
  if (!t) return [];
  let v: unknown;
  try {
    v = JSON.parse(t);
  } catch {
    return t.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as PublishedHead);
  }
  const o = v as { data?: unknown; heads?: unknown; head?: unknown; treeSize?: unknown };
  if (Array.isArray(v)) return v as PublishedHead[];
  if (o.data !== undefined) return parseHeads(JSON.stringify(o.data));
  if (Array.isArray(o.heads)) return o.heads as PublishedHead[];
  if (o.head) return [o.head as PublishedHead];
  if (o.treeSize !== undefined) return [v as PublishedHead];
  throw new Error('not a heads file');
}

/** Checks the heads alone: signatures (by the pinned key when given) and sizes that only grow. */
export function verifyHeads(heads: PublishedHead[], pinnedKey?: string): string[] {
  const problems: string[] = [];
  let prev = 0;
  for (const h of heads) {
    const key = pinnedKey ?? h.publicKey;
    if (pinnedKey && h.publicKey !== pinnedKey) problems.push(`树头 ${h.treeSize}：签名公钥 ${h.publicKey.slice(0, 16)}… 不是平台公钥`);
    if (!verifyBytes(key, headMessage(h), h.signature)) problems.push(`树头 ${h.treeSize}：签名无效`);
    if (h.treeSize < prev) problems.push(`树头 ${h.treeSize}：比前一个树头 (${prev}) 小，账本被截短`);
    prev = Math.max(prev, h.treeSize);
  }
  return problems;
}

export function verifyLedger(exp: LedgerExport, heads: PublishedHead[], pinnedKey?: string): VerifyResult {
  const problems = verifyHeads(heads, pinnedKey);
  let firstBad: VerifyResult['firstBad'] = null;
  const bad = (leafIndex: number, entryId: string, msg: string) => {
    if (!firstBad) firstBad = { leafIndex, entryId };
    problems.push(msg);
  };
  const entries = [...exp.entries].sort((a, b) => a.leafIndex - b.leafIndex);
  const tree = new MerkleTree();
  const seen = new Set<string>();
  for (const e of entries) {
    if (e.leafIndex !== tree.size) {
      bad(tree.size, e.entryId, `第 ${tree.size} 号叶子缺失（下一个是第 ${e.leafIndex} 号 ${e.entryId}）`);
      break;
    }
    if (seen.has(e.entryId)) bad(e.leafIndex, e.entryId, `第 ${e.leafIndex} 号叶子 ${e.entryId}：同一条账目第二次入账本`);
    seen.add(e.entryId);
    if (!e.fields) {
      bad(e.leafIndex, e.entryId, `第 ${e.leafIndex} 号叶子 ${e.entryId}：数据库中这条账目已被删除`);
      tree.append(fromHex(e.leafHash));
      continue;
    }
    const h = leafHashOf({ leafIndex: e.leafIndex, entryId: e.entryId, donor: e.donor, ...e.fields });
    if (h !== e.leafHash) bad(e.leafIndex, e.entryId, `第 ${e.leafIndex} 号叶子 ${e.entryId}：与数据库记录不符（${e.fields.kind} ${e.fields.amount} 分，记录被改动或顺序被调换）`);
    tree.append(fromHex(h));
  }
  for (const h of heads) {
    if (h.treeSize > tree.size) {
      problems.push(`树头 ${h.treeSize}：账本只有 ${tree.size} 个叶子，已签署的条目不见了`);
    } else if (toHex(tree.root(h.treeSize)) !== h.rootHash) {
      problems.push(`树头 ${h.treeSize}：由数据库重算的树根 ${toHex(tree.root(h.treeSize)).slice(0, 16)}… 与签署的 ${h.rootHash.slice(0, 16)}… 不同`);
    }
  }
  return { ok: problems.length === 0, problems, firstBad, leaves: tree.size, headsChecked: heads.length };
}
