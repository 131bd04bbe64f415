/** My notifications and where a message landing page goes (declared in src/contract/trust.ts). */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { messagePage, readMessages } from '../../services/notify/messages';
import { resolveLanding } from '../../services/notify/landing';

const T = contract.trust;

export function messageRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.messageList, async ({ body, user }) => messagePage(deps, user.user_id, body));
  route(app, deps, T.messageRead, async ({ body, user }) => readMessages(deps, user.user_id, body.all ? null : (body.msgIds ?? [])));

  // Lenient lengths on purpose (see the declaration): a hostile or garbled value resolves to the safe page, not a 400.
  route(app, deps, T.messageResolve, async ({ body, user }) => resolveLanding(deps, user?.user_id ?? null, body));
}
