/**
 * The public money log (a feature group): every money-ledger entry is a leaf of one append-only Merkle
 * log (src/lib/merkle.ts, RFC 9162), whose tree heads the platform signs with its Ed25519 key. Anyone
 * reads the heads and asks for an inclusion proof of a receipt or a consistency proof between two heads;
 * nothing here carries personal data (a donor is only SHA-256 of the receipt code on their receipt).
 * Hashes are hex, signatures base64, money fen, times epoch ms.
 */
import { call, Enum, Fen, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';

const HEX = () => Str(0, 64);
const ID = () => Str(1, 64);

/** A signed tree head: the signature covers headMessage(treeSize, rootHash, signedAt) (src/lib/merkle.ts). */
export const LedgerHead = Obj({ treeSize: Int(1), rootHash: HEX(), signedAt: Int(0), signature: Str(0, 200), publicKey: HEX() });
export type LedgerHead = Static<typeof LedgerHead>;

/** A leaf's fields as the log commits to them (leafBytes). */
export const LedgerLeaf = Obj({
  leafIndex: Int(0), entryId: ID(), kind: Str(1, 32), infoUuid: ID(), amount: Fen(), createdAt: Int(0), refId: ID(),
  donor: HEX(), leafHash: HEX(),
});
export type LedgerLeaf = Static<typeof LedgerLeaf>;

export const LatestHead = Obj({ head: Nullable(LedgerHead), logSize: Int(0), publicKey: HEX() });
export type LatestHead = Static<typeof LatestHead>;

/** A receipt number is its order number (at most 64 characters); a leaf may be asked for by index instead. */
export const RECEIPT_NO_MAX = 64;
/** The receipt code shown on the donor's receipt (20 hex digits; a form takes up to 64). */
export const RECEIPT_CODE_MAX = 64;
export const ProofReq = Obj({ receipt: Opt(Str(0, RECEIPT_NO_MAX)), leafIndex: Opt(Int(0)), treeSize: Opt(Int(1)) });
export type ProofReq = Static<typeof ProofReq>;
/**
 * ok: the leaf and its audit path to the head; pending: the entry is not in the log yet (待入账本);
 * unsigned: in the log, but no head covers it yet; unknown: no such receipt or leaf.
 */
export const InclusionProof = Obj({
  status: Enum(['ok', 'pending', 'unsigned', 'unknown'] as const),
  leaf: Nullable(LedgerLeaf), path: List(HEX()), head: Nullable(LedgerHead),
});
export type InclusionProof = Static<typeof InclusionProof>;

export const ConsistencyProof = Obj({ first: LedgerHead, second: LedgerHead, proof: List(HEX()) });
export type ConsistencyProof = Static<typeof ConsistencyProof>;

/** The donor's own receipts: the leaf of each order (null: 待入账本) and the receipt code behind its donor hash. */
export const MyLeaf = Obj({ orderId: ID(), leafIndex: Nullable(Int(0)), leafHash: HEX(), receiptCode: Str(0, 64) });
export type MyLeaf = Static<typeof MyLeaf>;
export const MY_LEAVES_MAX = 50;

export const ledgerLog = {
  latest: call({ method: 'GET', path: '/api/ledger/head', access: 'visitor', req: Obj({}), res: LatestHead }),
  heads: call({ method: 'GET', path: '/api/ledger/heads', access: 'visitor', req: Obj({}), res: Obj({ heads: List(LedgerHead) }) }),
  proof: call({ method: 'GET', path: '/api/ledger/proof', access: 'visitor', req: ProofReq, res: InclusionProof }),
  consistency: call({ method: 'GET', path: '/api/ledger/consistency', access: 'visitor', req: Obj({ first: Int(1), second: Int(1) }), res: ConsistencyProof }),
  mine: call({ method: 'POST', path: '/api/ledger/mine', access: 'user', req: Obj({ orderIds: List(ID(), MY_LEAVES_MAX) }), res: Obj({ list: List(MyLeaf) }) }),
  /** Staff: sequence now and sign a head of the whole log (签署账本树头); audited. */
  staffSign: call({ method: 'POST', path: '/api/staff/ledger/sign', access: 'staff', req: Obj({}), res: Obj({ head: Nullable(LedgerHead), appended: Int(0) }), client: { noDedupe: true } }),
};
