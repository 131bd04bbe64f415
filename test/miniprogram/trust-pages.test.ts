/**
 * The trust subpackage (pages/trust/...) from the built dist/weapp in miniprogram-simulate over canned
 * answers: advice text, a message landing that replaces itself with the resolved page, and the
 * verification form's Chinese error.
 */
import { setupMiniProgram } from './harness';

jest.setTimeout(90_000);

const mp = setupMiniProgram({
  responses: {
    '/api/account/v3/login-check': { loggedIn: true, user: { userId: 'u1', nickname: '用户', headImgUrl: '', mobile: '138****0000', mobileBound: true, thirdType: 17 } },
    '/api/cf/v4/message/resolve': { path: '/cf/contribute/progress/mp-case-1', safe: false },
    '/api/cf/v4/progress/get': { list: [], hasNext: false, total: 0 },
  },
});

test('the teach page (pages/trust/teach) shows the advice', async () => {
  const page = mp.openPage('pages/trust/teach/index', { infoUuid: 'mp-case-1' });
  await mp.waitFor(() => page.text().includes('把情况讲清楚'), 20_000, 'teach');
  expect(page.text()).toContain('转发完全自愿');
});

test('a message landing asks the resolver and replaces itself with the resolved page', async () => {
  mp.openPage('pages/trust/landing/index', { _route: 'wxmessageProgress', infoUuid: 'mp-case-1' });
  await mp.waitFor(() => mp.navigations.some((u) => u === '/pages/progress-list/index?infoUuid=mp-case-1'), 20_000, 'landing navigation');
  expect(mp.requests.find((r) => r.path === '/api/cf/v4/message/resolve')?.data).toEqual({ type: 'progress', infoUuid: 'mp-case-1' });
});

test('the verification form (pages/trust/prove-add) refuses empty words in Chinese', async () => {
  const page = mp.openPage('pages/trust/prove-add/index', { infoUuid: 'mp-case-1' });
  await mp.waitFor(() => page.text().includes('提交证实'), 20_000, 'prove add');
  page.tap(page.byClass('cf-raise__submit')!);
  await mp.waitFor(() => page.text().includes('请填写证实内容'), 20_000, 'error');
  expect(mp.requests.some((r) => r.path.includes('/verification/add'))).toBe(false);
});
