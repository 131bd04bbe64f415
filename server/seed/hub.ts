/**
 * Demo data of the donor's home: the demo donor's questions to the platform (one answered by staff,
 * one waiting in the staff queue) and a monthly gift to a raising case they gave to. Runs inside
 * seedDemo's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

const DONOR = 'demo-donor-1';
const HOUR = 3600_000;

export async function seedHub(trx: Kysely<Database>, now: number): Promise<void> {
  const donor = await trx.selectFrom('users').select('user_id').where('user_id', '=', DONOR).executeTakeFirst();
  if (!donor) return;
  await trx.insertInto('questions').values([
    {
      id: 'demo-q-1', user_id: DONOR, content: '我捐的钱什么时候能到患者手里？', status: 'answered',
      answer: '筹款结束后，筹款人申请提现并经平台审核、公示后，善款打入收款人账户。您可以在「我的捐款」中点「善款去向」查看每一笔的去向。',
      answered_by: null, answered_at: now - 20 * HOUR, created_at: now - 30 * HOUR,
    },
    { id: 'demo-q-2', user_id: DONOR, content: '捐款后可以开具捐赠票据吗？', status: 'open', answer: '', answered_by: null, answered_at: null, created_at: now - 2 * HOUR },
  ]).execute();
  const given = await trx.selectFrom('orders').innerJoin('cases', 'cases.info_uuid', 'orders.info_uuid').select('orders.info_uuid')
    .where('orders.user_id', '=', DONOR).where('orders.status', '=', 'PAID').where('cases.status', '=', 0).executeTakeFirst();
  if (given) {
    await trx.insertInto('monthly_gifts').values({
      id: 'demo-mg-1', user_id: DONOR, info_uuid: given.info_uuid, amount: 3000, status: 'active', created_at: now - 40 * 24 * HOUR, updated_at: now - 40 * 24 * HOUR,
    }).execute();
  }
}
