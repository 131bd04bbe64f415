/**
 * Rules of the donor's home that are more than one query:
 * - Protocol: each document's newest version is the one in force. A user is asked once to accept a
 *   version published after their account was created (they agreed to the one in force at login);
 *   the acceptance is a row, so the question does not come back.
 * - Authorisations: the WeChat profile (nickname and avatar taken from WeChat: the account has a
 *   WeChat identity and has not withdrawn it), the phone (a bound mobile) and subscribe messages (a
 *   recorded consent). Withdrawing the profile puts back a neutral name and no avatar; withdrawing the
 *   phone unbinds it, which only an account that can still log in by WeChat may do; withdrawing
 *   subscribe messages stops every WeChat push to the user (the in-app messages stay).
 */
import type { Kysely } from 'kysely';
import type { Grant, GrantKind, ProtocolDoc } from '../../../src/contract/mine';
import type { Database } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest } from '../lib/errors';
import { maskMobile } from '../lib/util';
import { currentProtocols, protocolVersionsWithAcceptances, setGrant, userAcceptances, userGrants } from '../repositories/hub';
import { clearUserMobile, findUserById, resetUserProfile, type UserRow } from '../repositories/users';

type Q = Kysely<Database>;

export const PHONE_ONLY_LOGIN = '手机号是您登录爱心筹的唯一方式，不能单独撤回；如需停止使用，请注销账号';

/** The current documents, with the user's acceptance state (a visitor: neither accepted nor pending). */
export async function protocolDocs(db: Q, user: Pick<UserRow, 'user_id' | 'created_at'> | null): Promise<ProtocolDoc[]> {
  const [current, accepted] = await Promise.all([currentProtocols(db), user ? userAcceptances(db, user.user_id) : Promise.resolve([])]);
  const has = new Set(accepted.map((a) => `${a.kind}:${Number(a.version)}`));
  return (['user', 'privacy'] as const).flatMap((kind) => {
    const v = current.get(kind);
    if (!v) return [];
    const version = Number(v.version);
    const ok = has.has(`${kind}:${version}`);
    const newer = !!user && Number(v.published_at) > Number(user.created_at);
    return [{
      kind, version, title: v.title, summary: v.summary, body: v.body, publishedAt: Number(v.published_at),
      accepted: ok, pending: newer && !ok,
    }];
  });
}

/** The user's authorisations as they are now. */
export async function grantsOf(db: Q, user: UserRow): Promise<Grant[]> {
  const rows = new Map((await userGrants(db, user.user_id)).map((g) => [g.kind, Number(g.granted) === 1]));
  const profile = !!user.openid && rows.get('wx_profile') !== false;
  const subscribe = rows.get('subscribe') === true;
  return [
    {
      kind: 'wx_profile', granted: profile, withdrawable: profile,
      detail: profile ? user.nickname : '', note: user.openid ? '' : '未使用微信登录',
    },
    {
      kind: 'phone', granted: !!user.mobile, withdrawable: !!user.mobile && !!user.openid,
      detail: maskMobile(user.mobile) ?? '', note: user.mobile && !user.openid ? PHONE_ONLY_LOGIN : '',
    },
    { kind: 'subscribe', granted: subscribe, withdrawable: subscribe, detail: '', note: '' },
  ];
}

async function reload(deps: AppDeps, userId: string): Promise<Grant[]> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw badRequest('用户不存在');
  return grantsOf(deps.db, user);
}

/** Records a subscribe-message consent; the profile and phone are granted by logging in and binding. */
export async function recordGrant(deps: AppDeps, user: UserRow, kind: GrantKind): Promise<Grant[]> {
  if (kind !== 'subscribe') throw badRequest('该授权请通过登录或绑定手机号完成');
  await setGrant(deps.db, user.user_id, kind, true, deps.clock());
  return reload(deps, user.user_id);
}

/** Withdraws one authorisation (see the module doc); withdrawing what is not granted changes nothing. */
export async function withdrawGrant(deps: AppDeps, user: UserRow, kind: GrantKind): Promise<Grant[]> {
  const now = deps.clock();
  if (kind === 'phone') {
    if (user.mobile && !user.openid) throw badRequest(PHONE_ONLY_LOGIN);
    if (user.mobile) await clearUserMobile(deps.db, user.user_id);
    return reload(deps, user.user_id);
  }
  await deps.db.transaction().execute(async (trx) => {
    if (kind === 'wx_profile' && user.openid) {
      const tail = String(user.user_id).replace(/\W/g, '').slice(-4);
      await resetUserProfile(trx, user.user_id, `爱心人士${tail}`);
    }
    await setGrant(trx, user.user_id, kind, false, now);
  });
  return reload(deps, user.user_id);
}

/** The staff's list of protocol versions: each with its text's length and how many accepted it. */
export async function staffProtocolVersions(deps: AppDeps) {
  const rows = await protocolVersionsWithAcceptances(deps.db);
  return {
    list: rows.map((r) => ({
      kind: r.kind, version: Number(r.version), title: r.title, summary: r.summary, bodyLength: Array.from(r.body).length,
      publishedAt: Number(r.published_at), acceptedCount: Number(r.n),
    })),
  };
}
