/**
 * The goods shop on SQLite and PostgreSQL: the demo goods raise, the address book checked against the
 * division list, goods orders on the donation rails (idempotent by key, paid through the sandbox
 * cashier, booked as the case's money spent on goods), stock never below zero under concurrent orders
 * (two server processes on PostgreSQL), the goods order machine (ship, receive, refund; illegal moves
 * refused), and staff-only writes with their audit rows.
 */
import { addStaff } from '../src/repositories/revisions';
import { GOODS_REFUND_MSG } from '../src/policies/refund';
import { ADDRESS_MSG } from '../../src/contract/rules/address';
import { PHONE_MSG } from '../../src/contract/rules/phone';
import { key, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

type U = { cookie: string; id: string };
const ZJ = { provinceCode: '33', cityCode: '3301', districtCode: '330106' }; // 浙江省 杭州市 西湖区

describe.each(DIALECTS)('goods shop (%s)', (dialect) => {
  let ctx: TestCtx;
  let buyer: U;
  let staff: U;
  let goodsCase: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    buyer = await user(ctx);
    staff = await user(ctx);
    await addStaff(ctx.db, staff.id, ctx.now());
    goodsCase = (await ctx.db.selectFrom('cases').select('info_uuid').where('raise_type', '=', 1).where('status', '=', 0).executeTakeFirstOrThrow()).info_uuid;
  });
  afterAll(async () => ctx?.close());

  const api = (path: string, body: unknown, u: U = buyer) => post(ctx.app, path, body, u.cookie);
  const newGear = async (infoUuid: string, stock: number, price = 1000) => {
    const r = await api('/api/staff/shop/gear/save', { infoUuid, title: '轮椅', description: '折叠轮椅', imageUrl: '', price, needCount: stock, stock, onSale: true }, staff);
    expect(r.body.code).toBe(0);
    return r.body.data.gearId as string;
  };
  const order = (gearId: string, u: U = buyer, extra: Record<string, unknown> = {}, infoUuid = goodsCase) =>
    api('/api/cf/v4/order/add', { infoUuid, gearId, quantity: 1, platform: 8, idempotencyKey: key(), ...extra }, u);
  const pay = (orderId: string, u: U = buyer) => api('/api/pay/sandbox/confirm', { orderId, action: 'pay' }, u);
  const stockOf = async (gearId: string) => Number((await ctx.db.selectFrom('goods_gear').select('stock').where('gear_id', '=', gearId).executeTakeFirstOrThrow()).stock);
  const myOrder = async (orderId: string, u: U = buyer) =>
    (await api('/api/cf/v4/goods/order/get-list', { size: 50 }, u)).body.data.list.find((o: { orderId: string }) => o.orderId === orderId);

  test('the demo goods raise lists its gear, what was bought for it and takes orders', async () => {
    const r = await api('/api/cf/v4/goods/detail/get', { infoUuid: goodsCase });
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d.raiseType).toBe(1);
    expect(d.canBuy).toBe(true);
    expect(d.gear.length).toBe(4);
    const kit = d.gear.find((g: { title: string }) => g.title.startsWith('急救箱'));
    expect(kit).toMatchObject({ price: 29_900, needCount: 10, stock: 9, boughtCount: 1 });
    expect(d.bought[0]).toMatchObject({ gearTitle: kit.title, quantity: 1, amount: 29_900 });
    expect(d.boughtFen).toBe(29_900);
    expect(d.shipTo).toBe('青山村卫生室'); // the case's beneficiary: the buyer is not asked for an address
    const list = await api('/api/cf/v4/goods/gear/get-list', { infoUuid: goodsCase });
    expect(list.body.data.list.map((g: { gearId: string }) => g.gearId)).toEqual(d.gear.map((g: { gearId: string }) => g.gearId));
    const one = await api('/api/cf/v4/goods/gear/get', { gearId: kit.gearId });
    expect(one.body.data).toEqual(kit);
  });

  test('the region lists come from the division list; an address is accepted only on a real province/city/district chain', async () => {
    const provinces = (await api('/api/cf/v4/goods/address/get-citys', {})).body.data.list;
    expect(provinces).toContainEqual({ code: '33', name: '浙江省' });
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect((await api('/api/cf/v4/goods/address/get-citys', { parentCode: '33' })).body.data.list).toContainEqual({ code: '3301', name: '杭州市' });
    expect((await api('/api/cf/v4/goods/address/get-citys', { parentCode: '3301' })).body.data.list).toContainEqual({ code: '330106', name: '西湖区' });

    const base = { name: '王小明', phone: '13812345678', ...ZJ, detail: '文三路100号3幢201室' };
    const save = (body: Record<string, unknown>) => api('/api/cf/v4/goods/address/save-user-address', { ...base, ...body });
    const ok = await save({});
    expect(ok.body.code).toBe(0);
    expect(ok.body.data).toMatchObject({ province: '浙江省', city: '杭州市', district: '西湖区', isDefault: true });
    // 110101 (东城区) is a district of Beijing, not of Hangzhou; 3399 is no city at all.
    for (const bad of [{ districtCode: '110101' }, { cityCode: '3399', districtCode: '339901' }, { provinceCode: '99' }, { districtCode: '' }]) {
      const r = await save(bad);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(ADDRESS_MSG.regionInvalid);
    }
    expect((await save({ phone: '1381234567' })).body.msg).toBe(PHONE_MSG.invalid);
    expect((await save({ name: 'Tom' })).body.msg).toBe('请输入正确的收货人姓名');
    expect((await save({ detail: '短' })).body.msg).toBe(ADDRESS_MSG.detailLength);
    const mine = (await api('/api/cf/v4/goods/address/get-user-address', {})).body.data.list;
    expect(mine.filter((a: { addressId: string }) => a.addressId === ok.body.data.addressId)).toHaveLength(1);
    // Someone else's address cannot be changed.
    const other = await user(ctx);
    expect((await api('/api/cf/v4/goods/address/save-user-address', { ...base, addressId: ok.body.data.addressId }, other)).status).toBe(404);
  });

  test('stock never goes below zero under concurrent orders', async () => {
    const gearId = await newGear(goodsCase, 3);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => user(ctx)));
    const rs = await Promise.all(Array.from({ length: 12 }, (_, i) => order(gearId, buyers[i % 4])));
    const ok = rs.filter((r) => r.body.code === 0);
    expect(ok).toHaveLength(3);
    for (const r of rs.filter((x) => x.body.code !== 0)) expect(r.body.msg).toMatch(/库存不足/);
    expect(await stockOf(gearId)).toBe(0);
    const rows = await ctx.db.selectFrom('goods_orders').select('order_id').where('gear_id', '=', gearId).execute();
    expect(rows).toHaveLength(3);
    // A refused order left no payment behind either.
    const payments = await ctx.db.selectFrom('orders').select('order_id').where('order_id', 'in', rows.map((r) => r.order_id)).execute();
    expect(payments).toHaveLength(3);
    // Two at once of the last item after a cancel: one gets it.
    await api('/api/pay/sandbox/confirm', { orderId: ok[0].body.data.orderId, action: 'cancel' }, buyers[rs.indexOf(ok[0]) % 4]);
    const again = await Promise.all([order(gearId, buyers[0], { quantity: 1 }), order(gearId, buyers[1], { quantity: 1 })]);
    expect(again.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await stockOf(gearId)).toBe(0);
  });

  test('an order is idempotent by its key: a retry answers the same order and takes the stock once', async () => {
    const gearId = await newGear(goodsCase, 5);
    const k = key();
    const body = { quantity: 2, idempotencyKey: k };
    const [a, b] = await Promise.all([order(gearId, buyer, body), order(gearId, buyer, body)]);
    const c = await order(gearId, buyer, body);
    expect(a.body.code).toBe(0);
    expect(new Set([a, b, c].map((r) => r.body.data.orderId)).size).toBe(1);
    expect(a.body.data.amount).toBe(2000);
    expect(a.body.data.payment.provider).toBe('sandbox');
    expect(await stockOf(gearId)).toBe(3);
    const changed = await order(gearId, buyer, { quantity: 3, idempotencyKey: k });
    expect(changed.status).toBe(409);
  });

  test('paid, shipped with a tracking number, received; refunds and illegal moves; the ledger adds up', async () => {
    const gearId = await newGear(goodsCase, 5, 5000);
    const raised = async () => Number((await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', goodsCase).executeTakeFirstOrThrow()).raised_amount);
    const before = await raised();
    const o = await order(gearId);
    const orderId = o.body.data.orderId as string;
    // no address asked for: the order goes to the case's beneficiary, as the case holds it
    expect(await myOrder(orderId)).toMatchObject({ status: 'PENDING', receiverName: '青山村卫生室', receiverPhone: '', address: '青山村卫生室' });
    const paid = await pay(orderId);
    expect(paid.body.data).toEqual({ status: 'PAID', redirectUrl: '/cf/mine-order' });
    expect(await raised()).toBe(before + 5000);
    expect((await myOrder(orderId)).status).toBe('PAID');
    const entries = await ctx.db.selectFrom('money_ledger').select(['kind', 'amount']).where('order_id', '=', orderId).execute();
    expect(entries.map((e) => [e.kind, Number(e.amount)]).sort()).toEqual([['donation', 5000], ['goods', 5000]]);

    // The buyer cannot ship, nor confirm an order that was not shipped.
    expect((await api('/api/staff/shop/order/ship', { orderId, carrier: '顺丰速运', trackingNo: 'SF100200300' })).status).toBe(403);
    expect((await api('/api/cf/v4/goods/order/confirm-receive', { orderId })).status).toBe(409);
    const ship = await api('/api/staff/shop/order/ship', { orderId, carrier: '顺丰速运', trackingNo: 'SF100200300' }, staff);
    expect(ship.body.data).toMatchObject({ status: 'SHIPPED', carrier: '顺丰速运', trackingNo: 'SF100200300' });
    expect((await api('/api/staff/shop/order/ship', { orderId, carrier: '中通', trackingNo: 'ZT1' }, staff)).status).toBe(400); // too short a number
    expect((await api('/api/staff/shop/order/ship', { orderId, carrier: '中通', trackingNo: 'ZT12345' }, staff)).status).toBe(409); // shipped already
    expect(await myOrder(orderId)).toMatchObject({ status: 'SHIPPED', trackingNo: 'SF100200300', carrier: '顺丰速运' });
    const other = await user(ctx);
    expect((await api('/api/cf/v4/goods/order/confirm-receive', { orderId }, other)).status).toBe(404);
    expect((await api('/api/cf/v4/goods/order/confirm-receive', { orderId })).body.data.status).toBe('RECEIVED');
    expect((await api('/api/staff/shop/order/refund', { orderId, reason: '测试' }, staff)).status).toBe(409); // received: final

    // A paid order refunded before shipping: money back to the buyer, the item back on the shelf.
    const o2 = (await order(gearId)).body.data.orderId as string;
    await pay(o2);
    const stockPaid = await stockOf(gearId);
    const mid = await raised();
    const refund = await api('/api/staff/shop/order/refund', { orderId: o2, reason: '缺货' }, staff);
    expect(refund.body.data.status).toBe('REFUNDED');
    expect(await stockOf(gearId)).toBe(stockPaid + 1);
    expect(await raised()).toBe(mid - 5000);
    const pay2 = await ctx.db.selectFrom('orders').select('status').where('order_id', '=', o2).executeTakeFirstOrThrow();
    expect(pay2.status).toBe('REFUNDED');
    // The buyer cannot take a goods order's money back through the donation refund (it bought the goods).
    const o4 = (await order(gearId)).body.data.orderId as string;
    await pay(o4);
    const own = await api('/api/cf/v5/refund/apply', { orderId: o4, amount: 5000, reason: '不想要了', idempotencyKey: key() });
    expect(own.status).toBe(400);
    expect(own.body.msg).toBe(GOODS_REFUND_MSG);
    expect((await api('/api/staff/shop/order/ship', { orderId: o2, carrier: '顺丰速运', trackingNo: 'SF100200301' }, staff)).status).toBe(409);
    // A pending (unpaid) order can be neither shipped nor refunded.
    const o3 = (await order(gearId)).body.data.orderId as string;
    expect((await api('/api/staff/shop/order/ship', { orderId: o3, carrier: '顺丰速运', trackingNo: 'SF100200302' }, staff)).status).toBe(409);
    expect((await api('/api/staff/shop/order/refund', { orderId: o3, reason: '测试' }, staff)).status).toBe(409);

    const ledger = (await api('/api/summaries/allocation', { infoUuid: goodsCase })).body.data;
    expect(ledger.addsUp).toBe(true);
    expect(ledger.goods).toBeGreaterThanOrEqual(5000);
    expect(ledger.moneyIn).toBe(ledger.fees + ledger.withdrawn + ledger.refunded + ledger.goods + ledger.balance);
  });

  test('a cancelled order shows as closed and gives its items back once', async () => {
    const gearId = await newGear(goodsCase, 2);
    const orderId = (await order(gearId, buyer, { quantity: 2 })).body.data.orderId as string;
    expect(await stockOf(gearId)).toBe(0);
    await api('/api/pay/sandbox/confirm', { orderId, action: 'cancel' });
    await Promise.all([myOrder(orderId), myOrder(orderId)]);
    expect((await myOrder(orderId)).status).toBe('CLOSED');
    expect(await stockOf(gearId)).toBe(2);
  });

  test('only staff manage gear and shipping, and every staff write leaves its audit row', async () => {
    expect((await api('/api/staff/shop/gear/save', { infoUuid: goodsCase, title: 'x', description: '', imageUrl: '', price: 1, needCount: 1, stock: 1, onSale: true })).status).toBe(403);
    expect((await api('/api/staff/shop/order/list', {})).status).toBe(403);
    // Gear only for goods raises.
    const illness = await newCase(ctx, buyer.id);
    expect((await api('/api/staff/shop/gear/save', { infoUuid: illness, title: '轮椅', description: '', imageUrl: '', price: 100, needCount: 1, stock: 1, onSale: true }, staff)).status).toBe(400);
    const gearId = await newGear(goodsCase, 1);
    const upd = await api('/api/staff/shop/gear/save', { gearId, infoUuid: goodsCase, title: '轮椅（加宽）', description: '', imageUrl: '', price: 1200, needCount: 2, stock: 2, onSale: false }, staff);
    expect(upd.body.data).toMatchObject({ title: '轮椅（加宽）', price: 1200, stock: 2, onSale: false });
    expect((await order(gearId)).body.msg).toBe('该物资已下架');
    const staffList = (await api('/api/staff/shop/gear/list', { infoUuid: goodsCase }, staff)).body.data.list;
    expect(staffList.find((g: { gearId: string }) => g.gearId === gearId).caseTitle).toBeTruthy();
    const audits = await ctx.db.selectFrom('audit_log').select(['action', 'actor_user_id']).where('target_id', '=', gearId).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['shop.gear.create', 'shop.gear.update']);
    expect(audits.every((a) => a.actor_user_id === staff.id)).toBe(true);
    const shipAudits = await ctx.db.selectFrom('audit_log').select('action').where('action', 'in', ['shop.order.ship', 'shop.order.refund']).execute();
    expect(shipAudits.length).toBeGreaterThanOrEqual(2);
    const orders = (await api('/api/staff/shop/order/list', { status: 'REFUNDED' }, staff)).body.data.list;
    expect(orders.length).toBeGreaterThanOrEqual(1);
    expect(orders.every((o: { status: string }) => o.status === 'REFUNDED')).toBe(true);
  });

  // Last in this block: it ends the demo goods raise.
  test('a terminated goods raise refunds its cash donors, never a goods order (its money bought goods)', async () => {
    const gearId = await newGear(goodsCase, 3, 2000);
    const goods = (await order(gearId)).body.data.orderId as string;
    expect((await pay(goods)).body.data.status).toBe('PAID');
    const gift = await api('/api/cf/v41/order/add', { infoUuid: goodsCase, amount: 3000, anonymous: false, platform: 8, idempotencyKey: key() });
    expect((await pay(gift.body.data.orderId)).body.data.status).toBe('PAID');
    const t = await api('/api/staff/case/terminate', { infoUuid: goodsCase, reason: '核实为重复发起的筹款' }, staff);
    expect(t.body.code).toBe(0);
    const refunded = await ctx.db.selectFrom('refunds').select(['order_id', 'amount']).where('info_uuid', '=', goodsCase).execute();
    expect(refunded.map((r) => r.order_id)).toContain(gift.body.data.orderId);
    expect(refunded.map((r) => r.order_id)).not.toContain(goods);
    expect((await myOrder(goods)).status).toBe('PAID');
  });
});

describe('two server processes on one PostgreSQL database', () => {
  test('concurrent goods orders through both never take the stock below zero', async () => {
    const a = await makeApp('pg');
    const b = await makeApp('pg', { scratch: a.scratch, migrate: false });
    try {
      const s = await user(a);
      await addStaff(a.db, s.id, a.now());
      const infoUuid = (await a.db.selectFrom('cases').select('info_uuid').where('raise_type', '=', 1).where('status', '=', 0).executeTakeFirstOrThrow()).info_uuid;
      const g = await post(a.app, '/api/staff/shop/gear/save', { infoUuid, title: '氧气瓶', description: '', imageUrl: '', price: 500, needCount: 4, stock: 4, onSale: true }, s.cookie);
      const gearId = g.body.data.gearId as string;
      const u = await user(a);
      const body = () => ({ infoUuid, gearId, quantity: 1, platform: 8, idempotencyKey: key() });
      const rs = await Promise.all(Array.from({ length: 10 }, (_, i) => post((i % 2 ? b : a).app, '/api/cf/v4/order/add', body(), u.cookie)));
      expect(rs.filter((r) => r.body.code === 0)).toHaveLength(4);
      expect(Number((await a.db.selectFrom('goods_gear').select('stock').where('gear_id', '=', gearId).executeTakeFirstOrThrow()).stock)).toBe(0);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
