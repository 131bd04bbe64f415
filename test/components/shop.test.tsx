/**
 * The goods shop's screens over the fake Api: the goods page (gear, quantity, where the goods go with no
 * address asked for, ordering with one idempotency key per intent, the pay UI), the case
 * page's goods section, /cf/mine-order (status, tracking number, confirm receipt) and the staff
 * console's shipping form.
 */
import { fireEvent } from '@testing-library/react';
import { GoodsView } from '../../src/components/shop/GoodsView';
import { GoodsNeeds } from '../../src/components/shop/GoodsNeeds';
import { MineOrderView } from '../../src/components/shop/MineOrderView';
import { StaffShopView } from '../../src/pages/staff/shop';
import { StaffFrame } from '../../src/pages/staff/StaffFrame';
import type { GearItem, GoodsDetail, GoodsOrder, StaffGoodsOrder } from '../../src/contract/shop';
import { ApiError } from '../../src/services/errors';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

const gear = (over: Partial<GearItem>): GearItem => ({
  gearId: 'g1', infoUuid: 'c1', title: '急救箱', description: '40余件', imageUrl: '', price: 29_900, needCount: 10, stock: 9, boughtCount: 1, onSale: true, ...over,
});
const DETAIL: GoodsDetail = {
  infoUuid: 'c1', title: '为乡村卫生室募集急救物资', raiseType: 1, canBuy: true, shipTo: '青山村卫生室',
  gear: [gear({}), gear({ gearId: 'g2', title: '除颤仪', price: 1_298_000, needCount: 1, stock: 0, boughtCount: 1 })],
  bought: [{ nickname: '张三', gearTitle: '急救箱', quantity: 1, amount: 29_900, time: 1_764_000_000_000 }],
  needFen: 29_900 * 10 + 1_298_000, boughtFen: 29_900 + 1_298_000,
};
const ORDER: GoodsOrder = {
  orderId: 'CF1', infoUuid: 'c1', caseTitle: '为乡村卫生室募集急救物资', gearId: 'g1', gearTitle: '急救箱', imageUrl: '', quantity: 2, unitPrice: 29_900, amount: 59_800,
  status: 'SHIPPED', carrier: '顺丰速运', trackingNo: 'SF100200300', receiverName: '王小明', receiverPhone: '13812345678', address: '浙江省 杭州市 西湖区 文三路100号',
  createdAt: 1_764_000_000_000, paidAt: 1_764_000_060_000, shippedAt: 1_764_100_000_000, receivedAt: null,
};

function loggedIn(): FakeApi {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.shop.detail.mockResolvedValue(DETAIL);
  return api;
}

test('the goods page: gear with its counts, quantity up to the stock, where the goods go, no address asked for, then one order paid', async () => {
  const api = loggedIn();
  api.shop.orderAdd.mockResolvedValue({ orderId: 'CF9', amount: 59_800, payment: { provider: 'sandbox', cashierUrl: '/api/pay/sandbox/cashier?orderId=CF9' } });
  const r = renderWithStores(<GoodsView infoUuid='c1' />, { api, platform: { path: '/cf/goods/c1', payOutcomes: ['failed', 'paid'] } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('gear-item')).toHaveLength(2));
  expect(r.getAllByTestId('gear-counts')[0].textContent).toBe('需要10 · 已认购1 · 剩余9');
  expect(r.getByTestId('goods-bought-item').textContent).toContain('张三 认购了 急救箱 ×1');
  expect(r.getByTestId('goods-ship-to').textContent).toBe('收货方：青山村卫生室');
  // The sold-out item cannot be chosen; the first one is.
  fireEvent.click(r.getAllByTestId('gear-item')[1]);
  expect(r.getAllByTestId('gear-item')[0].getAttribute('aria-checked')).toBe('true');
  fireEvent.click(r.getByTestId('goods-plus'));
  await eventually(() => expect(r.getByTestId('goods-quantity').textContent).toBe('2'));
  expect(r.getByTestId('goods-total').textContent).toBe('¥598');
  // The goods go to the beneficiary: nothing on the page asks the buyer for an address.
  expect(r.queryByTestId('address-book')).toBeNull();
  expect(r.queryByTestId('address-form')).toBeNull();
  expect(r.container.querySelectorAll('input, textarea')).toHaveLength(0);
  expect(api.shop.addresses).not.toHaveBeenCalled();

  // A failed payment keeps nothing open; the retry is a new intent with a new key.
  fireEvent.click(r.getByTestId('goods-submit'));
  await eventually(() => expect(api.shop.orderAdd).toHaveBeenCalledTimes(1));
  const first = api.shop.orderAdd.mock.calls[0][0];
  expect(first).toMatchObject({ infoUuid: 'c1', gearId: 'g1', quantity: 2 });
  expect(first).not.toHaveProperty('addressId');
  await eventually(() => expect(r.root.shop.buyAct.busy).toBe(false));
  fireEvent.click(r.getByTestId('goods-submit'));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/mine-order'));
  expect(api.shop.orderAdd.mock.calls[1][0].idempotencyKey).not.toBe(first.idempotencyKey);
  expect(r.platform.pay.calls[1].ctx).toEqual({ orderId: 'CF9', infoUuid: 'c1', amount: 59_800 });
});

test('an order the server refuses (stock gone) shows its message', async () => {
  const api = loggedIn();
  api.shop.orderAdd.mockRejectedValue(new ApiError(400, '库存不足，请减少数量或选择其他物资', 400));
  const r = renderWithStores(<GoodsView infoUuid='c1' />, { api, platform: { path: '/cf/goods/c1' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('goods-submit')).toBeTruthy());
  fireEvent.click(r.getByTestId('goods-submit'));
  await eventually(() => expect(r.getByTestId('goods-error').textContent).toBe('库存不足，请减少数量或选择其他物资'));
  expect(r.platform.pay.calls).toHaveLength(0);
});

test('the case page shows a goods raise its gear and the way to buy; other raises nothing', async () => {
  const api = loggedIn();
  const r = renderWithStores(<><GoodsNeeds infoUuid='c1' raiseType={1} /><GoodsNeeds infoUuid='c2' raiseType={0} /></>, { api, platform: { path: '/cf/contribute/c1' } });
  await eventually(() => expect(r.getAllByTestId('case-goods-item')).toHaveLength(2));
  expect(r.getAllByTestId('case-goods')).toHaveLength(1);
  expect(api.shop.detail).toHaveBeenCalledTimes(1);
  expect(r.getAllByTestId('case-goods-item')[0].textContent).toContain('已认购 1/10');
  fireEvent.click(r.getByTestId('case-goods-buy'));
  expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/goods/c1');
});

test('/cf/mine-order lists the orders with status and tracking number; a shipped one can be confirmed received', async () => {
  const api = loggedIn();
  api.shop.orders.mockResolvedValue({ list: [ORDER, { ...ORDER, orderId: 'CF2', status: 'PENDING', carrier: '', trackingNo: '', shippedAt: null }], hasNext: false, anchorId: '' });
  api.shop.confirmReceive.mockResolvedValue({ ...ORDER, status: 'RECEIVED', receivedAt: 1_764_200_000_000 });
  const r = renderWithStores(<MineOrderView />, { api, platform: { path: '/cf/mine-order' } });
  await eventually(() => expect(r.getAllByTestId('goods-order-item')).toHaveLength(2));
  const [shipped, pending] = r.getAllByTestId('goods-order-status');
  expect(shipped.textContent).toBe('已发货');
  expect(pending.textContent).toBe('待支付');
  expect(r.getByTestId('goods-order-tracking-no').textContent).toBe('SF100200300');
  expect(r.getByTestId('goods-order-tracking').textContent).toContain('顺丰速运');
  expect(r.getAllByTestId('goods-order-receive')).toHaveLength(1);
  fireEvent.click(r.getByTestId('goods-order-receive'));
  await eventually(() => expect(r.getAllByTestId('goods-order-status')[0].textContent).toBe('已收货'));
  expect(api.shop.confirmReceive).toHaveBeenCalledWith({ orderId: 'CF1' });
  expect(r.queryByTestId('goods-order-receive')).toBeNull();
});

test('/cf/mine-order with no orders says so', async () => {
  const api = loggedIn();
  api.shop.orders.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  const r = renderWithStores(<MineOrderView />, { api, platform: { path: '/cf/mine-order' } });
  await eventually(() => expect(r.getByTestId('goods-orders-empty').textContent).toContain('暂无订单'));
});

test('staff ship a paid order with a carrier and a checked tracking number', async () => {
  const api = loggedIn();
  api.staff.whoami.mockResolvedValue({ userId: 's1', nickname: '审核员', displayName: '审核员·王敏' });
  const paid: StaffGoodsOrder = { ...ORDER, status: 'PAID', carrier: '', trackingNo: '', shippedAt: null, buyer: '爱心用户' };
  api.shop.staffOrders.mockResolvedValue({ list: [paid] });
  api.shop.staffShip.mockResolvedValue({ ...paid, status: 'SHIPPED', carrier: '顺丰速运', trackingNo: 'SF100200300' });
  const r = renderWithStores(<StaffFrame active='shop'><StaffShopView /></StaffFrame>, { api, platform: { path: '/staff/shop' } });
  await eventually(() => expect(r.getByTestId('staff-shop-order').getAttribute('data-status')).toBe('PAID'));
  expect(api.shop.staffOrders).toHaveBeenCalledWith({ status: 'PAID' });
  fireEvent.click(r.getByTestId('staff-shop-ship'));
  await eventually(() => expect(r.getByTestId('staff-shop-error').textContent).toBe('请填写快递公司'));
  fireEvent.change(r.getByTestId('staff-shop-carrier'), { target: { value: '顺丰速运' } });
  fireEvent.change(r.getByTestId('staff-shop-tracking'), { target: { value: 'SF 1' } });
  fireEvent.click(r.getByTestId('staff-shop-ship'));
  await eventually(() => expect(r.getByTestId('staff-shop-error').textContent).toContain('快递单号'));
  expect(api.shop.staffShip).not.toHaveBeenCalled();
  fireEvent.change(r.getByTestId('staff-shop-tracking'), { target: { value: 'SF100200300' } });
  fireEvent.click(r.getByTestId('staff-shop-ship'));
  await eventually(() => expect(r.getByTestId('staff-shop-status').textContent).toBe('已发货'));
  expect(api.shop.staffShip).toHaveBeenCalledWith({ orderId: 'CF1', carrier: '顺丰速运', trackingNo: 'SF100200300' });
  expect(r.getByTestId('staff-nav-shop')).toBeTruthy();
});

test('the goods page chooses the cheapest item on sale, never the costly one listed first', async () => {
  const api = loggedIn();
  api.shop.detail.mockResolvedValue({
    ...DETAIL,
    gear: [gear({ gearId: 'big', title: '除颤仪', price: 1_298_000, needCount: 1, stock: 1, boughtCount: 0 }), gear({ gearId: 'g3', title: '氧气瓶', price: 45_000 }), gear({})],
  });
  const r = renderWithStores(<GoodsView infoUuid='c1' />, { api, platform: { path: '/cf/goods/c1' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('gear-item')).toHaveLength(3));
  expect(r.getAllByTestId('gear-item').map((e) => e.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
  expect(r.getByTestId('goods-total').textContent).toBe('¥299');
});

test('the case page lists every item the case needs', async () => {
  const api = loggedIn();
  api.shop.detail.mockResolvedValue({ ...DETAIL, gear: ['急救箱', '除颤仪', '氧气瓶', '轮椅'].map((title, i) => gear({ gearId: `g${i}`, title })) });
  const r = renderWithStores(<GoodsNeeds infoUuid='c1' raiseType={1} />, { api, platform: { path: '/cf/contribute/c1' } });
  await eventually(() => expect(r.getAllByTestId('case-goods-item')).toHaveLength(4));
  expect(r.getAllByTestId('case-goods-item').map((e) => e.textContent?.split('已认购')[0])).toEqual(['急救箱', '除颤仪', '氧气瓶', '轮椅']);
});

test('the goods page lists the gear with the gear list\'s counts, and an item\'s 详情 opens its own detail (gear get-list, gear get)', async () => {
  const api = loggedIn();
  api.shop.gearList.mockResolvedValue({ list: [gear({ boughtCount: 4, stock: 6 }), DETAIL.gear[1]] });
  api.shop.gear.mockResolvedValue(gear({ description: '含绷带、止血带等40余件急救用品', boughtCount: 5, stock: 5 }));
  const r = renderWithStores(<GoodsView infoUuid='c1' />, { api, platform: { path: '/cf/goods/c1' } });
  await eventually(() => expect(r.getAllByTestId('gear-counts')[0].textContent).toBe('需要10 · 已认购4 · 剩余6'));
  expect(api.shop.gearList).toHaveBeenCalledWith({ infoUuid: 'c1' });
  fireEvent.click(r.getAllByTestId('gear-detail-open')[0]);
  await eventually(() => expect(r.getByTestId('gear-detail-desc').textContent).toBe('含绷带、止血带等40余件急救用品'));
  expect(api.shop.gear).toHaveBeenCalledWith({ gearId: 'g1' });
  expect(r.getByTestId('gear-detail-counts').textContent).toBe('需要10 · 已认购5 · 剩余5');
  fireEvent.click(r.getByTestId('gear-detail-close'));
  await eventually(() => expect(r.queryByTestId('gear-detail')).toBeNull());
});
