/**
 * The account: a login code by SMS, phone login, the mini-program's code login, binding a phone, the
 * session check and logout. A login answers the user and sets the HttpOnly session cookie `cf_session`.
 */
import { Bool, call, Empty, Fen, Img, Int, Null, Nullable, Obj, Opt, Str, type Static } from './schema';

/** A mobile number as typed (the handler checks the 11-digit form and answers 请填写手机号 / a bad-phone msg). */
const MOBILE = () => Str(0, 20);
/** The SMS code as typed. */
const VERIFY_CODE = () => Str(0, 10);
/** A WeChat code (Taro.login's, or the getPhoneNumber button's). */
const WX_CODE = () => Str(1, 200);
/** A write: never shared with an identical request in flight. */
const WRITE = { noDedupe: true } as const;

export const UserInfo = Obj({
  userId: Str(0, 64),
  nickname: Str(0, 200),
  headImgUrl: Img(),
  /** masked, e.g. 138****8000; null when no mobile is bound */
  mobile: Nullable(Str(0, 20)),
  mobileBound: Bool(),
  /** the messaging-app / mini-program identity's type; null without one */
  thirdType: Nullable(Int(0, 1000)),
});
export type UserInfo = Static<typeof UserInfo>;

export const LoginRes = Obj({ user: UserInfo });
export type LoginRes = Static<typeof LoginRes>;

/** Never fails for a visitor: loggedIn false, user null. */
export const LoginCheckRes = Obj({ loggedIn: Bool(), user: Nullable(UserInfo) });
export type LoginCheckRes = Static<typeof LoginCheckRes>;

export const SendCodeReq = Obj({ mobile: MOBILE(), key: Opt(Str(0, 100)) });
export type SendCodeReq = Static<typeof SendCodeReq>;

export const LoginReq = Obj({ mobile: MOBILE(), verifyCode: VERIFY_CODE(), key: Opt(Str(0, 100)), channel: Opt(Str(0, 50)) });
export type LoginReq = Static<typeof LoginReq>;

/** Mini-program: a Taro.login code exchanged by code2Session. */
export const MpLoginReq = Obj({ code: WX_CODE(), thirdType: Opt(Int(0, 1000)) });
export type MpLoginReq = Static<typeof MpLoginReq>;

export const CheckCodeReq = Obj({ mobile: MOBILE(), verifyCode: VERIFY_CODE(), key: Opt(Str(0, 100)) });
export type CheckCodeReq = Static<typeof CheckCodeReq>;
/** checkToken: the proof of this check, for a later step that needs the phone checked (account deletion), once and for 10 minutes. */
export const CheckCodeRes = Obj({ valid: Bool(), checkToken: Str(0, 100) });
export type CheckCodeRes = Static<typeof CheckCodeRes>;

export const BindMobileReq = Obj({ mobile: MOBILE(), verifyCode: VERIFY_CODE() });
export type BindMobileReq = Static<typeof BindMobileReq>;

/**
 * The 我的 hub's counts for the logged-in user: donations made (paid, refunds included in the count),
 * what they still give after refunds, in fen; the cases they raised; the verifications they wrote;
 * their love value (the sum of their love-value ledger rows; it may not go below 0 by spending).
 */
export const UserSummary = Obj({
  donationCount: Int(0), donatedFen: Fen(), raisedCount: Int(0), verificationCount: Int(0), loveValue: Int(),
  /** the user works in the staff console: 我的 shows its entry (H5) */
  staff: Opt(Bool()),
});
export type UserSummary = Static<typeof UserSummary>;

export const account = {
  /** Sends a login code by SMS (rate limited per phone and per address). */
  sendVerifyCode: call({ method: 'POST', path: '/api/useraccount/sendVerifyCode', access: 'visitor', req: SendCodeReq, res: Null(), client: WRITE }),
  /** Phone login with the SMS code; a logged-in WeChat user without a phone keeps their identity and gets the phone bound. */
  loginWithMobile: call({
    method: 'POST', path: '/api/account/v3/login-with-mobile', access: 'visitor', req: LoginReq, res: LoginRes, client: WRITE,
  }),
  mpLogin: call({ method: 'POST', path: '/api/account/v3/mp-login', access: 'visitor', req: MpLoginReq, res: LoginRes, client: WRITE }),
  /** Binds a phone (SMS code) to the logged-in user (e.g. after mp-login or WeChat auth). */
  bindMobile: call({ method: 'POST', path: '/api/useraccount/bind-mobile', access: 'user', req: BindMobileReq, res: LoginRes, client: WRITE }),
  /** Mini-program: the getPhoneNumber button's code, exchanged for the verified phone. */
  bindWxPhone: call({
    method: 'POST', path: '/api/useraccount/bind-wx-phone', access: 'user', req: Obj({ code: WX_CODE() }), res: LoginRes, client: WRITE,
  }),
  /** Checks (and uses up) an SMS code without logging in, e.g. before changing the bound mobile; a wrong or dead code fails as a login code does. */
  checkVerifyCode: call({ method: 'POST', path: '/api/account/v3/check-verify-code', access: 'visitor', req: CheckCodeReq, res: CheckCodeRes, client: WRITE }),
  /** Who is logged in; never fails (a visitor gets loggedIn false). */
  loginCheck: call({
    method: 'POST', path: '/api/account/v3/login-check', access: 'visitor', req: Empty(), res: LoginCheckRes, client: { noLoginExpiry: true },
  }),
  /** The 我的 hub's counts (UserSummary). */
  summary: call({ method: 'POST', path: '/api/charity/love-home/get-user-summary', access: 'user', req: Empty(), res: UserSummary }),
  /** Ends the session (its cookie and its row); fine without one. */
  logout: call({
    method: 'POST', path: '/api/account/v3/logout', access: 'visitor', req: Empty(), res: Null(), client: { ...WRITE, noLoginExpiry: true },
  }),
};
