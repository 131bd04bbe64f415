/**
 * Demo love value: every seeded PAID donation earns its donor by its band (what mark-paid books for
 * a live donation), so the love rank and the donors' love pages start with real rows. Runs inside
 * seedDemo's transaction; idempotent by the ledger's (reason, ref) key.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { earnForDonation } from '../src/services/love-earn';
import { writeNow } from '../src/db/booking-tx';

export async function seedLove(trx: Kysely<Database>): Promise<void> {
  const paid = await trx.selectFrom('orders').select(['order_id', 'user_id', 'amount', 'paid_at', 'created_at']).where('status', '=', 'PAID').execute();
  for (const o of paid) await earnForDonation(writeNow(trx), o, Number(o.paid_at ?? o.created_at));
}
