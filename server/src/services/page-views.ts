/**
 * Page views for /api/frame/uv/get: each recorded view is a row (page, visitor, China-time day);
 * pv counts rows, uv distinct visitors. A logged-in visitor is their user id; anyone else a hash of
 * their address and browser (no raw address is stored).
 */
import type { AppDeps } from '../deps';
import { newId, sha256 } from '../lib/util';
import { chinaDay } from '../../../src/lib/time';

/** YYYY-MM-DD in China time. */
export { chinaDay };

export const visitorKey = (userId: string | null, ip: string, userAgent: string) => (userId ? `u:${userId}` : `v:${sha256(`${ip}\n${userAgent}`).slice(0, 32)}`);

export async function recordPageView(deps: AppDeps, page: string, visitor: string): Promise<void> {
  const now = deps.clock();
  await deps.db.insertInto('page_views').values({ id: newId('pv'), page, visitor, day: chinaDay(now), created_at: now }).execute();
}

export async function pageCounts(deps: AppDeps, page: string) {
  const today = chinaDay(deps.clock());
  const count = (day: string | null) => {
    let q = deps.db.selectFrom('page_views').where('page', '=', page);
    if (day) q = q.where('day', '=', day);
    return q.select((eb) => [eb.fn.countAll<number>().as('pv'), eb.fn.count<number>('visitor').distinct().as('uv')]).executeTakeFirstOrThrow();
  };
  const [all, day] = await Promise.all([count(null), count(today)]);
  return { pv: Number(all.pv), uv: Number(all.uv), todayPv: Number(day.pv), todayUv: Number(day.uv) };
}
