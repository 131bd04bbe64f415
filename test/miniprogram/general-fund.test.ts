/**
 * Monthly giving to the general fund in the built mini-program (dist/weapp, pages/mine/donation):
 * setting it up asks wx.requestSubscribeMessage for the monthly reminder's template inside the tap,
 * records the accepted consent (authservice/grant), then sets the gift; no order is made.
 */
import { setupMiniProgram, type MpHarness } from './harness';

jest.setTimeout(120_000);

const USER = { userId: 'u-mp-fund', nickname: '爱心用户', headImgUrl: '', mobile: '139****2222', mobileBound: true, thirdType: 17 };
const FUND = {
  infoUuid: 'general-fund', title: '平台公益基金', content: '用于资助困难患者', raising: true,
  moneyIn: 0, donationCount: 0, refunded: 0, withdrawn: 0, balance: 0, addsUp: true, subscribeTemplateId: 'tpl-monthly',
};
const GIFT = { id: 'mg1', infoUuid: 'general-fund', caseTitle: '平台公益基金', amount: 3000, status: 'active', caseRaising: true, paidThisMonth: false, due: true };

const asked: string[][] = [];
let mp: MpHarness;

beforeAll(() => {
  mp = setupMiniProgram({
    responses: {
      '/api/account/v3/login-check': { loggedIn: true, user: USER },
      '/api/charity/love-home/general-fund': FUND,
      '/api/cf/v4/monthly-gift/list': { month: '2026-11', list: [] },
      '/api/cf/v4/monthly-gift/set': GIFT,
      '/api/cf/v4/authservice/grant': { list: [{ kind: 'subscribe', granted: true, withdrawable: true, detail: '', note: '' }] },
      '/api/cf/v4/order/list': { list: [], hasNext: false, anchorId: '' },
    },
    requestSubscribeMessage: (ids) => {
      asked.push(ids);
      return Object.fromEntries(ids.map((id) => [id, 'accept']));
    },
  });
});

test('setting a monthly gift to the general fund asks for the reminder subscribe message, records the consent, then sets it', async () => {
  const page = mp.openPage('pages/mine/donation/index');
  // 我的捐款 opens on the list; 月捐 is behind its entry
  await mp.waitFor(() => page.text().includes('月捐管理'), 30_000, 'the monthly entry');
  page.tap(page.allByClass('cf-row-item').find((e) => e.textContent?.includes('月捐管理'))!);
  await mp.waitFor(() => page.text().includes('月捐给平台公益基金'), 30_000, 'the general fund section');
  const chip = page.allByClass('mine-list-item__action').find((e) => e.textContent === '30元');
  expect(chip).toBeDefined();
  page.tap(chip!);
  await mp.waitFor(() => page.text().includes('设为每月捐款'), 5_000, 'the submit button');
  const submit = page.allByClass('mine-btn').find((e) => e.textContent?.includes('设为每月捐款'))!;
  page.tap(submit);
  await mp.waitFor(() => mp.requests.some((r) => r.path === '/api/cf/v4/monthly-gift/set'), 15_000, 'the monthly gift set');
  expect(asked).toEqual([['tpl-monthly']]);
  const paths = mp.requests.map((r) => r.path);
  expect(paths.indexOf('/api/cf/v4/authservice/grant')).toBeGreaterThan(-1);
  expect(paths.indexOf('/api/cf/v4/authservice/grant')).toBeLessThan(paths.indexOf('/api/cf/v4/monthly-gift/set'));
  expect(mp.requests.find((r) => r.path === '/api/cf/v4/monthly-gift/set')!.data).toEqual({ infoUuid: 'general-fund', amount: 3000 });
  expect(mp.requests.find((r) => r.path === '/api/cf/v4/authservice/grant')!.data).toEqual({ kind: 'subscribe' });
  await mp.waitFor(() => page.text().includes('您每月捐 30元'), 10_000, 'the gift shown');
  expect(paths).not.toContain('/api/cf/v41/order/add');
});
