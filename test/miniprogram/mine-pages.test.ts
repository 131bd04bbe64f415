/**
 * The donor's home in the built mini-program (dist/weapp) against the REAL server: the app's tabBar
 * (首页 / 发起筹款 / 我的) lists main-package pages; logging in from the 我的 tab returns to it by
 * switchTab (WeChat reaches tab pages no other way); a donation made here with WeChat Pay shows on the
 * hub's counts and in /cf/mine-donation with its case and amount; a gift in a matching activity earns its
 * pennant at once, so 我的奖品 and 我的锦旗 count the same.
 */
import { createVerify, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signMessage } from '../../server/src/payments/wxpay/sign';
import { devOpenid } from '../../server/src/providers/wxlogin';
import { DIST, setupMiniProgram, type MpHarness } from './harness';
import { MP_APPID, startMpServer, type MpServer } from './server';
import { donatableCases } from '../support/seeded-cases';

jest.setTimeout(120_000);

const DEVICE = 'minehub1';
const PHONE = '13911112222';
let server: MpServer;
let mp: MpHarness;

beforeAll(async () => {
  server = await startMpServer();
  mp = setupMiniProgram({
    server: () => server.baseUrl,
    loginCode: () => `dev-${DEVICE}-${randomBytes(4).toString('hex')}`,
    async requestPayment(o) {
      const message = signMessage(MP_APPID, String(o.timeStamp), String(o.nonceStr), String(o.package));
      if (!createVerify('RSA-SHA256').update(message).verify(server.wxpay.merchant.publicKey, String(o.paySign), 'base64')) throw new Error('requestPayment:fail paySign invalid');
      const notified = await server.wxpay.pay(String(o.package).replace(/^prepay_id=/, ''));
      if (notified.status !== 200) throw new Error(`requestPayment:fail notify answered ${notified.status}`);
    },
  });
});
afterAll(async () => server?.stop());

const TAB_PAGES = ['sdc/cfPagesMain/index/index', 'pages/tab-launch/index', 'pages/mine-hub/index'];

test('the tabBar is 首页 / 发起筹款 / 我的, each a main-package page; the entry pages keep their paths', () => {
  const app = JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8')) as {
    entryPagePath: string; pages: string[]; subPackages: { root: string; pages: string[] }[]; tabBar: { list: { pagePath: string; text: string }[] };
  };
  expect(app.tabBar.list.map((t) => [t.pagePath, t.text])).toEqual([[TAB_PAGES[0], '首页'], [TAB_PAGES[1], '发起筹款'], [TAB_PAGES[2], '我的']]);
  for (const p of TAB_PAGES) expect(app.pages).toContain(p);
  expect(app.entryPagePath).toBe('sdc/cfPagesMain/index/index');
  // the case page stays out of the main package, in a subpackage of its own at the same path
  expect(app.subPackages.find((s) => s.root === 'sdc/cfPagesMain/detail')?.pages).toEqual(['index']);
  expect(app.subPackages.map((s) => s.root)).not.toContain('sdc/cfPagesMain');
  expect(app.subPackages.find((s) => s.root === 'pages/mine')?.pages).toEqual(expect.arrayContaining(['donation/index', 'raise/index', 'progress/index']));
});

test('logging in from the 我的 tab comes back to it by switchTab', async () => {
  const openid = devOpenid(`dev-${DEVICE}-x`);
  const login = mp.openPage('pages/login/index', { redirectUrl: '/cf/mine' });
  await mp.waitFor(() => login.allByClass('cf-pcf__input').length === 2, 30_000, 'the login form');
  await mp.waitFor(() => server.query('SELECT 1 FROM users WHERE openid = ?', openid).length === 1, 10_000, 'the openid user');
  const [phoneInput, codeInput] = login.allByClass('cf-pcf__input');
  login.input(phoneInput, PHONE);
  const since = server.output().length;
  login.tap(login.byClass('cf-pcf__send')!);
  login.input(codeInput, await server.smsCode(PHONE, since));
  const navs = mp.navigations.length;
  login.tap(login.byClass('cf-pcf__submit')!);
  await mp.waitFor(() => mp.navigations.slice(navs).includes('/pages/mine-hub/index'), 15_000, 'the switch to the 我的 tab');
  expect(server.query('SELECT 1 FROM users WHERE openid = ? AND mobile = ?', openid, PHONE)).toHaveLength(1);
});

test('a donation made here shows on the hub and in /cf/mine-donation with its case and amount', async () => {
  const [infoUuid] = donatableCases(server.dataDir, { outside: 'active', newest: true, limit: 1 });
  const title = server.query<{ title: string }>('SELECT title FROM cases WHERE info_uuid = ?', infoUuid)[0].title;
  const pay = mp.openPage('pages/pay/index', { infoUuid });
  await mp.waitFor(() => pay.allByClass('cf-pay__option').length > 0 && !pay.byClass('cf-pay__option--placeholder'), 30_000, 'the amount options');
  pay.tap(pay.allByClass('cf-pay__option')[0]);
  await mp.waitFor(() => pay.byClass('cf-pay__option--on') !== null, 5_000, 'the chosen amount');
  pay.tap(pay.byClass('cf-btn--primary')!);
  const openid = devOpenid(`dev-${DEVICE}-x`);
  const userId = server.query<{ user_id: string }>('SELECT user_id FROM users WHERE openid = ?', openid)[0].user_id;
  await mp.waitFor(() => server.query("SELECT 1 FROM orders WHERE user_id = ? AND status = 'PAID'", userId).length === 1, 20_000, 'the paid order');
  const order = server.query<{ amount: number }>("SELECT amount FROM orders WHERE user_id = ? AND status = 'PAID'", userId)[0];

  const hub = mp.openPage('pages/mine-hub/index');
  await mp.waitFor(() => hub.allByClass('mine-count__num')[0]?.textContent === '1', 30_000, 'the donation count on the hub');
  expect(hub.text()).toContain('400-900-1234');
  const entry = hub.allByClass('mine-entry').find((e) => e.textContent?.includes('我的捐款'))!;
  const navs = mp.navigations.length;
  hub.tap(entry);
  await mp.waitFor(() => mp.navigations.length > navs, 10_000, 'the navigation');
  expect(mp.navigations[mp.navigations.length - 1].split('?')[0]).toBe('/pages/mine/donation/index');

  const list = mp.openPage('pages/mine/donation/index');
  await mp.waitFor(() => list.text().includes(title), 30_000, 'the donation in the list');
  expect(list.text()).toContain(`${order.amount / 100}元`);
  expect(list.text()).toContain('已支付');
  expect(list.text()).toContain('善款去向');
});

test('a gift on a case of a matching activity: 我的奖品 counts its pennant before 我的锦旗 was ever opened, the same count 我的锦旗 then shows', async () => {
  const infoUuid = server.query<{ info_uuid: string }>("SELECT info_uuid FROM activity_cases WHERE activity_id = 'act-demo-matching' AND active = 1")[0].info_uuid;
  const openid = devOpenid(`dev-${DEVICE}-x`);
  const userId = server.query<{ user_id: string }>('SELECT user_id FROM users WHERE openid = ?', openid)[0].user_id;
  const paidBefore = server.query("SELECT 1 FROM orders WHERE user_id = ? AND status = 'PAID'", userId).length;
  const pay = mp.openPage('pages/pay/index', { infoUuid });
  await mp.waitFor(() => pay.allByClass('cf-pay__option').length > 0 && !pay.byClass('cf-pay__option--placeholder'), 30_000, 'the amount options');
  pay.tap(pay.allByClass('cf-pay__option')[0]);
  await mp.waitFor(() => pay.byClass('cf-pay__option--on') !== null, 5_000, 'the chosen amount');
  pay.tap(pay.byClass('cf-btn--primary')!);
  const paid = () => server.query("SELECT 1 FROM orders WHERE user_id = ? AND status = 'PAID'", userId).length === paidBefore + 1;
  // A loaded full run (CI, session 31) once showed 请输入捐款金额 here: the chosen amount was gone by the time
  // 确认支付 was tapped (a late reload of the shared pay store by the previous test's page is the suspect, not
  // confirmed). Choose and tap again, as a reader would, and say so in the log; the gift must still be paid.
  await mp.waitFor(paid, 15_000, 'the paid order').catch(() => {
    if (!pay.byClass('cf-pay__error')) return;
    console.log(`[mine-pages] the chosen amount was lost before 确认支付 (${pay.byClass('cf-pay__error')?.textContent}): chosen and tapped again`);
    pay.tap(pay.allByClass('cf-pay__option')[0]);
    pay.tap(pay.byClass('cf-btn--primary')!);
  });
  await mp.waitFor(paid, 40_000, 'the paid order')
    .catch((e: Error) => {
      throw new Error(`${e.message}; the pay page: ${pay.text().slice(0, 600)}; orders: ${JSON.stringify(server.query('SELECT status, amount, info_uuid FROM orders WHERE user_id = ?', userId))}`);
    });
  const pennants = server.query<{ n: number }>('SELECT count(*) AS n FROM pennants WHERE user_id = ?', userId)[0].n;
  expect(pennants).toBeGreaterThanOrEqual(1); // awarded with the gift, nothing read yet

  const rewards = mp.openPage('pages/activity/get-reward/index');
  await mp.waitFor(() => rewards.text().includes('已获得锦旗'), 30_000, 'the prizes card');
  expect(rewards.text()).toContain(`已获得锦旗 ${pennants} 面`);
  const mine = mp.openPage('pages/activity/pennants-mine/index');
  await mp.waitFor(() => mine.text().includes('我的锦旗 '), 30_000, 'the pennants');
  expect(mine.text()).toContain(`我的锦旗 ${pennants} 面`);
});
