/**
 * 账本验证 in the mini-program (pages/money/verify in dist/weapp, miniprogram-simulate): no crypto.subtle
 * there, so the pure TypeScript SHA-256 of src/lib/merkle.ts does the check, and tweetnacl the head's
 * Ed25519 signature. A receipt opened with its number is 已验证 against the signed head (签名有效); an
 * answer whose amount was changed on the way is 验证失败, and so is one whose head's signature was bent
 * (签名无效). The answers are a real tree's and a real signature (built here), not fixed strings.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { fromHex, headMessage, leafHashOf, MerkleTree, toHex } from '../../src/lib/merkle';
import { setupMiniProgram } from './harness';

jest.setTimeout(90_000);

const leaves = Array.from({ length: 6 }, (_, i) => {
  const f = { leafIndex: i, entryId: `lg-donation-MP${i}`, kind: 'donation', infoUuid: 'mp-case', amount: 1200 + i, createdAt: Date.UTC(2026, 11, 6, 3, i), refId: `MP${i}`, donor: '' };
  return { ...f, leafHash: leafHashOf(f) };
});
const tree = new MerkleTree(leaves.map((l) => fromHex(l.leafHash)));
const key = generateKeyPairSync('ed25519');
const publicKey = Buffer.from(key.publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex');
const unsigned = { treeSize: 6, rootHash: toHex(tree.root()), signedAt: Date.UTC(2026, 11, 6, 4) };
const head = { ...unsigned, signature: sign(null, headMessage(unsigned), key.privateKey).toString('base64'), publicKey };
const bent = { ...head, signature: head.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };

/** The receipt the open page asks for (the harness hands answers by path; a GET's query is in its URL). */
let asking = 'MP4';
const mp = setupMiniProgram({
  responses: {
    '/api/ledger/head': { head, logSize: 6, publicKey: head.publicKey },
    '/api/ledger/heads': { heads: [head] },
    '/api/ledger/proof': () => {
      const leaf = leaves.find((l) => l.refId === asking)!;
      return { status: 'ok', leaf: asking === 'MP2' ? { ...leaf, amount: 9999 } : leaf, path: tree.inclusionProof(leaf.leafIndex, 6).map(toHex), head: asking === 'MP3' ? bent : head };
    },
  },
});

test('a receipt is checked in the mini-program itself: 已验证, and a changed amount 验证失败', async () => {
  const page = mp.openPage('pages/money/verify/index', { receipt: 'MP4' });
  await mp.waitFor(() => page.text().includes('已验证'), 30_000, '已验证');
  for (const s of ['第 4 号', '叶子哈希', '由收据字段在本机重算，一致', '共 6 个叶子', '12.04元', '签名有效（本机用平台公钥核验）']) expect(page.text()).toContain(s);
  asking = 'MP2';
  const bad = mp.openPage('pages/money/verify/index', { receipt: 'MP2' });
  await mp.waitFor(() => bad.text().includes('验证失败'), 30_000, '验证失败');
  expect(bad.text()).toContain('叶子哈希与收据字段不符');
  asking = 'MP3';
  const bentPage = mp.openPage('pages/money/verify/index', { receipt: 'MP3' });
  // the open pages share the verify store: wait for this receipt's own reason, not the last one's 验证失败
  await mp.waitFor(() => bentPage.text().includes('验证失败：树头签名与平台公钥不符'), 30_000, '验证失败 for a bent signature');
  expect(bentPage.text()).toContain('签名无效');
});
