/** The rewards switch of the basic store (src/contract/rules/activity-slots.ts): missing slot = on. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { activitySlots, SLOT_REWARDS } from '../../../../src/contract/rules/activity-slots';

export async function rewardsEnabled(q: Kysely<Database> | Transaction<Database>): Promise<boolean> {
  const r = await q.selectFrom('basic_store').select('content').where('activity_id', '=', SLOT_REWARDS).executeTakeFirst();
  return activitySlots({ [SLOT_REWARDS]: r?.content }).rewards.enabled;
}
