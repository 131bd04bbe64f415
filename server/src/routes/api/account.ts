/** /api/useraccount/* and /api/account/v3/*: code sending, phone login, mini-program login, session. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { sha256 } from '../../lib/util';
import { post, str, int, EMPTY } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { clearSessionCookies, requireUser, sessionUser, setSessionCookies, SESSION_COOKIE, toUserInfo } from '../../plugins/auth';
import { bindMobile, bindWxPhone, createSession, loginWithMobile, mpLogin, sendVerifyCode } from '../../services/auth';
import { deleteSession } from '../../repositories/users';
import { badRequest, MSG } from '../../lib/errors';

const MOBILE = str(0, 20);
const CODE = str(0, 10);

export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { mobile: string } }>('/api/useraccount/sendVerifyCode', post({ mobile: MOBILE, key: str(0, 100) }, ['mobile']), async (req) => {
    if (!req.body.mobile) throw badRequest('请填写手机号');
    await sendVerifyCode(deps, req.body.mobile, req.ip);
    return ok(null);
  });

  app.post<{ Body: { mobile: string; verifyCode: string } }>(
    '/api/account/v3/login-with-mobile',
    post({ mobile: MOBILE, verifyCode: CODE, key: str(0, 100), channel: str(0, 50) }, ['mobile', 'verifyCode']),
    async (req, reply) => {
      if (!/^1\d{10}$/.test(req.body.mobile)) throw badRequest(MSG.BAD_PHONE);
      const user = await loginWithMobile(deps, req.body.mobile, req.body.verifyCode, await sessionUser(req, deps));
      const s = await createSession(deps, user.user_id);
      setSessionCookies(req, reply, s.token, s.maxAgeSeconds);
      req.log.info({ userId: user.user_id }, 'login with mobile');
      return ok({ user: toUserInfo(user) });
    },
  );

  app.post<{ Body: { code: string; thirdType?: number } }>(
    '/api/account/v3/mp-login',
    post({ code: str(1, 200), thirdType: int(0, 1000) }, ['code']),
    async (req, reply) => {
      const user = await mpLogin(deps, req.body.code, req.body.thirdType);
      const s = await createSession(deps, user.user_id);
      setSessionCookies(req, reply, s.token, s.maxAgeSeconds);
      return ok({ user: toUserInfo(user) });
    },
  );

  app.post<{ Body: { mobile: string; verifyCode: string } }>(
    '/api/useraccount/bind-mobile',
    post({ mobile: MOBILE, verifyCode: CODE }, ['mobile', 'verifyCode']),
    async (req) => {
      const user = await requireUser(req, deps);
      if (!/^1\d{10}$/.test(req.body.mobile)) throw badRequest(MSG.BAD_PHONE);
      const updated = await bindMobile(deps, user, req.body.mobile, req.body.verifyCode);
      return ok({ user: toUserInfo(updated) });
    },
  );

  // WeChat's getPhoneNumber button: its code is exchanged for the verified phone (providers/wxphone.ts).
  app.post<{ Body: { code: string } }>('/api/useraccount/bind-wx-phone', post({ code: str(1, 200) }, ['code']), async (req) => {
    const user = await requireUser(req, deps);
    return ok({ user: toUserInfo(await bindWxPhone(deps, user, req.body.code)) });
  });

  app.post('/api/account/v3/login-check', EMPTY, async (req) => {
    const user = await sessionUser(req, deps);
    return ok({ loggedIn: !!user, user: user ? toUserInfo(user) : null });
  });

  app.post('/api/account/v3/logout', EMPTY, async (req, reply) => {
    const token = req.cookies?.[SESSION_COOKIE];
    if (token) await deleteSession(deps.db, sha256(token));
    clearSessionCookies(reply);
    return ok(null);
  });
}
