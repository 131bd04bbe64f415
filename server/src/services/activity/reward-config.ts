/** The rewards switch of the basic store (src/contract/rules/activity-slots.ts): missing slot = on. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { getBasicStore } from '../../repositories/misc';
import { activitySlots, SLOT_REWARDS } from '../../../../src/contract/rules/activity-slots';

export async function rewardsEnabled(q: Kysely<Database> | Transaction<Database>): Promise<boolean> {
  return activitySlots({ [SLOT_REWARDS]: await getBasicStore(q, SLOT_REWARDS) }).rewards.enabled;
}
