/** The account calls (declared in src/contract/account.ts): code sending, phone login, mini-program login, session. */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { sha256 } from '../../lib/util';
import { clearSessionCookies, setSessionCookies, SESSION_COOKIE, toUserInfo } from '../../plugins/auth';
import { bindMobile, bindWxPhone, createSession, loginWithMobile, mpLogin, sendVerifyCode } from '../../services/auth';
import { deleteSession, userSummary } from '../../repositories/users';
import { isStaff } from '../../repositories/revisions';
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
    if (token) await deleteSession(deps.db, sha256(token));
    clearSessionCookies(reply);
    return null;
  });

  route(app, deps, C.summary, async ({ user }) => ({ ...(await userSummary(deps.db, user.user_id)), staff: await isStaff(deps.db, user.user_id) }));
}
