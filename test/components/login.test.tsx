import { act, fireEvent, screen } from '@testing-library/react';
import LoginPage from '../../src/pages/login';
import { ApiError } from '../../src/services/errors';
import { createFakeApi, deferred, TEST_USER } from '../setup/fakeApi';
import { flush, renderPage, typeInto } from './render';

const PATH = '/login?redirectUrl=%2Fcf%2Fpennants%2Fmine%3Fchannel%3D5';

async function openLogin() {
  const r = renderPage(LoginPage, { path: PATH });
  await flush(10);
  screen.getByTestId('login-submit');
  return r;
}
const sendButton = () => screen.getByTestId('login-send-code');
const toastText = () => screen.queryByTestId('toast')?.textContent ?? null;

afterEach(() => jest.useRealTimers());

test('renders the form with the agreement links and sets the title', async () => {
  const { platform } = await openLogin();
  expect(screen.getByTestId('login-phone').getAttribute('type')).toBe('number');
  expect(screen.getByTestId('login-phone').getAttribute('maxlength')).toBe('11');
  expect(sendButton().textContent).toBe('获取验证码');
  expect(screen.getByTestId('login-submit').textContent).toBe('登录');
  expect(platform.nav.titles).toContain('登录');
  fireEvent.click(screen.getByTestId('agreement-privacy'));
  expect(platform.nav.history.at(-1)).toBe('/cf/agreements/privacy');
});

test('sending without a phone or with a bad phone shows the exact texts', async () => {
  const { api } = await openLogin();
  fireEvent.click(sendButton());
  expect(toastText()).toBe('请填写手机号');
  typeInto(screen.getByTestId('login-phone'), '12345');
  fireEvent.click(sendButton());
  expect(toastText()).toBe('请输入正确的手机号码');
  expect(api.account.sendVerifyCode).not.toHaveBeenCalled();
});

test('the phone input keeps digits only, at most 11', async () => {
  const { api } = await openLogin();
  typeInto(screen.getByTestId('login-phone'), '138-0013 8000999');
  fireEvent.click(sendButton());
  await flush();
  expect(api.account.sendVerifyCode).toHaveBeenCalledWith({ mobile: '13800138000' });
});

test('a sent code counts down from 60 in whole seconds, then offers 重新获取', async () => {
  jest.useFakeTimers();
  const { api } = await openLogin();
  typeInto(screen.getByTestId('login-phone'), '13800138000');
  fireEvent.click(sendButton());
  await flush();
  expect(toastText()).toBe('验证码已发送');
  expect(sendButton().textContent).toBe('60s');
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(sendButton().textContent).toBe('59s');
  fireEvent.click(sendButton()); // locked: nothing is sent
  expect(api.account.sendVerifyCode).toHaveBeenCalledTimes(1);
  act(() => {
    jest.advanceTimersByTime(58_000);
  });
  expect(sendButton().textContent).toBe('1s');
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(sendButton().textContent).toBe('重新获取');
  expect(sendButton().getAttribute('data-locked')).toBe('false');
});

test('a failed send unlocks at once and shows the server msg', async () => {
  const { api } = await openLogin();
  api.account.sendVerifyCode.mockRejectedValue(new ApiError(429, '今日发送次数已达上限'));
  typeInto(screen.getByTestId('login-phone'), '13800138000');
  fireEvent.click(sendButton());
  await flush();
  expect(sendButton().textContent).toBe('获取验证码');
  expect(sendButton().getAttribute('data-locked')).toBe('false');
  expect(toastText()).toBe('今日发送次数已达上限');
});

test('submit validation texts', async () => {
  const { api } = await openLogin();
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(toastText()).toBe('请输入您的手机号码');
  typeInto(screen.getByTestId('login-phone'), '13800138000');
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(toastText()).toBe('请输入您收到的验证码');
  expect(api.account.loginWithMobile).not.toHaveBeenCalled();
});

test('the code input keeps at most 6 digits; login goes to the redirectUrl target', async () => {
  const { api, platform } = await openLogin();
  typeInto(screen.getByTestId('login-phone'), '13800138000');
  typeInto(screen.getByTestId('login-code'), '12a3456789');
  fireEvent.click(screen.getByTestId('login-submit'));
  await flush();
  expect(api.account.loginWithMobile).toHaveBeenCalledWith(expect.objectContaining({ mobile: '13800138000', verifyCode: '123456' }));
  expect(platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/pennants/mine?channel=5', replace: true });
});

test('submit is locked while the login request is in flight', async () => {
  const { api } = await openLogin();
  const d = deferred<{ user: typeof TEST_USER }>();
  api.account.loginWithMobile.mockReturnValue(d.promise);
  typeInto(screen.getByTestId('login-phone'), '13800138000');
  typeInto(screen.getByTestId('login-code'), '123456');
  fireEvent.click(screen.getByTestId('login-submit'));
  await flush();
  expect(screen.getByTestId('login-submit').getAttribute('data-busy')).toBe('true');
  fireEvent.click(screen.getByTestId('login-submit'));
  expect(api.account.loginWithMobile).toHaveBeenCalledTimes(1);
  await act(async () => {
    d.resolve({ user: TEST_USER });
    await d.promise;
  });
  await flush();
  expect(screen.getByTestId('login-submit').getAttribute('data-busy')).toBe('false');
});

test('code 20206 shows a dialog titled with msg; 确定 closes it', async () => {
  const { api } = await openLogin();
  api.account.loginWithMobile.mockRejectedValue(new ApiError(20206, '请输入新发送的验证码'));
  typeInto(screen.getByTestId('login-phone'), '13800138000');
  typeInto(screen.getByTestId('login-code'), '123456');
  fireEvent.click(screen.getByTestId('login-submit'));
  await flush();
  expect(screen.getByTestId('dialog-title').textContent).toBe('请输入新发送的验证码');
  expect(screen.getByTestId('dialog-confirm').textContent).toBe('确定');
  expect(screen.queryByTestId('dialog-cancel')).toBeNull();
  expect(toastText()).toBeNull();
  fireEvent.click(screen.getByTestId('dialog-confirm'));
  expect(screen.queryByTestId('dialog')).toBeNull();
  expect(api.stat.track).toHaveBeenCalledWith(expect.objectContaining({ event: 'login_fail' }));
});

test('other login failures show msg as a toast', async () => {
  const { api } = await openLogin();
  api.account.loginWithMobile.mockRejectedValue(new ApiError(400, '验证码错误或已过期'));
  typeInto(screen.getByTestId('login-phone'), '13800138000');
  typeInto(screen.getByTestId('login-code'), '000000');
  fireEvent.click(screen.getByTestId('login-submit'));
  await flush();
  expect(toastText()).toBe('验证码错误或已过期');
  expect(screen.queryByTestId('dialog')).toBeNull();
});

describe('a user logged in by WeChat without a phone only binds one', () => {
  const WX_USER = { ...TEST_USER, mobile: null, mobileBound: false, thirdType: 17 };

  test('the same /login URL says 绑定手机号 (title, heading, button) and why', async () => {
    const api = createFakeApi();
    api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: WX_USER });
    const { platform, container } = renderPage(LoginPage, { path: PATH, api });
    await flush(10);
    expect(screen.getByTestId('login-submit').textContent).toBe('绑定手机号');
    expect(platform.nav.titles.at(-1)).toBe('绑定手机号');
    expect(screen.getByTestId('login-heading').textContent).toBe('绑定手机号');
    expect(screen.getByTestId('login-reason').textContent).toBe('为保障捐款安全，请绑定手机号');
    expect(container.textContent).not.toContain('欢迎来到爱心筹');
    expect(container.textContent).toContain('绑定即表示您已阅读并同意');
    // the bind goes through the same form and on to where the user was going
    typeInto(screen.getByTestId('login-phone'), '13800138000');
    typeInto(screen.getByTestId('login-code'), '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    await flush();
    expect(api.account.loginWithMobile).toHaveBeenCalledWith(expect.objectContaining({ mobile: '13800138000', verifyCode: '123456' }));
    expect(platform.nav.history.at(-1)).toBe('/cf/pennants/mine?channel=5');
  });

  test('a plain login (no session) keeps 登录 and its welcome', async () => {
    const { platform } = await openLogin();
    expect(screen.getByTestId('login-heading').textContent).toBe('欢迎来到爱心筹');
    expect(screen.getByTestId('login-reason').textContent).toBe('登录后即可支持筹款、查看捐助记录');
    expect(platform.nav.titles.at(-1)).toBe('登录');
  });
});
