/**
 * The client's side of the public money log (src/lib/merkle.ts, src/lib/ledger-proof.ts, the store's
 * outcome): the CT known answers, every inclusion and consistency proof of those trees checked, and a
 * receipt whose amount, path, head, head signature or receipt code was changed on the way is not 已验证.
 */
import { donorHashOf, fromHex, hashLeaf, headMessage, leafHashOf, MerkleTree, toHex, verifyConsistency, verifyInclusion } from '../../../src/lib/merkle';
import { checkConsistency, checkInclusion, type ProofLeaf } from '../../../src/lib/ledger-proof';
import { outcomeOf } from '../../../src/stores/money/LedgerVerifyStore';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { fromBase64 } from '../../../src/lib/ledger-signature';
import { CT_LEAVES_HEX, CT_ROOTS_HEX } from './merkle-vectors';

const tree = new MerkleTree(CT_LEAVES_HEX.map((h) => hashLeaf(fromHex(h))));

test('the tree hash gives the CT known answers for every prefix', () => {
  CT_ROOTS_HEX.forEach((root, i) => expect(toHex(tree.root(i + 1))).toBe(root));
});

test('every inclusion and consistency proof of the known trees checks; the wrong root does not', () => {
  for (let n = 1; n <= 8; n++) {
    const root = fromHex(CT_ROOTS_HEX[n - 1]);
    for (let m = 0; m < n; m++) {
      const path = tree.inclusionProof(m, n);
      expect(verifyInclusion(m, n, hashLeaf(fromHex(CT_LEAVES_HEX[m])), path, root)).toBe(true);
      if (n > 1) expect(verifyInclusion(m, n, hashLeaf(fromHex(CT_LEAVES_HEX[m])), path, fromHex(CT_ROOTS_HEX[n - 2]))).toBe(false);
    }
    for (let m = 1; m < n; m++) {
      const proof = tree.consistencyProof(m, n);
      expect(verifyConsistency(m, n, fromHex(CT_ROOTS_HEX[m - 1]), root, proof)).toBe(true);
      expect(checkConsistency({ treeSize: m, rootHash: CT_ROOTS_HEX[m - 1], signedAt: 0 }, { treeSize: n, rootHash: CT_ROOTS_HEX[n - 1], signedAt: 0 }, proof.map(toHex))).toBe(true);
      expect(checkConsistency({ treeSize: m, rootHash: CT_ROOTS_HEX[n - 1], signedAt: 0 }, { treeSize: n, rootHash: CT_ROOTS_HEX[n - 1], signedAt: 0 }, proof.map(toHex))).toBe(false);
    }
  }
});

describe('a receipt checked on the device', () => {
  // a small log of real-looking entries, the receipt at leaf 5
  const code = 'a1b2c3d4e5f60718293a';
  const leaves: ProofLeaf[] = Array.from({ length: 9 }, (_, i) => {
    const f = { leafIndex: i, entryId: `lg-donation-CF${i}`, kind: 'donation', infoUuid: 'case-1', amount: 1000 + i, createdAt: 1_790_000_000_000 + i, refId: `CF${i}`, donor: i === 5 ? donorHashOf(code) : '' };
    return { ...f, leafHash: leafHashOf(f) };
  });
  const log = new MerkleTree(leaves.map((l) => fromHex(l.leafHash)));
  // signed as the server signs (node:crypto's Ed25519): the device's check is a second implementation
  const rawKey = (k: KeyObject) => Buffer.from(k.export({ format: 'jwk' }).x!, 'base64url').toString('hex');
  const pair = generateKeyPairSync('ed25519');
  const key = { publicKeyHex: rawKey(pair.publicKey) };
  const unsigned = { treeSize: 9, rootHash: toHex(log.root()), signedAt: 1_790_000_100_000 };
  const head = { ...unsigned, signature: sign(null, headMessage(unsigned), pair.privateKey).toString('base64'), publicKey: key.publicKeyHex };
  const otherKey = rawKey(generateKeyPairSync('ed25519').publicKey);
  const path = log.inclusionProof(5, 9).map(toHex);
  const proof = { status: 'ok' as const, leaf: leaves[5], path, head };

  test('the fields, path and head as sent: 已验证, and the receipt code matches the donor hash', () => {
    const o = outcomeOf(proof, code, key.publicKeyHex);
    expect(o.kind).toBe('verified');
    expect(o.kind === 'verified' && o.check).toMatchObject({ leafMatches: true, pathMatches: true, donorMatches: true });
    expect(o.kind === 'verified' && o.signatureValid).toBe(true);
    expect(checkInclusion(leaves[5], path, head).donorMatches).toBeNull();
  });

  test.each([
    ['an amount changed', { ...proof, leaf: { ...leaves[5], amount: 1006 } }, '', '叶子哈希与收据字段不符'],
    ['another leaf index', { ...proof, leaf: { ...leaves[5], leafIndex: 4 } }, '', '叶子哈希与收据字段不符'],
    ['a path node changed', { ...proof, path: [path[0].replace(/^./, (c) => (c === '0' ? '1' : '0')), ...path.slice(1)] }, '', '路径算出的树根与签署的树根不符'],
    ['another head', { ...proof, head: { ...head, rootHash: toHex(log.root(8)) } }, '', '路径算出的树根与签署的树根不符'],
    ['a wrong receipt code', proof, 'ffffffffffffffffffff', '收据校验码与叶子中的捐款人哈希不符', key.publicKeyHex],
    ['the head signed by another key', proof, '', '树头签名与平台公钥不符', otherKey],
    ['the head re-dated after signing', { ...proof, head: { ...head, signedAt: head.signedAt + 1 } }, '', '树头签名与平台公钥不符'],
    ['the signature bent', { ...proof, head: { ...head, signature: head.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) } }, '', '树头签名与平台公钥不符'],
    ['no signature', { ...proof, head: { ...head, signature: '' } }, '', '树头签名与平台公钥不符'],
  ])('%s: 验证失败 with the reason', (_, p, c, reason, pub = key.publicKeyHex) => {
    const o = outcomeOf(p, c, pub);
    expect([o.kind, o.reason]).toEqual(['failed', reason]);
  });

  test('not in the log yet, not signed yet, unknown: said in words', () => {
    expect(outcomeOf({ status: 'pending', leaf: null, path: [], head: null }, '', key.publicKeyHex).reason).toContain('待入账本');
    expect(outcomeOf({ status: 'unsigned', leaf: leaves[5], path: [], head }, '', key.publicKeyHex).kind).toBe('unsigned');
    expect(outcomeOf({ status: 'unknown', leaf: null, path: [], head: null }, '', key.publicKeyHex).kind).toBe('unknown');
  });
});

test('base64 as the heads carry it decodes as Node does; anything else is not base64', () => {
  for (const n of [0, 1, 2, 3, 31, 64]) {
    const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 37 + 11) & 0xff));
    expect(Buffer.from(fromBase64(bytes.toString('base64'))!)).toEqual(bytes);
  }
  expect(fromBase64('a$bc')).toBeNull();
  expect(fromBase64('abcde')).toBeNull();
});
