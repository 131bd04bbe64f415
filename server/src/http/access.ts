/**
 * The contract's access levels, enforced before a handler runs, one function per level. The handler
 * gets what the level resolved: the session user (or null for a visitor), the staff user, the case
 * the owner owns. Nothing in a handler re-checks the level.
 */
import type { FastifyRequest } from 'fastify';
import type { Access } from '../../../src/contract/schema';
import type { AppDeps } from '../deps';
import { ApiError, forbidden } from '../lib/errors';
import { requireUser, sessionUser } from '../plugins/auth';
import { isStaff } from '../repositories/revisions';
import type { CaseRow } from '../repositories/cases';
import type { UserRow } from '../repositories/users';
import { ownedCaseOr403 } from '../policies/case';

export const NEED_MOBILE_MSG = '请先绑定手机号';

/** What each level hands the handler. */
export interface Granted {
  visitor: { user: UserRow | null };
  user: { user: UserRow };
  mobile: { user: UserRow };
  owner: { user: UserRow; kase: CaseRow };
  staff: { user: UserRow; staff: UserRow };
}

type Check<A extends Access> = (req: FastifyRequest, deps: AppDeps, body: Record<string, unknown>) => Promise<Granted[A]>;

export const ACCESS: { [A in Access]: Check<A> } = {
  visitor: async (req, deps) => ({ user: await sessionUser(req, deps) }),
  user: async (req, deps) => ({ user: await requireUser(req, deps) }),
  mobile: async (req, deps) => {
    const user = await requireUser(req, deps);
    if (!user.mobile) throw new ApiError(403, 403, NEED_MOBILE_MSG);
    return { user };
  },
  owner: async (req, deps, body) => {
    const user = await requireUser(req, deps);
    return { user, kase: await ownedCaseOr403(deps, user, String(body.infoUuid ?? '')) };
  },
  staff: async (req, deps) => {
    const user = await requireUser(req, deps);
    if (!(await isStaff(deps.db, user.user_id))) throw forbidden();
    req.staff = user;
    return { user, staff: user };
  },
};
