/**
 * The goods shop's screens over the fake Api: the goods page (gear, quantity, the address book with the
 * region picked level by level, ordering with one idempotency key per intent, the pay UI), the case
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
import { eventually, renderWithStores, typeInto } from './donor-render';

const gear = (over: Partial<GearItem>): GearItem => ({
  gearId: 'g1', infoUuid: 'c1', title: '急救箱', description: '40余件', imageUrl: '', price: 29_900, needCount: 10, stock: 9, boughtCount: 1, onSale: true, ...over,
});
const DETAIL: GoodsDetail = {
  infoUuid: 'c1', title: '为乡村卫生室募集急救物资', raiseType: 1, canBuy: true,
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

/** A buyer with no saved address; the division list has one province, city and district. */
function noAddressYet(api: FakeApi): void {
  api.shop.addresses.mockResolvedValue({ list: [] });
  api.shop.citys.mockImplementation(async ({ parentCode }: { parentCode?: string }) => ({
    list: !parentCode ? [{ code: '33', name: '浙江省' }] : parentCode === '33' ? [{ code: '3301', name: '杭州市' }] : [{ code: '330106', name: '西湖区' }],
  }));
  api.shop.saveAddress.mockImplementation(async (b: Record<string, string>) => ({ addressId: 'a1', ...b, province: '浙江省', city: '杭州市', district: '西湖区', isDefault: true }));
}

/** Picks 浙江省 杭州市 西湖区 level by level in the open address form. */
async function pickXihu(r: { getByTestId: (id: string) => HTMLElement }): Promise<void> {
  fireEvent.click(r.getByTestId('address-region'));
  for (const [level, code] of [['province', '33'], ['city', '3301'], ['district', '330106']]) {
    await eventually(() => expect(r.getByTestId('region-picker').getAttribute('data-level')).toBe(level));
    await eventually(() => expect(r.getByTestId('region-option').getAttribute('data-code')).toBe(code));
    fireEvent.click(r.getByTestId('region-option'));
  }
}

test('the goods page: gear with its counts, quantity up to the stock, a new address picked from the division list, then one order paid', async () => {
  const api = loggedIn();
  noAddressYet(api);
  api.shop.orderAdd.mockResolvedValue({ orderId: 'CF9', amount: 59_800, payment: { provider: 'sandbox', cashierUrl: '/api/pay/sandbox/cashier?orderId=CF9' } });
  const r = renderWithStores(<GoodsView infoUuid='c1' />, { api, platform: { path: '/cf/goods/c1', payOutcomes: ['failed', 'paid'] } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('gear-item')).toHaveLength(2));
  expect(r.getAllByTestId('gear-counts')[0].textContent).toBe('需要10 · 已认购1 · 剩余9');
  expect(r.getByTestId('goods-bought-item').textContent).toContain('张三 认购了 急救箱 ×1');
  // The sold-out item cannot be chosen; the first one is.
  fireEvent.click(r.getAllByTestId('gear-item')[1]);
  expect(r.getAllByTestId('gear-item')[0].getAttribute('aria-checked')).toBe('true');
  fireEvent.click(r.getByTestId('goods-plus'));
  await eventually(() => expect(r.getByTestId('goods-quantity').textContent).toBe('2'));
  expect(r.getByTestId('goods-total').textContent).toBe('¥598');

  // No address yet: the form is open; the shared rules answer before anything is sent.
  await eventually(() => expect(r.getByTestId('address-form')).toBeTruthy());
  fireEvent.click(r.getByTestId('goods-submit'));
  await eventually(() => expect(r.getByTestId('goods-error').textContent).toBe('请选择收货地址'));
  typeInto(r.getByTestId('address-name'), '王小明');
  typeInto(r.getByTestId('address-phone'), '1381234567');
  typeInto(r.getByTestId('address-detail'), '文三路100号3幢');
  fireEvent.click(r.getByTestId('address-save'));
  await eventually(() => expect(r.getByTestId('address-error').textContent).toBe('请输入正确的手机号码'));
  typeInto(r.getByTestId('address-phone'), '13812345678');
  fireEvent.click(r.getByTestId('address-save'));
  await eventually(() => expect(r.getByTestId('address-error').textContent).toBe('请选择所在地区'));
  expect(api.shop.saveAddress).not.toHaveBeenCalled();
  await pickXihu(r);
  await eventually(() => expect(r.getByTestId('address-region').textContent).toContain('浙江省 杭州市 西湖区'));
  fireEvent.click(r.getByTestId('address-save'));
  await eventually(() => expect(r.getByTestId('address-item').textContent).toContain('王小明  13812345678'));
  expect(api.shop.saveAddress).toHaveBeenCalledWith({
    name: '王小明', phone: '13812345678', detail: '文三路100号3幢', provinceCode: '33', cityCode: '3301', districtCode: '330106', isDefault: true,
  });

  // A failed payment keeps nothing open; the retry is a new intent with a new key.
  fireEvent.click(r.getByTestId('goods-submit'));
  await eventually(() => expect(api.shop.orderAdd).toHaveBeenCalledTimes(1));
  const first = api.shop.orderAdd.mock.calls[0][0];
  expect(first).toMatchObject({ infoUuid: 'c1', gearId: 'g1', quantity: 2, addressId: 'a1' });
  await eventually(() => expect(r.root.shop.buyAct.busy).toBe(false));
  fireEvent.click(r.getByTestId('goods-submit'));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/mine-order'));
  expect(api.shop.orderAdd.mock.calls[1][0].idempotencyKey).not.toBe(first.idempotencyKey);
  expect(r.platform.pay.calls[1].ctx).toEqual({ orderId: 'CF9', infoUuid: 'c1', amount: 59_800 });
});

test('an order the server refuses (stock gone) shows its message', async () => {
  const api = loggedIn();
  api.shop.addresses.mockResolvedValue({ list: [{ addressId: 'a1', name: '王小明', phone: '13812345678', provinceCode: '33', cityCode: '3301', districtCode: '330106', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路100号', isDefault: true }] });
  api.shop.orderAdd.mockRejectedValue(new ApiError(400, '库存不足，请减少数量或选择其他物资', 400));
  const r = renderWithStores(<GoodsView infoUuid='c1' />, { api, platform: { path: '/cf/goods/c1' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('address-item').getAttribute('aria-checked')).toBe('true'));
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
  api.staff.whoami.mockResolvedValue({ userId: 's1', nickname: '审核员' });
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

test('the goods page chooses the cheapest item on sale, never the costly one listed first; a 请选择收货地址 goes once an address is saved', async () => {
  const api = loggedIn();
  api.shop.detail.mockResolvedValue({
    ...DETAIL,
    gear: [gear({ gearId: 'big', title: '除颤仪', price: 1_298_000, needCount: 1, stock: 1, boughtCount: 0 }), gear({ gearId: 'g3', title: '氧气瓶', price: 45_000 }), gear({})],
  });
  noAddressYet(api);
  const r = renderWithStores(<GoodsView infoUuid='c1' />, { api, platform: { path: '/cf/goods/c1' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('gear-item')).toHaveLength(3));
  expect(r.getAllByTestId('gear-item').map((e) => e.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
  expect(r.getByTestId('goods-total').textContent).toBe('¥299');
  await eventually(() => expect(r.getByTestId('address-form')).toBeTruthy());
  fireEvent.click(r.getByTestId('goods-submit'));
  await eventually(() => expect(r.getByTestId('goods-error').textContent).toBe('请选择收货地址'));
  typeInto(r.getByTestId('address-name'), '王小明');
  typeInto(r.getByTestId('address-phone'), '13812345678');
  typeInto(r.getByTestId('address-detail'), '文三路100号3幢');
  await pickXihu(r);
  await eventually(() => expect(r.getByTestId('address-region').textContent).toContain('浙江省 杭州市 西湖区'));
  fireEvent.click(r.getByTestId('address-save'));
  await eventually(() => expect(r.getByTestId('address-item').getAttribute('aria-checked')).toBe('true'));
  expect(r.queryByTestId('goods-error')).toBeNull();
  expect(api.shop.orderAdd).not.toHaveBeenCalled();
});

test('the case page lists every item the case needs', async () => {
  const api = loggedIn();
  api.shop.detail.mockResolvedValue({ ...DETAIL, gear: ['急救箱', '除颤仪', '氧气瓶', '轮椅'].map((title, i) => gear({ gearId: `g${i}`, title })) });
  const r = renderWithStores(<GoodsNeeds infoUuid='c1' raiseType={1} />, { api, platform: { path: '/cf/contribute/c1' } });
  await eventually(() => expect(r.getAllByTestId('case-goods-item')).toHaveLength(4));
  expect(r.getAllByTestId('case-goods-item').map((e) => e.textContent?.split('已认购')[0])).toEqual(['急救箱', '除颤仪', '氧气瓶', '轮椅']);
});
