/**
 * Content items (SQL only). "Shown" is decided here, against the clock the caller passes: published,
 * publish_at empty or passed, take_down_at empty or not reached. Nothing else decides visibility.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { ContentItemsTable } from '../db/schema-content';
import type { ContentKind } from '../../../src/contract/content';

type Db = Kysely<Database>;
export type ContentRow = ContentItemsTable;

/** Only the rows a reader may see at `now`. */
function shown<O>(q: SelectQueryBuilder<Database, 'content_items', O>, kind: ContentKind, now: number) {
  return q
    .where('kind', '=', kind)
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)]))
    .where((eb) => eb.or([eb('take_down_at', 'is', null), eb('take_down_at', '>', now)]));
}

/** Shown articles, newest first, paged by (published_at, id). */
export async function listShownArticles(db: Db, now: number, q: { category?: string; before?: { t: number; id: string } | null; size: number }) {
  let query = shown(db.selectFrom('content_items').selectAll(), 'article', now);
  if (q.category) query = query.where('category', '=', q.category);
  if (q.before) {
    const { t, id } = q.before;
    query = query.where((eb) => eb.or([eb('published_at', '<', t), eb.and([eb('published_at', '=', t), eb('id', '<', id)])]));
  }
  return query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(q.size + 1).execute();
}

/** Shown items of a kind (problems, adverts of a slot, pages of a slug), by sort then newest. */
export async function listShown(db: Db, kind: ContentKind, now: number, q: { slug?: string; category?: string } = {}) {
  let query = shown(db.selectFrom('content_items').selectAll(), kind, now);
  if (q.slug !== undefined) query = query.where('slug', '=', q.slug);
  if (q.category) query = query.where('category', '=', q.category);
  return query.orderBy('sort', 'asc').orderBy('published_at', 'desc').orderBy('id', 'asc').limit(200).execute();
}

export async function getShownById(db: Db, kind: ContentKind, id: string, now: number) {
  return shown(db.selectFrom('content_items').selectAll(), kind, now).where('id', '=', id).executeTakeFirst();
}

export async function getContent(db: Db, id: string) {
  return db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every item of a kind (staff), most recently changed first. */
export async function listContent(db: Db, kind?: ContentKind) {
  let query = db.selectFrom('content_items').selectAll();
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(500).execute();
}

export async function insertContent(db: Db, row: ContentRow): Promise<void> {
  await db.insertInto('content_items').values(row).execute();
}

export async function updateContent(db: Db, id: string, patch: Partial<ContentRow>): Promise<void> {
  await db.updateTable('content_items').set(patch).where('id', '=', id).execute();
}
