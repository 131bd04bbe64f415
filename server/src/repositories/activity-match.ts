/** A matching gift's row locks and the return of a match or grant to its activity (SQL only). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

/** Locks the case row until the transaction ends (PostgreSQL only: SELECT ... FOR UPDATE). */
export const lockCaseForUpdate = (q: Q, infoUuid: string) => q.selectFrom('cases').select('info_uuid').where('info_uuid', '=', infoUuid).forUpdate().execute();

/** The fen of the match row `matchId` given back so far. */
export const setMatchReturned = (q: Q, matchId: string, returned: number, now: number) =>
  q.updateTable('activity_matches').set({ returned, updated_at: now }).where('order_id', '=', matchId).execute();

/** The case's matched counter in the activity goes down by `back` fen. */
export const lowerCaseMatched = (q: Q, activityId: string, infoUuid: string, back: number) =>
  q.updateTable('activity_cases').set((eb) => ({ matched: eb('matched', '-', back) })).where('activity_id', '=', activityId).where('info_uuid', '=', infoUuid).execute();

/** The activity's matched counter goes down by `back` fen. */
export const lowerActivityMatched = (q: Q, activityId: string, back: number, now: number) =>
  q.updateTable('activities').set((eb) => ({ matched: eb('matched', '-', back), updated_at: now })).where('activity_id', '=', activityId).execute();
