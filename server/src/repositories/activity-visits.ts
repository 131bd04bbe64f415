/** Attribution rows of the activity reads (table activity_visits, migration 034). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ActivityVisitsTable } from '../db/schema-visits';

export async function insertActivityVisit(db: Kysely<Database>, row: ActivityVisitsTable): Promise<void> {
  await db.insertInto('activity_visits').values(row).execute();
}

export async function activityVisitsOf(db: Kysely<Database>, infoUuid: string): Promise<ActivityVisitsTable[]> {
  return db.selectFrom('activity_visits').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at').orderBy('visit_id').execute();
}
