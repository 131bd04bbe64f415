/** The goods shop's stores over the fake Api: prices typed in yuan, quantities, one key per buying intent (no address: goods go to the beneficiary). */
import { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { ApiError } from '../../../src/services/errors';
import { priceFen, StaffShopStore, STAFF_SHOP_MSG } from '../../../src/stores/shop/StaffShopStore';
import { createFakeApi, TEST_USER } from '../../setup/fakeApi';
import type { GoodsDetail } from '../../../src/contract/shop';

const DETAIL: GoodsDetail = {
  infoUuid: 'c1', title: '物资筹款', raiseType: 1, canBuy: true, shipTo: '青山村卫生室', bought: [], needFen: 0, boughtFen: 0,
  gear: [{ gearId: 'g1', infoUuid: 'c1', title: '急救箱', description: '', imageUrl: '', price: 29_900, needCount: 10, stock: 3, boughtCount: 0, onSale: true }],
};

function root() {
  const api = createFakeApi();
  const platform = createFakePlatform({ path: '/cf/goods/c1' });
  return { api, platform, root: new RootStore(api, platform) };
}

test('a gear price is typed in yuan with at most two decimals, 0.01..100000', () => {
  expect(priceFen('299')).toBe(29_900);
  expect(priceFen('12.5')).toBe(1_250);
  expect(priceFen('0.01')).toBe(1);
  expect(priceFen('0')).toBeNull();
  expect(priceFen('1.234')).toBeNull();
  expect(priceFen('100001')).toBeNull();
  expect(priceFen('abc')).toBeNull();
});

test('the staff gear form refuses a bad price or count before sending', async () => {
  const { api, root: r } = root();
  const s = new StaffShopStore(r);
  s.edit({ infoUuid: 'c1' });
  s.setForm({ title: '轮椅', priceYuan: '1.234' });
  expect(await s.saveGear()).toBe(false);
  expect(s.gearAct.error).toBe(STAFF_SHOP_MSG.price);
  s.setForm({ priceYuan: '300', stock: '-1' });
  expect(await s.saveGear()).toBe(false);
  expect(s.gearAct.error).toBe(STAFF_SHOP_MSG.count);
  expect(api.shop.staffGearSave).not.toHaveBeenCalled();
  s.setForm({ stock: '5' });
  api.shop.staffGear.mockResolvedValue({ list: [] });
  api.shop.staffOrders.mockResolvedValue({ list: [] });
  expect(await s.saveGear()).toBe(true);
  expect(api.shop.staffGearSave).toHaveBeenCalledWith({ infoUuid: 'c1', title: '轮椅', description: '', imageUrl: '', price: 30_000, needCount: 1, stock: 5, onSale: true });
});

test('quantity stays within the stock; a retried order reuses its key, a changed one gets a new key', async () => {
  const { api, root: r } = root();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  await r.auth.check();
  api.shop.detail.mockResolvedValue(DETAIL);
  await r.shop.load('c1');
  r.shop.setQuantity(10);
  expect(r.shop.quantity).toBe(3);
  r.shop.setQuantity(0);
  expect(r.shop.quantity).toBe(1);
  api.shop.orderAdd.mockRejectedValueOnce(new ApiError(0, '网络不给力', -1)).mockResolvedValue({ orderId: 'CF1', amount: 29_900, payment: { provider: 'sandbox', cashierUrl: '/x' } });
  await r.shop.buy();
  await r.shop.buy();
  const [a, b] = api.shop.orderAdd.mock.calls.map((c) => c[0].idempotencyKey);
  expect(a).toBe(b);
  r.shop.setQuantity(2);
  await r.shop.buy();
  expect(api.shop.orderAdd.mock.calls[2][0].idempotencyKey).not.toBe(a);
});
