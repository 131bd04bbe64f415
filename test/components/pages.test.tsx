import { fireEvent, screen } from '@testing-library/react';
import NotFoundPage from '../../src/pages/not-found';
import CrashPage from '../../src/pages/crash';
import ForwardPage from '../../src/pages/forward';
import AgreementsPage from '../../src/pages/agreements';
import OnlineServicePage from '../../src/pages/online-service';
import ClearPage from '../../src/pages/clear';
import { SERVICE_PHONE } from '../../src/pages/online-service/constants';
import { flush, renderPage } from './render';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('404: 页面不存在 with a way back to the case list', async () => {
  const { platform } = renderPage(NotFoundPage, { path: '/cf/no-such-page' });
  await flush();
  expect(screen.getByTestId('not-found').textContent).toContain('页面不存在');
  expect(platform.nav.titles).toContain('页面不存在');
  fireEvent.click(screen.getByTestId('not-found-action'));
  expect(platform.nav.calls.at(-1)).toMatchObject({ url: '/cf/common/list', replace: true });
});

test('crash: 页面出错了 and 重试 returns to a safe `from` path only', async () => {
  const { platform } = renderPage(CrashPage, { path: '/cf/crash?from=%2Fcf%2Fdetail%2Fabc' });
  await flush();
  expect(screen.getByTestId('crash').textContent).toContain('页面出错了');
  fireEvent.click(screen.getByTestId('crash-action'));
  expect(platform.nav.calls.at(-1)).toMatchObject({ url: '/cf/detail/abc', replace: true });
});

test('crash: an outside `from` is ignored', async () => {
  const { platform } = renderPage(CrashPage, { path: '/cf/crash?from=https%3A%2F%2Fevil.example%2F' });
  await flush();
  fireEvent.click(screen.getByTestId('crash-action'));
  expect(platform.nav.calls.at(-1)).toMatchObject({ url: '/cf/common/list' });
});

test.each([
  ['/cf/redirect?url=%2Fcf%2Fdetail%2Fabc', '/cf/detail/abc'],
  ['/cf/redirect?redirectUrl=%2Fcf%2Fmy-contribution', '/cf/my-contribution'],
  ['/cf/redirect?url=https%3A%2F%2Fevil.example%2F', '/cf/common/list'],
  ['/cf/redirect?url=%2F%2Fevil.example', '/cf/common/list'],
  ['/cf/redirect', '/cf/common/list'],
])('forward %s -> %s', async (path, to) => {
  const { platform } = renderPage(ForwardPage, { path });
  await flush();
  expect(platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: to, replace: true });
});

test('old activity routes are redirected by the guard before the forward page renders', async () => {
  const { platform } = renderPage(ForwardPage, { path: '/cf/act/311/main-venue' });
  await flush();
  expect(screen.queryByTestId('forward')).toBeNull();
  expect(platform.nav.calls).toEqual([expect.objectContaining({ type: 'go', url: '/cf/act-home-rule', replace: true })]);
});

test('agreements: the privacy policy by :kind, with its own title', async () => {
  const { platform } = renderPage(AgreementsPage, { path: '/cf/agreements/privacy' });
  await flush();
  expect(screen.getByTestId('agreement').textContent).toContain('隐私政策');
  expect(platform.nav.titles.at(-1)).toBe('隐私政策');
});

test('agreements: an unknown kind offers both documents', async () => {
  renderPage(AgreementsPage, { path: '/cf/agreements/other' });
  await flush();
  expect(screen.getByTestId('agreement-missing').textContent).toContain('协议不存在');
});

test('online service: the phone number and the call button', async () => {
  const { platform } = renderPage(OnlineServicePage, { path: '/cf/online-service' });
  await flush();
  expect(screen.getByTestId('service-phone').textContent).toBe(SERVICE_PHONE);
  fireEvent.click(screen.getByTestId('service-call'));
  expect(platform.nav.left.at(-1)).toBe(`tel:${SERVICE_PHONE.replace(/\D/g, '')}`);
  // the pages that answer without a call (issue 25: no link led to them)
  fireEvent.click(screen.getByTestId('service-tf-detail'));
  fireEvent.click(screen.getByTestId('service-consultant'));
  expect(platform.nav.history.slice(-2)).toEqual(['/cf/activity/tf-detail', '/cf/consultant']);
});

test('clear: wipes local and session storage and says so', async () => {
  localStorage.setItem('a', '1');
  localStorage.setItem('b', '2');
  sessionStorage.setItem('c', '3');
  renderPage(ClearPage, { path: '/cf/clear' });
  await flush();
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(screen.getByTestId('clear').textContent).toContain('已清除本地缓存（3 项）');
});

test('clearDraft: removes only drafts', async () => {
  localStorage.setItem('raiseDraft', '{}');
  localStorage.setItem('draft_patient', '{}');
  localStorage.setItem('keep', '1');
  renderPage(ClearPage, { path: '/cf/clearDraft' });
  await flush();
  expect(localStorage.getItem('keep')).toBe('1');
  expect(localStorage.length).toBe(1);
  expect(screen.getByTestId('clear').textContent).toContain('已清除 2 份草稿');
});
