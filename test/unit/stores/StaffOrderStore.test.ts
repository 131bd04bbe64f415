/** StaffOrderStore: the staff console's order lookup over the fake Api. */
import type { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { ApiError } from '../../../src/services/errors';
import { MSG_ORDER_ID_REQUIRED, StaffOrderStore } from '../../../src/stores/StaffOrderStore';
import { createFakeApi } from '../../setup/fakeApi';

function setup() {
  const api = createFakeApi();
  const root = { api, platform: createFakePlatform({ path: '/staff/orders' }), ui: { showToast: jest.fn() } } as unknown as RootStore;
  return { api, store: new StaffOrderStore(root) };
}

const ORDER = { orderId: 'CF1', infoUuid: 'c1', amount: 2000, status: 'PAID', createdAt: 1, paidAt: 2, requestId: 'req-abc' };

test('an empty order id is refused on the form; nothing is sent', async () => {
  const { api, store } = setup();
  store.setOrderId('   ');
  expect(await store.lookup()).toBe(false);
  expect(store.lookupAct.error).toBe(MSG_ORDER_ID_REQUIRED);
  expect(api.staffWork.orderLookup).not.toHaveBeenCalled();
});

test('the typed id (trimmed) is looked up and the order with its request id is shown', async () => {
  const { api, store } = setup();
  api.staffWork.orderLookup.mockResolvedValue(ORDER);
  store.setOrderId(' CF1 ');
  expect(await store.lookup()).toBe(true);
  expect(api.staffWork.orderLookup).toHaveBeenCalledWith({ orderId: 'CF1' });
  expect(store.order?.requestId).toBe('req-abc');
});

test("an unknown order shows the server's message and no order", async () => {
  const { api, store } = setup();
  api.staffWork.orderLookup.mockResolvedValueOnce(ORDER).mockRejectedValueOnce(new ApiError(404, '订单不存在', 404));
  store.setOrderId('CF1');
  await store.lookup();
  store.setOrderId('CF2');
  expect(await store.lookup()).toBe(false);
  expect(store.order).toBeNull();
  expect(store.lookupAct.error).toBe('订单不存在');
});
