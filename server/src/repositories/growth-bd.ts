/** The bd homepage's tables (SQL only): the adviser team's service info, honour pictures, the health tree's sample words, the version's exposures. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GrowthHonourPicsTable, GrowthServiceInfoTable } from '../db/schema-growth';

type Q = Kysely<Database>;

// ------------------------------------------------------------------------------ service info
export const serviceInfoRow = (db: Q, id: string) => db.selectFrom('growth_service_info').selectAll().where('id', '=', id).executeTakeFirst();
export const upsertServiceInfo = (db: Q, id: string, row: Omit<GrowthServiceInfoTable, 'id'>) =>
  db.insertInto('growth_service_info').values({ id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();

// ------------------------------------------------------------------------------ honour pictures
/** The honour pictures in their order (30). */
export const honourPicRows = (db: Q) => db.selectFrom('growth_honour_pics').selectAll().orderBy('sort').orderBy('created_at').orderBy('id').limit(30).execute();
const honourPic = (db: Q, id: string) => db.selectFrom('growth_honour_pics').selectAll().where('id', '=', id);
export const honourPicById = (db: Q, id: string) => honourPic(db, id).executeTakeFirst();
export const honourPicByIdOrThrow = (db: Q, id: string) => honourPic(db, id).executeTakeFirstOrThrow();
export const updateHonourPic = (db: Q, id: string, row: Omit<GrowthHonourPicsTable, 'id' | 'created_at'>) =>
  db.updateTable('growth_honour_pics').set(row).where('id', '=', id).execute();
export const insertHonourPic = (db: Q, row: GrowthHonourPicsTable) => db.insertInto('growth_honour_pics').values(row).execute();
export const deleteHonourPic = (db: Q, id: string) => db.deleteFrom('growth_honour_pics').where('id', '=', id).execute();

// ------------------------------------------------------------------------------ the landing page's version
export const experimentVariantsOf = (db: Q, key: string) => db.selectFrom('experiments').select('variants').where('key', '=', key).executeTakeFirst();
/** The subject's first exposure to the experiment (a repeat is ignored). */
export const insertExposureOnce = (db: Q, row: Database['experiment_exposures']) =>
  db.insertInto('experiment_exposures').values(row).onConflict((oc) => oc.columns(['experiment', 'subject']).doNothing()).execute();

// ------------------------------------------------------------------------------ the health tree's sample words
/** The sample words in their order (at most `limit`). */
export const wishWordRows = (db: Q, limit: number) => db.selectFrom('growth_wish_words').selectAll().orderBy('sort').orderBy('id').limit(limit).execute();
export const wishWordById = (db: Q, id: number) => db.selectFrom('growth_wish_words').selectAll().where('id', '=', id).executeTakeFirst();
export const setWishWordText = (db: Q, id: number, text: string) => db.updateTable('growth_wish_words').set({ text }).where('id', '=', id).execute();
export const setWishWordSort = (db: Q, id: number, sort: number) => db.updateTable('growth_wish_words').set({ sort }).where('id', '=', id).execute();
/** How many sample words there are, and the highest id and sort. */
export const wishWordStats = (db: Q) =>
  db.selectFrom('growth_wish_words').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('maxId'), eb.fn.max('sort').as('maxSort')]).executeTakeFirstOrThrow();
export const insertWishWord = (db: Q, row: Insertable<Database['growth_wish_words']>) => db.insertInto('growth_wish_words').values(row).execute();
export const deleteWishWord = (db: Q, id: number) => db.deleteFrom('growth_wish_words').where('id', '=', id).execute();
/** Every sample word's id and sort, in their order. */
export const wishWordOrder = (db: Q) => db.selectFrom('growth_wish_words').select(['id', 'sort']).orderBy('sort').orderBy('id').execute();
