/**
 * Checking a receipt's inclusion proof and a consistency proof in the reader's own browser or
 * mini-program (src/lib/merkle.ts, pure TypeScript): the leaf is hashed again from the fields the
 * server sent, walked up its audit path and compared with the signed head's root. The head's Ed25519
 * signature is checked in ledger-signature.ts (kept apart: only the verify page needs its library).
 */
import { donorHashOf, fromHex, leafHashOf, verifyConsistency, verifyInclusion } from './merkle';

export interface ProofLeaf {
  leafIndex: number; entryId: string; kind: string; infoUuid: string; amount: number; createdAt: number; refId: string; donor: string; leafHash: string;
}
export interface ProofHead { treeSize: number; rootHash: string; signedAt: number }

export interface InclusionCheck {
  ok: boolean;
  /** the leaf hash recomputed here from the fields */
  leafHash: string;
  /** whether the fields give the leaf hash the server holds */
  leafMatches: boolean;
  /** whether the path leads to the head's root */
  pathMatches: boolean;
  /** the receipt code given: whether its hash is the leaf's donor; null when none was given */
  donorMatches: boolean | null;
}

const isHex = (s: string, len: number) => s.length === len && /^[0-9a-f]+$/.test(s);

export function checkInclusion(leaf: ProofLeaf, path: string[], head: ProofHead, receiptCode = ''): InclusionCheck {
  const leafHash = leafHashOf(leaf);
  const leafMatches = leafHash === leaf.leafHash;
  const pathOk = isHex(head.rootHash, 64) && path.every((p) => isHex(p, 64));
  const pathMatches = pathOk && verifyInclusion(leaf.leafIndex, head.treeSize, fromHex(leafHash), path.map(fromHex), fromHex(head.rootHash));
  const code = receiptCode.trim();
  const donorMatches = code ? donorHashOf(code) === leaf.donor : null;
  return { ok: leafMatches && pathMatches && donorMatches !== false, leafHash, leafMatches, pathMatches, donorMatches };
}

/** Whether `proof` shows the older head is the first part of the newer one (nothing rewritten). */
export function checkConsistency(first: ProofHead, second: ProofHead, proof: string[]): boolean {
  if (!isHex(first.rootHash, 64) || !isHex(second.rootHash, 64) || !proof.every((p) => isHex(p, 64))) return false;
  return verifyConsistency(first.treeSize, second.treeSize, fromHex(first.rootHash), fromHex(second.rootHash), proof.map(fromHex));
}
