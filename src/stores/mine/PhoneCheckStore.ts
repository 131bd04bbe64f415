/**
 * The phone check before a later step (account deletion): the reader types the phone bound to the
 * account, gets an SMS code (the login's send button and countdown, AuthStore.sendCode) and the code is
 * checked by the server (check-verify-code: the newest code of the phone, used up once checked, the
 * login's limits and messages) before the next step opens; the server's proof of the check (checkToken)
 * goes with the next step's call, which the server refuses without it. A feature store of the mine subpackage.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { CODE_LENGTH, keepPositiveInteger, loginFormError, phoneErrorForSend, sanitizeCode } from '../../lib/validation';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export const PHONE_CHECK_TEXT = {
  notBound: '请输入当前账号绑定的手机号',
  codeShort: `请输入${CODE_LENGTH}位验证码`,
  verified: '手机号已验证',
} as const;

/** Whether `phone` is the account's bound mobile as the session shows it (masked as 138****8000, or whole). */
export function matchesBound(phone: string, bound: string | null | undefined): boolean {
  if (!bound) return false;
  const m = /^(\d{3})\*+(\d{4})$/.exec(bound);
  return m ? phone.length === 11 && phone.startsWith(m[1]) && phone.endsWith(m[2]) : phone === bound;
}

export class PhoneCheckStore {
  phone = '';
  code = '';
  verified = false;
  /** the server's proof of the check (check-verify-code), which the next step sends along once */
  checkToken = '';
  readonly checkAct: Act;

  constructor(private readonly root: RootStore) {
    this.checkAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, checkAct: false });
  }

  setPhone(text: string): string {
    this.phone = keepPositiveInteger(text, 11);
    this.checkAct.clear();
    return this.phone;
  }

  setCode(text: string): string {
    this.code = sanitizeCode(text);
    this.checkAct.clear();
    return this.code;
  }

  /** The bound phone first: a code is sent only to it. */
  private phoneError(): string | null {
    const err = phoneErrorForSend(this.phone);
    if (err) return err;
    return matchesBound(this.phone, this.root.auth.user?.mobile) ? null : PHONE_CHECK_TEXT.notBound;
  }

  /** Sends the code to the typed phone (the login's button state and toasts). */
  async send(): Promise<boolean> {
    const err = this.phoneError();
    if (err) return this.checkAct.fail(err);
    return this.root.auth.sendCode(this.phone);
  }

  /** Checks the code with the server; a valid one opens the next step. */
  check(): Promise<boolean> {
    const err = this.phoneError() ?? loginFormError(this.phone, this.code) ?? (this.code.length === CODE_LENGTH ? null : PHONE_CHECK_TEXT.codeShort);
    if (err) return Promise.resolve(this.checkAct.fail(err));
    return this.checkAct.run('account.checkVerifyCode', async () => {
      const r = await this.root.api.account.checkVerifyCode({ mobile: this.phone, verifyCode: this.code });
      runInAction(() => {
        this.verified = r.valid;
        this.checkToken = r.checkToken;
      });
    });
  }
}
