/** Tracking logs, feature config and the basic store (SQL only). */
import type { DB } from '../db';
import type { EventLogsTable, PageLogsTable } from '../db/schema';

export async function insertPageLog(db: DB, row: PageLogsTable): Promise<void> {
  await db.insertInto('page_logs').values(row).execute();
}
export async function insertEventLog(db: DB, row: EventLogsTable): Promise<void> {
  await db.insertInto('event_logs').values(row).execute();
}

/** The feature-config value (a JSON text) of the key, or undefined. */
export async function getFeatureConfig(db: DB, key: string): Promise<string | undefined> {
  return (await db.selectFrom('feature_config').select('value').where('key', '=', key).executeTakeFirst())?.value;
}
/** Every feature-config row but `exceptKey`, by key. */
export const featureConfigRows = (db: DB, exceptKey: string) =>
  db.selectFrom('feature_config').select(['key', 'value']).where('key', '!=', exceptKey).orderBy('key').execute();
export async function setFeatureConfig(db: DB, key: string, value: string): Promise<void> {
  await db.insertInto('feature_config').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}
export async function getBasicStore(db: DB, activityId: string): Promise<string | undefined> {
  return (await db.selectFrom('basic_store').select('content').where('activity_id', '=', activityId).executeTakeFirst())?.content;
}
export async function setBasicStore(db: DB, activityId: string, content: string): Promise<void> {
  await db.insertInto('basic_store').values({ activity_id: activityId, content }).onConflict((oc) => oc.column('activity_id').doUpdateSet({ content })).execute();
}
/** The basic-store rows of these ids (absent ids: no row). */
export const basicStores = (db: DB, ids: readonly string[]) =>
  db.selectFrom('basic_store').select(['activity_id', 'content']).where('activity_id', 'in', [...ids]).execute();
