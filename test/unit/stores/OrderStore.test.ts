import { OrderStore } from '../../../src/stores/OrderStore';
import type { MyOrder, OrderStatusRes } from '../../../src/contract/pay';
import { fakeRoot } from './donor-fakes';

const st = (status: OrderStatusRes['status'], over: Partial<OrderStatusRes> = {}): OrderStatusRes => ({
  orderId: 'o1', infoUuid: 'case-1', amount: 2000, status, firstDonation: true, paidAt: status === 'PAID' ? 1 : null, ...over,
});

function setup() {
  const root = fakeRoot({ loggedIn: true });
  const waits: number[] = [];
  const store = new OrderStore(root.asRoot, async (ms) => void waits.push(ms));
  return { root, store, waits };
}

describe('success page polling', () => {
  test('keeps asking with backoff while PENDING and shows PAID only when the server says so', async () => {
    const { root, store, waits } = setup();
    root.api.pay.queryOrderStatus
      .mockResolvedValueOnce(st('PENDING'))
      .mockResolvedValueOnce(st('PENDING'))
      .mockResolvedValueOnce(st('PAID'));
    const states: string[] = [];
    const p = store.poll('o1', [0, 10, 20, 40]);
    states.push(store.pollState);
    expect(await p).toBe('PAID');
    expect(store.pollState).toBe('PAID');
    expect(states).toEqual(['checking']);
    expect(root.api.pay.queryOrderStatus).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([10, 20]);
    expect(store.order?.amount).toBe(2000);
    expect(store.order?.firstDonation).toBe(true);
  });

  test('never turns into success by itself: still PENDING after all attempts', async () => {
    const { root, store } = setup();
    root.api.pay.queryOrderStatus.mockResolvedValue(st('PENDING'));
    expect(await store.poll('o1', [0, 1, 2])).toBe('PENDING');
    expect(store.pollState).toBe('PENDING');
    expect(root.api.pay.queryOrderStatus).toHaveBeenCalledTimes(3);
  });

  test('CLOSED stops polling at once', async () => {
    const { root, store } = setup();
    root.api.pay.queryOrderStatus.mockResolvedValue(st('CLOSED'));
    expect(await store.poll('o1', [0, 1, 2])).toBe('CLOSED');
    expect(root.api.pay.queryOrderStatus).toHaveBeenCalledTimes(1);
  });

  test('errors on every attempt end in error, not success', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, store } = setup();
    root.api.pay.queryOrderStatus.mockRejectedValue({ msg: '网络不给力，请稍后重试' });
    expect(await store.poll('o1', [0, 1])).toBe('error');
    expect(store.pollAct.error).toBe('网络不给力，请稍后重试');
    warn.mockRestore();
  });
});

describe('my donations', () => {
  const mine = (id: string, anonymous = false): MyOrder => ({
    orderId: id, infoUuid: 'case-1', caseTitle: '救救我的孩子', amount: 2000, anonymous, status: 'PAID', createdAt: 1,
  });

  test('pages by anchorId and toggles anonymity only after the server agreed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, store } = setup();
    root.api.pay.myOrders
      .mockResolvedValueOnce({ list: [mine('a'), mine('b')], hasNext: true, anchorId: 'x1' })
      .mockResolvedValueOnce({ list: [mine('c')], hasNext: false, anchorId: 'x2' });
    await store.mine.refresh();
    await store.mine.loadMore();
    await store.mine.loadMore();
    expect(store.mine.items.map((o) => o.orderId)).toEqual(['a', 'b', 'c']);
    expect(root.api.pay.myOrders).toHaveBeenCalledTimes(2);
    expect(root.api.pay.myOrders.mock.calls[1][0]).toEqual(expect.objectContaining({ anchorId: 'x1' }));

    root.api.pay.modifyAnonymous.mockRejectedValueOnce({ msg: '修改失败' });
    expect(await store.setAnonymous('b', true)).toBe(false);
    expect(store.mine.items[1].anonymous).toBe(false);
    root.api.pay.modifyAnonymous.mockResolvedValueOnce(null);
    expect(await store.setAnonymous('b', true)).toBe(true);
    expect(root.api.pay.modifyAnonymous).toHaveBeenLastCalledWith({ orderId: 'b', anonymous: true });
    expect(store.mine.items[1].anonymous).toBe(true);
    warn.mockRestore();
  });
});
