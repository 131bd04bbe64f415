/**
 * The donor's home (issue 16): questions to the platform answered by staff, the user agreement and
 * privacy policy as versioned rows with each user's acceptance, and what a user has authorised
 * (WeChat profile, phone, subscribe messages) with its withdrawal; monthly gifts.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('questions_user').on('questions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('questions_status').on('questions').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('protocol_versions')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_by', 'text')
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('protocol_versions_pk', ['kind', 'version'])
    .execute();
  // Version 1 of each is the text every user agreed to at login (its body: the built-in text, '' here).
  await db.insertInto('protocol_versions').values([
    { kind: 'user', version: 1, title: '用户协议', summary: '', body: '', published_by: null, published_at: 0 },
    { kind: 'privacy', version: 1, title: '隐私政策', summary: '', body: '', published_by: null, published_at: 0 },
  ]).execute();

  await db.schema
    .createTable('protocol_acceptances')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('protocol_acceptances_pk', ['user_id', 'kind', 'version'])
    .execute();

  await db.schema
    .createTable('user_grants')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_grants_pk', ['user_id', 'kind'])
    .execute();

  // Monthly giving: a donor's monthly amount for a case; each month they are reminded and pay with a tap.
  await db.schema
    .createTable('monthly_gifts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('monthly_gifts_user_case', ['user_id', 'info_uuid'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['monthly_gifts', 'user_grants', 'protocol_acceptances', 'protocol_versions', 'questions']) await db.schema.dropTable(t).execute();
}
