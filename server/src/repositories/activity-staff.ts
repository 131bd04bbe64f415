/** The staff side of matching activities (SQL only): creating one, its cases, funding, ending, and the console's reads. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ActivitiesTable, ActivitySponsorsTable } from '../db/schema-activity';
import { listActivities } from './activity';

type Q = Kysely<Database> | Transaction<Database>;

export const caseStatusOf = (q: Q, infoUuid: string) =>
  q.selectFrom('cases').select(['info_uuid', 'status']).where('info_uuid', '=', infoUuid).executeTakeFirst();

/** Puts the case in the activity (again active when it was taken out). */
export const addActivityCase = (q: Q, activityId: string, infoUuid: string, now: number) =>
  q.insertInto('activity_cases').values({ activity_id: activityId, info_uuid: infoUuid, matched: 0, match_count: 0, active: 1, added_at: now })
    .onConflict((oc) => oc.columns(['activity_id', 'info_uuid']).doUpdateSet({ active: 1 })).execute();

/** Takes the cases out of the activity (their matches stay). */
export const deactivateCases = (q: Q, activityId: string, infoUuids: string[]) =>
  q.updateTable('activity_cases').set({ active: 0 }).where('activity_id', '=', activityId).where('info_uuid', 'in', infoUuids).execute();

/** A new sponsor, unless one of the name exists. */
export const insertSponsor = (q: Q, row: ActivitySponsorsTable) => q.insertInto('activity_sponsors').values(row).onConflict((oc) => oc.column('name').doNothing()).execute();
export const insertActivity = (q: Q, row: ActivitiesTable) => q.insertInto('activities').values(row).execute();

/** The pool's fund entry booked under this reference, or undefined. */
export const fundEntryOf = (q: Q, refId: string) =>
  q.selectFrom('activity_pool_ledger').select('entry_id').where('kind', '=', 'fund').where('ref_id', '=', refId).executeTakeFirst();
export const addFunded = (q: Q, activityId: string, amount: number, now: number) =>
  q.updateTable('activities').set((eb) => ({ funded: eb('funded', '+', amount), updated_at: now })).where('activity_id', '=', activityId).execute();

/** The activities in one of `statuses` whose end date has passed. */
export const activitiesDueToEnd = (q: Q, now: number, statuses: ActivitiesTable['status'][]) =>
  q.selectFrom('activities').select('activity_id').where('ends_at', '<=', now).where('status', 'in', statuses).execute();

/** Every activity as the console lists it, or one. */
export const activitySummaries = (q: Q) => listActivities(q).execute();
export const activitySummary = async (q: Q, activityId: string) => (await listActivities(q).where('a.activity_id', '=', activityId).execute())[0];

export const sponsorBalanceOf = (q: Q, sponsorId: string) =>
  q.selectFrom('activity_sponsors').select('balance').where('sponsor_id', '=', sponsorId).executeTakeFirstOrThrow();

/** The fraud flags raised on these cases (newest first, 50). */
export const fraudFlagsOfCases = (q: Q, infoUuids: string[]) =>
  q.selectFrom('fraud_flags').select(['id', 'kind', 'info_uuid', 'subject', 'status', 'created_at']).where('info_uuid', 'in', infoUuids)
    .orderBy('created_at', 'desc').limit(50).execute();
