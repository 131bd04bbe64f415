/**
 * Request ids (issue 19): the id of the request that created an order, so staff can find the order's
 * log lines (every log line of a request carries it). Null for orders created before.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('request_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('request_id').execute();
}
