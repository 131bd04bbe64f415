/** The reader's display preferences kept with the account (feature group preferences): 长辈版. */
import type { FastifyInstance } from 'fastify';
import { preferences } from '../../../../src/contract/preferences';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { careOf, setCare } from '../../repositories/preferences';

export function preferencesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, preferences.get, async ({ user }) => ({ care: await careOf(deps.db, user.user_id) }));

  // The last choice wins: a tap on one device, then on another, leaves the second.
  route(app, deps, preferences.set, async ({ body, user }) => {
    await setCare(deps.db, user.user_id, body.care);
    return { care: body.care };
  });
}
