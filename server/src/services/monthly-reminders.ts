/**
 * The monthly reminder of a monthly gift, run by the reconcile job (jobs/reconcile.ts). A gift is
 * reminded on its due day: the day of the month it was set on (China time; the 28th for a gift set on
 * the 29th to 31st, so every month has it), from the month after it was set. It is reminded when it
 * is active, its case (or the general fund) still raises, and the donor has not given to it since the
 * month began. The reminder is a notification through the one Outbox (kind monthly_due: the hub's
 * messages, and a mini-program subscribe message when the donor allowed one) landing on the pay page
 * with the amount filled in; paying stays the donor's own tap. Once per gift per month: the
 * (gift, month) row is written in the same transaction as the notification, so a second run, or a
 * second process, writes neither.
 */
import type { AppDeps } from '../deps';
import { chinaMonth } from './monthly-gifts';
import { Outbox } from './notify';
import { claimReminder, givenSince, setReminderNotification, unremindedGiftsPage } from '../repositories/monthly-gifts';
import { formatFenFixed } from '../../../src/lib/money';
import { chinaParts } from '../../../src/lib/time';

/** The last due day: every month has a 28th. */
const LAST_DUE_DAY = 28;

/** The China-time day of the month of `ms` (1..31). */
const chinaDay = (ms: number) => chinaParts(ms).day;

/** The gift's due day of the month (1..28). */
export const dueDay = (createdAt: number) => Math.min(chinaDay(createdAt), LAST_DUE_DAY);

/** Sends this month's reminders that are due today or earlier this month; answers how many it recorded. */
export async function remindDueMonthlyGifts(deps: AppDeps, limit = 500): Promise<number> {
  const now = deps.clock();
  const month = chinaMonth(now);
  const today = chinaDay(now);
  // Read page by page (created_at, id), so gifts not due until later this month never hide the due ones behind them.
  const page = (after: { t: number; id: string } | null) => unremindedGiftsPage(deps.db, month, now, after, limit);
  const rows: Awaited<ReturnType<typeof page>> = [];
  for (let after: { t: number; id: string } | null = null; ;) {
    const batch = await page(after);
    rows.push(...batch.filter((g) => dueDay(Number(g.created_at)) <= today));
    if (batch.length < limit) break;
    const last = batch[batch.length - 1];
    after = { t: Number(last.created_at), id: last.id };
  }
  let sent = 0;
  for (const g of rows) {
    // Given already this month (a paid gift, refunded later or not): nothing to remind.
    if (await givenSince(deps.db, g.user_id, g.info_uuid, month.start)) continue;
    const outbox = new Outbox(deps);
    const recorded = await deps.db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, g.id, month.name, now))) return false; // another run reminded it first
      const id = await outbox.record(trx, {
        userId: g.user_id, kind: 'monthly_due', infoUuid: g.info_uuid, title: '月捐提醒',
        body: `本月为「${g.title}」捐¥${formatFenFixed(Number(g.amount))}，点击一键捐款`.slice(0, 100),
        landingUrl: `/cf/pay/${encodeURIComponent(g.info_uuid)}?amount=${Number(g.amount)}`,
      });
      await setReminderNotification(trx, g.id, month.name, id);
      return true;
    });
    // Sent after the commit by the Outbox, and awaited: the job has no reader waiting (a failed send
    // stays for the sweeper; without a configured provider, a bare CLI run, the row stays pending).
    await outbox.flushed();
    if (recorded) sent++;
  }
  return sent;
}
