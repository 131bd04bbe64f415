/**
 * Issue 7 in the built mini-program (dist/weapp) against the REAL server: the internal path
 * /raise/edit-basic-info (route mpEditBasicInfo) opens the edit-basic-info page of the `pages/raise`
 * subpackage; a logged-in user meets the Chinese errors, fills title, story and target, and the save
 * creates a draft case with its base section SAVED in the server's database; the page then moves on to
 * the commit-basic-success screen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DIST, setupMiniProgram, type MpHarness } from './harness';
import { startMpServer, type MpServer } from './server';
import { buildMpUrl } from '../../src/platform/nav-url';
import { routeByName } from '../../src/routes';

jest.setTimeout(120_000);

const PHONE = '13800138099';
let server: MpServer;
let mp: MpHarness;

beforeAll(async () => {
  server = await startMpServer();
  mp = setupMiniProgram({ server: () => server.baseUrl, loginCode: () => `dev-raise-${randomBytes(4).toString('hex')}` });
});
afterAll(async () => server?.stop());

test('the raise pages ship in the pages/raise subpackage and /raise/edit-basic-info leads to edit-basic-info', () => {
  const appJson = JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8')) as { pages: string[]; subPackages: { root: string; pages: string[] }[] };
  const raise = appJson.subPackages.find((p) => p.root === 'pages/raise');
  expect(raise?.pages).toEqual(expect.arrayContaining(['edit-basic-info/index', 'patient/index', 'payee/index', 'commit-verify/index', 'rejected/index']));
  expect(appJson.pages.some((p) => p.startsWith('pages/raise/'))).toBe(false);
  expect(buildMpUrl(routeByName('mpEditBasicInfo'))).toBe('/pages/raise/edit-basic-info/index?_route=mpEditBasicInfo');
});

test('a logged-in user saves the base info of a new case from the mini-program page', async () => {
  const login = mp.openPage('pages/login/index', { redirectUrl: '/cf/common/list' });
  await mp.waitFor(() => login.allByClass('cf-pcf__input').length === 2, 30_000, 'the login form');
  const [phoneInput, codeInput] = login.allByClass('cf-pcf__input');
  login.input(phoneInput, PHONE);
  const since = server.output().length;
  login.tap(login.byClass('cf-pcf__send')!);
  const code = await server.smsCode(PHONE, since);
  login.input(codeInput, code);
  login.tap(login.byClass('cf-pcf__submit')!);
  await mp.waitFor(() => server.query('SELECT 1 FROM users WHERE mobile = ?', PHONE).length === 1, 15_000, 'the logged-in user');
  await mp.waitFor(() => mp.requests.some((r) => r.path === '/api/account/v3/login-with-mobile'), 15_000, 'the login call');
  // The login is done for the app only once it moved on to its redirect (the store holds the user then):
  // a login-only page opened before that would rightly send us back to the login page.
  await mp.waitFor(() => mp.navigations.some((n) => n.startsWith('/pages/case-list/index')), 15_000, 'the move to the redirect after login');

  const page = mp.openPage('pages/raise/edit-basic-info/index', { _route: 'mpEditBasicInfo' });
  await mp.waitFor(() => page.byClass('cf-raise__submit') !== null && page.allByClass('cf-raise__field-input').length === 2, 30_000, 'the form').catch((e) => {
    console.log('DBG', page.text().slice(0, 300), JSON.stringify(mp.requests.slice(-6).map((r) => r.path)), mp.navigations.slice(-3), page.allByClass('cf-raise__field-input').length);
    throw e;
  });
  expect(page.text()).toContain('大病救助');
  page.tap(page.byClass('cf-raise__submit')!);
  await mp.waitFor(() => page.text().includes('请填写筹款标题'), 5_000, 'the title error');
  expect(page.text()).toContain('请填写目标金额');

  const [titleInput, targetInput] = page.allByClass('cf-raise__field-input');
  const title = '救救我的父亲老张，肝癌晚期急需手术';
  page.input(titleInput, title);
  page.input(page.byClass('cf-raise__area')!, '父亲今年五十八岁，上个月确诊肝癌，医生建议尽快手术，手术和后续治疗需要大约二十万元，家里实在拿不出来。');
  page.input(targetInput, '500001');
  page.tap(page.byClass('cf-raise__submit')!);
  await mp.waitFor(() => page.text().includes('目标金额须为1000-500000元的整数'), 5_000, 'the target error');
  expect(server.query('SELECT 1 FROM cases WHERE title = ?', title)).toHaveLength(0);

  page.input(targetInput, '200000');
  const navs = mp.navigations.length;
  page.tap(page.byClass('cf-raise__submit')!);
  await mp.waitFor(() => server.query('SELECT 1 FROM cases WHERE title = ?', title).length === 1, 15_000, 'the case row');
  const row = server.query<{ info_uuid: string; target_amount: number; published: number; raise_type: number }>(
    'SELECT info_uuid, target_amount, published, raise_type FROM cases WHERE title = ?', title,
  )[0];
  expect(row).toMatchObject({ target_amount: 20_000_000, published: 0, raise_type: 0 });
  expect(server.query<{ status: number }>("SELECT status FROM case_sections WHERE info_uuid = ? AND section = 'base'", row.info_uuid)).toEqual([{ status: 1 }]);
  await mp.waitFor(() => mp.navigations.length > navs, 10_000, 'the move to the success page');
  expect(mp.navigations[mp.navigations.length - 1]).toBe(`/pages/raise/result/index?infoUuid=${row.info_uuid}&_route=commitBasicSuccess`);
});
