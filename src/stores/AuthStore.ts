/**
 * The session: who is logged in, the login-code button state and the login / bind-mobile flows
 * (60 s code countdown, unlocked by a failed send; phone/code checks; 20206 a dialog, else a toast).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginCheckRes, UserInfo } from '../contract/account';
import { BOOT_BLOCKS, takeBootData } from '../platform/boot';
import { ApiError } from '../services/errors';
import { routeByName } from '../routes';
import { afterLoginTarget } from '../router/guards';
import { loginFormError, phoneErrorForSend, VALIDATION_TEXT } from '../lib/validation';
import { SESSION_KEYS } from '../lib/session-keys';
import type { RootStore } from './RootStore';
import { Act } from './act';

/** Resend countdown in whole seconds. */
export const CODE_COUNTDOWN_S = 60;
/** After an auto-sent code (20206) the page title reverts after 60 s. */
export const TITLE_REVERT_MS = 60_000;
/** Analytics element code. */
export const TRACK_ELEMENT = 106032;
/** The server's "login needs attention" code shown as a dialog (msg as its title). */
export const LOGIN_DIALOG_CODE = 20206;

/** What the phone + code screen says: a plain login, or (logged in by WeChat, no phone yet) binding the phone. */
export interface PhoneFormText {
  /** the page title */
  title: string;
  heading: string;
  /** the line under the heading: why the form is there */
  subtitle: string;
  /** the submit button */
  action: string;
  /** the agreement line's and WeChat phone button's verb (default: action) */
  verb?: string;
  tip?: string;
}

/** The /login screen's two wordings; the bind one takes its title from the bindPhone route. */
export const PHONE_FORM_TEXT = {
  login: {
    title: routeByName('login').title,
    heading: '欢迎来到爱心筹',
    subtitle: '登录后即可支持筹款、查看捐助记录',
    action: '登录',
    tip: '未注册的手机号验证后将自动创建账号',
  },
  bind: {
    title: routeByName('bindPhone').title,
    heading: routeByName('bindPhone').title,
    subtitle: '为保障捐款安全，请绑定手机号',
    action: routeByName('bindPhone').title,
    verb: '绑定',
  },
} as const satisfies Record<'login' | 'bind', PhoneFormText>;

export class AuthStore {
  user: UserInfo | null = null;
  /** true once the first login check has answered (guards wait for it) */
  checked = false;
  /** seconds left before a new code may be requested; 0 = idle */
  countdown = 0;
  /** the send-code request (toasted on failure) */
  readonly codeAct: Act;
  /** at least one code was sent on this screen (the button then says 重新获取) */
  codeSent = false;
  /** the login / bind request: the submit button is locked while busy (toasted on failure) */
  readonly submitAct: Act;

  private timer: ReturnType<typeof setInterval> | null = null;
  private titleTimer: ReturnType<typeof setTimeout> | null = null;
  private checking: Promise<void> | null = null;

  constructor(readonly root: RootStore) {
    this.codeAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<AuthStore, 'timer' | 'titleTimer' | 'checking'>(this, {
      root: false,
      codeAct: false,
      submitAct: false,
      timer: false,
      titleTimer: false,
      checking: false,
    });
    // The reader's own 我的 page carries their login check (read with their cookie, a private page): shown
    // at once, and the login check still confirms it.
    const boot = takeBootData(BOOT_BLOCKS.auth) as LoginCheckRes | null;
    if (boot?.user) this.user = boot.user;
  }

  get loggedIn(): boolean {
    return this.user !== null;
  }

  /** Logged in with a bound mobile (what `auth: 'login'` routes demand). */
  get mobileBound(): boolean {
    return !!this.user?.mobileBound;
  }

  /** Logged in (by WeChat) but without a phone: the login form only has to bind one. */
  get needsPhone(): boolean {
    return this.loggedIn && !this.mobileBound;
  }

  /** The login screen's wording, from the session: binding the phone when only that is missing. */
  get phoneFormText(): PhoneFormText {
    return this.needsPhone ? PHONE_FORM_TEXT.bind : PHONE_FORM_TEXT.login;
  }

  /** The send-code button is locked (request in flight or counting down). */
  get codeLocked(): boolean {
    return this.codeAct.busy || this.countdown > 0;
  }

  /** Label of the send-code button: 获取验证码 / 60s / 重新获取. */
  get codeButtonText(): string {
    if (this.countdown > 0) return `${this.countdown}s`;
    if (this.codeAct.busy) return '发送中';
    return this.codeSent ? '重新获取' : '获取验证码';
  }

  /** Login check: restores the session; a failure leaves a visitor. Concurrent calls share one request. */
  check(): Promise<void> {
    if (this.checking) return this.checking;
    this.checking = (async () => {
      try {
        const res = await this.root.api.account.loginCheck();
        runInAction(() => {
          this.user = res.user;
        });
      } catch {
        runInAction(() => {
          this.user = null;
        });
      } finally {
        runInAction(() => {
          this.checked = true;
        });
        this.checking = null;
      }
    })();
    return this.checking;
  }

  /**
   * Requests a login code. Locks the button at once with the 60 s countdown; a failure unlocks it
   * at once and shows the server's msg. Returns whether the code was sent.
   */
  async sendCode(phone: string): Promise<boolean> {
    if (this.codeLocked) return false;
    const invalid = phoneErrorForSend(phone);
    if (invalid) {
      this.root.ui.showToast(invalid);
      return false;
    }
    this.startCountdown();
    const sent = await this.codeAct.run('auth.sendCode', () => this.root.api.account.sendVerifyCode({ mobile: phone }), {
      toast: true,
      onFail: (err) => {
        this.stopCountdown();
        this.track('send_code_fail', err);
      },
    });
    if (!sent) return false;
    runInAction(() => (this.codeSent = true));
    this.root.ui.showToast(VALIDATION_TEXT.codeSent);
    return true;
  }

  /** Phone + code login; on success replaces the page with the redirectUrl target. */
  login(phone: string, code: string, redirectUrl?: string | null): Promise<boolean> {
    return this.submit(phone, code, redirectUrl, 'login_fail', async () => {
      const channel = this.root.platform.storage.sessionGet<string>(SESSION_KEYS.channel) ?? undefined;
      return this.root.api.account.loginWithMobile({ mobile: phone, verifyCode: code, channel });
    });
  }

  /** Binds a mobile to the current account (same form and rules as login). */
  bindMobile(phone: string, code: string, redirectUrl?: string | null): Promise<boolean> {
    return this.submit(phone, code, redirectUrl, 'bind_mobile_fail', () =>
      this.root.api.account.bindMobile({ mobile: phone, verifyCode: code }),
    );
  }

  /**
   * Mini-program: binds the phone WeChat's getPhoneNumber button vouched for (the button's one-time
   * code, exchanged by the server). A user who refused the button has no code: nothing happens.
   */
  bindWxPhone(code: string | undefined, redirectUrl?: string | null): Promise<boolean> {
    if (this.submitAct.busy || !code) return Promise.resolve(false);
    return this.run(redirectUrl, 'bind_wx_phone_fail', () => this.root.api.account.bindWxPhone({ code }));
  }

  /**
   * The login page's return: when the session check that was still running as the route was decided
   * finds a logged-in user with a phone, replace the page with the redirectUrl target. Nothing when no
   * check is running. Returns the disposer (the page's unmount: a login through the form went on already).
   */
  returnWhenSignedIn(redirectUrl: string | null | undefined): () => void {
    const running = this.checking;
    if (!running) return () => undefined;
    let live = true;
    void running.then(() => {
      if (live && this.loggedIn && this.mobileBound) this.root.platform.nav.go(afterLoginTarget(redirectUrl ?? null), undefined, { replace: true });
    });
    return () => {
      live = false;
    };
  }

  /** Mini-program silent login: Taro.login code -> mp-login. Returns whether a session exists after it. */
  async mpLogin(): Promise<boolean> {
    try {
      const code = await this.root.platform.login.getMpCode();
      const res = await this.root.api.account.mpLogin({ code });
      runInAction(() => {
        this.user = res.user;
        this.checked = true;
      });
      return true;
    } catch (err) {
      this.track('mp_login_fail', err);
      return false;
    }
  }

  /** Ends the session on the server and locally (local state is cleared even if the call fails). */
  async logout(): Promise<void> {
    try {
      await this.root.api.account.logout();
    } finally {
      runInAction(() => {
        this.user = null;
      });
    }
  }

  /** Login expiry (20102/20205): forget the user and send them to /login?redirectUrl=<current path>. */
  onLoginExpired(): void {
    this.user = null;
    const nav = this.root.platform.nav;
    const current = nav.currentPath();
    if (current.split('?')[0] === '/login') return;
    nav.go('login', { redirectUrl: current });
  }

  /** Stops timers (page unmount of the login form keeps them: the countdown survives navigation). */
  dispose(): void {
    this.stopCountdown();
    if (this.titleTimer) clearTimeout(this.titleTimer);
    this.titleTimer = null;
  }

  private async submit(
    phone: string,
    code: string,
    redirectUrl: string | null | undefined,
    event: string,
    call: () => Promise<{ user: UserInfo }>,
  ): Promise<boolean> {
    if (this.submitAct.busy) return false;
    const invalid = loginFormError(phone, code);
    if (invalid) {
      this.root.ui.showToast(invalid);
      return false;
    }
    return this.run(redirectUrl, event, call);
  }

  /** Sends a login/bind call once at a time; on success keeps the user and replaces the page with redirectUrl. */
  private async run(redirectUrl: string | null | undefined, event: string, call: () => Promise<{ user: UserInfo }>): Promise<boolean> {
    const ok = await this.submitAct.run(`auth.${event}`, async () => {
      const res = await call();
      runInAction(() => {
        this.user = res.user;
        this.checked = true;
      });
    }, {
      toast: true,
      onFail: (err) => {
        this.track(event, err);
        if (!(err instanceof ApiError && err.code === LOGIN_DIALOG_CODE)) return false;
        this.onAutoSentCode(err.msg);
        return true;
      },
    });
    if (ok) {
      this.root.platform.nav.go(afterLoginTarget(redirectUrl ?? null), undefined, { replace: true });
    }
    return ok;
  }

  /**
   * 20206: the server sent a code itself and asks the user to enter it. The msg is the dialog title and
   * the page title; the button counts down as after a send, and the title reverts 60 s later.
   */
  private onAutoSentCode(msg: string): void {
    const nav = this.root.platform.nav;
    void this.root.ui.showDialog({ title: msg });
    this.codeSent = true;
    this.startCountdown();
    nav.setTitle(msg);
    if (this.titleTimer) clearTimeout(this.titleTimer);
    this.titleTimer = setTimeout(() => {
      this.titleTimer = null;
      nav.setTitle(this.phoneFormText.title);
    }, TITLE_REVERT_MS);
  }

  private startCountdown(): void {
    this.stopCountdown();
    this.countdown = CODE_COUNTDOWN_S;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.countdown = Math.max(0, this.countdown - 1);
    if (this.countdown === 0) this.stopCountdown();
  }

  private stopCountdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.countdown = 0;
  }

  private track(event: string, err: unknown): void {
    const props = err instanceof ApiError ? { code: err.code, msg: err.msg } : { msg: String(err) };
    this.root.api.stat.track({ elementCode: TRACK_ELEMENT, event, props }).catch(() => undefined);
  }
}
