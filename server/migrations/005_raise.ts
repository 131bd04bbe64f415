/**
 * The raise flow (issue 7): a case is a draft until its owner publishes it; each case has one row per
 * section it filled (status machine in server/src/domain/machines/section.ts); automatic-check findings;
 * the blacklist; help registrations of people who cannot fill the forms themselves.
 * Cases that existed before this migration (and seeded ones) are published, and a case with no section
 * rows at all counts as fully reviewed (legacy-passed).
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // 1 = published (visible in lists, takes donations); 0 = a draft only its owner and staff see.
  await db.schema.alterTable('cases').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('cases').addColumn('published_at', 'bigint').execute();
  await db.schema.createIndex('cases_owner').on('cases').columns(['owner_user_id', 'created_at']).execute();

  await db.schema
    .createTable('case_sections')
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull()) // 0 NO_SAVE 1 SAVED 2 PASS 3 REJECTED 4 SUBMIT_SUCCESS
    .addColumn('data_json', 'text', (c) => c.notNull().defaultTo('null'))
    // Normalised identity of the section (patient/fundraiser ID number, payee account) for the duplicate checks.
    .addColumn('lookup_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'bigint')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('case_sections_pk', ['info_uuid', 'section'])
    .execute();
  await db.schema.createIndex('case_sections_queue').on('case_sections').columns(['status', 'section', 'submitted_at']).execute();
  await db.schema.createIndex('case_sections_lookup').on('case_sections').columns(['section', 'lookup_key']).execute();

  await db.schema
    .createTable('raise_findings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('related_info_uuid', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('raise_findings_case').on('raise_findings').columns(['info_uuid', 'created_at']).execute();

  await db.schema
    .createTable('blacklist')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('id_card', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint') // null while active
    .addColumn('removed_by', 'text')
    .execute();
  await db.schema.createIndex('blacklist_user').on('blacklist').columns(['user_id']).execute();
  await db.schema.createIndex('blacklist_id_card').on('blacklist').columns(['id_card']).execute();
  await db.schema.createIndex('blacklist_time').on('blacklist').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('help_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('illness', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // NEW | CONTACTED | STARTED | CLOSED
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('help_registrations_time').on('help_registrations').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('help_registrations_phone').on('help_registrations').columns(['phone', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['help_registrations', 'blacklist', 'raise_findings', 'case_sections']) await db.schema.dropTable(t).ifExists().execute();
  await db.schema.dropIndex('cases_owner').ifExists().execute();
  await db.schema.alterTable('cases').dropColumn('published_at').execute();
  await db.schema.alterTable('cases').dropColumn('published').execute();
}
