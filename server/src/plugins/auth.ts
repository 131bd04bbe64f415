/**
 * Sessions: the HttpOnly cookie `cf_session` holds a random token (only its sha256 is stored);
 * the readable cookie `cf_api=1` tells the client to send credentials.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { cookieSecureFor } from '../production';
import { unauthorized } from '../lib/errors';
import { maskMobile, sha256 } from '../lib/util';
import type { UserRow } from '../repositories/users';
import { sessionUserOf } from '../http/session-cache';
import type { UserInfo } from '../../../src/contract/account';

export const SESSION_COOKIE = 'cf_session';
export const API_COOKIE = 'cf_api';

const cache = new WeakMap<FastifyRequest, UserRow | null>();

/** The logged-in user of the request, or null (looked up once per request). */
export async function sessionUser(req: FastifyRequest, deps: AppDeps): Promise<UserRow | null> {
  if (cache.has(req)) return cache.get(req)!;
  const token = req.cookies?.[SESSION_COOKIE];
  const user = token ? ((await sessionUserOf(deps.db, sha256(token), deps.clock(), deps.config.settings.SESSION_CACHE_MS)) ?? null) : null;
  cache.set(req, user);
  return user;
}

/** The logged-in user, else a 401 with code 20102. */
export async function requireUser(req: FastifyRequest, deps: AppDeps): Promise<UserRow> {
  const user = await sessionUser(req, deps);
  if (!user) throw unauthorized();
  return user;
}

/** Secure over HTTPS (fastify's req.protocol honours x-forwarded-proto only with trustProxy) or always with COOKIE_SECURE=1. */
export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  const secure = cookieSecureFor(req);
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds });
  reply.setCookie(API_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: maxAgeSeconds });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(API_COOKIE, { path: '/' });
}

/** The client's view of a user (mobile masked). */
export function toUserInfo(u: UserRow): UserInfo {
  return {
    userId: u.user_id,
    nickname: u.nickname,
    headImgUrl: u.head_img_url,
    mobile: maskMobile(u.mobile),
    mobileBound: !!u.mobile,
    thirdType: u.openid ? (u.third_type ?? 17) : null,
  };
}
