/**
 * GET /api/wx/auth/callback?thirdType=&scope=&redirectUrl=&code=&state= : the messaging-browser OAuth
 * callback the client builds (src/platform/auth-url.ts, AUTH_CALLBACK_PATH). Logs the user in by
 * openid with the same session cookies as phone login, then 302s to the safe redirectUrl.
 * A browser navigation, not an API call: every failure ends in a 302, never a JSON error page.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { setSessionCookies } from '../../plugins/auth';
import { createSession } from '../../services/auth';
import { callbackTarget, webOAuthLogin, WX_AUTH_FALLBACK } from '../../services/wx-auth';
import { AUTH_CALLBACK_PATH } from '../../../../src/platform/config';
import { normalizeThirdType } from '../../../../src/lib/third-type';

type Query = Record<string, string | string[] | undefined>;
/** A repeated query key is ambiguous: take none of it. */
const one = (v: string | string[] | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

export function wxAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: Query }>(AUTH_CALLBACK_PATH, async (req, reply) => {
    const q = req.query ?? {};
    const code = one(q.code);
    const scope = one(q.scope) === 'userinfo' ? 'userinfo' : 'base';
    // the OAuth state carries the third type too (auth-url.ts): the query value wins
    const thirdType = normalizeThirdType(one(q.thirdType) ?? one(q.state));
    const target = callbackTarget(one(q.redirectUrl), req.hostname);
    // No code: the user refused the userinfo scope. Going back would ask again, so go to the list.
    if (!code || code.length > 512) return reply.code(302).redirect(WX_AUTH_FALLBACK);
    try {
      const user = await webOAuthLogin(deps, code, scope, thirdType);
      const s = await createSession(deps, user.user_id);
      setSessionCookies(req, reply, s.token, s.maxAgeSeconds);
      req.log.info({ userId: user.user_id, thirdType, scope }, 'login with wx oauth');
      return reply.code(302).redirect(target);
    } catch (err) {
      req.log.warn({ err }, 'wx oauth callback failed');
      return reply.code(302).redirect(WX_AUTH_FALLBACK);
    }
  });
}
