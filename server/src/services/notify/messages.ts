/** My message list (src/contract/trust.ts messageList / messageRead): newest first, with the unread count. */
import type { NotificationItem, NotificationKind } from '../../../../src/contract/trust';
import type { AppDeps } from '../../deps';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { listNotifications, markRead, unreadCount } from '../../repositories/notifications';

export async function messagePage(deps: AppDeps, userId: string, q: { size?: number; anchorId?: string }) {
  const size = q.size ?? 20;
  const rows = await listNotifications(deps.db, userId, parseAnchor(q.anchorId), size);
  const page = rows.slice(0, size);
  const list: NotificationItem[] = page.map((r) => ({
    msgId: r.id, kind: r.kind as NotificationKind, infoUuid: r.info_uuid, title: r.title, body: r.body, landingUrl: r.landing_url,
    createdAt: Number(r.created_at), read: r.read_at !== null,
  }));
  const last = page[page.length - 1];
  return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '', unread: await unreadCount(deps.db, userId) };
}

/** Marks my messages read (these ids, or all); answers the unread count. */
export async function readMessages(deps: AppDeps, userId: string, ids: string[] | null) {
  await markRead(deps.db, userId, ids, deps.clock());
  return { unread: await unreadCount(deps.db, userId) };
}
