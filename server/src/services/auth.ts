/**
 * Login rules: verification codes (hashed, 10 minutes, once, 5 wrong attempts), send limits kept in
 * the database so several processes agree, users created on first login, sessions by random token.
 */
import type { AppDeps } from '../deps';
import { badRequest, bindFailed, loginFailed, MSG, tooMany } from '../lib/errors';
import { newId, randomToken, sha256, sixDigits } from '../lib/util';
import { bumpAttempt, consumeCode, hitCounter, insertCode, latestCode } from '../repositories/codes';
import {
  findUserByMobile, findUserByOpenid, insertSession, insertUserIfAbsent, type UserRow,
} from '../repositories/users';
import { wxPhoneFor } from '../providers/wxphone';
import { attachPhone } from './account-merge';
import { PHONE_RE } from '../../../src/contract/rules/phone';
import { metricsOf, type SmsRefusal } from '../lib/metrics';

/** Mainland mobile (src/contract/rules/phone.ts, the login form's rule too). */
export { PHONE_RE };
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const SESSION_TTL_MS = 30 * 24 * 3600_000;

const codeHash = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/** Sends a 6-digit code unless a per-IP, per-phone (60 s) or daily limit is reached. */
export async function sendVerifyCode(deps: AppDeps, mobile: string, ip: string): Promise<void> {
  // Each refusal is counted by its reason (GET /metrics: cf_sms_refused_total).
  const refuse = (reason: SmsRefusal, err: Error): Error => {
    metricsOf(deps)?.sms(deps.sms.name, reason);
    return err;
  };
  if (!PHONE_RE.test(mobile)) throw refuse('bad_phone', badRequest(MSG.BAD_PHONE));
  const { db, clock, config } = deps;
  const now = clock();
  const lim = config.sms;
  if ((await hitCounter(db, `sms:ip:${ip}`, lim.perIpWindowSeconds * 1000, now)) > lim.perIpMax) throw refuse('ip_limit', tooMany());
  if ((await hitCounter(db, `sms:phone:${mobile}`, lim.perPhoneSeconds * 1000, now)) > 1) {
    throw refuse('phone_interval', tooMany(`请求过于频繁，请${lim.perPhoneSeconds}秒后再试`));
  }
  if ((await hitCounter(db, `sms:day:${mobile}`, 24 * 3600_000, now)) > lim.perPhoneDaily) {
    throw refuse('daily_limit', tooMany('今日验证码发送次数已达上限，请明天再试'));
  }
  const code = sixDigits();
  await insertCode(db, { id: newId('vc'), mobile, code_hash: codeHash(mobile, code), created_at: now, expires_at: now + CODE_TTL_MS, attempts: 0, used: 0 });
  await deps.sms.sendCode(mobile, code).catch((err: Error) => {
    throw refuse('provider_error', err);
  });
  metricsOf(deps)?.sms(deps.sms.name, null);
}

/** Checks and consumes the newest code of the phone; throws a 20206 login failure otherwise. */
export async function verifyCode(deps: AppDeps, mobile: string, code: string): Promise<void> {
  if (!PHONE_RE.test(mobile)) throw badRequest(MSG.BAD_PHONE);
  const row = await latestCode(deps.db, mobile);
  if (!row || row.used || row.attempts >= MAX_CODE_ATTEMPTS || row.expires_at <= deps.clock()) throw loginFailed(MSG.CODE_DEAD);
  if (row.code_hash !== codeHash(mobile, code)) {
    const counted = await bumpAttempt(deps.db, row.id, MAX_CODE_ATTEMPTS);
    throw loginFailed(counted ? MSG.CODE_WRONG : MSG.CODE_DEAD);
  }
  if (!(await consumeCode(deps.db, row.id, MAX_CODE_ATTEMPTS))) throw loginFailed(MSG.CODE_DEAD);
}

function newUser(now: number, fields: Partial<UserRow>): UserRow {
  const tail = fields.mobile ? fields.mobile.slice(-4) : String(Math.floor(Math.random() * 10000)).padStart(4, '0');
  return { user_id: newId('u'), mobile: null, openid: null, nickname: `爱心人士${tail}`, head_img_url: '', third_type: null, created_at: now, ...fields };
}

/**
 * Logs in by phone and code; creates the user on first login. A WeChat user without a phone who is
 * already logged in (the mini-program's wx.login session, the WeChat browser's OAuth) keeps their
 * identity: the phone is bound to them (merging with the phone's account), so the openid stays on the
 * user who pays with it.
 */
export async function loginWithMobile(deps: AppDeps, mobile: string, code: string, current?: UserRow | null): Promise<UserRow> {
  await verifyCode(deps, mobile, code);
  if (current && current.openid && !current.mobile) return (await attachPhone(deps, current, mobile)).user;
  let user = await findUserByMobile(deps.db, mobile);
  if (!user) {
    await insertUserIfAbsent(deps.db, newUser(deps.clock(), { mobile }));
    user = await findUserByMobile(deps.db, mobile);
  }
  return user!;
}

/** Mini-program login: the wx.login code becomes an openid through the WxLoginProvider. */
export async function mpLogin(deps: AppDeps, code: string, thirdType?: number): Promise<UserRow> {
  let openid: string;
  try {
    ({ openid } = await deps.wxLogin.code2Session(code));
  } catch {
    throw loginFailed('微信登录失败，请重试');
  }
  let user = await findUserByOpenid(deps.db, openid);
  if (!user) {
    await insertUserIfAbsent(deps.db, newUser(deps.clock(), { openid, third_type: thirdType ?? 17 }));
    user = await findUserByOpenid(deps.db, openid);
  }
  return user!;
}

/**
 * Binds a phone to the logged-in user once the SMS code checks out. When the phone belongs to another
 * account (made on H5), the logged-in account merges into it (services/account-merge.ts).
 */
export async function bindMobile(deps: AppDeps, user: UserRow, mobile: string, code: string): Promise<UserRow> {
  await verifyCode(deps, mobile, code);
  return (await attachPhone(deps, user, mobile)).user;
}

/** Binds the phone WeChat verified behind the getPhoneNumber button's code (same rules as bindMobile). */
export async function bindWxPhone(deps: AppDeps, user: UserRow, code: string): Promise<UserRow> {
  let mobile: string;
  try {
    ({ mobile } = await (deps.wxPhone ?? wxPhoneFor(deps.config)).phoneNumber(code));
  } catch {
    throw bindFailed('获取微信手机号失败，请使用验证码绑定');
  }
  if (!PHONE_RE.test(mobile)) throw bindFailed('暂不支持该手机号，请使用验证码绑定');
  return (await attachPhone(deps, user, mobile)).user;
}

/** Creates a session; returns the raw token for the cookie (only its sha256 is stored). */
export async function createSession(deps: AppDeps, userId: string): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = randomToken();
  const now = deps.clock();
  await insertSession(deps.db, sha256(token), userId, now, now + SESSION_TTL_MS);
  return { token, maxAgeSeconds: SESSION_TTL_MS / 1000 };
}
