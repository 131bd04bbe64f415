import { RootStore } from '../../../src/stores/RootStore';
import { CODE_COUNTDOWN_S, PHONE_FORM_TEXT, TITLE_REVERT_MS, TRACK_ELEMENT } from '../../../src/stores/AuthStore';
import { ApiError } from '../../../src/services/errors';
import { createFakePlatform, type FakePlatform } from '../../../src/platform/fake';
import { createFakeApi, deferred, TEST_USER, type FakeApi } from '../../setup/fakeApi';

let api: FakeApi;
let platform: FakePlatform;
let root: RootStore;

beforeEach(() => {
  jest.useFakeTimers();
  api = createFakeApi();
  platform = createFakePlatform({ path: '/login?redirectUrl=%2Fcf%2Fpennants%2Fmine' });
  root = new RootStore(api, platform);
});
afterEach(() => {
  root.auth.dispose();
  jest.useRealTimers();
});

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('check', () => {
  test('sets the user and the checked flag; concurrent calls share one request', async () => {
    api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
    expect(root.auth.checked).toBe(false);
    await Promise.all([root.auth.check(), root.auth.check()]);
    expect(api.account.loginCheck).toHaveBeenCalledTimes(1);
    expect(root.auth.checked).toBe(true);
    expect(root.auth.user).toEqual(TEST_USER);
    expect(root.auth.mobileBound).toBe(true);
  });

  test('a failed check leaves a visitor, still checked', async () => {
    api.account.loginCheck.mockRejectedValue(new ApiError(500, '服务繁忙'));
    await root.auth.check();
    expect(root.auth.checked).toBe(true);
    expect(root.auth.loggedIn).toBe(false);
  });
});

describe('sendCode', () => {
  test.each([
    ['', '请填写手机号'],
    ['1380013', '请输入正确的手机号码'],
    ['23800138000', '请输入正确的手机号码'],
  ])('phone %p is refused with %s and nothing is sent', async (phone, msg) => {
    await expect(root.auth.sendCode(phone)).resolves.toBe(false);
    expect(root.ui.toast?.text).toBe(msg);
    expect(api.account.sendVerifyCode).not.toHaveBeenCalled();
    expect(root.auth.codeLocked).toBe(false);
  });

  test('a successful send toasts 验证码已发送 and counts down whole seconds from 60', async () => {
    await expect(root.auth.sendCode('13800138000')).resolves.toBe(true);
    expect(api.account.sendVerifyCode).toHaveBeenCalledWith({ mobile: '13800138000' });
    expect(root.ui.toast?.text).toBe('验证码已发送');
    expect(root.auth.countdown).toBe(CODE_COUNTDOWN_S);
    expect(root.auth.codeButtonText).toBe('60s');
    expect(root.auth.codeLocked).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(root.auth.countdown).toBe(59);
    jest.advanceTimersByTime(58_000);
    expect(root.auth.countdown).toBe(1);
    expect(root.auth.codeLocked).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(root.auth.countdown).toBe(0);
    expect(root.auth.codeLocked).toBe(false);
    expect(root.auth.codeButtonText).toBe('重新获取');
  });

  test('a second tap while locked sends nothing', async () => {
    await root.auth.sendCode('13800138000');
    await expect(root.auth.sendCode('13800138000')).resolves.toBe(false);
    expect(api.account.sendVerifyCode).toHaveBeenCalledTimes(1);
  });

  test('the button locks as soon as the request starts', async () => {
    const d = deferred<null>();
    api.account.sendVerifyCode.mockReturnValue(d.promise);
    const p = root.auth.sendCode('13800138000');
    expect(root.auth.codeLocked).toBe(true);
    d.resolve(null);
    await p;
  });

  test('a failed send unlocks at once, shows the server msg and is tracked', async () => {
    api.account.sendVerifyCode.mockRejectedValue(new ApiError(429, '发送太频繁，请稍后再试'));
    await expect(root.auth.sendCode('13800138000')).resolves.toBe(false);
    expect(root.auth.codeLocked).toBe(false);
    expect(root.auth.countdown).toBe(0);
    expect(root.auth.codeButtonText).toBe('获取验证码');
    expect(root.ui.toast?.text).toBe('发送太频繁，请稍后再试');
    expect(api.stat.track).toHaveBeenCalledWith(
      expect.objectContaining({ elementCode: TRACK_ELEMENT, event: 'send_code_fail', props: { code: 429, msg: '发送太频繁，请稍后再试' } }),
    );
  });
});

describe('login', () => {
  test.each([
    ['', '123456', '请输入您的手机号码'],
    ['13800138000', '', '请输入您收到的验证码'],
    ['1380', '123456', '请输入正确的手机号码'],
  ])('phone %p code %p is refused with %s', async (phone, code, msg) => {
    await expect(root.auth.login(phone, code)).resolves.toBe(false);
    expect(root.ui.toast?.text).toBe(msg);
    expect(api.account.loginWithMobile).not.toHaveBeenCalled();
  });

  test('success stores the user and replaces the page with the redirectUrl target', async () => {
    platform.storage.sessionSet('channel', '5');
    await expect(root.auth.login('13800138000', '123456', '/cf/pennants/mine?channel=5')).resolves.toBe(true);
    expect(api.account.loginWithMobile).toHaveBeenCalledWith({ mobile: '13800138000', verifyCode: '123456', channel: '5' });
    expect(root.auth.user).toEqual(TEST_USER);
    expect(platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/pennants/mine?channel=5', replace: true });
  });

  test('the code-sent message stays on the login page: the page returned to shows none, a message declared to follow stays', async () => {
    root.ui.routeEntered('/login'); // what RoutePage does on each page
    await root.auth.sendCode('13800138000');
    expect(root.ui.toast?.text).toBe('验证码已发送');
    await expect(root.auth.login('13800138000', '123456', '/cf/mine')).resolves.toBe(true);
    root.ui.routeEntered(platform.nav.currentPath());
    expect(root.ui.toast).toBeNull();
    root.ui.routeEntered('/login');
    root.ui.showToast('已提交', { followsNavigation: true });
    await root.auth.login('13800138000', '123456', '/cf/mine');
    root.ui.routeEntered(platform.nav.currentPath());
    expect(root.ui.toast?.text).toBe('已提交');
  });

  test('an unsafe or missing redirectUrl goes to the case list', async () => {
    await root.auth.login('13800138000', '123456', 'https://evil.example/steal');
    expect(platform.nav.calls.at(-1)).toMatchObject({ url: '/cf/common/list', replace: true });
  });

  test('submit is locked while the request is in flight', async () => {
    const d = deferred<{ user: typeof TEST_USER }>();
    api.account.loginWithMobile.mockReturnValue(d.promise);
    const first = root.auth.login('13800138000', '123456');
    expect(root.auth.submitAct.busy).toBe(true);
    await expect(root.auth.login('13800138000', '123456')).resolves.toBe(false);
    expect(api.account.loginWithMobile).toHaveBeenCalledTimes(1);
    d.resolve({ user: TEST_USER });
    await first;
    expect(root.auth.submitAct.busy).toBe(false);
  });

  test('code 20206 opens a dialog titled with msg, auto-sent code counts down, title reverts after 60 s', async () => {
    api.account.loginWithMobile.mockRejectedValue(new ApiError(20206, '为保障账户安全，验证码已重新发送至您的手机'));
    await expect(root.auth.login('13800138000', '123456')).resolves.toBe(false);
    expect(root.ui.dialog?.title).toBe('为保障账户安全，验证码已重新发送至您的手机');
    expect(root.ui.dialog?.confirmText).toBe('确定');
    expect(root.ui.toast).toBeNull();
    expect(root.auth.countdown).toBe(60);
    expect(platform.nav.titles.at(-1)).toBe('为保障账户安全，验证码已重新发送至您的手机');
    jest.advanceTimersByTime(TITLE_REVERT_MS - 1);
    expect(platform.nav.titles.at(-1)).toBe('为保障账户安全，验证码已重新发送至您的手机');
    jest.advanceTimersByTime(1);
    expect(platform.nav.titles.at(-1)).toBe('登录');
    expect(api.stat.track).toHaveBeenCalledWith(expect.objectContaining({ event: 'login_fail', props: expect.objectContaining({ code: 20206 }) }));
  });

  test('other failures show msg as a toast, unlock submit and are tracked', async () => {
    api.account.loginWithMobile.mockRejectedValue(new ApiError(400, '验证码错误'));
    await root.auth.login('13800138000', '123456');
    expect(root.ui.toast?.text).toBe('验证码错误');
    expect(root.ui.dialog).toBeNull();
    expect(root.auth.submitAct.busy).toBe(false);
    expect(api.stat.track).toHaveBeenCalledWith(expect.objectContaining({ elementCode: 106032, event: 'login_fail' }));
  });
});

describe('other account actions', () => {
  test('bindMobile binds with the same rules and goes to the target', async () => {
    await expect(root.auth.bindMobile('', '1')).resolves.toBe(false);
    expect(root.ui.toast?.text).toBe('请输入您的手机号码');
    await expect(root.auth.bindMobile('13800138000', '654321', '/cf/my-contribution')).resolves.toBe(true);
    expect(api.account.bindMobile).toHaveBeenCalledWith({ mobile: '13800138000', verifyCode: '654321' });
    expect(platform.nav.calls.at(-1)).toMatchObject({ url: '/cf/my-contribution', replace: true });
  });

  test("bindWxPhone sends the getPhoneNumber button's code and goes to the target; no code (refused) sends nothing", async () => {
    await expect(root.auth.bindWxPhone(undefined, '/cf/my-contribution')).resolves.toBe(false);
    expect(api.account.bindWxPhone).not.toHaveBeenCalled();
    await expect(root.auth.bindWxPhone('btn-code-1', '/cf/my-contribution')).resolves.toBe(true);
    expect(api.account.bindWxPhone).toHaveBeenCalledWith({ code: 'btn-code-1' });
    expect(root.auth.user).toEqual(TEST_USER);
    expect(platform.nav.calls.at(-1)).toMatchObject({ url: '/cf/my-contribution', replace: true });
    api.account.bindWxPhone.mockRejectedValue(new ApiError(400, '该手机号已绑定其他账号'));
    await expect(root.auth.bindWxPhone('btn-code-2')).resolves.toBe(false);
    expect(root.ui.toast?.text).toBe('该手机号已绑定其他账号');
    expect(root.auth.submitAct.busy).toBe(false);
  });

  test('mpLogin exchanges the platform code', async () => {
    platform.login.mpCode = 'code-42';
    await expect(root.auth.mpLogin()).resolves.toBe(true);
    expect(api.account.mpLogin).toHaveBeenCalledWith({ code: 'code-42' });
    expect(root.auth.loggedIn).toBe(true);
    expect(root.auth.mobileBound).toBe(false);
  });

  test('logout clears the user even when the call fails', async () => {
    api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
    await root.auth.check();
    api.account.logout.mockRejectedValue(new ApiError(-1, '网络不给力，请稍后重试'));
    await expect(root.auth.logout()).rejects.toBeInstanceOf(ApiError);
    expect(root.auth.user).toBeNull();
  });

  test('login expiry sends the user to /login with the current path', async () => {
    platform.nav.history = ['/cf/pay/abc?channel=5'];
    root.auth.onLoginExpired();
    await flush();
    expect(platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/login?redirectUrl=%2Fcf%2Fpay%2Fabc%3Fchannel%3D5' });
  });

  test('login expiry on the login page itself does not stack another login page', () => {
    root.auth.onLoginExpired();
    expect(platform.nav.calls).toHaveLength(0);
  });
});

describe('single sign-on: the login page returns once a late check finds a session', () => {
  test('a check still running when /login opened: a session with a phone sends the user on', async () => {
    const answer = deferred<{ loggedIn: boolean; user: typeof TEST_USER }>();
    api.account.loginCheck.mockReturnValue(answer.promise);
    void root.auth.check();
    const dispose = root.auth.returnWhenSignedIn('%2Fcf%2Fpennants%2Fmine');
    const before = platform.nav.calls.length;
    answer.resolve({ loggedIn: true, user: TEST_USER });
    await flush();
    expect(platform.nav.calls.slice(before)).toEqual([expect.objectContaining({ type: 'go', url: '/cf/pennants/mine', replace: true })]);
    dispose();
  });

  test('no session, a page already left, or no check running: the login page stays', async () => {
    const answer = deferred<{ loggedIn: boolean; user: null }>();
    api.account.loginCheck.mockReturnValue(answer.promise);
    void root.auth.check();
    const dispose = root.auth.returnWhenSignedIn('/cf/mine');
    const before = platform.nav.calls.length;
    answer.resolve({ loggedIn: false, user: null });
    await flush();
    expect(platform.nav.calls.length).toBe(before);
    dispose();
    // a later login form success navigates by itself; a page unmounted before the answer does nothing
    const late = deferred<{ loggedIn: boolean; user: typeof TEST_USER }>();
    const root2 = new RootStore(api, platform);
    api.account.loginCheck.mockReturnValue(late.promise);
    void root2.auth.check();
    root2.auth.returnWhenSignedIn('/cf/mine')();
    late.resolve({ loggedIn: true, user: TEST_USER });
    await flush();
    expect(platform.nav.calls.length).toBe(before);
    expect(root2.auth.returnWhenSignedIn('/cf/mine')).toEqual(expect.any(Function)); // checked: nothing to wait for
    root2.auth.dispose();
  });
});

describe('the login screen wording follows the session', () => {
  test('a visitor logs in; a WeChat session without a phone binds one; once the phone is bound it reads 登录 again', async () => {
    expect(root.auth.phoneFormText).toBe(PHONE_FORM_TEXT.login);
    api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: { ...TEST_USER, mobile: null, mobileBound: false, thirdType: 17 } });
    await root.auth.check();
    expect(root.auth.phoneFormText).toEqual(expect.objectContaining({ title: '绑定手机号', heading: '绑定手机号', action: '绑定手机号', subtitle: '为保障捐款安全，请绑定手机号' }));
    api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
    await root.auth.check();
    expect(root.auth.phoneFormText).toBe(PHONE_FORM_TEXT.login);
  });

  test('binding: the title a 20206 dialog borrowed reverts to 绑定手机号, not 登录', async () => {
    api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: { ...TEST_USER, mobile: null, mobileBound: false, thirdType: 17 } });
    await root.auth.check();
    api.account.loginWithMobile.mockRejectedValue(new ApiError(20206, '验证码已发送，请输入'));
    await root.auth.login('13800138000', '123456');
    await flush();
    expect(platform.nav.titles.at(-1)).toBe('验证码已发送，请输入');
    jest.advanceTimersByTime(TITLE_REVERT_MS);
    expect(platform.nav.titles.at(-1)).toBe('绑定手机号');
  });
});
