/**
 * Messaging-browser web OAuth, bound to the browser that started it:
 * - GET /api/wx/auth/start?thirdType=&scope=&redirectUrl= : puts a random state in an HttpOnly signed
 *   cookie (path /api/wx/auth, 10 minutes) and 302s to the WeChat authorize URL carrying that state
 *   and the callback below (the client navigates here instead of building the authorize URL itself).
 * - GET /api/wx/auth/callback?thirdType=&scope=&redirectUrl=&code=&state= (AUTH_CALLBACK_PATH): logs
 *   the user in by openid with the same session cookies as phone login, then 302s to the safe
 *   redirectUrl. A code without the browser's state (login CSRF) is refused with 403 and a Chinese
 *   msg, and no session; the state cookie is cleared at every callback (single use). Without a code (the
 *   user refused) it goes to the phone login, which returns to the same redirectUrl.
 * - GET /api/wx/auth/stand-in (OAUTH_STANDIN_PATH): with the dev login provider, the start goes here
 *   instead of WeChat's page: the demo's stand-in (providers/wx-oauth-standin.ts), so the demo logs in
 *   inside WeChat's browser too. 404 with the real provider and in production.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { setSessionCookies } from '../../plugins/auth';
import { cookieSecureFor } from '../../production';
import { createSession } from '../../services/auth';
import {
  callbackTarget, newOAuthState, OAUTH_COOKIE_PATH, OAUTH_STANDIN_PATH, OAUTH_START_PATH, OAUTH_STATE_COOKIE, OAUTH_STATE_MSG,
  OAUTH_STATE_TTL_SECONDS, oauthAuthorizeUrl, sameState, webOAuthLogin, WX_AUTH_FALLBACK,
} from '../../services/wx-auth';
import { renderOAuthStandIn, renderOAuthStandInError } from '../../providers/wx-oauth-standin';
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../lib/html';
import { AUTH_CALLBACK_PATH, OAUTH_AUTHORIZE_URL, phoneLoginPath } from '../../../../src/lib/wx-oauth';
import { normalizeThirdType } from '../../../../src/lib/third-type';
import { requestOrigin } from '../../http/origin';

type Query = Record<string, string | string[] | undefined>;
/** A repeated query key is ambiguous: take none of it. */
const one = (v: string | string[] | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** The state kept in the browser's signed cookie, or null. */
function cookieState(req: FastifyRequest): string | null {
  const raw = req.cookies?.[OAUTH_STATE_COOKIE];
  if (!raw) return null;
  const u = req.unsignCookie(raw);
  return u.valid ? u.value : null;
}

/** 403 for a callback without the browser's state: JSON for API clients, a short page for browsers. */
function refuse(req: FastifyRequest, reply: FastifyReply) {
  reply.code(403);
  if (String(req.headers.accept ?? '').includes('text/html')) {
    const page = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>登录失败</title></head><body style="font-family:sans-serif;text-align:center;padding:48px 16px;color:#333"><p data-testid="wx-auth-refused">${escapeHtml(OAUTH_STATE_MSG)}</p><p><a href="${WX_AUTH_FALLBACK}">返回首页</a></p></body></html>`;
    return reply.header('content-type', 'text/html; charset=utf-8').send(page);
  }
  return reply.send({ code: 403, msg: OAUTH_STATE_MSG, data: null });
}

/** The browser's simulated WeChat identity on the stand-in (the dev provider's openid comes from it). */
const STANDIN_DEVICE_COOKIE = 'cf_wx_dev_device';

export function wxAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The dev login provider cannot take WeChat's real codes: the demo authorizes on its own stand-in page.
  const standIn = deps.config.wx.loginProvider === 'dev' && !deps.config.production;

  app.get<{ Querystring: Query }>(OAUTH_START_PATH, async (req, reply) => {
    const q = req.query ?? {};
    const scope = one(q.scope) === 'userinfo' ? 'userinfo' : 'base';
    const thirdType = normalizeThirdType(one(q.thirdType));
    const back = one(q.redirectUrl);
    const state = newOAuthState();
    reply.setCookie(OAUTH_STATE_COOKIE, state, {
      path: OAUTH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: cookieSecureFor(req), maxAge: OAUTH_STATE_TTL_SECONDS, signed: true,
    });
    const callback = `${requestOrigin(req)}${AUTH_CALLBACK_PATH}?thirdType=${thirdType}&scope=${scope}` +
      (back && back.length <= 2048 ? `&redirectUrl=${encodeURIComponent(back)}` : '');
    const authorize = standIn ? `${requestOrigin(req)}${OAUTH_STANDIN_PATH}` : OAUTH_AUTHORIZE_URL;
    return reply.code(302).redirect(oauthAuthorizeUrl(authorize, deps.config.wx.appId, callback, scope, state));
  });

  app.get<{ Querystring: Query }>(OAUTH_STANDIN_PATH, async (req, reply) => {
    if (!standIn) return reply.code(404).send({ code: 404, msg: '页面不存在', data: null });
    const q = req.query ?? {};
    const state = one(q.state) ?? '';
    let back: URL | null = null;
    try {
      back = new URL(one(q.redirect_uri) ?? '');
    } catch {
      back = null;
    }
    // only our own callback on this host: the stand-in never sends a code anywhere else
    if (!back || back.host.toLowerCase() !== String(req.headers.host ?? '').toLowerCase() || back.pathname !== AUTH_CALLBACK_PATH || !/^[0-9a-f]{32}$/.test(state)) {
      return reply.code(400).header('content-type', 'text/html; charset=utf-8').send(renderOAuthStandInError('授权参数有误，请返回重试', WX_AUTH_FALLBACK));
    }
    let device = req.cookies?.[STANDIN_DEVICE_COOKIE] ?? '';
    if (!/^[0-9a-f]{16}$/.test(device)) {
      device = randomBytes(8).toString('hex');
      reply.setCookie(STANDIN_DEVICE_COOKIE, device, { path: OAUTH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: cookieSecureFor(req), maxAge: 365 * 24 * 3600 });
    }
    const sep = back.search ? '&' : '?';
    const base = back.toString();
    const page = renderOAuthStandIn({
      scope: one(q.scope) === 'snsapi_userinfo' ? 'userinfo' : 'base',
      allowUrl: `${base}${sep}code=dev-${device}-${randomBytes(6).toString('hex')}&state=${state}`,
      refuseUrl: `${base}${sep}state=${state}`,
      phoneUrl: phoneLoginPath(callbackTarget(back.searchParams.get('redirectUrl') ?? undefined, req.hostname)),
    });
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get<{ Querystring: Query }>(AUTH_CALLBACK_PATH, async (req, reply) => {
    const q = req.query ?? {};
    const code = one(q.code);
    const scope = one(q.scope) === 'userinfo' ? 'userinfo' : 'base';
    const thirdType = normalizeThirdType(one(q.thirdType));
    const target = callbackTarget(one(q.redirectUrl), req.hostname);
    const expected = cookieState(req);
    // single use: whatever happens next, this browser's state is spent
    if (req.cookies?.[OAUTH_STATE_COOKIE]) reply.clearCookie(OAUTH_STATE_COOKIE, { path: OAUTH_COOKIE_PATH });
    // No code: the user refused. Going back would ask again: offer the phone login for the same page.
    if (!code) return reply.code(302).redirect(phoneLoginPath(target));
    if (code.length > 512) return reply.code(302).redirect(WX_AUTH_FALLBACK);
    if (!sameState(expected, one(q.state))) {
      req.log.warn({ hasCookie: !!expected }, 'wx oauth callback without the browser state refused');
      return refuse(req, reply);
    }
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
