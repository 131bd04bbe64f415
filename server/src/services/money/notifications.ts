/** My money notifications (src/contract/money.ts notifications): the money events' rows with their payload. */
import type { MoneyNotifications } from '../../../../src/contract/money';
import type { AppDeps } from '../../deps';
import { moneyNotificationsOf } from '../../repositories/notifications';

export async function myMoneyNotifications(deps: AppDeps, userId: string): Promise<MoneyNotifications> {
  const rows = await moneyNotificationsOf(deps.db, userId);
  return { list: rows.map((n) => ({ id: n.id, kind: n.kind, infoUuid: n.info_uuid || null, payload: JSON.parse(n.payload ?? '{}'), createdAt: Number(n.created_at) })) } as MoneyNotifications;
}
