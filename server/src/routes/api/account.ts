/**
 * The `account` group (src/contract/account.ts): code sending, phone login, mini-program login, session,
 * and the SMS code check without a login (/api/account/v3/check-verify-code).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { clearSessionCookies, setSessionCookies, SESSION_COOKIE, toUserInfo } from '../../plugins/auth';
import { bindMobile, bindWxPhone, createSession, loginWithMobile, mpLogin, sendVerifyCode } from '../../services/auth';
import { checkCode } from '../../services/code-checks';
import { accountSummary, endSession } from '../../services/account';
import { badRequest } from '../../lib/errors';
import { isValidPhone, PHONE_MSG } from '../../../../src/contract/rules/phone';

const C = contract.account;

export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.sendVerifyCode, async ({ body, req }) => {
    if (!body.mobile) throw badRequest(PHONE_MSG.required);
    await sendVerifyCode(deps, body.mobile, req.ip);
    return null;
  });

  route(app, deps, C.loginWithMobile, async ({ body, user: current, req, reply }) => {
    if (!isValidPhone(body.mobile)) throw badRequest(PHONE_MSG.invalid);
    const user = await loginWithMobile(deps, body.mobile, body.verifyCode, current);
    const s = await createSession(deps, user.user_id);
    setSessionCookies(req, reply, s.token, s.maxAgeSeconds);
    req.log.info({ userId: user.user_id }, 'login with mobile');
    return { user: toUserInfo(user) };
  });

  route(app, deps, C.mpLogin, async ({ body, req, reply }) => {
    const user = await mpLogin(deps, body.code, body.thirdType);
    const s = await createSession(deps, user.user_id);
    setSessionCookies(req, reply, s.token, s.maxAgeSeconds);
    return { user: toUserInfo(user) };
  });

  route(app, deps, C.bindMobile, async ({ body, user }) => {
    if (!isValidPhone(body.mobile)) throw badRequest(PHONE_MSG.invalid);
    return { user: toUserInfo(await bindMobile(deps, user, body.mobile, body.verifyCode)) };
  });

  // WeChat's getPhoneNumber button: its code is exchanged for the verified phone (providers/wxphone.ts).
  route(app, deps, C.bindWxPhone, async ({ body, user }) => ({ user: toUserInfo(await bindWxPhone(deps, user, body.code)) }));

  route(app, deps, C.loginCheck, ({ user }) => ({ loggedIn: !!user, user: user ? toUserInfo(user) : null }));

  route(app, deps, C.logout, async ({ req, reply }) => {
    const token = req.cookies?.[SESSION_COOKIE];
    if (token) await endSession(deps, token);
    clearSessionCookies(reply);
    return null;
  });

  route(app, deps, C.summary, async ({ user }) => accountSummary(deps, user.user_id));

  // Checks the newest code of the phone and uses it up (a checked code is no login code any more);
  // the same limits and messages as a login: 验证码错误 / 验证码已失效 (code 20206). No session is made;
  // the answer's checkToken proves the check once to a later step (services/code-checks.ts).
  route(app, deps, C.checkVerifyCode, async ({ body }) => {
    if (!body.mobile) throw badRequest(PHONE_MSG.required);
    if (!isValidPhone(body.mobile)) throw badRequest(PHONE_MSG.invalid);
    return { valid: true, checkToken: await checkCode(deps, body.mobile, body.verifyCode) };
  });
}
