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

/**
 * Before the body is validated: who is calling. A visitor asking for a user's call gets 401 and a user
 * asking for a staff call 403 whatever they sent, so the access level is never hidden behind a 400.
 */
type Gate = (req: FastifyRequest, deps: AppDeps) => Promise<{ user: UserRow }>;
const signedIn: Gate = async (req, deps) => ({ user: await requireUser(req, deps) });

export const GATE: { [A in Access]: Gate | null } = {
  visitor: null,
  user: signedIn,
  mobile: async (req, deps) => {
    const user = await requireUser(req, deps);
    if (!user.mobile) throw new ApiError(403, 403, NEED_MOBILE_MSG);
    return { user };
  },
  owner: signedIn,
  staff: async (req, deps) => {
    const user = await requireUser(req, deps);
    if (!(await isStaff(deps.db, user.user_id))) throw forbidden();
    return { user };
  },
};

/** After validation: what the level grants, from the gate's user and the body (the owner's case). */
export async function grant<A extends Access>(access: A, req: FastifyRequest, deps: AppDeps, body: Record<string, unknown>, gated: { user: UserRow } | undefined): Promise<Granted[A]> {
  if (access === 'visitor' || !gated) return { user: await sessionUser(req, deps) } as Granted[A];
  if (access === 'owner') return { user: gated.user, kase: await ownedCaseOr403(deps, gated.user, String(body.infoUuid ?? '')) } as Granted[A];
  if (access === 'staff') return { user: gated.user, staff: gated.user } as Granted[A];
  return gated as Granted[A];
}
