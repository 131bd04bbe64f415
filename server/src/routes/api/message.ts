/** /api/cf/v4/message/list | read | resolve: my notifications and where a message landing page goes. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { bool, int, post, str, ANCHOR } from '../../lib/schema';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { listNotifications, markRead, unreadCount } from '../../repositories/notifications';
import { resolveLanding } from '../../services/notify/landing';
import type { MessageListRes, MessageReadReq, NotificationItem, NotificationKind, ResolveReq } from '../../../../src/services/contract-trust';

export function messageRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { anchorId?: string; size?: number } }>('/api/cf/v4/message/list', post({ anchorId: ANCHOR, size: int(1, 50) }), async (req) => {
    const user = await requireUser(req, deps);
    const size = req.body.size ?? 20;
    const rows = await listNotifications(deps.db, user.user_id, parseAnchor(req.body.anchorId), size);
    const page = rows.slice(0, size);
    const list: NotificationItem[] = page.map((r) => ({
      msgId: r.id, kind: r.kind as NotificationKind, infoUuid: r.info_uuid, title: r.title, body: r.body, landingUrl: r.landing_url,
      createdAt: Number(r.created_at), read: r.read_at !== null,
    }));
    const last = page[page.length - 1];
    const res: MessageListRes = { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '', unread: await unreadCount(deps.db, user.user_id) };
    return ok(res);
  });

  app.post<{ Body: MessageReadReq }>(
    '/api/cf/v4/message/read',
    post({ msgIds: { type: 'array', maxItems: 100, items: str(1, 64) }, all: bool }),
    async (req) => {
      const user = await requireUser(req, deps);
      await markRead(deps.db, user.user_id, req.body.all ? null : (req.body.msgIds ?? []), deps.clock());
      return ok({ unread: await unreadCount(deps.db, user.user_id) });
    },
  );

  // Lenient lengths on purpose: a hostile or garbled value resolves to the safe page, not a 400.
  app.post<{ Body: ResolveReq }>('/api/cf/v4/message/resolve', post({ type: str(0, 2000), infoUuid: str(0, 2000), msgId: str(0, 200) }, ['type']), async (req) => {
    const viewer = await sessionUser(req, deps);
    return ok(await resolveLanding(deps, viewer?.user_id ?? null, req.body));
  });
}
