/**
 * The public money log as a Merkle tree in the manner of Certificate Transparency (RFC 9162 section 2.1),
 * shared by the server (sequencer, proofs), the CLI (offline check) and the client (/cf/verify):
 * leaf hash = SHA-256(0x00 || leaf bytes), node hash = SHA-256(0x01 || left || right), the root of n leaves
 * splits them at the largest power of two below n. Proofs are produced and checked iteratively here; the
 * tests hold them against the recursive definitions of the RFC.
 */
import { fromHex, pureSha256, sha256, toHex, useNativeSha256, utf8 } from './sha256';

export { fromHex, pureSha256, sha256, toHex, useNativeSha256, utf8 };

/** One money-ledger entry as the log commits to it: money in fen, time in ms, no personal data. */
export interface LeafFields {
  /** its place in the log (0-based): a swap of two entries changes both leaves */
  leafIndex: number;
  entryId: string;
  kind: string;
  infoUuid: string;
  amount: number;
  createdAt: number;
  /** the order, refund or payout the entry books */
  refId: string;
  /** a donor only as SHA-256 of their receipt code (donorHashOf), '' for entries with no donor */
  donor: string;
}

export const LEAF_VERSION = 1;

/** The canonical leaf bytes: a JSON array in a fixed order (strings and safe integers only). */
export function leafBytes(f: LeafFields): Uint8Array {
  return utf8(JSON.stringify([LEAF_VERSION, f.leafIndex, f.entryId, f.kind, f.infoUuid, f.amount, f.createdAt, f.refId, f.donor]));
}

function prefixed(prefix: number, ...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(1 + parts.reduce((s, p) => s + p.length, 0));
  out[0] = prefix;
  let o = 1;
  for (const p of parts) { out.set(p, o); o += p.length; }
  return out;
}

export const hashLeaf = (bytes: Uint8Array): Uint8Array => sha256(prefixed(0x00, bytes));
export const hashNode = (left: Uint8Array, right: Uint8Array): Uint8Array => sha256(prefixed(0x01, left, right));
/** MTH of no leaves: SHA-256 of nothing. */
export const EMPTY_ROOT = pureSha256(new Uint8Array(0));

/** The leaf hash of an entry (hex). */
export const leafHashOf = (f: LeafFields): string => toHex(hashLeaf(leafBytes(f)));

/** The donor field of a leaf: SHA-256 of the receipt code shown to the donor on their receipt (hex). */
export const donorHashOf = (receiptCode: string): string => toHex(sha256(utf8(`cf-ledger-donor:v1:${receiptCode}`)));

/** Largest power of two strictly below n (n >= 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * A log's tree kept as its complete subtrees: levels[0] are the leaf hashes, levels[l][j] the root of
 * leaves [j*2^l, (j+1)*2^l). Appending is O(log n); a root or a proof reads O(log^2 n) nodes.
 */
export class MerkleTree {
  readonly levels: Uint8Array[][] = [[]];

  constructor(leaves: Uint8Array[] = []) {
    for (const l of leaves) this.append(l);
  }

  get size(): number {
    return this.levels[0].length;
  }

  append(leafHash: Uint8Array): void {
    this.levels[0].push(leafHash);
    let l = 0;
    let j = this.levels[0].length - 1;
    while (j % 2 === 1) {
      const node = hashNode(this.levels[l][j - 1], this.levels[l][j]);
      l++;
      j = (j - 1) / 2;
      if (!this.levels[l]) this.levels[l] = [];
      this.levels[l][j] = node;
    }
  }

  /** MTH(D[lo:hi]) for a range the tree's own splits produce (lo aligned to the range's largest part). */
  rangeRoot(lo: number, hi: number): Uint8Array {
    if (hi > this.size || lo < 0 || lo > hi) throw new Error(`range ${lo}..${hi} outside a log of ${this.size}`);
    if (lo === hi) return EMPTY_ROOT;
    // the range as perfect subtrees of falling size, folded from the right
    const parts: Uint8Array[] = [];
    let at = lo;
    while (at < hi) {
      let l = 0;
      while (at + (2 ** (l + 1)) <= hi && at % (2 ** (l + 1)) === 0) l++;
      parts.push(this.levels[l][at / 2 ** l]);
      at += 2 ** l;
    }
    let r = parts[parts.length - 1];
    for (let i = parts.length - 2; i >= 0; i--) r = hashNode(parts[i], r);
    return r;
  }

  root(size = this.size): Uint8Array {
    return this.rangeRoot(0, size);
  }

  /** The audit path of leaf m in the tree of the first n leaves (RFC 9162 PATH(m, D[n])), deepest first. */
  inclusionProof(m: number, n: number): Uint8Array[] {
    if (m < 0 || m >= n || n > this.size) throw new Error(`no leaf ${m} in a tree of ${n}`);
    const path: Uint8Array[] = [];
    let lo = 0;
    let hi = n;
    while (hi - lo > 1) {
      const k = splitPoint(hi - lo);
      if (m < lo + k) { path.unshift(this.rangeRoot(lo + k, hi)); hi = lo + k; } else { path.unshift(this.rangeRoot(lo, lo + k)); lo += k; }
    }
    return path;
  }

  /** The proof that the tree of m leaves is a prefix of the tree of n (RFC 9162 PROOF(m, D[n])). */
  consistencyProof(m: number, n: number): Uint8Array[] {
    if (m < 0 || m > n || n > this.size) throw new Error(`no consistency from ${m} to ${n} in a log of ${this.size}`);
    if (m === 0 || m === n) return [];
    const outer: Uint8Array[] = [];
    let lo = 0;
    let hi = n;
    let rel = m;
    let whole = true; // b in SUBPROOF: the subtree asked for is still the old tree itself
    while (rel !== hi - lo) {
      const k = splitPoint(hi - lo);
      if (rel <= k) { outer.push(this.rangeRoot(lo + k, hi)); hi = lo + k; } else { outer.push(this.rangeRoot(lo, lo + k)); lo += k; rel -= k; whole = false; }
    }
    const proof = whole ? [] : [this.rangeRoot(lo, hi)];
    for (let i = outer.length - 1; i >= 0; i--) proof.push(outer[i]);
    return proof;
  }
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** RFC 9162 2.1.3.2: whether the path leads from the leaf hash at leafIndex to the root of a tree of treeSize. */
export function verifyInclusion(leafIndex: number, treeSize: number, leafHash: Uint8Array, path: Uint8Array[], root: Uint8Array): boolean {
  if (leafIndex < 0 || leafIndex >= treeSize) return false;
  let fn = leafIndex;
  let sn = treeSize - 1;
  let r = leafHash;
  for (const p of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = hashNode(p, r);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) { fn = Math.floor(fn / 2); sn = Math.floor(sn / 2); }
    } else {
      r = hashNode(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equal(r, root);
}

/** RFC 9162 2.1.4.2: whether the proof shows the tree (first, firstRoot) is a prefix of (second, secondRoot). */
export function verifyConsistency(first: number, second: number, firstRoot: Uint8Array, secondRoot: Uint8Array, proof: Uint8Array[]): boolean {
  if (first < 0 || first > second) return false;
  if (first === second) return proof.length === 0 && equal(firstRoot, secondRoot);
  if (first === 0) return proof.length === 0;
  if (proof.length === 0) return false;
  const path = (first & (first - 1)) === 0 ? [firstRoot, ...proof] : proof;
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) { fn = Math.floor(fn / 2); sn = Math.floor(sn / 2); }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = hashNode(c, fr);
      sr = hashNode(c, sr);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) { fn = Math.floor(fn / 2); sn = Math.floor(sn / 2); }
    } else {
      sr = hashNode(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && equal(fr, firstRoot) && equal(sr, secondRoot);
}

/** A signed tree head as published: its signed bytes are headMessage(treeSize, rootHash, signedAt). */
export interface TreeHead {
  treeSize: number;
  rootHash: string;
  signedAt: number;
  /** Ed25519 over headMessage, base64 */
  signature: string;
}

/** The bytes a head's signature covers. */
export const headMessage = (h: Pick<TreeHead, 'treeSize' | 'rootHash' | 'signedAt'>): Uint8Array =>
  utf8(JSON.stringify(['cf-ledger-head', LEAF_VERSION, h.treeSize, h.rootHash, h.signedAt]));
