/**
 * Indexes for the donation hot path. "Has this donor paid this case before?" (the first-donation
 * flag, inside the mark-paid transaction and on the pay page) filters (user_id, info_uuid, status);
 * without this the planner walks every PAID order of the case (orders_case_status) looking for the
 * donor, which grows with the case's popularity. status is left out of the key on purpose: the
 * donor's orders on one case are few, and an index on status would be rewritten by every payment.
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_user_case').on('orders').columns(['user_id', 'info_uuid']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_user_case').ifExists().execute();
}
