/** The `preferences` feature group (src/contract/preferences.ts): the reader's display preferences kept with the account: 长辈版. */
import type { FastifyInstance } from 'fastify';
import { preferences } from '../../../../src/contract/preferences';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { carePreference, setCarePreference } from '../../services/account';

export function preferencesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, preferences.get, async ({ user }) => carePreference(deps, user.user_id));
  route(app, deps, preferences.set, async ({ body, user }) => setCarePreference(deps, user.user_id, body.care));
}
