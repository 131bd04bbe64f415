/**
 * A refund takes a bonfire ladder back (issue 17): a finished ladder remembers the reference of its
 * grant, so the refund that un-reaches it returns exactly that grant, and a ladder reached again later
 * is granted under a new reference (`ladder:<team>:<n>:<k>`). Rows from before: null = `ladder:<team>:<n>`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bonfire_ladder_hits').addColumn('grant_ref', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bonfire_ladder_hits').dropColumn('grant_ref').execute();
}
