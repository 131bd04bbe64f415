/**
 * Growth (issue 18): raise-help leads with their call-back status and owner, invitations (who invited
 * whom, for giving or for raising), the health-tree wishes and the sample words offered, the picture a
 * fundraiser picked for a case's share poster, and the mini-program codes WeChat made (cached: WeChat
 * rate-limits the wxacode API, and a code for the same scene never changes).
 */
import { type Kysely } from 'kysely';

/** Offered on the wish form; staff may change the rows. */
export const SAMPLE_WISHES = [
  '愿家人身体健康，平安喜乐',
  '祝愿所有病友早日康复',
  '愿爸爸妈妈无病无灾，长命百岁',
  '愿世间没有病痛，好人一生平安',
  '希望孩子健康成长，快乐每一天',
  '祝愿爱心传递，温暖每一个人',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('growth_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull()) // regist | adviser
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull()) // domain/machines/growth.ts LEAD
    .addColumn('owner_id', 'text')
    .addColumn('staff_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('growth_leads_user').on('growth_leads').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('growth_leads_status').on('growth_leads').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('growth_invite_codes')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('growth_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inviter_id', 'text', (c) => c.notNull())
    .addColumn('invitee_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // give | raise
    .addColumn('channel', 'text', (c) => c.notNull()) // inviter | initiator | weibo | wx
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // one inviter is credited per invitee and kind: the first invitation accepted
    .addUniqueConstraint('growth_invitations_invitee', ['invitee_id', 'kind'])
    .execute();
  await db.schema.createIndex('growth_invitations_inviter').on('growth_invitations').columns(['inviter_id', 'created_at']).execute();

  await db.schema
    .createTable('growth_wishes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('growth_wishes_time').on('growth_wishes').columns(['created_at']).execute();
  await db.schema
    .createTable('growth_wish_words')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('growth_wish_words').values(SAMPLE_WISHES.map((text, i) => ({ id: i + 1, text }))).execute();
  await db.schema
    .createTable('growth_wish_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('to_wx_source', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('growth_posters')
    .addColumn('info_uuid', 'text', (c) => c.primaryKey())
    .addColumn('picture_url', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('growth_wxacodes')
    .addColumn('scene', 'text', (c) => c.primaryKey())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('png_base64', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['growth_wxacodes', 'growth_posters', 'growth_wish_shares', 'growth_wish_words', 'growth_wishes', 'growth_invitations', 'growth_invite_codes', 'growth_leads']) {
    await db.schema.dropTable(t).execute();
  }
}
