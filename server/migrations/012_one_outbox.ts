/**
 * One notification pipeline (issue 15): the money notifications become Outbox rows in
 * `notifications` (written in the money transaction, sent after commit by the one sender, retried by
 * the one sweeper). The rows' event data moves to a new `payload` column (JSON, null for the other
 * kinds). Every money_notifications row is copied (title, body and landing as the catalogue said when
 * this migration was written, frozen below: a later edit of the live texts in
 * server/src/domain/money-messages.ts must not change what a fresh database gets): unsent ones as `pending` (the sweeper sends them), sent (or
 * skipped: the old sender marked both) as `sent`, so the money notifications list keeps its history; then money_notifications is dropped.
 * The migration runs in one transaction on both dialects (PostgreSQL; SQLite through the adapter's
 * transactional DDL, db/sqlite-driver.ts), so the copy and the drop happen together or not at all.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** The money messages' kinds, titles and bodies as of this migration (frozen; never import live texts here). */
const MONEY_TEXT = {
  'withdrawal.approved': ['提现审核通过', '您的提现申请已审核通过，款项正在打款中'],
  'withdrawal.rejected': ['提现未通过审核', '您的提现申请未通过审核，请查看原因后重新申请'],
  'payout.transferred': ['款项已到账', '您申请的提现款项已打款成功'],
  'payout.failed': ['打款失败', '提现打款失败，款项已退回筹款余额，请核实收款信息后重新申请'],
  'refund.opened': ['您的捐款将退回', '您捐助的筹款已进入退款流程，善款将原路退回'],
  'refund.success': ['退款成功', '您的捐款已原路退回'],
} as const;
type MoneyKind = keyof typeof MONEY_TEXT;
const MONEY_KINDS = Object.keys(MONEY_TEXT) as MoneyKind[];
/** The landing of a money message without its case id (as of this migration). */
const landingPrefix = (kind: MoneyKind) => (kind.startsWith('refund.') ? '/cf/refund/refund-detail/' : '/cf/contribute/fundraiser-center/');

const byKind = (pick: (k: MoneyKind) => string): RawBuilder<string> =>
  sql<string>`case kind ${sql.join(MONEY_KINDS.map((k) => sql`when ${sql.lit(k)} then ${sql.lit(pick(k))}`), sql` `)} end`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('payload', 'text').execute();
  // The landing's prefix per kind (the path up to the case id).
  const landing = sql<string>`${byKind(landingPrefix)} || coalesce(info_uuid, '') || '?msgId=' || notification_id`;
  await sql`insert into notifications (id, user_id, kind, info_uuid, title, body, landing_url, created_at, read_at, send_status, send_attempts, sent_at, payload)
    select notification_id, user_id, kind, coalesce(info_uuid, ''), ${byKind((k) => MONEY_TEXT[k][0])}, ${byKind((k) => MONEY_TEXT[k][1])}, ${landing},
      created_at, null, case when sent_at is null then 'pending' else 'sent' end, case when sent_at is null then 0 else 1 end, sent_at, payload
    from money_notifications where kind in (${sql.join(MONEY_KINDS.map((k) => sql.lit(k)))})`.execute(db);
  await db.schema.dropTable('money_notifications').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('money_notifications')
    .addColumn('notification_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('money_notifications_user').on('money_notifications').columns(['user_id', 'created_at']).execute();
  const money = sql.join(MONEY_KINDS.map((k) => sql.lit(k)));
  await sql`insert into money_notifications (notification_id, user_id, kind, info_uuid, payload, created_at, sent_at)
    select id, user_id, kind, info_uuid, coalesce(payload, '{}'), created_at, case when send_status in ('sent', 'skipped') then coalesce(sent_at, created_at) else null end
    from notifications where kind in (${money})`.execute(db);
  await sql`delete from notifications where kind in (${money})`.execute(db);
  await db.schema.alterTable('notifications').dropColumn('payload').execute();
}
