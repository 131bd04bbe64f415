/**
 * Page views for /api/frame/uv/get: each recorded view is a row (page, visitor, China-time day);
 * pv counts rows, uv distinct visitors. A logged-in visitor is their user id; anyone else a hash of
 * their address and browser (no raw address is stored).
 */
import type { AppDeps } from '../deps';
import { newId, sha256 } from '../lib/util';
import { chinaDay } from '../../../src/lib/time';
import { insertPageView, pageViewCounts } from '../repositories/page-views';

/** YYYY-MM-DD in China time. */
export { chinaDay };

export const visitorKey = (userId: string | null, ip: string, userAgent: string) => (userId ? `u:${userId}` : `v:${sha256(`${ip}\n${userAgent}`).slice(0, 32)}`);

export async function recordPageView(deps: AppDeps, page: string, visitor: string): Promise<void> {
  const now = deps.clock();
  await insertPageView(deps.db, { id: newId('pv'), page, visitor, day: chinaDay(now), created_at: now });
}

export async function pageCounts(deps: AppDeps, page: string) {
  const today = chinaDay(deps.clock());
  const count = (day: string | null) => pageViewCounts(deps.db, page, day);
  const [all, day] = await Promise.all([count(null), count(today)]);
  return { pv: Number(all.pv), uv: Number(all.uv), todayPv: Number(day.pv), todayUv: Number(day.uv) };
}
