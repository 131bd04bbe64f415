/**
 * The love store: the home seeds the ledger pager, sign-in keeps the answer for the success page and
 * says when today was signed already, a draw updates the balance everywhere and is refused (no call)
 * when the balance is short, leaving the rank reads it again.
 */
import type { RootStore } from '../../../src/stores/RootStore';
import { LoveStore, oddsText } from '../../../src/stores/LoveStore';
import type { LoveHome, LotteryInfo } from '../../../src/contract/love';
import { ApiError } from '../../../src/services/errors';
import { createFakeApi, type FakeApi } from '../../setup/fakeApi';

const HOME: LoveHome = {
  balance: 76, tier: 0, senior: false, signedToday: false, streak: 2,
  rows: [{ id: 'l2', delta: 50, reason: 'donate', note: '捐款1000.00元', time: 2 }, { id: 'l1', delta: -5, reason: 'refund', note: '退款', time: 1 }],
  hasMore: true, anchorId: '1_l1', rules: [],
};
const LOTTERY: LotteryInfo = {
  cost: 50, total: 10000, balance: 76, draws: [],
  prizes: [{ code: 'pennant', name: '爱心锦旗（电子）', weight: 500 }, { code: 'certificate', name: '爱心证书（电子）', weight: 2500 }, { code: 'thanks', name: '谢谢参与', weight: 7000 }],
};

let api: FakeApi;
let toast: jest.Mock;
let store: LoveStore;
beforeEach(() => {
  api = createFakeApi();
  toast = jest.fn();
  store = new LoveStore({ api, ui: { showToast: toast } } as unknown as RootStore);
});

test('the home seeds the ledger; the next page uses its anchor', async () => {
  api.love.home.mockResolvedValue(HOME);
  api.love.ledger.mockResolvedValue({ list: [{ id: 'l0', delta: 1, reason: 'sign_in', note: '', time: 0 }], hasNext: false, anchorId: '0_l0' });
  expect(await store.loadHome()).toBe(true);
  expect(store.balance).toBe(76);
  expect(store.ledger.items.map((r) => r.id)).toEqual(['l2', 'l1']);
  await store.ledger.loadMore();
  expect(api.love.ledger).toHaveBeenCalledWith({ anchorId: '1_l1', size: 20 });
  expect(store.ledger.items.map((r) => r.id)).toEqual(['l2', 'l1', 'l0']);
  expect(store.ledger.hasNext).toBe(false);
});

test('sign-in keeps the answer; a second one (another device) earns nothing and says so', async () => {
  api.love.home.mockResolvedValue(HOME);
  await store.loadHome();
  api.love.signInInfo.mockResolvedValue({ today: '2026-11-27', signedToday: true, streak: 3, days: ['2026-11-27'], nextPoints: 4, balance: 79 });
  api.love.signIn.mockResolvedValueOnce({ earned: true, delta: 3, streak: 3, balance: 79 });
  expect(await store.signIn()).toEqual({ earned: true, delta: 3, streak: 3, balance: 79 });
  expect(store.lastSignIn?.delta).toBe(3);
  expect(store.home).toMatchObject({ balance: 79, signedToday: true, streak: 3 });
  expect(toast).not.toHaveBeenCalled();
  api.love.signIn.mockResolvedValueOnce({ earned: false, delta: 0, streak: 3, balance: 79 });
  expect((await store.signIn())?.earned).toBe(false);
  expect(toast).toHaveBeenCalledWith('今天已经签到过了');
});

test('a draw updates the balance and the record; a short balance is refused without a call', async () => {
  api.love.lottery.mockResolvedValue(LOTTERY);
  await store.loadLottery();
  expect(store.canDraw).toBe(true);
  const draw = { id: 'd1', prize: LOTTERY.prizes[1], cost: 50, time: 5 };
  api.love.draw.mockResolvedValueOnce({ draw, balance: 26 });
  expect(await store.draw()).toBe(true);
  expect(store.lastDraw).toEqual(draw);
  expect(store.lottery).toMatchObject({ balance: 26, draws: [draw] });
  expect(store.canDraw).toBe(false);
  expect(await store.draw()).toBe(false);
  expect(api.love.draw).toHaveBeenCalledTimes(1);
  expect(store.drawAct.error).toBe('爱心值不足50，暂不能抽奖');
  expect(oddsText(500, 10000)).toBe('5%');
  expect(oddsText(1, 3)).toBe('33.33%');
});

test('a refused draw keeps the server\'s message', async () => {
  api.love.lottery.mockResolvedValue(LOTTERY);
  await store.loadLottery();
  api.love.draw.mockRejectedValueOnce(new ApiError(400, '爱心值不足50，暂不能抽奖', 400));
  expect(await store.draw()).toBe(false);
  expect(store.drawAct.error).toBe('爱心值不足50，暂不能抽奖');
  expect(store.lastDraw).toBeNull();
});

test('leaving the rank reads it again', async () => {
  api.love.rank.mockResolvedValueOnce({ list: [{ rank: 1, name: '张**', headImgUrl: '', score: 9, mine: true }], myRank: 1, myScore: 9, optedOut: false });
  await store.loadRank();
  api.love.rankLeave.mockResolvedValue({ optedOut: true });
  api.love.rank.mockResolvedValueOnce({ list: [], myRank: null, myScore: 9, optedOut: true });
  expect(await store.setLeaveRank(true)).toBe(true);
  expect(api.love.rankLeave).toHaveBeenCalledWith({ leave: true });
  expect(store.rank).toMatchObject({ optedOut: true, myRank: null });
  expect(toast).toHaveBeenCalledWith('已退出爱心榜');
});
