/**
 * Trust (issue 8): notifications (written in the event's transaction, sent after commit), progress
 * review and followers, verification credentials and false marks, discussion with votes and
 * comments, fast replies, case labels, reports and fraud flags. Order velocity reuses rate_limits.
 */
import { PostgresAdapter, sql, type CompiledQuery, type Kysely } from 'kysely';

type Col = [string, 'text' | 'integer' | 'bigint', string | number | null];
type Stmt = { compile(): CompiledQuery; execute(): Promise<unknown> };

/**
 * Collects the DDL and runs it: one statement at a time on SQLite; on PostgreSQL as one batch (a
 * single round trip; DDL carries no parameters, so the simple query protocol takes it whole).
 */
class Ddl {
  readonly stmts: Stmt[] = [];
  constructor(readonly db: Kysely<any>) {}
  add(s: Stmt): void {
    this.stmts.push(s);
  }
  /** SQLite takes a single ADD COLUMN per ALTER: one statement per column. */
  addColumns(table: string, cols: Col[]): void {
    for (const [name, type, dflt] of cols) this.add(this.db.schema.alterTable(table).addColumn(name, type, (c) => (dflt === null ? c : c.notNull().defaultTo(dflt))));
  }
  async run(): Promise<void> {
    if (this.db.getExecutor().adapter instanceof PostgresAdapter) {
      const compiled = this.stmts.map((s) => s.compile());
      if (compiled.some((c) => c.parameters.length)) throw new Error('010_trust: DDL with parameters cannot be batched');
      await sql.raw(compiled.map((c) => c.sql).join(';\n')).execute(this.db);
      return;
    }
    for (const s of this.stmts) await s.execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const d = new Ddl(db);
  d.add(db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('landing_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('send_status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | sent | skipped | failed
    .addColumn('send_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'bigint'));
  d.add(db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'created_at']));
  d.add(db.schema.createIndex('notifications_outbox').on('notifications').columns(['send_status', 'created_at']));

  // Seeded and earlier posts were public already: they start approved.
  d.addColumns('progress', [['status', 'text', 'approved'], ['reason', 'text', ''], ['reviewer_id', 'text', null], ['reviewed_at', 'bigint', null]]);
  d.add(db.schema.createIndex('progress_review').on('progress').columns(['status', 'created_at']));
  d.add(db.schema
    .createTable('progress_follows')
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('progress_follows_pk', ['info_uuid', 'user_id']));

  d.addColumns('verifications', [
    ['identity', 'text', ''], ['hospital_name', 'text', ''], ['department', 'text', ''], ['doctor_title', 'text', ''],
    ['cert_url', 'text', ''], ['doctor_status', 'text', ''], ['real_name', 'integer', 0], ['is_false', 'integer', 0], ['false_reason', 'text', ''],
  ]);
  d.add(db.schema.createIndex('verifications_doctor').on('verifications').columns(['doctor_status', 'created_at']));
  d.addColumns('users', [['false_verify_count', 'integer', 0]]);

  d.add(db.schema
    .createTable('discussions')
    .addColumn('info_uuid', 'text', (c) => c.primaryKey())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull()));
  d.add(db.schema.createIndex('discussions_status').on('discussions').columns(['status', 'updated_at']));
  d.add(db.schema
    .createTable('discussion_votes')
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('vote', 'text', (c) => c.notNull()) // support | oppose
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('discussion_votes_pk', ['info_uuid', 'user_id']));
  d.add(db.schema
    .createTable('discussion_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0)));
  d.add(db.schema.createIndex('discussion_comments_case').on('discussion_comments').columns(['info_uuid', 'created_at']));

  d.add(db.schema
    .createTable('fast_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull()));
  d.add(db.schema.createIndex('fast_replies_case').on('fast_replies').columns(['info_uuid', 'created_at']));
  d.add(db.schema
    .createTable('case_labels')
    .addColumn('info_uuid', 'text', (c) => c.primaryKey())
    .addColumn('labels', 'text', (c) => c.notNull()) // JSON array
    .addColumn('updated_at', 'bigint', (c) => c.notNull()));

  d.add(db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_urls', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull()) // pending | resolved
    .addColumn('outcome', 'text')
    .addColumn('outcome_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolver_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint'));
  d.add(db.schema.createIndex('reports_user').on('reports').columns(['user_id', 'created_at']));
  d.add(db.schema.createIndex('reports_status').on('reports').columns(['status', 'created_at']));

  d.add(db.schema
    .createTable('fraud_flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique()) // one open flag per kind, subject and window
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // open | resolved
    .addColumn('resolution', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolver_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint'));
  d.add(db.schema.createIndex('fraud_flags_status').on('fraud_flags').columns(['status', 'created_at']));
  await d.run();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['fraud_flags', 'reports', 'case_labels', 'fast_replies', 'discussion_comments', 'discussion_votes', 'discussions', 'progress_follows', 'notifications']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropIndex('progress_review').ifExists().execute();
  await db.schema.dropIndex('verifications_doctor').ifExists().execute();
  for (const c of ['status', 'reason', 'reviewer_id', 'reviewed_at']) await db.schema.alterTable('progress').dropColumn(c).execute();
  for (const c of ['identity', 'hospital_name', 'department', 'doctor_title', 'cert_url', 'doctor_status', 'real_name', 'is_false', 'false_reason']) {
    await db.schema.alterTable('verifications').dropColumn(c).execute();
  }
  await db.schema.alterTable('users').dropColumn('false_verify_count').execute();
}
