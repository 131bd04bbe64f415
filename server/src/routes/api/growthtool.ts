/**
 * The bd homepage's service info, honour pictures and version, and the staff editors behind them and
 * behind the health tree's sample words (declared in src/contract/growthtool.ts; rules in
 * services/growth/bd.ts).
 */
import type { FastifyInstance } from 'fastify';
import { growthtool as T } from '../../../../src/contract/growthtool';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  bdVersion, honourPics, orderWishWords, removeHonour, removeWishWord, saveHonour, saveServiceInfo, saveWishWord, serviceInfo, wishWords,
} from '../../services/growth/bd';
import { experimentSubject } from '../../http/experiment';

export function growthtoolRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.serviceInfo, async () => serviceInfo(deps.db));
  route(app, deps, T.honourPics, async () => ({ list: await honourPics(deps.db) }));
  // The signed-in user, else the device cookie: the same version on every visit.
  route(app, deps, T.testVersion, async ({ req, reply, user }) => bdVersion(deps, experimentSubject(req, reply, user)));

  route(app, deps, T.staffServiceSave, async ({ body, staff }) => saveServiceInfo(deps, staff.user_id, body));
  route(app, deps, T.staffHonours, async () => ({ list: await honourPics(deps.db) }));
  route(app, deps, T.staffHonourSave, async ({ body, staff }) => saveHonour(deps, staff.user_id, body));
  route(app, deps, T.staffHonourRemove, async ({ body, staff }) => removeHonour(deps, staff.user_id, body.id));

  route(app, deps, T.staffWords, async () => wishWords(deps.db));
  route(app, deps, T.staffWordSave, async ({ body, staff }) => saveWishWord(deps, staff.user_id, body));
  route(app, deps, T.staffWordRemove, async ({ body, staff }) => removeWishWord(deps, staff.user_id, body.id));
  route(app, deps, T.staffWordsOrder, async ({ body, staff }) => orderWishWords(deps, staff.user_id, body.ids));
}
