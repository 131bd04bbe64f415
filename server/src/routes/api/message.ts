/** My notifications and where a message landing page goes (declared in src/contract/trust.ts). */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { NotificationItem, NotificationKind } from '../../../../src/contract/trust';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { listNotifications, markRead, unreadCount } from '../../repositories/notifications';
import { resolveLanding } from '../../services/notify/landing';

const T = contract.trust;

export function messageRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.messageList, async ({ body, user }) => {
    const size = body.size ?? 20;
    const rows = await listNotifications(deps.db, user.user_id, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    const list: NotificationItem[] = page.map((r) => ({
      msgId: r.id, kind: r.kind as NotificationKind, infoUuid: r.info_uuid, title: r.title, body: r.body, landingUrl: r.landing_url,
      createdAt: Number(r.created_at), read: r.read_at !== null,
    }));
    const last = page[page.length - 1];
    return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '', unread: await unreadCount(deps.db, user.user_id) };
  });

  route(app, deps, T.messageRead, async ({ body, user }) => {
    await markRead(deps.db, user.user_id, body.all ? null : (body.msgIds ?? []), deps.clock());
    return { unread: await unreadCount(deps.db, user.user_id) };
  });

  // Lenient lengths on purpose (see the declaration): a hostile or garbled value resolves to the safe page, not a 400.
  route(app, deps, T.messageResolve, async ({ body, user }) => resolveLanding(deps, user?.user_id ?? null, body));
}
