/** Page views (SQL only): a row per recorded view; pv counts rows, uv distinct visitors. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PageViewsTable } from '../db/schema-donor-home';

type Q = Kysely<Database>;

export async function insertPageView(db: Q, row: PageViewsTable): Promise<void> {
  await db.insertInto('page_views').values(row).execute();
}

/** A page's views and distinct visitors, of one China-time day when `day` is given. */
export function pageViewCounts(db: Q, page: string, day: string | null) {
  let q = db.selectFrom('page_views').where('page', '=', page);
  if (day) q = q.where('day', '=', day);
  return q.select((eb) => [eb.fn.countAll<number>().as('pv'), eb.fn.count<number>('visitor').distinct().as('uv')]).executeTakeFirstOrThrow();
}
