/**
 * Issue 30, a ledger anyone can verify, end to end in Chromium against the real server and the H5 build
 * (build dist/h5 first): a donor gives, opens 我的捐款, taps 善款去向 of the gift: the receipt shows its
 * leaf index in the public log once the ledger job took it, and 去验证 opens /cf/verify filled in, where
 * the inclusion proof and the head's Ed25519 signature are checked in the browser against the latest signed
 * head and the published platform key: 已验证, 签名有效. The 我的捐款 row itself says 账本第N条. A visitor
 * reaches /cf/verify from the publicity page's latest head by taps and checks the same receipt number; a head
 * whose signature was bent on the way reads 签名无效 and fails the check.
 * A head is signed on demand for every receipt asked for here (LEDGER_HEAD_MIN_SECONDS=0); with the default
 * a receipt asked for within seconds of the last head reads 尚无签署的树头覆盖它 until the next one.
 * E2E_SHOTS=<dir> keeps a screenshot of each screen (ledger-NN-*.png).
 */
import { journeyServer, raisingCase, shooter, type RunningServer, waitFor } from './harness';
import { apiLogin, donate, field, pageAs, screen } from './money-harness';
import type { Browser } from 'playwright-core';

jest.setTimeout(110_000);

const DONOR = '13611130001';
let server: RunningServer;
let browser: Browser;
journeyServer({ LEDGER_SEQUENCE_SECONDS: '1', LEDGER_HEAD_MIN_SECONDS: '0' }, (j) => ({ server, browser } = j));
const shot = shooter('ledger');

test('a receipt opened from 我的捐款 by taps is verified in the browser; the publicity page leads to /cf/verify', async () => {
  const donor = await apiLogin(server, DONOR);
  const { infoUuid } = await raisingCase(server);
  const orderId = await donate(donor, infoUuid, 2_345);
  // the ledger job appends after commit (every second here): wait until the gift is a leaf
  const mine = await waitFor(async () => {
    const { list } = await donor.call<{ list: { leafIndex: number | null; receiptCode: string }[] }>('/api/ledger/mine', { orderIds: [orderId] });
    return list[0]?.leafIndex != null ? list[0] : null;
  }, 30_000, 'the gift sequenced into the log');

  const page = await pageAs(browser, server, donor);
  await page.goto(`${server.baseUrl}/cf/my-contribution`);
  const list = await screen(page, 'myContribution');
  const row = list.locator('[data-testid="my-donation-item"]', { hasText: '23.45' }).first();
  await waitFor(async () => ((await row.getByTestId('my-donation-leaf').textContent())?.startsWith(`账本第${mine.leafIndex}条 · `) ? true : null), 20_000, '账本第N条 on the 我的捐款 row');
  await list.locator('[data-testid="my-donation-item"]', { hasText: '23.45' }).first().locator('[data-testid="my-gift-link"]').click();
  const gift = await screen(page, 'myGiftTrace');
  await waitFor(async () => ((await gift.getByTestId('my-gift-leaf-index').textContent()) === `第 ${mine.leafIndex} 号叶子` ? true : null), 20_000, 'the leaf index on the receipt');
  expect(await gift.getByTestId('my-gift-receipt-no').textContent()).toBe(orderId);
  expect(await gift.getByTestId('my-gift-receipt-code').textContent()).toBe(mine.receiptCode);
  await shot(page, '01-receipt');

  await gift.getByTestId('ledger-verify-link').click();
  const verify = await screen(page, 'ledgerVerify');
  expect(new URL(page.url()).searchParams.get('receipt')).toBe(orderId);
  const result = verify.getByTestId('verify-result');
  await waitFor(async () => ((await result.textContent()) === '已验证' ? true : null), 30_000, '已验证');
  expect(await verify.getByTestId('verify-leaf-index').textContent()).toBe(`第 ${mine.leafIndex} 号`);
  const outcome = (await verify.getByTestId('verify-outcome').textContent()) ?? '';
  for (const step of ['叶子哈希', '路径', '树根', '签名时间', '签名有效', '23.45元', '收据校验码与叶子中的捐款人哈希一致']) expect(outcome).toContain(step);
  await waitFor(async () => ((await verify.getByTestId('verify-head-signature').textContent()) === '签名有效' ? true : null), 20_000, '签名有效 beside the head');
  await shot(page, '02-verified');
  await page.context().close();

  // a visitor: the publicity page's latest head, then /cf/verify by a tap, the receipt number typed
  const visitor = await pageAs(browser, server, null);
  await visitor.goto(`${server.baseUrl}/cf/publicity-page`);
  const pub = await screen(visitor, 'publicityPage');
  await waitFor(async () => (/已签署 \d+ 笔账目 · 树根 [0-9a-f]{8}…/.test((await pub.getByTestId('publicity-ledger-head').textContent()) ?? '') ? true : null), 20_000, 'the latest head on the publicity page');
  await shot(visitor, '03-publicity');
  await pub.getByTestId('publicity-verify-link').click();
  const v2 = await screen(visitor, 'ledgerVerify');
  await field(v2, 'verify-receipt-input').fill(orderId);
  await v2.getByTestId('verify-submit').click();
  await waitFor(async () => ((await v2.getByTestId('verify-result').textContent()) === '已验证' ? true : null), 30_000, '已验证 for a visitor');
  await field(v2, 'verify-receipt-input').fill('CF-no-such-receipt');
  await v2.getByTestId('verify-submit').click();
  await waitFor(async () => ((await v2.getByTestId('verify-result').textContent()) === '没有找到这个收据编号对应的账目' ? true : null), 30_000, 'an unknown receipt');
  await visitor.context().close();

  // a head whose signature was changed on the way (one base64 digit): 签名无效 beside it, and the receipt fails
  const bent = await pageAs(browser, server, null);
  const bend = (sig: string) => sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
  await bent.route('**/api/ledger/{head,proof}*', async (r) => {
    const res = await r.fetch();
    const json = await res.json();
    if (json.data?.head) json.data.head.signature = bend(json.data.head.signature);
    await r.fulfill({ response: res, json });
  });
  await bent.goto(`${server.baseUrl}/cf/verify?receipt=${orderId}`);
  const v3 = await screen(bent, 'ledgerVerify');
  await waitFor(async () => ((await v3.getByTestId('verify-head-signature').textContent()) === '签名无效' ? true : null), 30_000, '签名无效 beside a bent head');
  await waitFor(async () => ((await v3.getByTestId('verify-result').textContent()) === '验证失败：树头签名与平台公钥不符' ? true : null), 30_000, 'a bent head fails the receipt');
  await bent.context().close();
});
