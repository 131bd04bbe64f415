/**
 * The staff role as one layer: every staff route lives under STAFF_PREFIX and is registered through
 * `staffRoutes`, whose preHandler resolves the logged-in user and refuses anyone without the role
 * (401 when not logged in, 403 when not staff). Handlers read the staff user from `req.staff`.
 * The role is granted by `npm run staff -- grant <phone>` (scripts/staff.mjs), never through the API
 * by a non-staff user.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { forbidden } from '../lib/errors';
import { isStaff } from '../repositories/revisions';
import type { UserRow } from '../repositories/users';
import { requireUser } from './auth';

export const STAFF_PREFIX = '/api/staff';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: UserRow;
  }
}

/** The staff user of a request that passed the staff layer (throws if called outside it). */
export function staffOf(req: FastifyRequest): UserRow {
  if (!req.staff) throw forbidden();
  return req.staff;
}

/** Registers `register`'s routes under STAFF_PREFIX behind the staff check. Paths are relative to it. */
export function staffRoutes(app: FastifyInstance, deps: AppDeps, register: (scope: FastifyInstance) => void): void {
  void app.register(
    async (scope) => {
      scope.addHook('preHandler', async (req) => {
        const user = await requireUser(req, deps);
        if (!(await isStaff(deps.db, user.user_id))) throw forbidden();
        req.staff = user;
      });
      register(scope);
    },
    { prefix: STAFF_PREFIX },
  );
}
