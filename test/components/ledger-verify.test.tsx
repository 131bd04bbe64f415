/**
 * 账本验证 (/cf/verify) and the receipt's place in the log (善款去向) as rendered: a receipt number typed
 * and tapped is checked on the device — 已验证 with 叶子序号, 叶子哈希, 路径, 树根, 签名时间 — and an
 * answer whose amount was changed on the way reads 验证失败; the two latest heads are checked for
 * consistency; the receipt card shows the leaf index or 待入账本 and 去验证 opens /cf/verify filled in.
 */
import { fireEvent } from '@testing-library/react';
import { generateKeyPairSync, sign } from 'node:crypto';
import { donorHashOf, fromHex, headMessage, leafHashOf, MerkleTree, toHex } from '../../src/lib/merkle';
import { formatTime } from '../../src/lib/time';
import { LedgerVerifyView } from '../../src/pages/money/verify/LedgerVerifyView';
import { LedgerLeafCard } from '../../src/components/ledger/LedgerLeafCard';
import type { InclusionProof, LedgerHead } from '../../src/contract/ledger-log';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores, typeInto } from './donor-render';

const CODE = '0123456789abcdef0123';
const leaves = Array.from({ length: 11 }, (_, i) => {
  const f = { leafIndex: i, entryId: `lg-donation-CF${i}`, kind: 'donation', infoUuid: 'case-1', amount: 5000 + i, createdAt: Date.UTC(2026, 11, 6, 2, i), refId: `CF${i}`, donor: donorHashOf(`${CODE.slice(0, 18)}${String(i).padStart(2, '0')}`) };
  return { ...f, leafHash: leafHashOf(f) };
});
const tree = new MerkleTree(leaves.map((l) => fromHex(l.leafHash)));
// The platform key, made here: every head is really signed, as the device checks it (src/lib/ledger-signature.ts).
const key = generateKeyPairSync('ed25519');
const publicKey = Buffer.from(key.publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('hex');
const head = (n: number, at: number): LedgerHead => {
  const unsigned = { treeSize: n, rootHash: toHex(tree.root(n)), signedAt: at };
  return { ...unsigned, signature: sign(null, headMessage(unsigned), key.privateKey).toString('base64'), publicKey };
};
const H7 = head(7, Date.UTC(2026, 11, 5, 16));
const H11 = head(11, Date.UTC(2026, 11, 6, 3));

function apiWithLog(tamper = false) {
  const api = createFakeApi();
  const proof = jest.fn(async ({ receipt }: { receipt?: string }): Promise<InclusionProof> => {
    const leaf = leaves.find((l) => l.refId === receipt);
    if (!leaf) return { status: 'unknown', leaf: null, path: [], head: null };
    return { status: 'ok', leaf: tamper ? { ...leaf, amount: leaf.amount + 100 } : leaf, path: tree.inclusionProof(leaf.leafIndex, 11).map(toHex), head: H11 };
  });
  const ledgerLog = {
    latest: jest.fn(async () => ({ head: H11, logSize: 11, publicKey: H11.publicKey })),
    heads: jest.fn(async () => ({ heads: [H7, H11] })),
    proof,
    consistency: jest.fn(async () => ({ first: H7, second: H11, proof: tree.consistencyProof(7, 11).map(toHex) })),
    mine: jest.fn(async ({ orderIds }: { orderIds: string[] }) => ({ list: orderIds.map((orderId) => ({ orderId, leafIndex: orderId === 'CF3' ? 3 : null, leafHash: orderId === 'CF3' ? leaves[3].leafHash : '', receiptCode: orderId === 'CF3' ? CODE : '' })) })),
    staffSign: jest.fn(),
  };
  return Object.assign(api, { ledgerLog });
}

test('a receipt number typed and tapped: 已验证 with each step; the two latest heads are consistent', async () => {
  const api = apiWithLog();
  const r = renderWithStores(<LedgerVerifyView receipt='' code='' />, { api, platform: { path: '/cf/verify' } });
  await eventually(() => expect(r.getByTestId('verify-consistency').textContent).toContain('第 7 个叶子时的树头'));
  expect(r.getByTestId('verify-consistency').textContent).toContain('没有被改写');
  fireEvent.click(r.getByTestId('verify-submit'));
  await eventually(() => expect(r.getByText('请输入收据编号')).toBeTruthy());
  typeInto(r.getByTestId('verify-receipt-input'), 'CF4');
  fireEvent.click(r.getByTestId('verify-submit'));
  const result = await eventually(() => r.getByTestId('verify-result'));
  expect(result.textContent).toBe('已验证');
  expect(api.ledgerLog.proof).toHaveBeenCalledWith({ receipt: 'CF4' });
  expect(r.getByTestId('verify-leaf-index').textContent).toBe('第 4 号');
  expect(r.getByTestId('verify-leaf-hash').textContent).toContain(`${leaves[4].leafHash.slice(0, 8)}…`);
  expect(r.getByTestId('verify-root').textContent).toContain(`${H11.rootHash.slice(0, 8)}…`);
  const outcome = r.getByTestId('verify-outcome').textContent!;
  for (const step of ['叶子序号', '叶子哈希', '路径', '树根', '签名时间', formatTime(H11.signedAt), '50.04元']) expect(outcome).toContain(step);
});

test('an answer whose amount was changed on the way: 验证失败; an unknown receipt says so', async () => {
  const r = renderWithStores(<LedgerVerifyView receipt='CF2' code='' />, { api: apiWithLog(true), platform: { path: '/cf/verify?receipt=CF2' } });
  await eventually(() => expect(r.getByTestId('verify-result').getAttribute('data-status')).toBe('failed'));
  expect(r.getByTestId('verify-result').textContent).toBe('验证失败：叶子哈希与收据字段不符');
  typeInto(r.getByTestId('verify-receipt-input'), 'CF99');
  fireEvent.click(r.getByTestId('verify-submit'));
  await eventually(() => expect(r.getByTestId('verify-result').textContent).toBe('没有找到这个收据编号对应的账目'));
});

test('the receipt card: its leaf index or 待入账本, and 去验证 opens /cf/verify with the receipt filled in', async () => {
  const r = renderWithStores(<><LedgerLeafCard orderId='CF3' /><LedgerLeafCard orderId='CF10' /></>, { api: apiWithLog(), platform: { path: '/cf/my-gift/CF3' } });
  await eventually(() => expect(r.getAllByTestId('my-gift-leaf-index').map((e) => e.textContent)).toEqual(['第 3 号叶子', '待入账本']));
  expect(r.getByTestId('my-gift-receipt-code').textContent).toBe(CODE);
  fireEvent.click(r.getAllByTestId('ledger-verify-link')[0]);
  await eventually(() => expect(r.platform.nav.history.at(-1)).toBe(`/cf/verify?receipt=CF3&code=${CODE}`));
});
