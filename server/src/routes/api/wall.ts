/** The comment wall (src/contract/wall.ts): the calls, each handed to services/wall.ts. */
import type { FastifyInstance } from 'fastify';
import { wall } from '../../../../src/contract/wall';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { addBlessing, hideWallItem, restoreWallItem, staffWallPage, wallPage } from '../../services/wall';

export function wallRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, wall.list, async ({ body, user }) => wallPage(deps, body, user?.user_id ?? null));
  route(app, deps, wall.add, async ({ body, user }) => addBlessing(deps, user.user_id, body.content));
  route(app, deps, wall.staffList, async ({ body }) => staffWallPage(deps, body));
  route(app, deps, wall.staffHide, async ({ body, staff }) => hideWallItem(deps, staff.user_id, body.id, body.reason));
  route(app, deps, wall.staffRestore, async ({ body, staff }) => restoreWallItem(deps, staff.user_id, body.id, ''));
}
