/**
 * Sends the money notifications written inside the money transactions (money_notifications), after
 * they committed, through the notification provider (providers/notify.ts); a row is marked sent once
 * the provider sent or skipped it, and retried on the next run when it failed.
 */
import type { AppDeps } from '../deps';

const TEXT: Record<string, [string, string]> = {
  'withdrawal.approved': ['提现审核通过', '您的提现申请已审核通过，款项正在打款中'],
  'withdrawal.rejected': ['提现未通过审核', '您的提现申请未通过审核，请查看原因后重新申请'],
  'payout.transferred': ['款项已到账', '您申请的提现款项已打款成功'],
  'payout.failed': ['打款失败', '提现打款失败，款项已退回筹款余额，请核实收款信息后重新申请'],
  'refund.opened': ['您的捐款将退回', '您捐助的筹款已进入退款流程，善款将原路退回'],
  'refund.success': ['退款成功', '您的捐款已原路退回'],
};

export async function sendMoneyNotifications(deps: AppDeps, limit = 200): Promise<number> {
  if (!deps.notify) return 0;
  const rows = await deps.db.selectFrom('money_notifications').leftJoin('users', 'users.user_id', 'money_notifications.user_id')
    .selectAll('money_notifications').select('users.openid').where('money_notifications.sent_at', 'is', null)
    .orderBy('money_notifications.created_at').limit(limit).execute();
  let sent = 0;
  for (const n of rows) {
    const [title, body] = TEXT[n.kind] ?? ['资金动态', '您的筹款资金有新的动态'];
    const landing = n.kind.startsWith('refund.') ? `/cf/refund/refund-detail/${n.info_uuid ?? ''}` : `/cf/contribute/fundraiser-center/${n.info_uuid ?? ''}`;
    const r = await deps.notify.send({
      msgId: n.notification_id, userId: n.user_id, openid: n.openid ?? null, kind: n.kind, title, body, landingUrl: landing, infoUuid: n.info_uuid ?? '', createdAt: Number(n.created_at),
    }).catch(() => 'failed' as const);
    if (r === 'failed') continue;
    const u = await deps.db.updateTable('money_notifications').set({ sent_at: deps.clock() }).where('notification_id', '=', n.notification_id).where('sent_at', 'is', null).executeTakeFirst();
    if (r === 'sent' && Number(u.numUpdatedRows) === 1) sent += 1;
  }
  return sent;
}
