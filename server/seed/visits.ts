/** Seeded page visits (page_logs: what the fundraiser centre counts as 浏览). */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

const DAY = 24 * 3600_000;

/** `count` page visits of a case (page_logs: what the fundraiser centre counts as 浏览), spread over its life. */
export async function seedVisits(trx: Kysely<Database>, infoUuid: string, count: number, from: number, now: number): Promise<void> {
  const step = Math.max(1, Math.floor((Math.min(now, from + 30 * DAY) - from) / (count + 1)));
  const rows = Array.from({ length: count }, (_, k) => ({
    id: `demo-view-${infoUuid}-${k}`, info_uuid: infoUuid, from_path: '', to_path: `/cf/contribute/${infoUuid}`, self_tag: '', channel: '',
    platform: 8, gray_mode: 0, user_id: null, created_at: from + (k + 1) * step,
  }));
  for (let k = 0; k < rows.length; k += 100) await trx.insertInto('page_logs').values(rows.slice(k, k + 100)).execute();
}

