/**
 * /cf/verify (a feature store of the money subpackage): a receipt number (the order number) is looked up
 * in the public money log and its inclusion proof checked here, on the reader's device, against the
 * latest signed tree head, whose Ed25519 signature is checked here too against the platform public key the
 * server publishes; the two latest heads are checked for consistency (the older one is the first part of
 * the newer: nothing already published was rewritten), and both their signatures. The donor's own receipts (their leaf
 * index, or 待入账本) come from `loadMine`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { ledgerLog, type InclusionProof, type LatestHead, type LedgerHead, type MyLeaf } from '../../contract/ledger-log';
import { checkConsistency, checkInclusion, type InclusionCheck } from '../../lib/ledger-proof';
import { headSignatureValid } from '../../lib/ledger-signature';
import { featureGroup } from '../../services';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export const VERIFY_TEXT = {
  empty: '请输入收据编号',
  pending: '这笔款项已入账，正在写入公开账本，请稍后再试（待入账本）',
  unsigned: '这笔款项已写入账本，尚无签署的树头覆盖它，请稍后再试',
  unknown: '没有找到这个收据编号对应的账目',
  leafMismatch: '叶子哈希与收据字段不符',
  pathMismatch: '路径算出的树根与签署的树根不符',
  donorMismatch: '收据校验码与叶子中的捐款人哈希不符',
  signatureBad: '树头签名与平台公钥不符',
} as const;

export type VerifyOutcome =
  | { kind: 'verified' | 'failed'; proof: InclusionProof & { leaf: NonNullable<InclusionProof['leaf']>; head: LedgerHead }; check: InclusionCheck; signatureValid: boolean; reason: string }
  | { kind: 'pending' | 'unsigned' | 'unknown'; reason: string };

export interface ConsistencyOutcome { first: LedgerHead; second: LedgerHead; ok: boolean }

export class LedgerVerifyStore {
  receipt = '';
  /** the receipt code from the donor's receipt (optional): checked against the leaf's donor hash */
  code = '';
  latest: LatestHead | null = null;
  outcome: VerifyOutcome | null = null;
  /** null: fewer than two heads published yet */
  consistency: ConsistencyOutcome | null = null;
  mine: Record<string, MyLeaf> = {};
  readonly loadAct: Act;
  readonly verifyAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.verifyAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, verifyAct: false });
  }

  /** The latest head's signature against the published platform key; null before a head is signed. */
  get headSignatureValid(): boolean | null {
    return this.latest?.head ? headSignatureValid(this.latest.head, this.latest.publicKey) : null;
  }

  private get api() {
    return featureGroup(this.root.api, 'ledgerLog', ledgerLog);
  }

  setReceipt(v: string): void {
    this.receipt = v;
    this.verifyAct.clear();
  }

  setCode(v: string): void {
    this.code = v;
  }

  /** The latest head and the consistency of the two latest heads. */
  load(): Promise<boolean> {
    return this.loadAct.latest('ledger.head', async (live) => {
      const [latest, { heads }] = await Promise.all([this.api.latest({}), this.api.heads({})]);
      let consistency: ConsistencyOutcome | null = null;
      if (heads.length >= 2) {
        const [first, second] = heads.slice(-2);
        const c = await this.api.consistency({ first: first.treeSize, second: second.treeSize });
        const signed = headSignatureValid(first, latest.publicKey) && headSignatureValid(second, latest.publicKey);
        consistency = { first: c.first, second: c.second, ok: signed && c.first.rootHash === first.rootHash && c.second.rootHash === second.rootHash && checkConsistency(first, second, c.proof) };
      }
      if (live()) runInAction(() => { this.latest = latest; this.consistency = consistency; });
    });
  }

  /** Asks for the receipt's proof and checks it here. */
  async verify(): Promise<boolean> {
    const receipt = this.receipt.trim();
    if (!receipt) return this.verifyAct.fail(VERIFY_TEXT.empty);
    return this.verifyAct.run('ledger.verify', async () => {
      const [p, publicKey] = await Promise.all([this.api.proof({ receipt }), this.latest?.publicKey ?? this.api.latest({}).then((l) => l.publicKey)]);
      const newer = !!p.head && (!this.latest?.head || p.head.treeSize > this.latest.head.treeSize);
      runInAction(() => (this.outcome = outcomeOf(p, this.code, publicKey)));
      // asking signed a newer head: the latest head and the consistency of the two latest are read again
      if (newer) void this.load();
    });
  }

  /** The donor's own orders: each one's leaf (null: 待入账本) and receipt code; several cards may ask at once, each answer is kept. */
  async loadMine(orderIds: string[]): Promise<boolean> {
    try {
      const { list } = await this.api.mine({ orderIds });
      runInAction(() => { for (const m of list) this.mine[m.orderId] = m; });
      return true;
    } catch {
      return false; // the card then says 待入账本 and still offers 去验证, which asks the public log itself
    }
  }
}

/** The receipt's proof checked here: the leaf's fields, its path to the head's root, the receipt code, and the head's signature by `publicKey`. */
export function outcomeOf(p: InclusionProof, code: string, publicKey: string): VerifyOutcome {
  if (p.status !== 'ok' || !p.leaf || !p.head) {
    const kind = p.status === 'ok' ? 'unknown' : p.status;
    return { kind, reason: VERIFY_TEXT[kind] };
  }
  const check = checkInclusion(p.leaf, p.path, p.head, code);
  const signatureValid = headSignatureValid(p.head, publicKey);
  const reason = !check.leafMatches ? VERIFY_TEXT.leafMismatch : !check.pathMatches ? VERIFY_TEXT.pathMismatch : check.donorMatches === false ? VERIFY_TEXT.donorMismatch : !signatureValid ? VERIFY_TEXT.signatureBad : '';
  return { kind: check.ok && signatureValid ? 'verified' : 'failed', proof: { ...p, leaf: p.leaf, head: p.head }, check, signatureValid, reason };
}
