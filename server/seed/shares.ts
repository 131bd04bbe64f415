/**
 * Seeded shares (转发): rows in `shares` by the demo donors, and every seeded case's share counter
 * derived from its rows at the end of the seed, so no page shows a count (帮TA转发's 共N次转发, the
 * case page) that its list of sharers contradicts. After the seed the counter moves with the rows:
 * a share record writes its row and bumps the counter in one transaction (repositories/cases.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { DONOR_NAMES } from './data';

const HOUR = 3600_000;

/** `count` shares of a case by the demo donors in turn, spread over its first days (never after `now`). */
export async function seedShares(trx: Kysely<Database>, infoUuid: string, count: number, from: number, now: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, k) => ({
    id: `demo-share-${infoUuid}-${k}`, uuid: `demo-share-${infoUuid}-${k}`, info_uuid: infoUuid, user_id: `demo-donor-${(k % DONOR_NAMES.length) + 1}`,
    source: '', channel: '', user_source_id: '', share_id: '', share_dv: 1000, trade_no: '', to_wx_source: (k % 2) + 1,
    created_at: Math.min(now, from + (k + 1) * 7 * HOUR),
  }));
  for (let k = 0; k < rows.length; k += 100) await trx.insertInto('shares').values(rows.slice(k, k + 100)).execute();
}

/** Every case's share counter set to its rows (the seed's last word on shares). */
export async function shareCountsFromRows(trx: Kysely<Database>): Promise<void> {
  await trx.updateTable('cases')
    .set({ share_count: sql<number>`(select count(*) from shares where shares.info_uuid = cases.info_uuid)` })
    .execute();
}
