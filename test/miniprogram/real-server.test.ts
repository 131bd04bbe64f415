/**
 * The built mini-program (dist/weapp) in miniprogram-simulate against the REAL server (seeded SQLite)
 * started with PAY_PROVIDER=wxpay and pointed at a local fake of the WeChat Pay API:
 * launch opens the home page; the list's images are absolute; a case opens the detail page;
 * binding a phone keeps one user with the device's openid (merging the phone's H5 account); a WeChat
 * Pay donation completes (order platform 5 -> JSAPI prepay with the payer's openid -> requestPayment
 * parameters checked against the merchant key -> signed, encrypted notify -> the success page
 * confirms from the server); cancelling in requestPayment leaves the order pending and the case as it was.
 */
import { createVerify, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signMessage } from '../../server/src/payments/wxpay/sign';
import { devOpenid } from '../../server/src/providers/wxlogin';
import { getRaw } from '../../server/test/payments/fakeWxpayServer';
import { DIST, setupMiniProgram, type MpHarness, type OpenedPage } from './harness';
import { MP_APPID, startMpServer, type MpServer } from './server';

jest.setTimeout(120_000);

const DEVICE = 'simphone1';
const DEMO_PHONE = '13900000000'; // the seeded H5 account that owns a case
let server: MpServer;
/** What the stubbed wx.requestPayment does next: 'pay' (check the signature, let the fake pay) or 'cancel'. */
let payChoice: 'pay' | 'cancel' = 'pay';
const payments: Array<Record<string, unknown>> = [];

let mp: MpHarness;
const harness = () => setupMiniProgram({
  server: () => server.baseUrl,
  loginCode: () => `dev-${DEVICE}-${randomBytes(4).toString('hex')}`,
  async requestPayment(o) {
    payments.push(o);
    // what WeChat checks before it shows the cashier: paySign over appId, timeStamp, nonceStr, package
    const message = signMessage(MP_APPID, String(o.timeStamp), String(o.nonceStr), String(o.package));
    const good = o.signType === 'RSA' && createVerify('RSA-SHA256').update(message).verify(server.wxpay.merchant.publicKey, String(o.paySign), 'base64');
    if (!good) throw new Error('requestPayment:fail paySign invalid');
    if (payChoice === 'cancel') throw new Error('requestPayment:fail cancel');
    const prepayId = String(o.package).replace(/^prepay_id=/, '');
    const notified = await server.wxpay.pay(prepayId);
    if (notified.status !== 200) throw new Error(`requestPayment:fail notify answered ${notified.status} ${notified.body}`);
  },
});

beforeAll(async () => {
  server = await startMpServer();
  mp = harness(); // the app launches (wx.login, login check) once the server answers
});
afterAll(async () => server?.stop());

const caseRow = (infoUuid: string) =>
  server.query<{ raised_amount: number; donation_count: number }>('SELECT raised_amount, donation_count FROM cases WHERE info_uuid = ?', infoUuid)[0];
const lastNav = () => mp.navigations[mp.navigations.length - 1] ?? '';
const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));

let firstCase = '';

test('launch opens the home page (entryPagePath, a main-package tab page) and lists the seeded cases', async () => {
  const appJson = JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8')) as { entryPagePath?: string; pages: string[]; subPackages: { root: string; pages: string[] }[] };
  expect(appJson.entryPagePath).toBe('sdc/cfPagesMain/index/index');
  // the home is the 首页 tab: WeChat wants tab pages in the main package; the case page keeps a subpackage
  expect(appJson.pages).toContain('sdc/cfPagesMain/index/index');
  expect(appJson.subPackages.find((p) => p.root === 'sdc/cfPagesMain/detail')?.pages).toEqual(['index']);
  expect(appJson.pages[0]).not.toBe('sdc/cfPagesMain/index/index'); // entryPagePath is what opens it

  const page = mp.openPage(appJson.entryPagePath!);
  await mp.waitFor(() => page.allByClass('cf-card').length > 3, 30_000, 'the seeded cases');
  expect(page.text()).toContain('救救我的女儿');
});

let home: OpenedPage;
test("the list's images are absolute JPEG URLs the server serves as images", async () => {
  home = mp.openPage('sdc/cfPagesMain/index/index');
  await mp.waitFor(() => home.allByClass('cf-card').length > 3, 30_000, 'the cards');
  // an <image>'s src lives in Taro's data (what the WXML binds), not in a DOM attribute
  const srcs = home.nodeData('cf-card__cover').flatMap((n) => Object.values(n).filter((v): v is string => typeof v === 'string' && /^https?:/.test(v)));
  const list = mp.requests.filter((r) => r.path === '/api/cf/v4/case/list');
  expect(list.length).toBeGreaterThan(0);
  expect(srcs.length).toBeGreaterThan(3);
  for (const src of srcs) expect(src).toMatch(new RegExp(`^${server.baseUrl.replace(/[.]/g, '\\.')}/api/demo/covers/\\d+\\.jpg`));
  const img = await getRaw(srcs[0]);
  expect(img.status).toBe(200);
  expect(img.type).toBe('image/jpeg');
  expect(img.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});

test('tapping a case opens sdc/cfPagesMain/detail/index with its infoUuid', async () => {
  const card = home.allByClass('cf-card')[0];
  const before = mp.navigations.length;
  home.tap(card);
  await mp.waitFor(() => mp.navigations.length > before, 10_000, 'the navigation');
  const url = lastNav();
  expect(url.split('?')[0]).toBe('/sdc/cfPagesMain/detail/index');
  firstCase = queryOf(url).infoUuid;
  expect(firstCase).toMatch(/^[0-9a-f-]{36}$/);
  const detail = mp.openPage('sdc/cfPagesMain/detail/index', queryOf(url));
  const title = server.query<{ title: string }>('SELECT title FROM cases WHERE info_uuid = ?', firstCase)[0].title;
  await mp.waitFor(() => detail.text().includes(title), 30_000, 'the case title');
  expect(mp.requests.some((r) => r.path === '/api/cf/v4/get-funding-info' && r.data.infoUuid === firstCase)).toBe(true);

  // its share cards carry an absolute JPG on the server (WeChat shows no SVG and resolves no path)
  type Share = { onShareAppMessage(o: { from: string }): { path: string; imageUrl: string }; onShareTimeline(): { imageUrl: string } };
  const inst = detail.comp.instance as unknown as Share;
  const shareCard = inst.onShareAppMessage({ from: 'menu' });
  expect(shareCard.path).toContain(`infoUuid=${firstCase}`);
  for (const u of [shareCard.imageUrl, inst.onShareTimeline().imageUrl]) expect(u).toMatch(new RegExp(`^${server.baseUrl.replace(/[.]/g, '\\.')}/api/demo/covers/\\d+\\.jpg$`));
  expect((await getRaw(shareCard.imageUrl)).type).toBe('image/jpeg');
  const homeCard = (home.comp.instance as unknown as Share).onShareAppMessage({ from: 'menu' });
  expect(homeCard.imageUrl).toMatch(/^https?:\/\/.+\/api\/demo\/covers\/share\.jpg$/);
});

test('binding a phone keeps one user with the device openid (the H5 account of that phone merges in)', async () => {
  const openid = devOpenid(`dev-${DEVICE}-x`);
  const h5User = server.query<{ user_id: string }>('SELECT user_id FROM users WHERE mobile = ?', DEMO_PHONE)[0].user_id;
  const login = mp.openPage('pages/login/index', { redirectUrl: '/cf/common/list' });
  await mp.waitFor(() => login.allByClass('cf-pcf__input').length === 2, 30_000, 'the login form');
  // the silent wx.login came first: this device's user exists, by openid, without a phone
  await mp.waitFor(() => server.query('SELECT 1 FROM users WHERE openid = ?', openid).length === 1, 10_000, 'the openid user');
  const mpUser = server.query<{ user_id: string; mobile: string | null }>('SELECT user_id, mobile FROM users WHERE openid = ?', openid)[0];
  expect(mpUser.mobile).toBeNull();

  const [phoneInput, codeInput] = login.allByClass('cf-pcf__input');
  login.input(phoneInput, DEMO_PHONE);
  const since = server.output().length;
  login.tap(login.byClass('cf-pcf__send')!);
  const code = await server.smsCode(DEMO_PHONE, since);
  login.input(codeInput, `验证码${code}`); // pasted with its label: the digits are kept
  login.tap(login.byClass('cf-pcf__submit')!);
  await mp.waitFor(() => server.query('SELECT 1 FROM users WHERE openid = ? AND mobile = ?', openid, DEMO_PHONE).length === 1, 15_000, 'the bound phone');

  const users = server.query<{ user_id: string }>('SELECT user_id FROM users WHERE openid = ? OR mobile = ?', openid, DEMO_PHONE);
  expect(users).toEqual([{ user_id: h5User }]); // one user: the phone's account, now holding the openid
  expect(server.query('SELECT 1 FROM users WHERE user_id = ?', mpUser.user_id)).toHaveLength(0);
  expect(server.query('SELECT 1 FROM sessions WHERE user_id = ?', mpUser.user_id)).toHaveLength(0);
  expect(server.query('SELECT 1 FROM cases WHERE owner_user_id = ?', h5User).length).toBeGreaterThan(0);
});

async function donate(infoUuid: string): Promise<{ orderId: string; page: OpenedPage }> {
  const page = mp.openPage('pages/pay/index', { infoUuid });
  await mp.waitFor(() => page.allByClass('cf-pay__option').length > 0 && !page.byClass('cf-pay__option--placeholder'), 30_000, 'the amount options');
  page.tap(page.allByClass('cf-pay__option')[0]);
  await mp.waitFor(() => page.byClass('cf-pay__option--on') !== null, 5_000, 'the chosen amount');
  const orders = mp.requests.filter((r) => r.path === '/api/cf/v41/order/add' || r.path === '/api/cf/v41/order/contribute-add').length;
  page.tap(page.byClass('cf-btn--primary')!);
  await mp.waitFor(() => mp.requests.filter((r) => r.path.startsWith('/api/cf/v41/order/')).length > orders, 15_000, 'the order');
  const req = mp.requests.filter((r) => r.path.startsWith('/api/cf/v41/order/')).at(-1)!;
  expect(req.data.platform).toBe(5);
  await mp.waitFor(() => server.query('SELECT 1 FROM orders WHERE idempotency_key = ?', req.data.idempotencyKey).length === 1, 10_000, 'the stored order');
  const orderId = server.query<{ order_id: string }>('SELECT order_id FROM orders WHERE idempotency_key = ?', req.data.idempotencyKey)[0].order_id;
  return { orderId, page };
}

test('a WeChat Pay donation: platform 5 order, JSAPI prepay with the openid, signed requestPayment, notify, the success page confirms', async () => {
  const infoUuid = firstCase;
  const before = caseRow(infoUuid);
  payChoice = 'pay';
  const navs = mp.navigations.length;
  const { orderId } = await donate(infoUuid);

  await mp.waitFor(() => mp.navigations.slice(navs).some((u) => u.startsWith('/pages/pay-success/index')), 20_000, 'the success page');
  const url = mp.navigations.slice(navs).find((u) => u.startsWith('/pages/pay-success/index'))!;
  expect(queryOf(url).orderId).toBe(orderId);
  const success = mp.openPage('pages/pay-success/index', queryOf(url));
  await mp.waitFor(() => success.text().includes('支付成功'), 30_000, '支付成功 from the server');
  expect(mp.requests.some((r) => r.path === '/api/cf/v4/order/queryOrderStatus' && r.data.orderId === orderId)).toBe(true);

  const prepay = [...server.wxpay.prepays.values()].find((p) => p.outTradeNo === orderId)!;
  expect(prepay).toMatchObject({ appid: MP_APPID, openid: devOpenid(`dev-${DEVICE}-x`), state: 'SUCCESS' });
  expect(server.wxpay.requests.filter((r) => r.path === '/v3/pay/transactions/jsapi').every((r) => r.signed)).toBe(true);
  const order = server.query<{ status: string; amount: number; platform: number }>('SELECT status, amount, platform FROM orders WHERE order_id = ?', orderId)[0];
  expect(order).toMatchObject({ status: 'PAID', platform: 5 });
  expect(caseRow(infoUuid).raised_amount).toBe(Number(before.raised_amount) + Number(order.amount));
});

test('cancelling in requestPayment leaves the order pending and the case unchanged', async () => {
  const infoUuid = firstCase;
  const before = caseRow(infoUuid);
  payChoice = 'cancel';
  const paid = payments.length;
  const navs = mp.navigations.length;
  const { orderId, page } = await donate(infoUuid);
  await mp.waitFor(() => payments.length > paid, 15_000, 'requestPayment');
  await mp.waitFor(() => page.text().includes('已取消支付'), 10_000, 'the cancel toast');
  expect(mp.navigations.slice(navs).some((u) => u.startsWith('/pages/pay-success/index'))).toBe(false);
  expect(server.query<{ status: string }>('SELECT status FROM orders WHERE order_id = ?', orderId)[0].status).toBe('PENDING');
  expect(caseRow(infoUuid)).toEqual(before);
  expect(server.query('SELECT 1 FROM payment_notifies WHERE order_id = ?', orderId)).toHaveLength(0);
});
