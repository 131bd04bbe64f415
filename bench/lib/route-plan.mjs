// Every built H5 route of src/routes.ts as a page to open: its params filled from the demo seed and the
// login it is seen with. One plan for the walkers that visit every route: scripts/a11y-all.mjs (axe) and
// test/e2e/page-sweep.test.ts (layout, raw text, money, names).
// No import.meta here: Jest's e2e project loads this file through Babel as CommonJS.

export const OWNER = '13900000000';
export const DONOR = '13500001000'; // demo-donor-1
export const STAFF = '13900000099';

/** The ids the routes need, read from the seeded database (a better-sqlite3 Database, read only). */
export function readSeed(db) {
  const one = (sql, ...p) => db.prepare(sql).get(...p);
  const owner = one('SELECT c.info_uuid FROM cases c JOIN users u ON u.user_id = c.owner_user_id WHERE u.mobile = ? ORDER BY c.status = 0 DESC, c.created_at DESC', OWNER)
    ?? one('SELECT info_uuid FROM cases WHERE status = 0 ORDER BY created_at DESC');
  const goods = one('SELECT DISTINCT info_uuid FROM goods_gear');
  const matched = one('SELECT info_uuid FROM activity_cases WHERE active = 1');
  const order = one("SELECT order_id FROM orders WHERE user_id = 'demo-donor-1' AND status = 'PAID' ORDER BY rowid DESC");
  return { infoUuid: owner.info_uuid, goodsUuid: goods.info_uuid, matchedUuid: matched?.info_uuid ?? owner.info_uuid, orderId: order.order_id };
}

/**
 * Every built H5 route with its params filled and the login it is checked with: staff on /staff, the
 * fundraiser on case routes and the raise flow, the donor elsewhere. `visitor`: the no-login routes once
 * more without a cookie.
 */
export function planRoutes(routes, seed, { visitor = false } = {}) {
  const out = [];
  for (const route of routes) {
    if (!route.h5) continue;
    const uuid = route.name === 'goodsDetail' ? seed.goodsUuid : /^matchingGift/.test(route.name) ? seed.matchedUuid : seed.infoUuid;
    const values = { infoUuid: uuid, orderId: seed.orderId, kind: 'user', brand: 'hospital', auditType: '0', queue: 'progress', activityId: 'act-demo-matching' };
    let path = route.h5 === '(.*)' ? '/cf/no-such-page' : route.h5.replace(/:(\w+)/g, (_m, k) => encodeURIComponent(values[k] ?? k));
    // routes without a path param read the case (and the report's user) from the query
    if (!route.h5.includes(':') && route.h5 !== '(.*)') path += route.name === 'monthlyReport' ? '?userId=demo-donor-1' : `?infoUuid=${seed.infoUuid}`;
    const as = route.h5.startsWith('/staff') ? 'staff' : route.h5.includes(':infoUuid') || route.handoff === 'raise' ? 'owner' : 'donor';
    out.push({ name: route.name, path, as });
    if (visitor && (route.auth === 'none' || route.auth === 'check')) out.push({ name: route.name, path, as: 'visitor' });
  }
  return out;
}
